import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startStaticServer, type StaticServer } from './index';
import {
  isValidHost,
  preferredLanguageRedirect,
  REMOTE_ROBOTS_TXT,
  robotsTxt,
  SITEMAP_PAGES,
  sitemapXml,
} from './site';

const ORIGIN = 'https://shop.example';
const PRODUCTS = [
  { _id: '665f1e000000000000000001', updatedAt: '2026-11-01T10:00:00.000Z' },
  { _id: '665f1e000000000000000002', updatedAt: '2026-11-20T08:30:00.000Z' },
];

describe('SITEMAP_PAGES', () => {
  it('lists the public pages without parameters, not the cart or the /home alias', () => {
    expect([...SITEMAP_PAGES].sort()).toEqual(['/', '/cService', '/dailyD', '/reviews', '/shops']);
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(ORIGIN, PRODUCTS);
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => url);
  const loc = (url: string) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1];

  it('has every public page and product in both languages, absolute on the public origin', () => {
    expect(urls.map(loc)).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/bn`,
        `${ORIGIN}/shops`,
        `${ORIGIN}/bn/shops`,
        `${ORIGIN}/product/${PRODUCTS[1]._id}`,
        `${ORIGIN}/bn/product/${PRODUCTS[1]._id}`,
      ]),
    );
    expect(urls).toHaveLength((SITEMAP_PAGES.length + PRODUCTS.length) * 2);
    expect(xml).not.toContain('/cart');
    expect(xml).not.toContain('/home');
  });

  it('names each URL’s alternates (en, bn, x-default) and its last change', () => {
    const bengali = urls.find((url) => loc(url) === `${ORIGIN}/bn/product/${PRODUCTS[0]._id}`)!;
    expect(bengali).toContain(`<lastmod>${PRODUCTS[0].updatedAt}</lastmod>`);
    expect(bengali).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/product/${PRODUCTS[0]._id}"/>`,
    );
    expect(bengali).toContain(
      `<xhtml:link rel="alternate" hreflang="bn" href="${ORIGIN}/bn/product/${PRODUCTS[0]._id}"/>`,
    );
    expect(bengali).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/product/${PRODUCTS[0]._id}"/>`,
    );
    // The catalogue's pages changed with their newest product; the contact page has no date.
    expect(urls.find((url) => loc(url) === `${ORIGIN}/shops`)).toContain(
      `<lastmod>${PRODUCTS[1].updatedAt}</lastmod>`,
    );
    expect(urls.find((url) => loc(url) === `${ORIGIN}/cService`)).not.toContain('<lastmod>');
  });

  it('is a sitemap document with the xhtml namespace', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('robotsTxt', () => {
  it('keeps the private pages (both languages) and the API out and names the sitemap', () => {
    const robots = robotsTxt(ORIGIN);
    for (const path of ['/dashboard', '/login', '/signup', '/cart']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
      expect(robots).toContain(`Disallow: /bn${path}\n`);
    }
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });

  it("keeps out the remotes' folders served from the shop's own origin", () => {
    const robots = robotsTxt(ORIGIN, {
      remotes: {
        mfe_shop: `${ORIGIN}/remotes/shop/mf-manifest.json`,
        mfe_admin: 'https://admin.example/mf-manifest.json',
      },
    });
    expect(robots).toContain('Disallow: /remotes/shop/\n');
    expect(robots).not.toContain('admin.example');
  });

  it("keeps every file of a remote's own origin out", () => {
    expect(REMOTE_ROBOTS_TXT).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('preferredLanguageRedirect', () => {
  it('sends a visitor who chose Bengali from an English URL to the Bengali one, query kept', () => {
    expect(preferredLanguageRedirect('/', 'lang=bn')).toBe('/bn');
    expect(preferredLanguageRedirect('/shops?sort=price_asc', 'a=1; lang=bn')).toBe(
      '/bn/shops?sort=price_asc',
    );
  });

  it('never redirects without the cookie (crawlers), for English, or from a Bengali URL', () => {
    expect(preferredLanguageRedirect('/', undefined)).toBeUndefined();
    expect(preferredLanguageRedirect('/shops', 'other=1')).toBeUndefined();
    expect(preferredLanguageRedirect('/shops', 'lang=en')).toBeUndefined();
    expect(preferredLanguageRedirect('/shops', 'lang=%ZZ')).toBeUndefined();
    expect(preferredLanguageRedirect('/bn/shops', 'lang=bn')).toBeUndefined();
    expect(preferredLanguageRedirect('/bn/shops', 'lang=en')).toBeUndefined();
  });
});

describe('isValidHost', () => {
  it('takes a name, an IPv4 or a bracketed IPv6 address, each with an optional port', () => {
    for (const host of [
      'shop.example',
      'localhost:4200',
      '127.0.0.1:80',
      '[::1]:4200',
      '[2001:db8::1]',
      'xn--shop-9na.example',
    ]) {
      expect(isValidHost(host)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const host of [
      '',
      'evil.example/path',
      'a b',
      'shop.example:port',
      'shop.example:123456',
      'user@shop.example',
      '[::1',
      '::1',
      'shop.example\\x',
      '<script>',
    ]) {
      expect(isValidHost(host)).toBe(false);
    }
  });
});

/** A GET: status, headers and the (gunzipped) body. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode!, headers: res.headers, body: body.toString('utf8') });
        });
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('startStaticServer as the shop’s site', () => {
  let api: Server;
  let apiDown = false;
  let site: StaticServer;
  let remote: StaticServer;
  let siteRoot: string;
  let runtimeConfig: object;

  beforeAll(async () => {
    api = createServer((req, res) => {
      if (apiDown || req.url !== '/api/part/sitemap') {
        res.writeHead(apiDown ? 503 : 404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(PRODUCTS));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;

    const project = await mkdtemp(path.join(tmpdir(), 'site-'));
    const root = path.join(project, 'dist');
    await mkdir(root);
    await mkdir(path.join(project, 'dist-server'));
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html lang="en"><div id="root"></div></html>',
    );
    // A stand-in for the shell's server build: the not-found page for unknown paths, in the
    // path's language; other routes unrendered.
    await writeFile(
      path.join(project, 'dist-server', 'main.js'),
      `exports.render = async ({ url }) => url.includes('nowhere')
        ? { status: 404, html: '<h1>Not found</h1>', state: { api: {} },
            language: url.startsWith('/bn') ? 'bn' : 'en' }
        : null;`,
    );
    const config = { apiUrl, remotes: { mfe_shop: 'http://127.0.0.1:1/mf-manifest.json' } };
    siteRoot = root;
    runtimeConfig = config;
    site = await startStaticServer({
      root,
      port: 0,
      spaFallback: true,
      runtimeConfig: config,
      site: { publicOrigin: ORIGIN },
    });
    remote = await startStaticServer({ root, port: 0, runtimeConfig: config, ssr: false });
  });

  afterAll(async () => {
    await site.close();
    await remote.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('serves robots.txt and the sitemap of the products the API has on sale', async () => {
    const robots = await get(`${site.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.body).toBe(robotsTxt(ORIGIN, {}));

    const sitemap = await get(`${site.url}/sitemap.xml`, { 'Accept-Encoding': 'gzip' });
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toBe(sitemapXml(ORIGIN, PRODUCTS));
  });

  it("names the configured origin whatever the request's Host says", async () => {
    const robots = await get(`${site.url}/robots.txt`, { Host: 'evil.example' });
    expect(robots.status).toBe(200);
    expect(robots.body).toBe(robotsTxt(ORIGIN, {}));
    expect(robots.body).not.toContain('evil.example');

    const sitemap = await get(`${site.url}/sitemap.xml`, { Host: 'evil.example:8080' });
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toBe(sitemapXml(ORIGIN, PRODUCTS));
    expect(sitemap.body).not.toContain('evil.example');
  });

  it("names this server's own origin when none is configured, never the request's Host", async () => {
    const saved = process.env.SHOP_URL;
    delete process.env.SHOP_URL;
    const bare = await startStaticServer({ root: siteRoot, port: 0, runtimeConfig, site: true });
    try {
      const own = `http://localhost:${bare.port}`;
      const robots = await get(`${bare.url}/robots.txt`, { Host: 'evil.example' });
      expect(robots.body).toBe(robotsTxt(own, {}));
      const sitemap = await get(`${bare.url}/sitemap.xml`, { Host: 'evil.example' });
      expect(sitemap.status).toBe(200);
      expect(sitemap.body).toBe(sitemapXml(own, PRODUCTS));
    } finally {
      await bare.close();
      if (saved !== undefined) process.env.SHOP_URL = saved;
    }
  });

  it('answers a malformed Host 400, without a log line', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of ['/sitemap.xml', '/robots.txt', '/shops']) {
        const res = await get(`${site.url}${path}`, {
          Host: 'evil example/x',
          Accept: 'text/html',
        });
        expect(res.status).toBe(400);
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('answers 503 for the sitemap while the API is down (never an empty sitemap)', async () => {
    apiDown = true;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const sitemap = await get(`${site.url}/sitemap.xml`);
      expect(sitemap.status).toBe(503);
      expect(sitemap.headers['retry-after']).toBe('60');
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      apiDown = false;
      errors.mockRestore();
    }
  });

  it('answers an unknown path 404 with the rendered not-found page, in each language', async () => {
    const english = await get(`${site.url}/nowhere`, { Accept: 'text/html' });
    expect(english.status).toBe(404);
    expect(english.body).toContain('<h1>Not found</h1>');
    expect(english.body).toContain('<html lang="en"');
    const bengali = await get(`${site.url}/bn/nowhere`, { Accept: 'text/html' });
    expect(bengali.status).toBe(404);
    expect(bengali.body).toContain('<html lang="bn"');
  });

  it('sends a visitor who chose Bengali to the Bengali URL, and varies English answers by cookie', async () => {
    const redirected = await get(`${site.url}/shops?sort=price_asc`, {
      Accept: 'text/html',
      Cookie: 'lang=bn',
    });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.location).toBe('/bn/shops?sort=price_asc');
    expect(String(redirected.headers.vary)).toMatch(/\bCookie\b/);

    const crawler = await get(`${site.url}/shops`, { Accept: 'text/html' });
    expect(crawler.status).toBe(200);
    expect(String(crawler.headers.vary)).toMatch(/\bCookie\b/);

    const bengali = await get(`${site.url}/bn/shops`, { Accept: 'text/html', Cookie: 'lang=en' });
    expect(bengali.status).toBe(200);
    expect(String(bengali.headers.vary)).not.toMatch(/\bCookie\b/);
  });

  it("keeps a remote's files out of crawlers, and has no sitemap there", async () => {
    expect((await get(`${remote.url}/robots.txt`)).body).toBe(REMOTE_ROBOTS_TXT);
    expect((await get(`${remote.url}/sitemap.xml`)).status).toBe(404);
  });
});
