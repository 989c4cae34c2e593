import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startStaticServer } from './index';
import {
  assemblePage,
  rangeCovers,
  imagePreload,
  createSsrHandler,
  fontPreloads,
  inlineCss,
  releaseOf,
  remoteHints,
  serializeForScript,
  SERVER_BUNDLE,
  serverBundleFor,
  withScriptNonce,
  type RemoteManifest,
  type RenderFunction,
} from './ssr';

const CONFIG = {
  apiUrl: 'http://localhost:3000/api',
  remotes: { mfe_shop: 'http://localhost:4201/mf-manifest.json' },
};
/** index.html as html-webpack-plugin minifies it. */
const TEMPLATE =
  '<!doctype html><html lang=en><head><title>shop</title><script defer src=/main.1234567890.js></script></head><body><div id=root></div></body></html>';

const MANIFEST: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'ShopsPage',
      path: './ShopsPage',
      assets: {
        js: { sync: ['218.aaaaaaaaaa.js', '__federation_expose_ShopsPage.bbbbbbbbbb.js'] },
        css: { sync: ['__federation_expose_ShopsPage.cccccccccc.css'] },
      },
    },
  ],
};

describe('serializeForScript', () => {
  it('cannot end the script element or open a comment, and still parses back', () => {
    const value = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b&c' };
    const text = serializeForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('withScriptNonce', () => {
  it('adds the nonce to script-src only', () => {
    const policy =
      "default-src 'self'; script-src 'self' http://x; style-src 'self' 'unsafe-inline'";
    expect(withScriptNonce(policy, 'abc')).toBe(
      "default-src 'self'; script-src 'self' http://x 'nonce-abc'; style-src 'self' 'unsafe-inline'",
    );
  });
});

describe('inlineCss', () => {
  it('makes relative urls absolute against the stylesheet and keeps others', () => {
    const css =
      '.a{background:url(assets/a.svg)}.b{src:url("../f.woff2")}.c{background:url(data:image/png;base64,xx)}.d{background:url(/root.svg)}';
    expect(inlineCss(css, 'http://localhost:4201/x.css')).toBe(
      '.a{background:url(http://localhost:4201/assets/a.svg)}.b{src:url("http://localhost:4201/f.woff2")}.c{background:url(data:image/png;base64,xx)}.d{background:url(/root.svg)}',
    );
  });

  it('cannot close the style element', () => {
    expect(inlineCss('a{content:"</style><script>"}', 'http://x/a.css')).not.toContain('</style');
  });

  it('follows a stylesheet whose text changed at the same URL (a deploy), though it keeps each', () => {
    const href = 'http://x/app.css';
    expect(inlineCss('.a{background:url(a.svg)}', href)).toBe('.a{background:url(http://x/a.svg)}');
    expect(inlineCss('.b{background:url(b.svg)}', href)).toBe('.b{background:url(http://x/b.svg)}');
    const face = (url: string) =>
      `@font-face{font-family:S;src:url(${url}) format("woff2");unicode-range:U+0980-09FF}`;
    expect(fontPreloads([{ href, css: face('/one.woff2') }], 'bn')).toEqual([
      expect.stringContaining('href="/one.woff2"'),
    ]);
    expect(fontPreloads([{ href, css: face('/two.woff2') }], 'bn')).toEqual([
      expect.stringContaining('href="/two.woff2"'),
    ]);
    expect(fontPreloads([{ href, css: face('/two.woff2') }], 'en')).toEqual([
      expect.stringContaining('href="/two.woff2"'),
    ]);
  });
});

describe('fontPreloads', () => {
  // The shell's faces (shell/src/app/fonts.css): the whole Bengali face without the taka sign, and
  // the small face with it and the letters of বাংলা.
  const face = (family: string, url: string, range: string) =>
    `@font-face{font-family:'${family}';font-weight:400;src:url(${url}) format('woff2');unicode-range:${range}}`;
  const css = [
    face('Noto Sans Bengali', '/bengali.woff2', 'U+0964-0965, U+0980-09F2, U+09F4-09FF, U+25CC'),
    face('Noto Sans Bengali Signs', '/signs.woff2', 'U+0982, U+09AC, U+09B2, U+09BE, U+09F3'),
    '@font-face{font-family:Old;src:url(/old.woff) format("woff");unicode-range:U+0980-09FF}',
  ].join('');
  const styles = [{ href: 'http://x/fonts.css', css }];
  const hrefs = (language: string | undefined) =>
    fontPreloads(styles, language).map((link) => /href="([^"]+)"/.exec(link)?.[1]);

  it('preloads only the small face on an English page: its prices and the switch’s বাংলা', () => {
    expect(hrefs('en')).toEqual(['/signs.woff2']);
  });

  it('preloads the whole face and the small one on a Bengali page', () => {
    expect(hrefs('bn')).toEqual(['/bengali.woff2', '/signs.woff2']);
  });

  it('preloads nothing for a page with no language, nor a font that is not WOFF2', () => {
    expect(hrefs(undefined)).toEqual([]);
    expect(fontPreloads(styles, 'bn').join('')).not.toContain('/old.woff');
  });
});

describe('remoteHints', () => {
  it('names the remote entry and the exposed module’s chunks and styles, on the remote’s origin', () => {
    expect(remoteHints(CONFIG.remotes.mfe_shop, MANIFEST, './ShopsPage')).toEqual({
      scripts: [
        'http://localhost:4201/remoteEntry.js',
        'http://localhost:4201/218.aaaaaaaaaa.js',
        'http://localhost:4201/__federation_expose_ShopsPage.bbbbbbbbbb.js',
      ],
      styles: ['http://localhost:4201/__federation_expose_ShopsPage.cccccccccc.css'],
    });
  });

  it('names only the entry for a module the manifest does not list', () => {
    expect(remoteHints(CONFIG.remotes.mfe_shop, MANIFEST, './Other').scripts).toEqual([
      'http://localhost:4201/remoteEntry.js',
    ]);
  });
});

describe('imagePreload', () => {
  it('preloads the image the markup marks as the most important, with its candidates', () => {
    const html =
      '<img src="/a.webp" alt=""/><main><img src="https://api.test/p-800.webp" srcSet="https://api.test/p-400.webp 400w, https://api.test/p-800.webp 800w" sizes="(max-width: 600px) 100vw, 560px" fetchPriority="high" alt="Watch"/></main>';
    expect(imagePreload(html)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="https://api.test/p-800.webp" imagesrcset="https://api.test/p-400.webp 400w, https://api.test/p-800.webp 800w" imagesizes="(max-width: 600px) 100vw, 560px">',
    );
  });

  it('adds nothing when no image is marked', () => {
    expect(imagePreload('<main><img src="/a.webp" alt=""/></main>')).toBeUndefined();
    expect(imagePreload(undefined)).toBeUndefined();
  });
});

describe('assemblePage', () => {
  const page = assemblePage({
    template: TEMPLATE,
    html: '<main><h1>Shops</h1></main>',
    config: CONFIG,
    state: { api: { queries: { q: { data: '</script>' } } } },
    location: '/bn/shops?q=</script>',
    nonce: 'n0nce',
    preconnects: ['http://localhost:3000'],
    preloads: [
      { href: 'http://localhost:4201/mf-manifest.json', as: 'fetch' },
      { href: 'http://localhost:4201/remoteEntry.js', as: 'script' },
    ],
    styles: [{ href: '/app.1234567890.css', css: 'body{margin:0}' }],
    language: 'bn',
    messagesHref: '/i18n/bn.0123456789abcdef.json',
  });

  it('puts the markup in #root and the language on <html>', () => {
    expect(page).toContain('<div id="root"><main><h1>Shops</h1></main></div>');
    expect(page).toContain('<html lang="bn"');
  });

  it('puts hints, styles, config and state before the shell’s script', () => {
    const script = page.indexOf('<script defer src=/main');
    for (const part of [
      '<link rel="preconnect" href="http://localhost:3000">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:4201/mf-manifest.json">',
      '<link rel="preload" as="script" fetchpriority="low" href="http://localhost:4201/remoteEntry.js">',
      '<style nonce="n0nce" data-href="/app.1234567890.css">body{margin:0}</style>',
      '<script nonce="n0nce">window.__SHOP_CONFIG__=',
      'window.__SHOP_STATE__=',
      'window.__SHOP_LOCATION__="/bn/shops?q=\\u003c/script\\u003e";',
      // The messages are a file of their own, asked for with the page.
      '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/i18n/bn.0123456789abcdef.json">',
      'window.__SHOP_I18N__={"language":"bn","href":"/i18n/bn.0123456789abcdef.json"}',
    ]) {
      expect(page.indexOf(part)).toBeGreaterThan(-1);
      expect(page.indexOf(part)).toBeLessThan(script);
    }
    expect(page.match(/<\/script>/g)).toHaveLength(2);
  });

  it('preloads the fonts a page in its language draws, and no other', () => {
    const fonts = [
      '@font-face{font-family:"Noto Sans Bengali";font-weight:400;src:url(/assets/bn-400.woff2) format("woff2");unicode-range:U+0964-0965, U+0980-09F2, U+09F4-09FF}',
      '@font-face{font-family:"Noto Sans Bengali";font-weight:700;src:url(/assets/bn-700.woff2) format("woff2");unicode-range:U+0964-0965, U+0980-09F2, U+09F4-09FF}',
      '@font-face{font-family:"Noto Sans Bengali Signs";src:url(/assets/signs.woff2) format("woff2");unicode-range:U+0982, U+09AC, U+09B2, U+09BE, U+09F3}',
      '@font-face{font-family:Latin;src:url(/assets/latin.woff2) format("woff2");unicode-range:U+0000-00FF}',
    ].join('');
    const of = (language: string) =>
      assemblePage({
        template: TEMPLATE,
        html: '<main></main>',
        config: CONFIG,
        nonce: 'n',
        preloads: [],
        styles: [{ href: '/app.1234567890.css', css: fonts }],
        language,
      });
    const bengali = of('bn');
    expect(bengali).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/bn-400.woff2">',
    );
    expect(bengali).toContain('href="/assets/bn-700.woff2"');
    expect(bengali).not.toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/latin.woff2">',
    );
    expect(bengali).toContain('href="/assets/signs.woff2"');
    expect(bengali.indexOf('as="font"')).toBeLessThan(bengali.indexOf('<style'));
    // An English page: the small face of its prices and the language switch, nothing else.
    expect(of('en').match(/as="font"[^>]*href="[^"]+"/g)).toEqual([
      'as="font" type="font/woff2" crossorigin href="/assets/signs.woff2"',
    ]);
  });

  it('reads unicode-range values, wildcards included', () => {
    expect(rangeCovers('U+0964-0965, U+0980-09FF', 0x0995)).toBe(true);
    expect(rangeCovers('U+0964-0965, U+25CC', 0x0995)).toBe(false);
    expect(rangeCovers('U+09??', 0x0995)).toBe(true);
    expect(rangeCovers('U+0995', 0x0995)).toBe(true);
  });

  it('without markup leaves #root empty and carries no state', () => {
    const plain = assemblePage({
      template: TEMPLATE,
      config: CONFIG,
      nonce: 'x',
      preloads: [],
      styles: [],
    });
    expect(plain).toContain('<div id=root></div>');
    expect(plain).toContain('window.__SHOP_CONFIG__=');
    expect(plain).not.toContain('__SHOP_STATE__');
  });
});

