import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveReleases } from '@shop/contracts/src/releases';
import { canaryBucket } from '@shop/rules/src/canary';
import { startStaticServer, type StaticServer } from './index';
import { choiceKey, configWithReleases } from './live-releases';

/**
 * A canary as the shell's web server runs it: each visitor's `shop_visitor` cookie picks the
 * release, the same one in their `/config.json`, in the page rendered for them and in the config
 * inlined in it; a page rendered with the canary is never served from the page cache to a visitor
 * on the stable release.
 */
const SALT = '5a1f00d2c0ffee42';
const ORIGIN_PLACEHOLDER = 'http://shop.test';

const live = (percent: number): LiveReleases => ({
  environment: 'production',
  revision: 7,
  remotes: {
    'mfe-shop': {
      name: 'mfe_shop',
      version: '1.0.0',
      manifestUrl: '/releases/mfe-shop/1.0.0/mf-manifest.json',
      canary: {
        version: '1.1.0',
        percent,
        salt: SALT,
        manifestUrl: '/releases/mfe-shop/1.1.0/mf-manifest.json',
      },
    },
  },
});

/** Visitor ids in and out of a 10 % canary (found by the shared bucket function). */
function visitors() {
  let inside: string | undefined;
  let outside: string | undefined;
  for (let i = 0; !inside || !outside; i += 1) {
    const id = `visitor-${String(i).padStart(12, '0')}`;
    if (canaryBucket('mfe-shop', SALT, id) <= 10) inside ??= id;
    else outside ??= id;
  }
  return { inside, outside };
}

describe('configWithReleases with a canary', () => {
  const base = { apiUrl: 'http://api.test/api', remotes: {} };
  const { inside, outside } = visitors();

  it('names the canary for a visitor in its share and the stable release for the others', () => {
    expect(configWithReleases(base, live(10), ORIGIN_PLACEHOLDER, inside).remotes).toEqual({
      mfe_shop: 'http://shop.test/releases/mfe-shop/1.1.0/mf-manifest.json',
    });
    expect(configWithReleases(base, live(10), ORIGIN_PLACEHOLDER, outside).remotes).toEqual({
      mfe_shop: 'http://shop.test/releases/mfe-shop/1.0.0/mf-manifest.json',
    });
    // No visitor id (no cookie yet): the stable release.
    expect(configWithReleases(base, live(99), ORIGIN_PLACEHOLDER).remotes).toEqual({
      mfe_shop: 'http://shop.test/releases/mfe-shop/1.0.0/mf-manifest.json',
    });
    expect(choiceKey(live(10), inside)).toBe('mfe-shop:c');
    expect(choiceKey(live(10), outside)).toBe('mfe-shop:s');
  });
});

declare global {
  var __canaryRenders: string[] | undefined;
}

/** A stand-in server build: `/shops` renders, naming the storefront release it rendered with. */
const BUNDLE = `
exports.ssrRouteFor = (pathname) => (pathname === '/shops' ? { remote: 'mfe_shop' } : undefined);
exports.render = async ({ url, config }) => {
  const pathname = new URL(url, 'http://x').pathname;
  if (pathname !== '/shops') return null;
  const entry = config.remotes.mfe_shop;
  globalThis.__canaryRenders.push(entry);
  return {
    status: 200,
    html: '<p id="release">' + entry + '</p>',
    state: { api: {} },
    route: { path: pathname, remote: 'mfe_shop', expose: './ShopsPage', entry },
    location: url,
    language: 'en',
    sources: [],
  };
};
`;

