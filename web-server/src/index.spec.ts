import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  describeFailure,
  cacheControlFor,
  contentSecurityPolicyFor,
  IMMUTABLE,
  NO_CACHE,
  DEFAULT_STOCK_LAG_MS,
  originOf,
  pageCacheSettings,
  renderLimitSettings,
  REFERRER_POLICY,
  startStaticServer,
} from './index';
import type { StaticServer } from './index';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Raw HTTP (not fetch) so the test sees exactly the bytes and headers the server sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let root: string;
let outside: string;
let server: StaticServer;
const INDEX = '<!doctype html><title>shell</title>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SHELL = 'http://localhost:4200';
const CONFIG = {
  apiUrl: 'http://localhost:3000/api',
  remotes: { mfe_shop: 'http://localhost:4201/mf-manifest.json' },
};

beforeAll(async () => {
  const base = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  root = path.join(base, 'dist');
  outside = path.join(base, 'secret.txt');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), INDEX);
  await writeFile(path.join(root, 'main.0123456789.js'), BUNDLE);
  await writeFile(path.join(root, 'remoteEntry.js'), 'var mfe_shop;');
  await writeFile(path.join(root, 'mf-manifest.json'), '{"id":"mfe_shop"}');
  await writeFile(path.join(root, 'assets', 'logo.abcdef0123.svg'), '<svg/>');
  await writeFile(path.join(root, 'config.json'), '{"apiUrl":"from-disk"}');
  await writeFile(outside, 'top secret');
  await symlink(outside, path.join(root, 'leak.txt'));
  server = await startStaticServer({
    root,
    port: 0,
    spaFallback: true,
    runtimeConfig: CONFIG,
    corsOrigins: [SHELL, 'http://127.0.0.1:4200/'],
  });
});

