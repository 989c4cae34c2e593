import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { contentHash } from './page-cache';
import { createSsrHandler, type RenderFunction } from './ssr';

/**
 * The SSR handler with its page cache, against a stand-in API whose catalogue changes: pages are
 * rendered once and shared, never staler than the API's version, and anonymous.
 */
const CONFIG = {
  apiUrl: 'http://api.test/api',
  remotes: { mfe_shop: 'http://shop.test/mf-manifest.json' },
};
const TEMPLATE =
  '<!doctype html><html lang=en><head><title>shop</title><script defer src=/main.1234567890.js></script></head><body><div id=root></div></body></html>';
const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'ProductPage', path: './ProductPage', assets: { js: { sync: [] }, css: { sync: [] } } },
  ],
});

/** The stand-in API: a version that moves on every write, two products with an ETag each. */
function standInApi() {
  const catalogue = { version: 1, prices: { '1': 100, '2': 500 } as Record<string, number> };
  const etagOf = (id: string) => `W/"${id}-${catalogue.prices[id]}"`;
  const fetchImpl = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('mf-manifest.json')) return new Response(MANIFEST);
    if (url === 'http://api.test/api/catalogue/version')
      return Response.json({ version: catalogue.version });
    const id = /\/api\/product\/(\d+)$/.exec(url)?.[1];
    if (id && catalogue.prices[id] !== undefined) {
      const etag = etagOf(id);
      if (new Headers(init?.headers).get('if-none-match') === etag)
        return new Response(null, { status: 304, headers: { etag } });
      return Response.json({ price: catalogue.prices[id] }, { headers: { etag } });
    }
    return new Response('missing', { status: 404 });
  });
  const write = (id: string, price: number) => {
    catalogue.prices[id] = price;
    catalogue.version += 1;
  };
  return {
    catalogue,
    etagOf,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    fetchMock: fetchImpl,
    write,
  };
}

async function shellDist(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'ssr-cache-'));
  await writeFile(path.join(root, 'index.html'), TEMPLATE);
  return root;
}

function handler(
  api: ReturnType<typeof standInApi>,
  seen: Array<string | undefined>,
  root: string,
) {
  const render: RenderFunction = async ({ url, cookies }) => {
    seen.push(cookies);
    const id = /^\/product\/(\d+)$/.exec(url)?.[1];
    if (!id) return null;
    const price = api.catalogue.prices[id];
    return {
      status: 200,
      html: `<h1>৳${price}</h1>`,
      state: { api: { price } },
      route: {
        path: '/product/:id',
        remote: 'mfe_shop',
        expose: './ProductPage',
        entry: CONFIG.remotes.mfe_shop,
      },
      location: url,
      language: cookies?.includes('lang=bn') ? 'bn' : 'en',
      messages: {},
      sources: [
        {
          url: `http://api.test/api/product/${id}`,
          status: 200,
          etag: api.etagOf(id),
          hash: contentHash({ price }),
        },
      ],
    };
  };
  return createSsrHandler({
    root,
    config: CONFIG,
    render,
    routeFor: (pathname) => (pathname.startsWith('/product/') ? { remote: 'mfe_shop' } : undefined),
    fetchImpl: api.fetchImpl,
    pageCache: {},
  });
}

describe('createSsrHandler with the page cache', () => {
  let root: string;
  beforeAll(async () => {
    root = await shellDist();
  });

  const make = (api: ReturnType<typeof standInApi>, seen: Array<string | undefined>) => {
    const answer = handler(api, seen, root);
    return (url: string, cookies?: string) => answer(url, cookies);
  };

  it("renders a page once for everyone, and shows an admin's price change on the very next request", async () => {
    const api = standInApi();
    const seen: Array<string | undefined> = [];
    const answer = make(api, seen);
    const first = await answer('/product/1');
    expect(first.body).toContain('<h1>৳100</h1>');
    await answer('/product/1');
    expect(seen).toHaveLength(1);

    api.write('1', 90);
    const next = await answer('/product/1');
    expect(next.body).toContain('<h1>৳90</h1>');
    expect(next.body).not.toContain('৳100');
    expect(seen).toHaveLength(2);
  });

  it('keeps a page whose product did not change when another was written, after one conditional GET', async () => {
    const api = standInApi();
    const seen: Array<string | undefined> = [];
    const answer = make(api, seen);
    await answer('/product/1');
    api.write('2', 450); // a booking of another product
    const again = await answer('/product/1');
    expect(again.body).toContain('<h1>৳100</h1>');
    expect(seen).toHaveLength(1);
    expect(api.fetchMock).toHaveBeenCalledWith('http://api.test/api/product/1', {
      headers: { accept: 'application/json', 'if-none-match': api.etagOf('1') },
    });
  });

  it('gives a signed-in visitor the shared page: the render never sees the session cookie', async () => {
    const api = standInApi();
    const seen: Array<string | undefined> = [];
    const answer = make(api, seen);
    const signedIn = await answer('/product/1', 'shop_refresh=SECRET-SESSION; lang=bn');
    const anonymous = await answer('/product/1', 'lang=bn');
    expect(anonymous.body).toBe(signedIn.body);
    expect(seen).toEqual(['lang=bn']);
    expect(signedIn.body).not.toContain('SECRET-SESSION');
  });

  it('answers a shared page without a nonce: its CSP names the inline script by hash, and it can be gzipped', async () => {
    const api = standInApi();
    const answer = make(api, []);
    const page = await answer('/product/1');
    expect(page.nonce).toBe('');
    expect(page.body).not.toContain('nonce=');
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)![1];
    expect(script).toContain('window.__SHOP_STATE__=');
    expect(page.scriptHashes).toEqual([
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    ]);
    expect(gunzipSync(page.encoded!('gzip')).toString()).toBe(page.body);
  });

  it('renders without the cache when the API cannot say its version', async () => {
    const api = standInApi();
    const seen: Array<string | undefined> = [];
    const down = jest.fn(async (input: string | URL | Request, init?: RequestInit) =>
      String(input).endsWith('/catalogue/version')
        ? new Response('', { status: 502 })
        : api.fetchImpl(input, init),
    );
    const answer = handler({ ...api, fetchImpl: down as unknown as typeof fetch }, seen, root);
    const page = await answer('/product/1');
    expect(page.nonce).not.toBe('');
    await answer('/product/1');
    expect(seen).toHaveLength(2);
  });
});
