import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveReleases } from '@shop/contracts/src/releases';
import { IMMUTABLE, NO_CACHE, startStaticServer, type StaticServer } from './index';
import { configWithReleases, createLiveConfig, isLiveReleases } from './live-releases';
import { createSsrHandler, type RenderFunction } from './ssr';

/**
 * `/config.json` follows the API's release channel (no restart, no build): each remote's live
 * release laid over the start-up config, `no-cache` with an ETag of the revision, the last channel
 * kept while the API is down; the release store's files are immutable; and the server renderer
 * renders with, and caches by, the same remote URLs the config names.
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ORIGIN = 'http://shop.test';
const START_CONFIG = {
  apiUrl: 'http://127.0.0.1:9/api',
  remotes: {
    mfe_shop: 'http://localhost:4201/mf-manifest.json',
    mfe_admin: 'http://localhost:4203/mf-manifest.json',
  },
};
const channel = (revision: number, version: string): LiveReleases => ({
  environment: 'production',
  revision,
  remotes: {
    'mfe-shop': {
      name: 'mfe_shop',
      version,
      manifestUrl: `/releases/mfe-shop/${version}/mf-manifest.json`,
    },
  },
});

/** A stand-in API answering `GET /api/releases/live` with `answer()` (a status to fail). */
async function standInApi(answer: () => LiveReleases | number) {
  const server: Server = createServer((req, res) => {
    const body = answer();
    if (req.url !== '/api/releases/live' || typeof body === 'number') {
      res.writeHead(typeof body === 'number' ? body : 404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    liveUrl: `http://127.0.0.1:${port}/api/releases/live`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('configWithReleases', () => {
  it('lays the live releases over the start-up remotes, absolute against the release origin', () => {
    expect(configWithReleases(START_CONFIG, channel(3, '1.1.0'), ORIGIN)).toEqual({
      apiUrl: START_CONFIG.apiUrl,
      remotes: {
        mfe_shop: 'http://shop.test/releases/mfe-shop/1.1.0/mf-manifest.json',
        mfe_admin: 'http://localhost:4203/mf-manifest.json',
      },
    });
    expect(configWithReleases(START_CONFIG, undefined, ORIGIN)).toBe(START_CONFIG);
  });

  it('takes only the live answer’s shape as a channel', () => {
    expect(isLiveReleases(channel(1, '1.0.0'))).toBe(true);
    expect(isLiveReleases({ revision: 1, remotes: { 'mfe-shop': { name: 'x' } } })).toBe(false);
    expect(isLiveReleases('<html>bad gateway</html>')).toBe(false);
  });
});

describe('createLiveConfig', () => {
  it('logs nothing for an ask that fails after it was stopped (its server closed)', async () => {
    let fail!: (error: Error) => void;
    const log = jest.fn();
    const live = createLiveConfig({
      base: START_CONFIG,
      liveUrl: 'http://api.test/api/releases/live',
      releaseOrigin: () => ORIGIN,
      intervalMs: 60_000,
      fetchImpl: () => new Promise<Response>((_, reject) => (fail = reject)),
      log,
    });
    const asking = live.refresh();
    live.stop();
    fail(new TypeError('fetch failed'));
    await asking;
    expect(log).not.toHaveBeenCalled();
  });
});

describe('the static server with releases', () => {
  let root: string;
  let store: string;
  let server: StaticServer | undefined;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'releases-root-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(path.join(root, 'secret.txt'), 'not a release');
    store = await mkdtemp(path.join(tmpdir(), 'releases-store-'));
    await mkdir(path.join(store, 'releases/mfe-shop/1.0.0'), { recursive: true });
    await writeFile(path.join(store, 'releases/mfe-shop/1.0.0/remoteEntry.js'), 'var mfe_shop;');
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const start = (liveUrl: string) =>
    startStaticServer({
      root,
      port: 0,
      runtimeConfig: START_CONFIG,
      ssr: false,
      site: { publicOrigin: ORIGIN },
      releases: { store, liveUrl, intervalMs: 25 },
    });

  it('answers /config.json from the channel, no-cache with an ETag, and follows a promote', async () => {
    let live = channel(1, '1.0.0');
    const api = await standInApi(() => live);
    try {
      server = await start(api.liveUrl);
      const first = await get(`${server.url}/config.json`);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe(NO_CACHE);
      expect(JSON.parse(first.body).remotes).toEqual({
        mfe_shop: 'http://shop.test/releases/mfe-shop/1.0.0/mf-manifest.json',
        mfe_admin: 'http://localhost:4203/mf-manifest.json',
      });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"r1-/);
      expect((await get(`${server.url}/config.json`, { 'if-none-match': etag })).status).toBe(304);

      live = channel(2, '1.1.0');
      await waitFor(async () => (await get(`${server!.url}/config.json`)).body.includes('1.1.0'));
      const promoted = await get(`${server.url}/config.json`, { 'if-none-match': etag });
      expect(promoted.status).toBe(200);
      expect(String(promoted.headers.etag)).toMatch(/^"r2-/);
    } finally {
      await api.close();
    }
  });

  it('keeps the last channel it knew while the API does not answer', async () => {
    let live: LiveReleases | number = channel(4, '1.0.0');
    const api = await standInApi(() => live);
    const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      server = await start(api.liveUrl);
      live = 503;
      await waitFor(async () => log.mock.calls.length > 0);
      await api.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await get(`${server.url}/config.json`);
      expect(JSON.parse(answer.body).remotes.mfe_shop).toBe(
        'http://shop.test/releases/mfe-shop/1.0.0/mf-manifest.json',
      );
      expect(String(answer.headers.etag)).toMatch(/^"r4-/);
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
      await api.close().catch(() => undefined);
    }
  });

  it('serves the start-up remotes when the API never answered (a fresh start)', async () => {
    const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      server = await start('http://127.0.0.1:9/api/releases/live');
      const answer = await get(`${server.url}/config.json`);
      expect(JSON.parse(answer.body)).toEqual(START_CONFIG);
    } finally {
      log.mockRestore();
    }
  });

  it('serves the release store’s files immutable, and nothing outside it', async () => {
    const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      server = await start('http://127.0.0.1:9/api/releases/live');
      const entry = await get(`${server.url}/releases/mfe-shop/1.0.0/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers['cache-control']).toBe(IMMUTABLE);
      expect(entry.body).toBe('var mfe_shop;');
      expect((await get(`${server.url}/releases/mfe-shop/9.9.9/remoteEntry.js`)).status).toBe(404);
      const escape = await get(`${server.url}/releases/..%2f..%2fsecret.txt`);
      expect(escape.body).not.toContain('not a release');
    } finally {
      log.mockRestore();
    }
  });
});

describe('server rendering follows the channel', () => {
  const MANIFEST = JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'ShopsPage', path: './ShopsPage', assets: { js: { sync: [] } } }],
  });

  it('renders with the remote URL of the moment and never answers a page cached for another', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'releases-ssr-'));
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html lang=en><head><title>shop</title></head><body><div id=root></div></body></html>',
    );
    let shopUrl = 'http://shop.test/releases/mfe-shop/1.0.0/mf-manifest.json';
    const rendered: string[] = [];
    // Both releases' manifests are the same bytes (a rebuild that changed only remoteEntry.js).
    const fetchImpl = (async (input: string | URL | Request) => {
      const url = String(input);
      if (url.endsWith('mf-manifest.json')) return new Response(MANIFEST);
      if (url.endsWith('/catalogue/version')) return Response.json({ version: 1 });
      return new Response('missing', { status: 404 });
    }) as typeof fetch;
    const render: RenderFunction = async ({ config, remoteReleases }) => {
      const entry = config.remotes!.mfe_shop;
      rendered.push(entry);
      expect(remoteReleases?.mfe_shop).toBeDefined();
      return {
        status: 200,
        html: `<p>${entry}</p>`,
        state: {},
        route: { path: '/shops', remote: 'mfe_shop', expose: './ShopsPage', entry },
        location: '/shops',
        language: 'en',
        messages: {},
        sources: [],
      };
    };
    const answer = createSsrHandler({
      root,
      config: () => ({ apiUrl: 'http://api.test/api', remotes: { mfe_shop: shopUrl } }),
      render,
      routeFor: (pathname) => (pathname === '/shops' ? { remote: 'mfe_shop' } : undefined),
      fetchImpl,
      pageCache: {},
    });

    expect((await answer('/shops')).body).toContain('<p>http://shop.test/releases/mfe-shop/1.0.0/');
    await answer('/shops');
    expect(rendered).toHaveLength(1);

    shopUrl = 'http://shop.test/releases/mfe-shop/1.1.0/mf-manifest.json';
    const page = (await answer('/shops')).body;
    expect(page).toContain('<p>http://shop.test/releases/mfe-shop/1.1.0/');
    // The config inlined in the page names the same release as the markup.
    expect(page).not.toContain('mfe-shop/1.0.0');
    expect(rendered).toHaveLength(2);
  });

  it('keeps no page whose render the channel moved under', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'releases-ssr-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><div id=root></div>');
    let version = '1.0.0';
    let renders = 0;
    const fetchImpl = (async (input: string | URL | Request) =>
      String(input).endsWith('/catalogue/version')
        ? Response.json({ version: 1 })
        : new Response(MANIFEST)) as typeof fetch;
    const answer = createSsrHandler({
      root,
      config: () => ({
        apiUrl: 'http://api.test/api',
        remotes: { mfe_shop: `http://shop.test/releases/mfe-shop/${version}/mf-manifest.json` },
      }),
      render: async ({ config }) => {
        renders += 1;
        const entry = config.remotes!.mfe_shop;
        // A promote lands while the first render runs.
        if (renders === 1) version = '1.1.0';
        return {
          status: 200,
          html: `<p>${entry}</p>`,
          state: {},
          route: { path: '/shops', remote: 'mfe_shop', expose: './ShopsPage', entry },
          location: '/shops',
          language: 'en',
          messages: {},
          sources: [],
        };
      },
      routeFor: (pathname) => (pathname === '/shops' ? { remote: 'mfe_shop' } : undefined),
      fetchImpl,
      pageCache: {},
    });
    await answer('/shops');
    version = '1.0.0';
    await answer('/shops');
    // The page of 1.0.0 rendered while 1.1.0 went live was not kept: rendered again.
    expect(renders).toBe(2);
  });
});