async function shellDist(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'ssr-shell-'));
  await writeFile(path.join(root, 'index.html'), TEMPLATE);
  await writeFile(path.join(root, 'app.0123456789.css'), '.app{color:red}');
  return root;
}

const fakeFetch = (async (url: string) => {
  if (url.endsWith('mf-manifest.json')) return new Response(JSON.stringify(MANIFEST));
  if (url.endsWith('.css')) return new Response('.page{color:blue}');
  return new Response('missing', { status: 404 });
}) as typeof fetch;

const rendered: RenderFunction = async ({ url }) =>
  url.startsWith('/shops')
    ? {
        status: 200,
        html: '<h1>Shops</h1>',
        state: { api: {} },
        route: {
          path: '/shops',
          remote: 'mfe_shop',
          expose: './ShopsPage',
          entry: CONFIG.remotes.mfe_shop,
        },
        location: url,
        language: 'en',
        messages: {},
        sources: [],
      }
    : null;

describe('createSsrHandler', () => {
  it('answers a public route rendered, with its styles inline and a fresh nonce', async () => {
    const releases: unknown[] = [];
    const answer = createSsrHandler({
      root: await shellDist(),
      config: CONFIG,
      render: (request) => {
        releases.push(request.remoteReleases);
        return rendered(request);
      },
      routeFor: (pathname) => (pathname === '/shops' ? { remote: 'mfe_shop' } : undefined),
      fetchImpl: fakeFetch,
    });
    const first = await answer('/shops');
    expect(first.status).toBe(200);
    expect(first.body).toContain('<div id="root"><h1>Shops</h1></div>');
    expect(first.body).toContain(
      '<style nonce="' + first.nonce + '" data-href="/app.0123456789.css">.app{color:red}</style>',
    );
    expect(first.body).toContain(
      'data-href="http://localhost:4201/__federation_expose_ShopsPage.cccccccccc.css">.page{color:blue}</style>',
    );
    expect((await answer('/shops')).nonce).not.toBe(first.nonce);
    // The renderer learns the remote's release: its manifest's fingerprint.
    expect(releases).toEqual([
      { mfe_shop: releaseOf(JSON.stringify(MANIFEST)) },
      { mfe_shop: releaseOf(JSON.stringify(MANIFEST)) },
    ]);
  });

  it('answers the plain page with the config for other routes', async () => {
    const answer = createSsrHandler({ root: await shellDist(), config: CONFIG, render: rendered });
    const page = await answer('/login');
    expect(page.body).toContain('<div id=root></div>');
    expect(page.body).toContain('window.__SHOP_CONFIG__=');
  });

  it("answers a page the browser renders in its URL's language, with the shell's stylesheet", async () => {
    const answer = createSsrHandler({ root: await shellDist(), config: CONFIG, render: rendered });
    const page = await answer('/bn/cart');
    expect(page.body).toContain('<html lang="bn"');
    // Its <noscript> message is styled with JavaScript off.
    expect(page.body).toContain(
      `<style nonce="${page.nonce}" data-href="/app.0123456789.css">.app{color:red}</style>`,
    );
    expect((await answer('/cart')).body).toContain('<html lang="en"');
  });

  it("puts a rendered page in place of the template's <noscript> message", () => {
    const template = TEMPLATE.replace(
      '<div id=root></div>',
      '<div id=root><noscript><p class="noscript-message">Needs JavaScript</p></noscript></div>',
    );
    const page = assemblePage({
      template,
      html: '<h1>Shops</h1>',
      config: CONFIG,
      nonce: 'x',
      preloads: [],
      styles: [],
    });
    expect(page).toContain('<div id="root"><h1>Shops</h1></div>');
    expect(page).not.toContain('Needs JavaScript');
  });

  it('answers the plain page when rendering fails, and reports why', async () => {
    const errors: unknown[] = [];
    const answer = createSsrHandler({
      root: await shellDist(),
      config: CONFIG,
      render: async () => {
        throw new Error('Could not load ./ShopsPage from mfe_shop');
      },
      onError: (error) => errors.push(error),
    });
    const page = await answer('/shops');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id=root></div>');
    expect(errors).toHaveLength(1);
  });

  it('answers the plain page when the remote’s manifest cannot be read', async () => {
    const answer = createSsrHandler({
      root: await shellDist(),
      config: CONFIG,
      render: rendered,
      fetchImpl: (async () => new Response('down', { status: 502 })) as typeof fetch,
      onError: () => undefined,
    });
    expect((await answer('/shops')).body).not.toContain('<h1>Shops</h1>');
  });
});

