import type { RootState } from '@shop/api-client';
import { failedQueries, stateForBrowser } from './state';

describe('stateForBrowser', () => {
  it('keeps the answered queries (a 404 too) and their tags, nothing else', () => {
    const state = {
      api: {
        queries: {
          'getPart("1")': { status: 'fulfilled', data: { name: 'Watch' } },
          'getPart("2")': { status: 'pending' },
          'getPart("3")': { status: 'rejected', error: { status: 500 } },
          'getPart("4")': { status: 'rejected', error: { status: 404 } },
        },
        mutations: { m: { status: 'fulfilled' } },
        provided: { tags: { Product: { 1: ['getPart("1")'] } }, keys: {} },
        subscriptions: { 'getPart("1")': { a: {} } },
        config: { middlewareRegistered: 'abc' },
      },
      auth: { status: 'anonymous', accessToken: null, user: null },
      cart: { lines: [], district: null },
    } as unknown as RootState;

    expect(failedQueries(state)).toEqual(['getPart("3")']);
    expect(stateForBrowser(state)).toEqual({
      api: {
        queries: {
          'getPart("1")': { status: 'fulfilled', data: { name: 'Watch' } },
          'getPart("4")': { status: 'rejected', error: { status: 404 } },
        },
        provided: { tags: { Product: { 1: ['getPart("1")'] } }, keys: {} },
      },
    });
  });
});