afterAll(async () => {
  await server.close();
  await rm(path.dirname(root), { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it('listens on the port it reports', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('serves files with their content type and long caching for hashed names', async () => {
    const res = await get(`${server.url}/main.0123456789.js`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body.toString()).toBe(BUNDLE);

    const svg = await get(`${server.url}/assets/logo.abcdef0123.svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('never lets browsers keep the files whose names do not change', async () => {
    for (const file of [
      '/',
      '/index.html',
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/config.json',
    ]) {
      const res = await get(`${server.url}${file}`);
      expect([file, res.status, res.headers['cache-control']]).toEqual([file, 200, NO_CACHE]);
    }
  });

  it('compresses a file that never changes once, brotli for a browser, gzip for the others, and keeps it', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    const gzip = jest.spyOn(zlib, 'gzip');
    try {
      const browsers = await Promise.all(
        [1, 2, 3].map(() =>
          get(`${server.url}/main.0123456789.js`, { 'Accept-Encoding': 'gzip, deflate, br' }),
        ),
      );
      for (const res of browsers) {
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers['content-length']).toBe(String(res.body.length));
        expect(res.headers.vary).toBe('Origin, Accept-Encoding');
        expect(brotliDecompressSync(res.body).toString()).toBe(BUNDLE);
      }
      const other = await get(`${server.url}/main.0123456789.js`, { 'Accept-Encoding': 'gzip' });
      expect(other.headers['content-encoding']).toBe('gzip');
      expect(other.body.length).toBeLessThan(BUNDLE.length / 4);
      expect(gunzipSync(other.body).toString()).toBe(BUNDLE);
      await get(`${server.url}/main.0123456789.js`, { 'Accept-Encoding': 'gzip' });
      // Three browsers at once and two other clients: one compression of each kind.
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzip).toHaveBeenCalledTimes(1);
      // A HEAD says what a GET would send.
      const head = await get(
        `${server.url}/main.0123456789.js`,
        { 'Accept-Encoding': 'br' },
        'HEAD',
      );
      expect(head.headers['content-length']).toBe(String(browsers[0].body.length));
      expect(head.body).toHaveLength(0);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });

  it('gzips a file whose name does not change per answer, and sends it plain to a client without gzip', async () => {
    const res = await get(`${server.url}/remoteEntry.js`, { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe('var mfe_shop;');
    const plain = await get(`${server.url}/main.0123456789.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('serves the runtime config from memory instead of the file on disk', async () => {
    const res = await get(`${server.url}/config.json`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body.toString())).toEqual(CONFIG);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get(`${server.url}/remoteEntry.js`);
    const again = await get(`${server.url}/remoteEntry.js`, {
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('falls back to index.html for navigations only', async () => {
    const page = await get(`${server.url}/dashboard/profile`, { Accept: 'text/html,*/*' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toBe(INDEX);

    const script = await get(`${server.url}/missing.0123456789.js`, { Accept: '*/*' });
    expect(script.status).toBe(404);
  });

  it('never serves files outside the root', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/leak.txt',
    ]) {
      const res = await get(`${server.url}${attempt}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.toString()).not.toContain('top secret');
    }
  });

  it('answers HEAD without a body and rejects writes', async () => {
    const head = await get(`${server.url}/index.html`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await get(`${server.url}/index.html`, {}, 'POST');
    expect(post.status).toBe(405);
  });

  it('answers CORS preflights for the allowed origins only', async () => {
    const res = await get(`${server.url}/mf-manifest.json`, { Origin: SHELL }, 'OPTIONS');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SHELL);
    expect(res.headers.vary).toBe('Origin');

    const other = await get(
      `${server.url}/mf-manifest.json`,
      { Origin: 'https://evil.example' },
      'OPTIONS',
    );
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lets the shell's origins, and no other, read the manifest and scripts cross-origin", async () => {
    for (const file of ['/mf-manifest.json', '/remoteEntry.js', '/main.0123456789.js']) {
      for (const origin of [SHELL, 'http://127.0.0.1:4200']) {
        const res = await get(`${server.url}${file}`, { Origin: origin });
        expect([file, origin, res.headers['access-control-allow-origin']]).toEqual([
          file,
          origin,
          origin,
        ]);
        expect(String(res.headers.vary)).toContain('Origin');
      }
      for (const origin of ['https://evil.example', 'http://localhost:4201', 'null']) {
        const res = await get(`${server.url}${file}`, { Origin: origin });
        expect([file, origin, res.headers['access-control-allow-origin']]).toEqual([
          file,
          origin,
          undefined,
        ]);
      }
      const sameOrigin = await get(`${server.url}${file}`);
      expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('sends the security headers on every answer: pages, files, the config, errors', async () => {
    const csp = contentSecurityPolicyFor(CONFIG);
    for (const [file, accept] of [
      ['/', 'text/html'],
      ['/shops', 'text/html'],
      ['/main.0123456789.js', '*/*'],
      ['/config.json', '*/*'],
      ['/missing.0123456789.js', '*/*'],
      ['/%2e%2e/secret.txt', '*/*'],
    ]) {
      const res = await get(`${server.url}${file}`, { Accept: accept });
      expect([file, res.headers['content-security-policy']]).toEqual([file, csp]);
      expect([file, res.headers['x-content-type-options']]).toEqual([file, 'nosniff']);
      expect([file, res.headers['x-frame-options']]).toEqual([file, 'DENY']);
      expect([file, res.headers['referrer-policy']]).toEqual([file, REFERRER_POLICY]);
      expect([file, res.headers['access-control-allow-origin']]).toEqual([file, undefined]);
    }
    const post = await get(`${server.url}/index.html`, {}, 'POST');
    expect(post.headers['content-security-policy']).toBe(csp);
  });
});

describe('startStaticServer without SPA fallback', () => {
  it('answers unknown navigations with 404', async () => {
    const plain = await startStaticServer({ root, port: 0 });
    try {
      const res = await get(`${plain.url}/shops`, { Accept: 'text/html' });
      expect(res.status).toBe(404);
      // Without runtimeConfig, /config.json is whatever file the folder holds.
      const config = await get(`${plain.url}/config.json`, { Origin: SHELL });
      expect(JSON.parse(config.body.toString())).toEqual({ apiUrl: 'from-disk' });
      // Without corsOrigins nobody reads the files cross-origin, and the page may use 'self' only.
      expect(config.headers['access-control-allow-origin']).toBeUndefined();
      expect(config.headers['content-security-policy']).toBe(contentSecurityPolicyFor());
    } finally {
      await plain.close();
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['main.3f9a1c2b7d.js', IMMUTABLE],
    ['__federation_expose_ShopsPage.cb0b735311.js', IMMUTABLE],
    ['remoteEntry.js', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['favicon.svg', NO_CACHE],
    ['index.html', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

/** The directives of a policy, by name. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicyFor', () => {
  const policy = directivesOf(
    contentSecurityPolicyFor({
      apiUrl: 'https://api.shop.example/api',
      remotes: {
        mfe_shop: 'https://shop.example/mf-manifest.json',
        mfe_dashboard: 'https://cdn.example/mfe-dashboard/1.2.0/mf-manifest.json',
        mfe_admin: 'https://cdn.example/mfe-admin/1.0.0/mf-manifest.json',
      },
    }),
  );

  it("loads scripts from itself, the remotes' origins and Stripe.js, never inline or eval", () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://shop.example',
      'https://cdn.example',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
  });

  it("calls the API's origin, fetches the remotes' manifests and reaches Stripe's API", () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.shop.example',
      'https://shop.example',
      'https://cdn.example',
      'https://api.stripe.com',
    ]);
  });

  it("shows images from the API (/static, /uploads), allows antd's inline styles, frames only Stripe", () => {
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://api.shop.example']),
    );
    expect(policy['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    expect(policy['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
  });

  it('is never framed, embeds no plugins and keeps forms and <base> on its own origin', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it("has no wildcard source and 'unsafe-inline' only for styles", () => {
    for (const [name, sources] of Object.entries(policy)) {
      expect([name, sources.filter((s) => s === '*' || s === 'https:' || s === 'http:')]).toEqual([
        name,
        [],
      ]);
      if (name !== 'style-src') expect([name, sources]).not.toContainEqual("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it('takes a same-origin API (/api behind the same host) as self', () => {
    const sameOrigin = directivesOf(
      contentSecurityPolicyFor({
        apiUrl: '/api',
        remotes: { mfe_shop: '/mfe-shop/mf-manifest.json' },
      }),
    );
    expect(sameOrigin['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(sameOrigin['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('originOf', () => {
  it.each([
    ['http://localhost:4201/mf-manifest.json', 'http://localhost:4201'],
    ['https://cdn.example/a/b/?x=1', 'https://cdn.example'],
    ['http://127.0.0.1:4200/', 'http://127.0.0.1:4200'],
    ['/api', undefined],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
  ])('%s → %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('pageCacheSettings', () => {
  it('is on by default, with a one-second stock lag and no settle time', () => {
    expect(pageCacheSettings({})).toEqual({
      maxBytes: 64 * 1024 * 1024,
      settleMs: 0,
      stockLagMs: DEFAULT_STOCK_LAG_MS,
      // Exact: a page never misses a write answered before it was asked for.
      versionMaxAgeMs: 0,
    });
    expect(DEFAULT_STOCK_LAG_MS).toBe(1_000);
  });

  it('reads the environment, 0 making the stock exact; nonsense keeps the defaults', () => {
    expect(
      pageCacheSettings({
        SSR_PAGE_CACHE_MB: '8',
        SSR_PAGE_CACHE_SETTLE_MS: '250',
        SSR_PAGE_CACHE_STOCK_LAG_MS: '0',
        SSR_PAGE_CACHE_VERSION_AGE_MS: '1000',
      }),
    ).toEqual({ maxBytes: 8 * 1024 * 1024, settleMs: 250, stockLagMs: 0, versionMaxAgeMs: 1000 });
    expect(pageCacheSettings({ SSR_PAGE_CACHE_VERSION_AGE_MS: '-1' })?.versionMaxAgeMs).toBe(0);
    expect(pageCacheSettings({ SSR_PAGE_CACHE_STOCK_LAG_MS: 'soon' })?.stockLagMs).toBe(1_000);
    expect(pageCacheSettings({ SSR_PAGE_CACHE_STOCK_LAG_MS: '-5' })?.stockLagMs).toBe(1_000);
    expect(pageCacheSettings({ SSR_PAGE_CACHE: 'off' })).toBeUndefined();
  });
});

describe('renderLimitSettings', () => {
  it('is 4 renders at once and 16 waiting unless configured; nonsense keeps the defaults', () => {
    expect(renderLimitSettings({})).toEqual({ concurrency: 4, queue: 16 });
    expect(renderLimitSettings({ SSR_RENDER_CONCURRENCY: '2', SSR_RENDER_QUEUE: '0' })).toEqual({
      concurrency: 2,
      queue: 0,
    });
    expect(renderLimitSettings({ SSR_RENDER_CONCURRENCY: '0', SSR_RENDER_QUEUE: 'lots' })).toEqual({
      concurrency: 4,
      queue: 16,
    });
    expect(renderLimitSettings({ SSR_RENDER_CONCURRENCY: '1.5', SSR_RENDER_QUEUE: '-1' })).toEqual({
      concurrency: 4,
      queue: 16,
    });
  });
});

describe('describeFailure', () => {
  it('gives the message and its causes on one line, first lines only', () => {
    const root = new Error('connect ECONNREFUSED 127.0.0.1:4201\n    at stack');
    const middle = new Error('Failed to load Node.js entry for remote "mfe_shop"', { cause: root });
    const top = new Error('Could not load ./ShopsPage from mfe_shop', { cause: middle });
    expect(describeFailure(top)).toBe(
      'Could not load ./ShopsPage from mfe_shop ← Failed to load Node.js entry for remote "mfe_shop" ← connect ECONNREFUSED 127.0.0.1:4201',
    );
    expect(describeFailure('plain text')).toBe('plain text');
  });
});
