import { ModuleFederation, resetFederationGlobalInfo } from '@module-federation/runtime/core';
import type { ReleaseBeacon } from '@shop/contracts';
import { releaseFallbackPlugin } from './fallback-plugin';
import { createBeaconSender, releaseOfUrl } from './release-beacon';
import { isRemoteFallback, remoteFallbackPlugin } from './remote-loader';

/**
 * The fallback to the last known good release, run by the real federation runtime core: the
 * network (manifests and entry scripts) is played by a plugin of the runtime's own hooks, so the
 * manifest → entry → module path and the hooks' order are the runtime's.
 */
const ORIGIN = 'http://shop.test';
const manifestUrl = (version: string) => `${ORIGIN}/releases/mfe-shop/${version}/mf-manifest.json`;
const LIVE = manifestUrl('1.1.0');
const GOOD = manifestUrl('1.0.0');

// The runtime keeps manifests and loaded entries in globals: each test is a fresh page.
beforeEach(() => resetFederationGlobalInfo());

const manifest = {
  id: 'mfe_shop',
  name: 'mfe_shop',
  metaData: {
    name: 'mfe_shop',
    type: 'app',
    buildInfo: { buildVersion: '1.0.0', buildName: 'mfe-shop' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'mfe_shop',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'mfe_shop:ShopsPage',
      name: 'ShopsPage',
      path: './ShopsPage',
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    },
  ],
};

type Behaviour = 'works' | 'no-manifest' | 'no-entry' | 'bad-module';

