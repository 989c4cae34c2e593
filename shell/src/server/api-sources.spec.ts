/**
 * @jest-environment node
 */
import { api, configureApiClient, makeStore } from '@shop/api-client';
import { createHash } from 'node:crypto';
import { type ApiSource, recordApiSources } from './api-sources';

const thingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSourceThing: build.query<{ name: string }, string>({ query: (id) => `/thing/${id}` }),
  }),
});

beforeAll(() => configureApiClient({ apiUrl: 'http://api.example/api' }));
beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/thing/1'))
      return Response.json({ name: 'Thing 1' }, { headers: { etag: 'W/"one"' } });
    if (url.endsWith('/thing/2')) return Response.json({ name: 'Thing 2' });
    return Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'No' }, { status: 404 });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('recordApiSources', () => {
  it("records each query's URL, status, ETag and content hash, refusals included", async () => {
    const sources = new Map<string, ApiSource>();
    const store = makeStore(undefined, [recordApiSources(sources)]);
    await Promise.all(
      ['1', '2', '3'].map((id) => store.dispatch(thingApi.endpoints.getSourceThing.initiate(id))),
    );
    const hash = (value: unknown) =>
      createHash('sha1').update(JSON.stringify(value)).digest('base64url');
    expect([...sources.values()]).toEqual(
      expect.arrayContaining([
        {
          url: 'http://api.example/api/thing/1',
          status: 200,
          etag: 'W/"one"',
          hash: hash({ name: 'Thing 1' }),
        },
        { url: 'http://api.example/api/thing/2', status: 200, hash: hash({ name: 'Thing 2' }) },
        { url: 'http://api.example/api/thing/3', status: 404 },
      ]),
    );
    expect(sources.size).toBe(3);
  });
});
