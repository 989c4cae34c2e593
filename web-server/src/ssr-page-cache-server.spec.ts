import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startStaticServer, type StaticServer } from './index';
import { BROTLI_QUALITY, FIRST_ASK_LEVEL, GZIP_LEVEL } from './page-cache';

/**
 * The shell's server with its page cache, as `npm start` runs it, against a stand-in API and a
 * stand-in server build: a page is kept once per what it shows (not per tracking parameter, query
 * order or unknown `lang` value), and renders are bounded so a flood of new searches gets 503
 * while the cached pages still answer.
 */
const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'ShopsPage', path: './ShopsPage', assets: { js: { sync: [] }, css: { sync: [] } } },
  ],
});

interface Probe {
  renders: Array<{ url: string; cookies: string | undefined }>;
  /** The messages the renders hand out, by language, while set (else the bundle's own). */
  messages?: Record<string, object>;
  /** While set, a render of a search (`?q=`) waits for it. */
  hold?: Promise<void>;
}

declare global {
  var __pageCacheProbe: Probe | undefined;
}

/**
 * A stand-in for the shell's server build: `/` and `/shops` render, echoing the URL they got, with
 * one messages object per language (as the shell's render hands them: the same while unchanged).
 */
const BUNDLE = `
const MESSAGES = {
  en: { shell: { title: 'Shop' }, common: { ok: 'OK' } },
  bn: { shell: { title: 'দোকান' }, common: { ok: 'ঠিক আছে' } },
};
exports.ssrRouteFor = (pathname) =>
  pathname === '/' || pathname === '/shops' ? { remote: 'mfe_shop' } : undefined;
exports.render = async ({ url, cookies, config }) => {
  const probe = globalThis.__pageCacheProbe;
  probe.renders.push({ url, cookies });
  if (url.includes('q=') && probe.hold) await probe.hold;
  const pathname = new URL(url, 'http://x').pathname;
  if (!exports.ssrRouteFor(pathname.replace(/^\\/bn(?=\\/|$)/, '') || '/')) return null;
  return {
    status: 200,
    html: '<a href="/login?from=' + encodeURIComponent(url) + '">Login</a>',
    state: { api: {} },
    route: { path: pathname, remote: 'mfe_shop', expose: './ShopsPage', entry: config.remotes.mfe_shop },
    location: url,
    language: pathname.startsWith('/bn') ? 'bn' : 'en',
    messages: (probe.messages ?? MESSAGES)[pathname.startsWith('/bn') ? 'bn' : 'en'],
    sources: [],
  };
};
`;