/** A GET to the static server: status, headers and the (gunzipped) body. */
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

/** A shell project folder as the build leaves it: `dist/` (served) and `dist-server/main.js` beside it. */
async function shellProject(): Promise<{ root: string; bundle: string }> {
  const project = await mkdtemp(path.join(tmpdir(), 'ssr-project-'));
  const root = path.join(project, 'dist');
  await mkdir(root);
  await writeFile(path.join(root, 'index.html'), TEMPLATE);
  await mkdir(path.join(project, 'dist-server'));
  const bundle = path.join(project, 'dist-server', 'main.js');
  // A stand-in for the shell's server build that renders no route: the plain page, config inline.
  await writeFile(bundle, 'exports.render = async () => null;');
  return { root, bundle };
}

describe('startStaticServer with a shell server build', () => {
  it('finds the server build beside the served folder, where SERVER_BUNDLE says', async () => {
    const { root, bundle } = await shellProject();
    expect(serverBundleFor(root)).toBe(bundle);
    expect(path.relative(path.dirname(root), bundle)).toBe(SERVER_BUNDLE);
  });

  it('renders navigations with the build, allowing the answer’s nonce in the CSP', async () => {
    const { root } = await shellProject();
    const server = await startStaticServer({
      root,
      port: 0,
      spaFallback: true,
      runtimeConfig: CONFIG,
    });
    try {
      const answer = await get(`${server.url}/cService`, {
        Accept: 'text/html',
        'Accept-Encoding': 'gzip',
      });
      const nonce = /<script nonce="([^"]+)">/.exec(answer.body)?.[1];
      expect(nonce).toBeDefined();
      expect(String(answer.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
      expect(answer.headers['cache-control']).toBe('no-cache');
    } finally {
      await server.close();
    }
  });

  it('never serves the server build: every path to it answers 404 or 400', async () => {
    const { root } = await shellProject();
    const server = await startStaticServer({
      root,
      port: 0,
      spaFallback: true,
      runtimeConfig: CONFIG,
    });
    try {
      for (const file of [
        '/server/main.js',
        '/dist-server/main.js',
        '/main.js',
        '/../dist-server/main.js',
        '/%2e%2e/dist-server/main.js',
        '/..%2fdist-server%2fmain.js',
      ]) {
        const answer = await get(`${server.url}${file}`);
        expect(`${file} → ${answer.status}`).toMatch(/ → 40[04]$/);
        expect(answer.body).not.toContain('exports.render');
      }
    } finally {
      await server.close();
    }
  });

  it('refuses to start with a server build inside the folder it serves', async () => {
    const { root } = await shellProject();
    await mkdir(path.join(root, 'server'));
    const inside = path.join(root, 'server', 'main.js');
    await writeFile(inside, 'exports.render = async () => null;');
    await expect(
      startStaticServer({ root, port: 0, runtimeConfig: CONFIG, ssr: { bundle: inside } }),
    ).rejects.toThrow(/inside the served folder/);
  });
});
