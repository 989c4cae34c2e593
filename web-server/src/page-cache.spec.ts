import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  anonymousCookies,
  contentHash,
  createSourceChecker,
  createVersionSource,
  inlineScriptHashes,
  BROTLI_QUALITY,
  FIRST_ASK_LEVEL,
  GZIP_LEVEL,
  PageCache,
  pageKey,
  type PageSource,
  type RenderedPage,
  withScriptSources,
} from './page-cache';
import { RenderQueueFull } from './render-queue';

const PRODUCT = 'http://api.test/api/product/1';

function page(body: string, sources: PageSource[] | undefined = []): RenderedPage {
  return { status: 200, body, sources };
}

/** A render the test finishes by hand, counting how often it was asked for. */
function manualRender() {
  const pending: Array<(page: RenderedPage | null) => void> = [];
  const render = jest.fn(
    () => new Promise<RenderedPage | null>((resolve) => pending.push(resolve)),
  );
  return { render, finish: (value: RenderedPage | null) => pending.shift()!(value) };
}

describe('PageCache', () => {
  /** What the API answers now, by URL (what sourceUnchanged compares with). */
  let api: Map<string, string>;
  let cache: PageCache;

  beforeEach(() => {
    api = new Map([[PRODUCT, 'price 100']]);
    cache = new PageCache({
      sourceUnchanged: async (source) => api.get(source.url) === source.hash,
    });
  });

  const fromApi = (body: string): RenderedPage =>
    page(body, [{ url: PRODUCT, status: 200, hash: api.get(PRODUCT) }]);

  it('renders a page once and serves it again while the version stays', async () => {
    const render = jest.fn(async () => fromApi('<p>100</p>'));
    expect((await cache.page('k', { version: 1 }, render))?.body).toBe('<p>100</p>');
    expect((await cache.page('k', { version: 1 }, render))?.body).toBe('<p>100</p>');
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.stats.hits).toBe(1);
  });

  it('serves the stored page when the render queue refuses its refresh, and refuses a cold key', async () => {
    await cache.page('k', { version: 1 }, async () => fromApi('<p>100</p>'));
    api.set(PRODUCT, 'price 90');
    const refused = jest.fn(async (): Promise<RenderedPage | null> => {
      throw new RenderQueueFull();
    });
    expect((await cache.page('k', { version: 2 }, refused))?.body).toBe('<p>100</p>');
    expect(cache.stats.stale).toBe(1);
    // Once renders are possible again, the page is brought up to date.
    expect((await cache.page('k', { version: 2 }, async () => fromApi('<p>90</p>')))?.body).toBe(
      '<p>90</p>',
    );
    await expect(cache.page('cold', { version: 2 }, refused)).rejects.toBeInstanceOf(
      RenderQueueFull,
    );
  });

  it('renders once for a crowd on a cold key', async () => {
    const { render, finish } = manualRender();
    const crowd = Array.from({ length: 50 }, () => cache.page('k', { version: 1 }, render));
    finish(fromApi('<p>100</p>'));
    const pages = await Promise.all(crowd);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages.map((p) => p?.body))).toEqual(new Set(['<p>100</p>']));
  });

  it("renders again when the version moved and the page's API answers changed (an admin's price edit)", async () => {
    await cache.page('k', { version: 1 }, async () => fromApi('<p>100</p>'));
    api.set(PRODUCT, 'price 90');
    const next = await cache.page('k', { version: 2 }, async () => fromApi('<p>90</p>'));
    expect(next?.body).toBe('<p>90</p>');
  });

  it('keeps the page without rendering when the version moved but its answers did not (another product booked)', async () => {
    await cache.page('k', { version: 1 }, async () => fromApi('<p>100</p>'));
    const render = jest.fn(async () => fromApi('<p>again</p>'));
    expect((await cache.page('k', { version: 2 }, render))?.body).toBe('<p>100</p>');
    expect((await cache.page('k', { version: 2 }, render))?.body).toBe('<p>100</p>');
    expect(render).not.toHaveBeenCalled();
    expect(cache.stats.checked).toBe(1);
  });

  it('renders again on any version change when the page does not say what it was made from', async () => {
    const unknown = (body: string): RenderedPage => ({ status: 200, body, sources: undefined });
    await cache.page('k', { version: 1 }, async () => unknown('<p>old</p>'));
    expect((await cache.page('k', { version: 2 }, async () => unknown('<p>new</p>')))?.body).toBe(
      '<p>new</p>',
    );
  });

  it('never hands a request of a newer version the render started under an older one', async () => {
    const old = manualRender();
    const first = cache.page('k', { version: 1 }, old.render);
    api.set(PRODUCT, 'price 90');
    const fresh = manualRender();
    const second = cache.page('k', { version: 2 }, fresh.render);
    expect(fresh.render).toHaveBeenCalledTimes(1);
    fresh.finish(fromApi('<p>90</p>'));
    old.finish(page('<p>100</p>', [{ url: PRODUCT, status: 200, hash: 'price 100' }]));
    expect((await second)?.body).toBe('<p>90</p>');
    expect((await first)?.body).toBe('<p>100</p>');
    // The slower, older render did not replace the newer page.
    expect((await cache.page('k', { version: 2 }, async () => null))?.body).toBe('<p>90</p>');
  });

  it('does not keep a page that could not be rendered', async () => {
    expect(await cache.page('k', { version: 1 }, async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('stays within its size, dropping the least recently used page first', async () => {
    const body = 'x'.repeat(1000);
    const one = await cache.page('a', { version: 1 }, async () => page(body));
    cache = new PageCache({ maxBytes: one!.bytes * 2 + 10, sourceUnchanged: async () => true });
    await cache.page('a', { version: 1 }, async () => page(body));
    await cache.page('b', { version: 1 }, async () => page(body));
    await cache.page('a', { version: 1 }, async () => page('unused')); // a is now the most recent
    await cache.page('c', { version: 1 }, async () => page(body));
    expect(cache.size).toBe(2);
    expect(cache.usedBytes).toBeLessThanOrEqual(one!.bytes * 2 + 10);
    const render = jest.fn(async () => page(body));
    await cache.page('a', { version: 1 }, render);
    await cache.page('c', { version: 1 }, render);
    expect(render).not.toHaveBeenCalled();
    await cache.page('b', { version: 1 }, render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('lets a flood of pages asked for once replace only each other, never a page asked for again', async () => {
    const body = (n: number) => `${n}`.padEnd(1000, 'x');
    const one = await cache.page('probe', { version: 1 }, async () => page(body(0)));
    cache = new PageCache({ maxBytes: one!.bytes * 8 + 10, sourceUnchanged: async () => true });
    for (const key of ['home', 'shops']) {
      await cache.page(key, { version: 1 }, async () => page(body(1)));
      await cache.page(key, { version: 1 }, async () => page('unused')); // asked for again
    }
    for (let i = 0; i < 100; i += 1) {
      await cache.page(`/shops?q=flood-${i}`, { version: 1 }, async () => page(body(i)));
    }
    expect(cache.usedBytes).toBeLessThanOrEqual(one!.bytes * 8 + 10);
    const render = jest.fn(async () => page(body(2)));
    await cache.page('home', { version: 1 }, render);
    await cache.page('shops', { version: 1 }, render);
    expect(render).not.toHaveBeenCalled();
    // The newest of the flood are there, the oldest gone.
    await cache.page('/shops?q=flood-99', { version: 1 }, render);
    expect(render).not.toHaveBeenCalled();
    await cache.page('/shops?q=flood-0', { version: 1 }, render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps the hashes of its inline scripts, and its gzip and brotli once asked for', async () => {
    const stored = await cache.page('k', { version: 1 }, async () =>
      page('<html><script>window.x=1</script><script src="/a.js"></script></html>'),
    );
    expect(stored!.scriptHashes).toHaveLength(1);
    expect(stored!.encoded().toString()).toBe(stored!.body);
    expect(gunzipSync(stored!.encoded('gzip')).toString()).toBe(stored!.body);
    expect(brotliDecompressSync(stored!.encoded('br')).toString()).toBe(stored!.body);
  });

  describe('compression on demand', () => {
    const html = `<html><body>${'<p>a page of the shop</p>'.repeat(200)}</body></html>`;
    let gzip: jest.SpyInstance;
    let brotli: jest.SpyInstance;

    beforeEach(() => {
      gzip = jest.spyOn(zlib, 'gzipSync');
      brotli = jest.spyOn(zlib, 'brotliCompressSync');
    });

    afterEach(async () => {
      // A test's pages asked for again are compressed again after it: not in the next one's count.
      await new Promise((resolve) => setImmediate(resolve));
      gzip.mockRestore();
      brotli.mockRestore();
    });

    it('stores a rendered page uncompressed, and makes each encoding once, on its first ask', async () => {
      const stored = await cache.page('k', { version: 1 }, async () => page(html));
      expect(gzip).not.toHaveBeenCalled();
      expect(brotli).not.toHaveBeenCalled();

      const br = stored!.encoded('br');
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzip).not.toHaveBeenCalled();
      expect(stored!.encoded('br')).toBe(br);
      const gzipped = stored!.encoded('gzip');
      expect(stored!.encoded('gzip')).toBe(gzipped);
      expect([brotli.mock.calls.length, gzip.mock.calls.length]).toEqual([1, 1]);
      expect(brotliDecompressSync(br).toString()).toBe(html);
      expect(gunzipSync(gzipped).toString()).toBe(html);
      // Quickly: most pages made on demand (new searches) are sent once.
      expect(gzip).toHaveBeenCalledWith(expect.anything(), { level: FIRST_ASK_LEVEL });
    });

    it('compresses a page asked for again harder, once, after that answer', async () => {
      const stored = await cache.page('k', { version: 1 }, async () => page(html));
      const quick = stored!.encoded('gzip');
      const quickBr = stored!.encoded('br');
      const stored1 = cache.usedBytes;
      // The second ask is sent what the first was; the harder one is made after it.
      expect(stored!.encoded('gzip')).toBe(quick);
      expect(stored!.encoded('br')).toBe(quickBr);
      expect([gzip.mock.calls.length, brotli.mock.calls.length]).toEqual([1, 1]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(gzip).toHaveBeenLastCalledWith(expect.anything(), { level: GZIP_LEVEL });
      expect(brotli.mock.calls[1][1]).toMatchObject({
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      });

      const hard = stored!.encoded('gzip');
      const hardBr = stored!.encoded('br');
      expect(hard).not.toBe(quick);
      expect(gunzipSync(hard).toString()).toBe(html);
      expect(brotliDecompressSync(hardBr).toString()).toBe(html);
      // The cache counts the bytes it now keeps.
      expect(stored!.bytes).toBe(Buffer.byteLength(html) + hard.length + hardBr.length);
      expect(cache.usedBytes - stored1).toBe(
        hard.length + hardBr.length - quick.length - quickBr.length,
      );
      // And never again, however often it is asked for.
      for (let i = 0; i < 3; i += 1) stored!.encoded('gzip');
      await new Promise((resolve) => setImmediate(resolve));
      expect([gzip.mock.calls.length, brotli.mock.calls.length]).toEqual([2, 2]);
    });

    it('compresses once for a crowd asking for a page at once, none of them finding it stored', async () => {
      const { render, finish } = manualRender();
      const crowd = Array.from({ length: 8 }, () =>
        cache.page('k', { version: 1 }, render).then((stored) => stored!.encoded('br')),
      );
      await Promise.resolve();
      finish(page(html));
      const answers = await Promise.all(crowd);
      expect(render).toHaveBeenCalledTimes(1);
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzip).not.toHaveBeenCalled();
      for (const answer of answers) expect(answer).toBe(answers[0]);
      // Asked for again by the crowd: made again once, after these answers.
      await new Promise((resolve) => setImmediate(resolve));
      expect(brotli).toHaveBeenCalledTimes(2);
    });

    it('answers a client that accepts no compression the stored bytes, compressing nothing', async () => {
      const stored = await cache.page('k', { version: 1 }, async () => page(html));
      const plain = stored!.encoded();
      expect(plain.toString()).toBe(html);
      expect(stored!.encoded()).toBe(plain);
      expect(gzip).not.toHaveBeenCalled();
      expect(brotli).not.toHaveBeenCalled();
    });

    it('does not compress a stored page again on a hit, nor when it is made current without a render', async () => {
      await cache.page('k', { version: 1 }, async () => fromApi(html));
      (await cache.page('k', { version: 1 }, async () => null))!.encoded('gzip');
      // A hit, and the version moving with the page's API answer unchanged: the same page.
      const hit = await cache.page('k', { version: 1 }, async () => null);
      const checked = await cache.page('k', { version: 2 }, async () => null);
      expect(checked).toBe(hit);
      hit!.encoded('gzip');
      checked!.encoded('gzip');
      await new Promise((resolve) => setImmediate(resolve));
      // Its first ask, and once harder when asked for again.
      expect(gzip).toHaveBeenCalledTimes(2);
      expect(cache.stats).toMatchObject({ renders: 1, hits: 2, checked: 1 });
    });

    it('counts an encoding in its size bound once made, and not for a page no longer stored', async () => {
      const first = await cache.page('a', { version: 1 }, async () => page(html));
      expect(cache.usedBytes).toBe(Buffer.byteLength(html));
      const gzipped = first!.encoded('gzip');
      expect(cache.usedBytes).toBe(Buffer.byteLength(html) + gzipped.length);

      // Room for two pages' HTML, not for a third page or an encoding as well: the least recent
      // goes when an encoding of another is made.
      cache = new PageCache({
        maxBytes: 2 * Buffer.byteLength(html) + 10,
        sourceUnchanged: async () => true,
      });
      const a = await cache.page('a', { version: 1 }, async () => page(html));
      const b = await cache.page('b', { version: 1 }, async () => page(html));
      expect(cache.size).toBe(2);
      b!.encoded('br');
      expect(cache.size).toBe(1);
      expect(cache.usedBytes).toBe(b!.bytes);
      // a is out: what is made of it now is not counted.
      a!.encoded('gzip');
      expect(cache.usedBytes).toBe(b!.bytes);
      const render = jest.fn(async () => page(html));
      await cache.page('b', { version: 1 }, render);
      expect(render).not.toHaveBeenCalled();
    });
  });

  it('checks a page made right after its version appeared again once settleMs has passed', async () => {
    let clock = 1_000;
    const checked: number[] = [];
    cache = new PageCache({
      settleMs: 250,
      now: () => clock,
      firstSeenAt: () => 900,
      sourceUnchanged: async (_source, _version, notBefore) => {
        checked.push(notBefore ?? 0);
        return true;
      },
    });
    await cache.page('k', { version: 1 }, async () => fromApi('<p>100</p>'));
    clock = 1_100; // still inside 900 + 250
    await cache.page('k', { version: 1 }, async () => null);
    expect(checked).toEqual([]);
    clock = 1_200;
    expect((await cache.page('k', { version: 1 }, async () => null))?.body).toBe('<p>100</p>');
    expect(checked).toEqual([1_150]);
    await cache.page('k', { version: 1 }, async () => null);
    expect(checked).toHaveLength(1);
  });
});

describe('PageCache with stockLagMs (stock moved by orders may lag, an edit never)', () => {
  const LAG = 1_000;
  let clock: number;
  let api: Map<string, string>;
  let asked: number;
  let cache: PageCache;

  beforeEach(() => {
    clock = 10_000;
    asked = 0;
    api = new Map([[PRODUCT, 'stock 9']]);
    cache = new PageCache({
      stockLagMs: LAG,
      now: () => clock,
      sourceUnchanged: async (source) => {
        asked += 1;
        return api.get(source.url) === source.hash;
      },
    });
  });

  const fromApi = (body: string): RenderedPage =>
    page(body, [{ url: PRODUCT, status: 200, hash: api.get(PRODUCT) }]);

  it('serves the stored page without asking while only orders moved stock, for at most stockLagMs', async () => {
    await cache.page('k', { version: 1, edits: 5 }, async () => fromApi('<p>9 left</p>'));
    api.set(PRODUCT, 'stock 8'); // a booking
    const render = jest.fn(async () => fromApi('<p>8 left</p>'));
    clock += LAG - 1;
    expect((await cache.page('k', { version: 2, edits: 5 }, render))?.body).toBe('<p>9 left</p>');
    expect(asked).toBe(0);
    expect(render).not.toHaveBeenCalled();
    expect(cache.stats.lagged).toBe(1);
    clock += 1; // the lag is over: checked, and rendered since the stock changed
    expect((await cache.page('k', { version: 3, edits: 5 }, render))?.body).toBe('<p>8 left</p>');
    expect(render).toHaveBeenCalledTimes(1);
    // Made current again just now: the next bookings lag from here.
    api.set(PRODUCT, 'stock 7');
    clock += LAG / 2;
    expect((await cache.page('k', { version: 4, edits: 5 }, render))?.body).toBe('<p>8 left</p>');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("checks at once after an edit (an admin's price or stock change), however recent the page", async () => {
    await cache.page('k', { version: 1, edits: 5 }, async () => fromApi('<p>৳100</p>'));
    api.set(PRODUCT, 'price 90');
    clock += 1;
    const next = await cache.page('k', { version: 2, edits: 6 }, async () => fromApi('<p>৳90</p>'));
    expect(next?.body).toBe('<p>৳90</p>');
  });

  it('renders once for the crowd while bookings keep moving the version, serving the stored page meanwhile', async () => {
    await cache.page('k', { version: 1, edits: 5 }, async () => fromApi('<p>9 left</p>'));
    api.set(PRODUCT, 'stock 8');
    clock += LAG; // the lag is over: the next request refreshes the page
    const { render, finish } = manualRender();
    const refreshing = cache.page('k', { version: 2, edits: 5 }, render);
    await new Promise((resolve) => setImmediate(resolve));
    // More bookings while it renders: the stored page, at once, and no second render.
    clock += 100;
    const during = await Promise.all(
      [3, 4, 5].map((version) => cache.page('k', { version, edits: 5 }, render)),
    );
    expect(during.map((p) => p?.body)).toEqual(['<p>9 left</p>', '<p>9 left</p>', '<p>9 left</p>']);
    expect(render).toHaveBeenCalledTimes(1);
    finish(fromApi('<p>8 left</p>'));
    expect((await refreshing)?.body).toBe('<p>8 left</p>');
    expect((await cache.page('k', { version: 6, edits: 5 }, render))?.body).toBe('<p>8 left</p>');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('a cold page: the crowd waits for the one render under way while only stock moves', async () => {
    const { render, finish } = manualRender();
    const crowd = [1, 2, 3].map((version) => cache.page('k', { version, edits: 5 }, render));
    expect(render).toHaveBeenCalledTimes(1);
    finish(fromApi('<p>9 left</p>'));
    expect((await Promise.all(crowd)).map((p) => p?.body)).toEqual([
      '<p>9 left</p>',
      '<p>9 left</p>',
      '<p>9 left</p>',
    ]);
  });

  it('an edit during that render is not served the stored page nor the render under way', async () => {
    await cache.page('k', { version: 1, edits: 5 }, async () => fromApi('<p>৳100</p>'));
    clock += LAG;
    api.set(PRODUCT, 'stock 8');
    const slow = manualRender();
    const stockRefresh = cache.page('k', { version: 2, edits: 5 }, slow.render);
    await new Promise((resolve) => setImmediate(resolve));
    api.set(PRODUCT, 'price 90'); // the admin's edit
    const edited = cache.page('k', { version: 3, edits: 6 }, async () => fromApi('<p>৳90</p>'));
    expect((await edited)?.body).toBe('<p>৳90</p>');
    slow.finish(page('<p>৳100, 8 left</p>', [{ url: PRODUCT, status: 200, hash: 'stock 8' }]));
    await stockRefresh;
    // The older refresh did not replace the edited page.
    expect((await cache.page('k', { version: 3, edits: 6 }, async () => null))?.body).toBe(
      '<p>৳90</p>',
    );
  });

  it('serves the stored page during a refresh for at most twice the lag', async () => {
    await cache.page('k', { version: 1, edits: 5 }, async () => fromApi('<p>9 left</p>'));
    api.set(PRODUCT, 'stock 8');
    clock += LAG;
    const { render, finish } = manualRender();
    const refreshing = cache.page('k', { version: 2, edits: 5 }, render);
    await new Promise((resolve) => setImmediate(resolve));
    clock += LAG - 1; // the refresh is slow (a slow API): still the stored page …
    expect((await cache.page('k', { version: 3, edits: 5 }, render))?.body).toBe('<p>9 left</p>');
    clock += 1; // … but never a page older than twice the lag: a new refresh, waited for
    const late = cache.page('k', { version: 4, edits: 5 }, render);
    await new Promise((resolve) => setImmediate(resolve));
    expect(render).toHaveBeenCalledTimes(2);
    let settled = false;
    void late.then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    finish(fromApi('<p>8 left</p>'));
    finish(fromApi('<p>8 left</p>'));
    expect((await refreshing)?.body).toBe('<p>8 left</p>');
    expect((await late)?.body).toBe('<p>8 left</p>');
  });

  it('never lags when the API does not count edits (an older API) or the lag is 0', async () => {
    await cache.page('k', { version: 1 }, async () => fromApi('<p>9 left</p>'));
    api.set(PRODUCT, 'stock 8');
    clock += 1;
    expect(
      (await cache.page('k', { version: 2 }, async () => fromApi('<p>8 left</p>')))?.body,
    ).toBe('<p>8 left</p>');
    const exact = new PageCache({ now: () => clock, sourceUnchanged: async () => false });
    await exact.page('k', { version: 1, edits: 5 }, async () => fromApi('<p>a</p>'));
    clock += 1;
    expect(
      (await exact.page('k', { version: 2, edits: 5 }, async () => fromApi('<p>b</p>')))?.body,
    ).toBe('<p>b</p>');
  });
});

describe('pageKey', () => {
  const base = { url: '/shops?page=2', template: '<html></html>', releases: { mfe_shop: 'abc' } };

  it('is the same for a signed-in visitor (session cookies never reach the key or the render)', () => {
    expect(pageKey({ ...base, cookies: 'shop_refresh=secret; lang=bn' })).toBe(
      pageKey({ ...base, cookies: 'lang=bn' }),
    );
    expect(anonymousCookies('shop_refresh=secret; lang=bn; x=1')).toBe('lang=bn');
    expect(anonymousCookies('shop_refresh=secret')).toBeUndefined();
  });

  it('differs by language, query, remote release and index.html', () => {
    const key = pageKey(base);
    expect(pageKey({ ...base, cookies: 'lang=bn' })).not.toBe(key);
    expect(pageKey({ ...base, url: '/shops?page=3' })).not.toBe(key);
    expect(pageKey({ ...base, url: '/bn/shops?page=2' })).not.toBe(key);
    expect(pageKey({ ...base, releases: { mfe_shop: 'def' } })).not.toBe(key);
    expect(pageKey({ ...base, template: '<html>2</html>' })).not.toBe(key);
    expect(pageKey({ ...base, url: '/shops?page=2#top' })).toBe(key);
  });
});

describe('inline script hashes in the CSP', () => {
  it("hashes each inline script's text as the browser does, and adds them to script-src only", () => {
    const text = 'window.__SHOP_CONFIG__={"a":1};';
    const expected = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(
      inlineScriptHashes(`<script>${text}</script><script defer src=/main.js></script>`),
    ).toEqual([expected]);
    expect(
      withScriptSources("default-src 'self'; script-src 'self'; style-src 'self'", [expected]),
    ).toBe(`default-src 'self'; script-src 'self' ${expected}; style-src 'self'`);
  });
});

function jsonAnswer(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
}

describe('createVersionSource', () => {
  it('makes a request that arrives while an ask runs wait for the next ask, shared by all', async () => {
    let version = 1;
    const asks: Array<() => void> = [];
    const fetchImpl = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          const answer = version;
          asks.push(() => resolve(jsonAnswer({ version: answer })));
        }),
    );
    const versions = createVersionSource('http://api.test/api/catalogue/version', fetchImpl);
    const first = versions.current();
    version = 2; // a write answered while the first ask is on its way
    const later = [versions.current(), versions.current()];
    asks.shift()!();
    expect(await first).toEqual({ version: 1, edits: undefined });
    await new Promise((resolve) => setImmediate(resolve));
    asks.shift()!();
    expect((await Promise.all(later)).map((v) => v?.version)).toEqual([2, 2]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('with maxAgeMs, answers from an ask started that recently, else waits for a new one', async () => {
    let clock = 0;
    let version = 1;
    const asks: Array<() => void> = [];
    const fetchImpl = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          const answer = version;
          asks.push(() => resolve(jsonAnswer({ version: answer })));
        }),
    );
    const versions = createVersionSource('http://api.test/v', fetchImpl, {
      maxAgeMs: 1_000,
      now: () => clock,
    });
    const first = versions.current();
    clock = 400; // a request while that ask runs, started 400 ms before it: shares it
    const joined = versions.current();
    asks.shift()!();
    expect([(await first)?.version, (await joined)?.version]).toEqual([1, 1]);
    version = 2;
    clock = 999; // the answer is from an ask started 999 ms before: still good, no ask
    expect((await versions.current())?.version).toBe(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    clock = 1_000; // too old: this request waits for an ask of its own, which sees the write
    const fresh = versions.current();
    asks.shift()!();
    expect((await fresh)?.version).toBe(2);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('with maxAgeMs, makes a request that arrives long after a slow ask started wait for the next', async () => {
    let clock = 0;
    let version = 1;
    const asks: Array<() => void> = [];
    const fetchImpl = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          const answer = version;
          asks.push(() => resolve(jsonAnswer({ version: answer })));
        }),
    );
    const versions = createVersionSource('http://api.test/v', fetchImpl, {
      maxAgeMs: 1_000,
      now: () => clock,
    });
    const slow = versions.current();
    clock = 5_000;
    version = 2;
    const later = [versions.current(), versions.current()];
    asks.shift()!();
    expect((await slow)?.version).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    asks.shift()!();
    expect((await Promise.all(later)).map((v) => v?.version)).toEqual([2, 2]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('passes on the edits count the API answers with the version', async () => {
    const versions = createVersionSource('http://api.test/v', async () =>
      jsonAnswer({ version: 40, edits: 7 }),
    );
    expect(await versions.current()).toEqual({ version: 40, edits: 7 });
  });

  it('is undefined when the API cannot say', async () => {
    const down = createVersionSource('http://api.test/v', async () => {
      throw new Error('ECONNREFUSED');
    });
    expect(await down.current()).toBeUndefined();
    const old = createVersionSource(
      'http://api.test/v',
      async () => new Response('', { status: 404 }),
    );
    expect(await old.current()).toBeUndefined();
  });

  it('asks over node:http on a kept-alive connection without a fetch of the caller', async () => {
    let status = 200;
    const sockets = new Set<unknown>();
    const server = createServer((req, res) => {
      sockets.add(req.socket);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ version: 9, edits: 2 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const versions = createVersionSource(`http://127.0.0.1:${port}/api/catalogue/version`);
      expect(await versions.current()).toEqual({ version: 9, edits: 2 });
      expect(await versions.current()).toEqual({ version: 9, edits: 2 });
      expect(sockets.size).toBe(1);
      status = 503;
      expect(await versions.current()).toBeUndefined();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    const down = createVersionSource(`http://127.0.0.1:${port}/api/catalogue/version`);
    expect(await down.current()).toBeUndefined();
  });
});

describe('pageKey', () => {
  it('is the same for the same parts, and another for another template or config', () => {
    const parts = { url: '/shops', template: '<html>a</html>', config: { apiUrl: '/api' } };
    const key = pageKey(parts);
    expect(pageKey({ ...parts })).toBe(key);
    expect(pageKey({ ...parts, config: { apiUrl: '/api' } })).toBe(key);
    expect(pageKey({ ...parts, template: '<html>b</html>' })).not.toBe(key);
    expect(pageKey({ ...parts, config: { apiUrl: 'http://api.example/api' } })).not.toBe(key);
  });
});

describe('createSourceChecker', () => {
  it('asks with If-None-Match and takes 304 as unchanged, once per URL and version', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 304 }));
    const unchanged = createSourceChecker(fetchImpl);
    const source = { url: PRODUCT, status: 200, etag: 'W/"a"' };
    expect(await unchanged(source, 2)).toBe(true);
    expect(await unchanged(source, 2)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(PRODUCT, {
      headers: { accept: 'application/json', 'if-none-match': 'W/"a"' },
    });
    expect(await unchanged(source, 3)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('compares the content of an answer without an ETag, and its status', async () => {
    let reviews: unknown = [{ name: 'Rahim' }];
    const unchanged = createSourceChecker(async () => jsonAnswer(reviews));
    const source = { url: 'http://api.test/api/review', status: 200, hash: contentHash(reviews) };
    expect(await unchanged(source, 1)).toBe(true);
    reviews = [];
    expect(await unchanged(source, 2)).toBe(false);
    const gone = createSourceChecker(async () => jsonAnswer({}, { status: 404 }));
    expect(await gone(source, 1)).toBe(false);
  });
});
