/**
 * What crawlers and link-preview bots get: a page for any `Accept` that does not ask for
 * something else, whatever the user agent and whatever `Range`; the page's own head tags early in
 * `<head>`, once; absolute URLs on the configured origin, never the request's Host.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNavigation, startStaticServer } from './index';
import { assemblePage, splitHoistedHead } from './ssr';

const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

/** index.html as html-webpack-plugin minifies it. */
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Generic."><title>TechParts BD — generic</title><script defer src=/main.1234567890.js></script></head><body><div id=root></div></body></html>';

/** What React's server render of a storefront page starts with: its hoisted head tags. */
const HOISTED =
  '<title>QCY T13 — ৳1,450 | TechParts BD</title><meta name="description" content="৳1,450, in stock."/><meta property="og:title" content="QCY T13 — ৳1,450"/><link rel="canonical" href="https://shop.example/product/1"/>';
const MARKUP = '<div class="layout"><main><h1>QCY T13</h1></main></div>';

describe('isNavigation', () => {
  const asks = (accept?: string) =>
    isNavigation({ headers: accept === undefined ? {} : { accept } });

  it.each([
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    '*/*',
    'text/*',
    'application/xhtml+xml',
    '',
  ])('is a page for Accept %j', (accept) => {
    expect(asks(accept)).toBe(true);
  });

  it('is a page without any Accept (curl -H "Accept:", some crawlers)', () => {
    expect(asks(undefined)).toBe(true);
  });

  it.each(['application/json', 'image/webp,image/*', 'text/html;q=0', 'text/css,*/*;q=0'])(
    'is not a page for Accept %j, which asks for something else',
    (accept) => {
      expect(asks(accept)).toBe(false);
    },
  );
});

describe('splitHoistedHead', () => {
  it("takes the page's title, meta and link tags off the start of the markup", () => {
    expect(splitHoistedHead(`${HOISTED}${MARKUP}`)).toEqual({ head: HOISTED, html: MARKUP });
  });

  it('leaves markup without them alone, and tags further in where they are', () => {
    const later = '<main><meta itemprop="x" content="y"/></main>';
    expect(splitHoistedHead(later)).toEqual({ head: '', html: later });
  });
});

describe('assemblePage', () => {
  const page = (html: string) =>
    assemblePage({
      template: TEMPLATE,
      html,
      config: { apiUrl: '/api' },
      state: { api: { big: 'x'.repeat(2000) } },
      nonce: 'n0nce',
      preloads: [],
      styles: [{ href: '/app.0123456789.css', css: 'body{margin:0}' }],
    });

  it("puts the page's head tags in <head> before the inline styles and state, replacing the generic title and description", () => {
    const body = page(`${HOISTED}${MARKUP}`);
    expect(body.match(/<title[\s>]/g)).toHaveLength(1);
    expect(body.match(/<meta (data-page-head )?name="?description/g)).toHaveLength(1);
    expect(body).toContain('<title data-page-head>QCY T13 — ৳1,450 | TechParts BD</title>');
    // Marked as the server's, for the browser to drop before React renders its own.
    expect(body).toContain('<link data-page-head rel="canonical"');
    const og = body.indexOf('og:title');
    expect(og).toBeGreaterThan(0);
    expect(og).toBeLessThan(body.indexOf('</head>'));
    expect(og).toBeLessThan(body.indexOf('<style'));
    expect(og).toBeLessThan(body.indexOf('__SHOP_STATE__'));
    expect(body).toContain(`<div id="root">${MARKUP}</div>`);
  });

  it('keeps the generic title and description for a page without its own', () => {
    const body = page(MARKUP);
    expect(body).toContain('<title>TechParts BD — generic</title>');
    expect(body).toContain('content="Generic."');
  });
});

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
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

/**
 * A shell project whose server build renders every path as a page with its head tags, and echoes
 * the public origin the renderer was given.
 */
async function shellProject(): Promise<string> {
  const project = await mkdtemp(path.join(tmpdir(), 'crawler-project-'));
  const root = path.join(project, 'dist');
  await mkdir(root);
  await writeFile(path.join(root, 'index.html'), TEMPLATE);
  await mkdir(path.join(project, 'dist-server'));
  await writeFile(
    path.join(project, 'dist-server', 'main.js'),
    `exports.render = async ({ config }) => ({
      status: 200,
      html: ${JSON.stringify(HOISTED)} + '<p id="site">' + config.siteUrl + '</p>',
      state: {},
      language: 'en',
    });`,
  );
  return root;
}

describe('a link-preview crawler', () => {
  const config = { apiUrl: 'http://localhost:3000/api', remotes: {} };

  it("gets the whole page, 200, for Facebook's own request (Accept */*, a Range, its user agent)", async () => {
    const server = await startStaticServer({
      root: await shellProject(),
      port: 0,
      spaFallback: true,
      runtimeConfig: config,
    });
    try {
      const answer = await get(`${server.url}/product/1`, {
        'User-Agent': FACEBOOK,
        Accept: '*/*',
        Range: 'bytes=0-524288',
        Connection: 'close',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-range']).toBeUndefined();
      expect(answer.body).toContain(
        '<meta data-page-head property="og:title" content="QCY T13 — ৳1,450"/>',
      );
      expect(answer.body).toMatch(/<\/html>$/);
      // Without a configured origin: this server's own, on localhost, whatever the Host said.
      expect(answer.body).toContain(`<p id="site">http://localhost:${server.port}</p>`);
      expect(answer.body).toContain(`"siteUrl":"http://localhost:${server.port}"`);
    } finally {
      await server.close();
    }
  });

  it('gets the page without any Accept, on the configured public origin whatever its Host header', async () => {
    const server = await startStaticServer({
      root: await shellProject(),
      port: 0,
      spaFallback: true,
      runtimeConfig: config,
      site: { publicOrigin: 'https://shop.example' },
    });
    try {
      const answer = await get(`${server.url}/shops`, { Host: 'evil.example' });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<p id="site">https://shop.example</p>');
    } finally {
      await server.close();
    }
  });

  it('still gets 404 for a missing file, and for a page asked as JSON', async () => {
    const server = await startStaticServer({
      root: await shellProject(),
      port: 0,
      spaFallback: true,
      runtimeConfig: config,
    });
    try {
      expect((await get(`${server.url}/missing.0123456789.js`, { Accept: '*/*' })).status).toBe(
        404,
      );
      expect((await get(`${server.url}/shops`, { Accept: 'application/json' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