const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'ShopsPage', path: './ShopsPage', assets: { js: { sync: [] } } }],
});

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request(url, { headers: { Accept: 'text/html', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

const releaseIn = (page: string) => /<p id="release">([^<]+)<\/p>/.exec(page)?.[1];
const inlineConfig = (page: string) =>
  JSON.parse(/window\.__SHOP_CONFIG__=(\{.*?\});/.exec(page)![1]) as {
    remotes: Record<string, string>;
  };

describe('the shell’s web server during a canary', () => {
  const { inside, outside } = visitors();
  let api: Server;
  let server: StaticServer;
  const savedShopUrl = process.env.SHOP_URL;

  beforeAll(async () => {
    delete process.env.SHOP_URL;
    globalThis.__canaryRenders = [];
    api = createServer((req, res) => {
      if (req.url === '/api/releases/live') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(live(10)));
      } else if (req.url === '/api/catalogue/version') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"version":1}');
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;

    const project = await mkdtemp(path.join(tmpdir(), 'canary-shell-'));
    const root = path.join(project, 'dist');
    await mkdir(root);
    await mkdir(path.join(project, 'dist-server'));
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
    );
    await writeFile(path.join(project, 'dist-server', 'main.js'), BUNDLE);
    const store = path.join(project, 'store');
    for (const version of ['1.0.0', '1.1.0']) {
      const folder = path.join(store, 'releases', 'mfe-shop', version);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'mf-manifest.json'), MANIFEST);
    }
    server = await startStaticServer({
      root,
      port: 0,
      spaFallback: true,
      site: true,
      runtimeConfig: { apiUrl, remotes: {} },
      ssr: { apiUrl },
      releases: { store, liveUrl: `${apiUrl}/releases/live`, intervalMs: 60_000 },
    });
  });

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => api?.close(() => resolve()));
    if (savedShopUrl !== undefined) process.env.SHOP_URL = savedShopUrl;
  });

  const canaryUrl = () =>
    `${server.url.replace('127.0.0.1', 'localhost')}/releases/mfe-shop/1.1.0/mf-manifest.json`;
  const stableUrl = () =>
    `${server.url.replace('127.0.0.1', 'localhost')}/releases/mfe-shop/1.0.0/mf-manifest.json`;
  const cookie = (id: string) => ({ Cookie: `lang=en; shop_visitor=${id}` });

  it('renders each visitor’s page with their release, the one their /config.json names, on every load', async () => {
    for (let load = 0; load < 5; load += 1) {
      const canaryPage = await get(`${server.url}/shops`, cookie(inside));
      expect(releaseIn(canaryPage.body)).toBe(canaryUrl());
      expect(inlineConfig(canaryPage.body).remotes.mfe_shop).toBe(canaryUrl());
      expect(String(canaryPage.headers.vary)).toContain('Cookie');
      expect(canaryPage.headers['set-cookie']).toBeUndefined();

      // Rendered after the canary's page was kept: the stable page, never the canary's.
      const stablePage = await get(`${server.url}/shops`, cookie(outside));
      expect(releaseIn(stablePage.body)).toBe(stableUrl());
      expect(inlineConfig(stablePage.body).remotes.mfe_shop).toBe(stableUrl());
    }
    const canaryConfig = await get(`${server.url}/config.json`, cookie(inside));
    expect(JSON.parse(canaryConfig.body).remotes.mfe_shop).toBe(canaryUrl());
    expect(String(canaryConfig.headers.vary)).toContain('Cookie');
    const stableConfig = await get(`${server.url}/config.json`, cookie(outside));
    expect(JSON.parse(stableConfig.body).remotes.mfe_shop).toBe(stableUrl());
    expect(stableConfig.headers.etag).not.toBe(canaryConfig.headers.etag);
    // One render per release: the rest came from the page cache, each under its own release.
    expect(globalThis.__canaryRenders).toEqual([canaryUrl(), stableUrl()]);
  });

  it('gives a first-time visitor an id cookie, and their page and /config.json agree', async () => {
    const first = await get(`${server.url}/shops`);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^shop_visitor=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    );
    const id = /shop_visitor=([^;]+)/.exec(setCookie)![1];
    const config = await get(`${server.url}/config.json`, { Cookie: `shop_visitor=${id}` });
    expect(config.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(config.body).remotes.mfe_shop).toBe(
      inlineConfig(first.body).remotes.mfe_shop,
    );
    expect(releaseIn(first.body)).toBe(inlineConfig(first.body).remotes.mfe_shop);
  });

  it('replaces a cookie that is not an id of its shape', async () => {
    const answer = await get(`${server.url}/config.json`, { Cookie: 'shop_visitor=<script>' });
    expect(String(answer.headers['set-cookie'])).toMatch(/^shop_visitor=[A-Za-z0-9_-]{22};/);
  });
});
