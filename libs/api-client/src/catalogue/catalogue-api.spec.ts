import { api } from '../api';
import { configureApiClient } from '../config';
import { makeStore } from '../store';
import { catalogueReads, partPageParams } from './catalogue-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeAll(() => configureApiClient({ apiUrl: 'http://api.test/api' }));

describe('partPageParams', () => {
  it('the storefront’s category and sort, the page and its size', () => {
    expect(partPageParams({ category: 'watch', sort: 'price_asc', page: 2, limit: 24 })).toBe(
      'category=watch&sort=price_asc&page=2&limit=24',
    );
    expect(partPageParams({ category: null, sort: null, page: 1, limit: 24 })).toBe(
      'page=1&limit=24',
    );
  });

  it('the admin’s name search, trimmed, and none when blank', () => {
    expect(partPageParams({ page: 1, limit: 20, q: '  kettle ' })).toBe('page=1&limit=20&q=kettle');
    expect(partPageParams({ page: 1, limit: 20, q: '   ' })).toBe('page=1&limit=20');
  });
});

describe('catalogueReads', () => {
  it('adds the reads to the one API once: a second copy (another remote’s) reuses them', () => {
    const injectEndpoints = jest.spyOn(api, 'injectEndpoints');
    const first = catalogueReads(api);
    expect(first).toBe(api);
    expect(catalogueReads(api)).toBe(first);
    // Injected at most once here (once if no earlier test injected): never over existing endpoints,
    // which development builds report as an error.
    expect(injectEndpoints.mock.calls.length).toBeLessThanOrEqual(1);
    injectEndpoints.mockRestore();
    expect(Object.keys(first.endpoints)).toEqual(
      expect.arrayContaining(['getPartPage', 'searchCatalogue', 'getPart', 'getSpecTemplate']),
    );
  });

  it('asks for a page and one product, and answers the search as ids', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL((input as Request).url);
      if (url.pathname === '/api/part/search') return json(200, [{ _id: 'a' }, { _id: 'b' }]);
      if (url.pathname === '/api/product/a%2Fb') return json(200, { _id: 'a/b' });
      return json(200, { items: [], total: 0, page: 1, limit: 24 });
    });
    const store = makeStore();
    const reads = catalogueReads(api);
    await store.dispatch(reads.endpoints.getPartPage.initiate({ page: 1, limit: 24 }));
    const search = await store.dispatch(reads.endpoints.searchCatalogue.initiate('watch'));
    await store.dispatch(reads.endpoints.getPart.initiate('a/b'));
    const urls = fetchMock.mock.calls.map(([input]) => (input as Request).url);
    expect(urls).toEqual([
      'http://api.test/api/part?page=1&limit=24',
      'http://api.test/api/part/search?q=watch',
      'http://api.test/api/product/a%2Fb',
    ]);
    expect(search.data).toEqual(['a', 'b']);
    fetchMock.mockRestore();
  });

  it('asks for a category’s spec template by its category', async () => {
    const template = { category: 'tws', groups: [], revision: 0 };
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json(200, template));
    const store = makeStore();
    const answer = await store.dispatch(
      catalogueReads(api).endpoints.getSpecTemplate.initiate('tws'),
    );
    expect(fetchMock.mock.calls.map(([input]) => (input as Request).url)).toEqual([
      'http://api.test/api/spec-templates/tws',
    ]);
    expect(answer.data).toEqual(template);
    fetchMock.mockRestore();
  });
});