/** One GET of an HTML page, its body as the bytes sent (compressed or not). */
function getRaw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers: { Accept: 'text/html', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

async function get(url: string, headers: Record<string, string> = {}) {
  const answer = await getRaw(url, headers);
  return { ...answer, body: answer.body.toString('utf8') };
}

describe('startStaticServer: the page cache key and the bound on renders', () => {
  const probe: Probe = { renders: [] };
  let api: Server;
  let server: StaticServer;
  const saved = {
    concurrency: process.env.SSR_RENDER_CONCURRENCY,
    queue: process.env.SSR_RENDER_QUEUE,
  };

  beforeAll(async () => {
    globalThis.__pageCacheProbe = probe;
    api = createServer((req, res) => {
      if (req.url === '/api/catalogue/version') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ version: 7, edits: 3 }));
      } else if (req.url === '/mf-manifest.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(MANIFEST);
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

    const project = await mkdtemp(path.join(tmpdir(), 'ssr-key-'));
    const root = path.join(project, 'dist');
    await mkdir(root);
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html lang="en"><head><title>shop</title></head><body><div id="root"></div></body></html>',
    );
    await mkdir(path.join(project, 'dist-server'));
    await writeFile(path.join(project, 'dist-server', 'main.js'), BUNDLE);

    process.env.SSR_RENDER_CONCURRENCY = '2';
    process.env.SSR_RENDER_QUEUE = '2';
    server = await startStaticServer({
      root,
      port: 0,
      spaFallback: true,
      runtimeConfig: {
        apiUrl: `${origin}/api`,
        remotes: { mfe_shop: `${origin}/mf-manifest.json` },
      },
    });
  });

  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => api.close(resolve));
    for (const [name, value] of [
      ['SSR_RENDER_CONCURRENCY', saved.concurrency],
      ['SSR_RENDER_QUEUE', saved.queue],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    delete globalThis.__pageCacheProbe;
  });

  beforeEach(() => {
    probe.renders.length = 0;
    probe.hold = undefined;
    probe.messages = undefined;
  });

  it('names its messages in a file of their own, one per language and content, kept by the browser for good', async () => {
    const hrefOf = (page: string) => {
      const named = /window\.__SHOP_I18N__=(\{[^}]*\})/.exec(page)?.[1];
      const { language, href } = JSON.parse(named ?? '{}') as { language?: string; href?: string };
      // Asked for with the page: the browser's script waits for it before it hydrates.
      expect(page).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${href}">`,
      );
      return { language, href: href ?? '' };
    };
    const english = hrefOf((await get(`${server.url}/shops?q=messages1`)).body);
    expect(english).toEqual({
      language: 'en',
      href: expect.stringMatching(/^\/i18n\/en\.[\w-]{16}\.json$/),
    });
    // Every page of a language names the same file; the other language, its own.
    expect(hrefOf((await get(`${server.url}/shops?q=messages2`)).body)).toEqual(english);
    const bengali = hrefOf((await get(`${server.url}/bn/shops?q=messages3`)).body);
    expect(bengali.language).toBe('bn');
    expect(bengali.href).toMatch(/^\/i18n\/bn\./);

    const file = await getRaw(`${server.url}${bengali.href}`, { Accept: '*/*' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The namespaces in name order: every server with these messages makes these bytes.
    expect(file.body.toString()).toBe(
      JSON.stringify({ common: { ok: 'ঠিক আছে' }, shell: { title: 'দোকান' } }),
    );
    const br = await getRaw(`${server.url}${bengali.href}`, {
      Accept: '*/*',
      'Accept-Encoding': 'gzip, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(file.body);
    const revalidated = await getRaw(`${server.url}${bengali.href}`, {
      Accept: '*/*',
      'If-None-Match': String(file.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toHaveLength(0);

    // Changed messages (a remote's new release): a new file, and the pages name it.
    probe.messages = { en: { shell: { title: 'The shop' }, common: { ok: 'OK' } } };
    const changed = hrefOf((await get(`${server.url}/shops?q=messages4`)).body);
    expect(changed.href).not.toBe(english.href);
    expect((await get(`${server.url}${changed.href}`, { Accept: '*/*' })).body).toContain(
      'The shop',
    );
    // The earlier file is still there for the pages that name it.
    expect((await getRaw(`${server.url}${english.href}`, { Accept: '*/*' })).status).toBe(200);

    // A file this server never made: the browser loads the messages the other way.
    const unknown = await getRaw(`${server.url}/i18n/en.AAAAAAAAAAAAAAAA.json`, { Accept: '*/*' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).not.toContain('immutable');
  });

  it('serves /shops with tracking parameters from the entry of /shops, echoing none of them', async () => {
    const plain = await get(`${server.url}/shops`);
    expect(plain.status).toBe(200);
    expect(probe.renders).toHaveLength(1);

    const tagged = await get(`${server.url}/shops?utm_source=x1&utm_campaign=launch`);
    const clicked = await get(`${server.url}/shops?fbclid=IwAR0visitorOne`);
    expect(probe.renders).toHaveLength(1);
    expect(tagged.status).toBe(200);
    expect(tagged.body).toBe(plain.body);
    expect(clicked.body).toBe(plain.body);
    expect(clicked.body).not.toContain('IwAR0visitorOne');
    expect(tagged.body).not.toContain('x1');
  });

  it('answers a stored page brotli-compressed to a browser, gzipped to a client without brotli', async () => {
    await get(`${server.url}/shops?page=7`);
    const raw = (encoding: string) =>
      getRaw(`${server.url}/shops?page=7`, { 'Accept-Encoding': encoding });
    const browser = await raw('gzip, deflate, br, zstd');
    const other = await raw('gzip');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(other.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(browser.body).toString()).toBe(gunzipSync(other.body).toString());
    expect(gunzipSync(other.body).toString()).toContain('/login?from=%2Fshops%3Fpage%3D7');
    expect(probe.renders).toHaveLength(1);
  });

  it('compresses a stored page quickly once per encoding, however many ask for it at once, harder once when asked again, and never after', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    const gzip = jest.spyOn(zlib, 'gzipSync');
    const brotliLevels = () =>
      brotli.mock.calls.map(
        ([, options]) => options?.params?.[zlib.constants.BROTLI_PARAM_QUALITY] as number,
      );
    const gzipLevels = () => gzip.mock.calls.map(([, options]) => options?.level);
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    try {
      const raw = (encoding?: string) =>
        getRaw(
          `${server.url}/shops?page=9`,
          encoding === undefined ? {} : { 'Accept-Encoding': encoding },
        );
      const crowd = await Promise.all(
        Array.from({ length: 6 }, () => raw('gzip, deflate, br, zstd')),
      );
      expect(probe.renders).toHaveLength(1);
      const html = brotliDecompressSync(crowd[0].body).toString();
      for (const answer of crowd) {
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers['content-length']).toBe(String(answer.body.length));
        // The quick bytes, or (the last of the crowd) the harder ones made meanwhile.
        expect(brotliDecompressSync(answer.body).toString()).toBe(html);
      }
      await settled();
      // Made quickly for the crowd, and harder once after it (the page was asked for again).
      expect(brotliLevels()).toEqual([FIRST_ASK_LEVEL, BROTLI_QUALITY]);
      expect(gzip).not.toHaveBeenCalled();

      // A client that accepts no compression gets the stored bytes as they are.
      const plain = await raw();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-length']).toBe(String(plain.body.length));
      expect(plain.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(plain.body.toString()).toBe(html);

      // gzip the same way; then neither is made again, and both are sent as made the second time.
      const gzipped = await Promise.all([raw('gzip'), raw('gzip')]);
      await settled();
      const hardBr = await raw('br');
      const hardGzip = await raw('gzip');
      await settled();
      expect(brotliLevels()).toEqual([FIRST_ASK_LEVEL, BROTLI_QUALITY]);
      expect(gzipLevels()).toEqual([FIRST_ASK_LEVEL, GZIP_LEVEL]);
      expect(gunzipSync(gzipped[1].body).toString()).toBe(html);
      const longest = (answers: { body: Buffer }[]) =>
        Math.max(...answers.map((a) => a.body.length));
      expect(hardBr.body.length).toBeLessThan(longest(crowd));
      expect(brotliDecompressSync(hardBr.body).toString()).toBe(html);
      expect(hardGzip.body.length).toBeLessThan(longest(gzipped));
      expect(gunzipSync(hardGzip.body).toString()).toBe(html);
      expect(probe.renders).toHaveLength(1);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });

  it('renders a page with tracking parameters at its own address, without them', async () => {
    const page = await get(`${server.url}/?fbclid=IwAR0first&gclid=abc`);
    expect(page.status).toBe(200);
    expect(probe.renders.map((r) => r.url)).toEqual(['/']);
    expect(page.body).not.toContain('IwAR0first');
    expect(page.body).toContain('window.__SHOP_LOCATION__="/"');
  });

  it('shares one entry between ?category=a&sort=b and ?sort=b&category=a', async () => {
    const first = await get(`${server.url}/shops?category=a&sort=b`);
    const second = await get(`${server.url}/shops?sort=b&category=a`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(probe.renders.map((r) => r.url)).toEqual(['/shops?category=a&sort=b']);
    expect(second.body).toBe(first.body);
  });

  it('serves a lang=xx visitor the English entry, rendered with the resolved language only', async () => {
    const english = await get(`${server.url}/shops?page=4`);
    const unknown = await get(`${server.url}/shops?page=4`, { Cookie: 'lang=xx; shop_refresh=s' });
    expect(probe.renders).toEqual([{ url: '/shops?page=4', cookies: 'lang=en' }]);
    expect(unknown.body).toBe(english.body);
    await get(`${server.url}/shops?page=4`, { Cookie: 'lang=bn' });
    expect(probe.renders.map((r) => r.cookies)).toEqual(['lang=en', 'lang=bn']);
  });

  it('answers a flood of new searches beyond the queue 503 with Retry-After, cached pages 200', async () => {
    const cached = await get(`${server.url}/shops?sort=price_asc`);
    expect(cached.status).toBe(200);
    let release!: () => void;
    probe.hold = new Promise<void>((resolve) => (release = resolve));

    // 2 render and 2 wait (SSR_RENDER_CONCURRENCY, SSR_RENDER_QUEUE); the other 6 are refused.
    const answers: Array<{ status: number; headers: Record<string, unknown>; body: string }> = [];
    const flood = Array.from({ length: 10 }, (_, i) =>
      get(`${server.url}/shops?q=flood-${i}`).then((answer) => {
        answers.push(answer);
        return answer;
      }),
    );
    while (answers.length < 6) await new Promise((resolve) => setImmediate(resolve));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(503));
    for (const refused of answers) {
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toContain('The shop is busy right now');
      expect(refused.body).toContain('দোকান এখন ব্যস্ত');
    }

    // Meanwhile a page the cache holds is answered at once.
    const meanwhile = await get(`${server.url}/shops?sort=price_asc&utm_medium=social`);
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.body).toBe(cached.body);

    release();
    const all = await Promise.all(flood);
    expect(all.filter((a) => a.status === 200)).toHaveLength(4);
    expect(all.filter((a) => a.status === 503)).toHaveLength(6);
  });
});
