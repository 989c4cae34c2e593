/**
 * @jest-environment node
 */
// Server rendering runs in Node: no window, so RTK Query's hooks start their queries during render
// (see @shop/api-client). The storefront remote is replaced by a page module of the test's own.
import { api } from '@shop/api-client';
import { i18n } from '@shop/i18n';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { isUnknownPath, render } from './render';

const thingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<{ name: string }, string>({ query: (id) => `/thing/${id}` }),
  }),
});

/** How often the part of the page that reads no query was rendered. */
let headerRenders = 0;
function HeaderStandIn() {
  headerRenders += 1;
  return <p>Shops</p>;
}

function ThingsStandIn() {
  const first = thingApi.useGetThingQuery('1');
  // A query that starts only once the first has answered: it suspends again until it has.
  const second = thingApi.useGetThingQuery(first.data ? '2' : '1');
  return (
    <h1>
      {first.data?.name ?? 'Loading…'} / {second.data?.name ?? 'Loading…'}
    </h1>
  );
}

/** A second reader of the same query, which must wait for its answer too. */
function ThingAgainStandIn() {
  const { data } = thingApi.useGetThingQuery('1');
  return <p>{data ? `Again ${data.name}` : 'Not yet'}</p>;
}

function ShopsPageStandIn() {
  return (
    <>
      <HeaderStandIn />
      <ThingsStandIn />
      <ThingAgainStandIn />
    </>
  );
}

/** A product page stand-in: its product's query answers 404 or 400 INVALID_ID in these tests. */
function ProductPageStandIn() {
  const { error } = thingApi.useGetThingQuery('missing-product');
  return <h1>{error ? 'Product not found' : 'Loading…'}</h1>;
}

const loads: string[] = [];
const fakeLoader: RemoteLoader = {
  configure: () => undefined,
  isRegistered: () => true,
  load: async <T,>(remote: string, expose: string) => {
    loads.push(`${remote}/${expose}`);
    if (expose === './ProductPage') return { default: ProductPageStandIn } as T;
    if (expose !== './ShopsPage') throw new Error(`no ${expose} in this test`);
    return { default: ShopsPageStandIn } as T;
  },
};

jest.mock('./remote-loader', () => ({ serverRemoteLoader: () => fakeLoader }));

const CONFIG = {
  apiUrl: 'http://api.example/api',
  remotes: { mfe_shop: 'http://shop.example/mf-manifest.json' },
};