/** A release store whose releases behave as told, seen through the runtime's fetch and loadEntry hooks. */
function network(behaviour: Record<string, Behaviour>) {
  const versionOf = (url: string) => /\/mfe-shop\/([^/]+)\//.exec(url)?.[1] ?? '';
  const fetched: string[] = [];
  return {
    fetched,
    plugin: {
      name: 'test-network',
      fetch(url: string) {
        fetched.push(url);
        if (behaviour[versionOf(url)] === 'no-manifest') {
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        return Promise.resolve(
          new Response(JSON.stringify(manifest), {
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      },
      loadEntry({ remoteInfo }: { remoteInfo: { entry: string } }) {
        fetched.push(remoteInfo.entry);
        const version = versionOf(remoteInfo.entry);
        if (behaviour[version] === 'no-entry') {
          // What the runtime's own script loader throws for a script that did not load.
          throw new Error(`[ Federation Runtime ]: RUNTIME-008 Failed to load script resources`);
        }
        return {
          init: () => undefined,
          get: async () => {
            if (behaviour[version] === 'bad-module') throw new Error('ChunkLoadError');
            return () => ({ default: `ShopsPage of ${version}` });
          },
        };
      },
    },
  };
}

function host(
  behaviour: Record<string, Behaviour>,
  lastKnownGood: Record<string, string> = { mfe_shop: GOOD },
) {
  const beacons: ReleaseBeacon[] = [];
  const onFallback = jest.fn();
  const net = network(behaviour);
  const federation = new ModuleFederation({
    name: 'shell',
    remotes: [],
    plugins: [
      net.plugin as never,
      remoteFallbackPlugin(),
      releaseFallbackPlugin({ lastKnownGood, send: (b) => beacons.push(b), onFallback }),
    ],
  });
  federation.registerRemotes([{ name: 'mfe_shop', entry: LIVE }]);
  return { federation, beacons, onFallback, fetched: net.fetched };
}

describe('releaseFallbackPlugin', () => {
  it('loads the live release and reports it loaded, once per page', async () => {
    const { federation, beacons, onFallback } = host({ '1.1.0': 'works' });
    await expect(federation.loadRemote('mfe_shop/ShopsPage')).resolves.toEqual({
      default: 'ShopsPage of 1.1.0',
    });
    await federation.loadRemote('mfe_shop/ShopsPage');
    expect(beacons).toEqual([{ remote: 'mfe-shop', version: '1.1.0', stage: 'loaded' }]);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it.each([
    ['its entry script', 'no-entry', 'entry'],
    ['its manifest', 'no-manifest', 'manifest'],
    ['the exposed module', 'bad-module', 'module'],
  ] as const)(
    'retries with the last known good when %s fails, and reports both',
    async (_, failure, stage) => {
      const { federation, beacons, onFallback, fetched } = host({
        '1.1.0': failure,
        '1.0.0': 'works',
      });
      const loaded = await federation.loadRemote('mfe_shop/ShopsPage');
      expect(loaded).toEqual({ default: 'ShopsPage of 1.0.0' });
      expect(fetched).toContain(GOOD);
      expect(beacons).toEqual([
        { remote: 'mfe-shop', version: '1.1.0', stage },
        { remote: 'mfe-shop', version: '1.0.0', stage: 'loaded' },
      ]);
      // The loader keeps the remote on the last known good for the rest of the page.
      expect(onFallback).toHaveBeenCalledWith('mfe_shop', GOOD);
    },
  );

  it('shows the existing fallback when the last known good fails too, trying it only once', async () => {
    const { federation, beacons, onFallback, fetched } = host({
      '1.1.0': 'no-entry',
      '1.0.0': 'bad-module',
    });
    const loaded = await federation.loadRemote('mfe_shop/ShopsPage');
    expect(isRemoteFallback(loaded)).toBe(true);
    expect(beacons).toEqual([
      { remote: 'mfe-shop', version: '1.1.0', stage: 'entry' },
      { remote: 'mfe-shop', version: '1.0.0', stage: 'module' },
    ]);
    expect(onFallback).not.toHaveBeenCalled();

    // The loader's retry registers the live release again: no second try of the last known good,
    // and no second beacon of a release already reported.
    federation.registerRemotes([{ name: 'mfe_shop', entry: LIVE }], { force: true });
    const goodLoads = fetched.filter((url) => url === GOOD).length;
    expect(isRemoteFallback(await federation.loadRemote('mfe_shop/ShopsPage'))).toBe(true);
    expect(fetched.filter((url) => url === GOOD)).toHaveLength(goodLoads);
    expect(beacons).toHaveLength(2);
  });

  it('shows the existing fallback at once without a last known good', async () => {
    const { federation, beacons } = host({ '1.1.0': 'no-entry' }, {});
    expect(isRemoteFallback(await federation.loadRemote('mfe_shop/ShopsPage'))).toBe(true);
    expect(beacons).toEqual([{ remote: 'mfe-shop', version: '1.1.0', stage: 'entry' }]);
  });
});

describe('release beacons', () => {
  it('names the release of a release-store URL, nothing for a dev server', () => {
    expect(releaseOfUrl(manifestUrl('0.1.0+a1b2c3d4e5'))).toEqual({
      remote: 'mfe-shop',
      version: '0.1.0+a1b2c3d4e5',
    });
    expect(releaseOfUrl('/releases/mfe-admin/2.0.0/mf-manifest.json')).toEqual({
      remote: 'mfe-admin',
      version: '2.0.0',
    });
    expect(releaseOfUrl('http://localhost:4201/mf-manifest.json')).toBeUndefined();
    expect(releaseOfUrl('/releases/mfe-evil/1.0.0/mf-manifest.json')).toBeUndefined();
  });

  it('sends JSON with sendBeacon to the API, and a keepalive fetch when sendBeacon refuses', async () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    const fetchImpl = jest.fn(async () => new Response(null, { status: 204 }));
    const send = createBeaconSender('http://api.test/api/', { sendBeacon, fetch: fetchImpl });
    send({ remote: 'mfe-shop', version: '1.0.0', stage: 'entry' });
    expect(sendBeacon).toHaveBeenCalledWith(
      'http://api.test/api/releases/beacon',
      expect.any(Blob),
    );
    const blob = sendBeacon.mock.calls[0][1];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({
      remote: 'mfe-shop',
      version: '1.0.0',
      stage: 'entry',
    });
    expect(fetchImpl).not.toHaveBeenCalled();

    sendBeacon.mockReturnValue(false);
    send({ remote: 'mfe-shop', version: '1.0.0', stage: 'loaded' });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://api.test/api/releases/beacon',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});