let missingProduct = () =>
  Response.json(
    { statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product x not found' },
    { status: 404 },
  );

const requested: string[] = [];
beforeEach(() => {
  loads.length = 0;
  requested.length = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    requested.push(url);
    const id = url.split('/').pop();
    if (url.endsWith('/thing/missing-product')) return missingProduct();
    if (url.includes('/thing/')) return Response.json({ name: `Thing ${id}` });
    return new Response(null, { status: 404 });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('render', () => {
  it('leaves routes it does not serve to the browser, loading nothing', async () => {
    for (const url of ['/login', '/cart', '/dashboard/profile']) {
      await expect(render({ url, config: CONFIG })).resolves.toBeNull();
    }
    expect(loads).toEqual([]);
    expect(requested).toEqual([]);
  });

  it('renders the page once, with the data its queries fetched, however they depend on each other', async () => {
    headerRenders = 0;
    const result = await render({ url: '/shops?page=2', config: CONFIG });

    expect(result).not.toBeNull();
    // Before rendering (a remote that is down fails here), then by the route itself.
    expect(new Set(loads)).toEqual(new Set(['mfe_shop/./ShopsPage']));
    expect(result!.html).toContain('<h1>Thing 1<!-- --> / <!-- -->Thing 2</h1>');
    expect(result!.html).not.toContain('Loading…');
    expect(result!.html).toContain('Again Thing 1');
    expect(result!.route).toMatchObject({ remote: 'mfe_shop', expose: './ShopsPage' });
    expect(result!.route!.entry).toBe(CONFIG.remotes.mfe_shop);
    expect(result!.language).toBe('en');
    // The browser starts with the messages the page was rendered with (its language's only).
    expect(Object.keys(result!.messages)).toEqual(expect.arrayContaining(['common', 'shell']));
    // The answered queries go to the browser, so hydration renders the same without fetching.
    const queries = Object.values(result!.state.api.queries);
    expect(queries.map((query) => query?.data)).toEqual([{ name: 'Thing 1' }, { name: 'Thing 2' }]);
    // One pass: only the component whose queries were on their way was rendered again.
    expect(headerRenders).toBe(1);
  });

  it('hands out one messages object while the messages stay the same, a new one when they change', async () => {
    const first = await render({ url: '/shops', config: CONFIG });
    const again = await render({ url: '/shops?page=3', config: CONFIG });
    // The web server makes the messages' file once per object, never per page.
    expect(again!.messages).toBe(first!.messages);
    const bengali = await render({ url: '/bn/shops', config: CONFIG });
    expect(bengali!.messages).not.toBe(first!.messages);
    // A namespace loaded or reloaded (a remote's new release) is a new object with it.
    i18n.addResourceBundle('en', 'spec-extra', { hello: 'Hello' }, true, true);
    try {
      const changed = await render({ url: '/shops', config: CONFIG });
      expect(changed!.messages).not.toBe(first!.messages);
      expect(changed!.messages['spec-extra']).toEqual({ hello: 'Hello' });
      // A copy: what was handed out before does not change under the pages that named it.
      expect(first!.messages['spec-extra']).toBeUndefined();
    } finally {
      i18n.removeResourceBundle('en', 'spec-extra');
    }
  });

  it('fetches from the internal API address when one is given', async () => {
    await render({ url: '/shops', config: CONFIG, apiUrl: 'http://api.internal:3000/api' });
    expect(requested.length).toBeGreaterThan(0);
    for (const url of requested) expect(url).toMatch(/^http:\/\/api\.internal:3000\/api\//);
  });

  it('fails (the page is then served unrendered) when an API call fails', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('', { status: 503 }));
    await expect(render({ url: '/shops', config: CONFIG })).rejects.toThrow(/API queries failed/);
  });

  it('fails when the remote page cannot be loaded', async () => {
    await expect(render({ url: '/reviews', config: CONFIG })).rejects.toThrow('no ./ReviewsPage');
  });

  it('fails when a component throws while rendering (rather than sending a spinner)', async () => {
    const broken = fakeLoader.load;
    fakeLoader.load = async <T,>() =>
      ({
        default: () => {
          throw new Error('broken page');
        },
      }) as T;
    try {
      // A route of its own: a page module, once loaded, stays loaded for the loader.
      await expect(render({ url: '/cService', config: CONFIG })).rejects.toThrow('broken page');
    } finally {
      fakeLoader.load = broken;
    }
  });

  it('renders /bn/… in Bengali, its links under /bn, whatever the cookie says', async () => {
    const result = await render({ url: '/bn/shops?page=2', config: CONFIG, cookies: 'lang=en' });
    expect(result!.language).toBe('bn');
    expect(result!.location).toBe('/bn/shops?page=2');
    expect(result!.status).toBe(200);
    expect(result!.html).toContain('Thing 1');
    // The navbar's links keep the language (the router's basename).
    expect(result!.html).toMatch(/href="\/bn\/shops"/);
    expect(result!.html).not.toMatch(/href="\/shops"/);
  });

  it('renders English URLs in English, even for a visitor whose cookie says Bengali', async () => {
    const result = await render({ url: '/shops', config: CONFIG, cookies: 'a=1; lang=bn' });
    expect(result!.language).toBe('en');
    expect(result!.html).toMatch(/href="\/shops"/);
  });

  it('renders an unknown path as the not-found page with 404, in the path’s language', async () => {
    for (const [url, language] of [
      ['/no/such/page', 'en'],
      ['/bn/no-such-page', 'bn'],
      ['/bn/bn', 'bn'],
    ] as const) {
      const result = await render({ url, config: CONFIG });
      expect(result).toMatchObject({ status: 404, language });
      expect(result!.route).toBeUndefined();
      expect(result!.html).toContain('class="not-found__image"');
      // A title of its own (the browser tests read it in both languages), not to be indexed.
      expect(result!.html).toMatch(
        /<title>[^<]+ \| TechParts BD<\/title><meta name="robots" content="noindex"\/>/,
      );
    }
    // No remote is needed for it.
    expect(loads).toEqual([]);
  });

  it('answers 404 when the page’s product is unknown or its id malformed', async () => {
    const unknown = await render({ url: '/product/665f1e0000000000000000ff', config: CONFIG });
    expect(unknown).toMatchObject({ status: 404 });
    expect(unknown!.html).toContain('Product not found');

    missingProduct = () =>
      Response.json(
        {
          statusCode: 400,
          code: 'INVALID_ID',
          message: 'partId must be a 24-character hexadecimal id',
        },
        { status: 400 },
      );
    const malformed = await render({ url: '/bn/product/abc', config: CONFIG });
    expect(malformed).toMatchObject({ status: 404, language: 'bn' });
    // The browser gets the answer, so it hydrates the same not-found state without asking again.
    expect(Object.values(malformed!.state.api.queries)).toEqual([
      expect.objectContaining({ status: 'rejected' }),
    ]);
  });
});

describe('isUnknownPath', () => {
  it('is true only for paths no route of the shell answers', () => {
    for (const path of ['/', '/shops', '/product/x', '/cart', '/login', '/dashboard/anything'])
      expect(`${path}: ${isUnknownPath(path)}`).toBe(`${path}: false`);
    for (const path of ['/nope', '/product', '/product/x/y', '/shops/x'])
      expect(`${path}: ${isUnknownPath(path)}`).toBe(`${path}: true`);
  });
});
