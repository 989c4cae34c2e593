import type { RootState } from '@shop/api-client';
import { failedQueries, missingQueries, stateForBrowser } from './state';

describe('failedQueries', () => {
  it('names each failed query with why it failed', () => {
    const state = {
      api: {
        queries: {
          'getPart("1")': {
            status: 'rejected',
            error: { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' },
          },
          'getPart("2")': {
            status: 'rejected',
            error: { status: 429, data: { code: 'RATE_LIMITED' } },
          },
          'getPart("3")': { status: 'rejected', error: {} },
        },
      },
    } as unknown as RootState;
    expect(failedQueries(state)).toEqual([
      'getPart("1") (FETCH_ERROR: TypeError: fetch failed)',
      'getPart("2") (429 RATE_LIMITED)',
      'getPart("3") (unknown error)',
    ]);
  });
});

describe('stateForBrowser', () => {
  it('keeps the answered queries (a 404 too) and their tags, nothing else', () => {
    const state = {
      api: {
        queries: {
          'getPart("1")': { status: 'fulfilled', data: { name: 'Watch' } },
          'getPart("2")': { status: 'pending' },
          'getPart("3")': { status: 'rejected', error: { status: 500 } },
          'getPart("4")': { status: 'rejected', error: { status: 404 } },
          'getPart("x")': {
            status: 'rejected',
            error: { status: 400, data: { statusCode: 400, code: 'INVALID_ID', message: 'm' } },
          },
          'getPage("0")': {
            status: 'rejected',
            error: { status: 400, data: { statusCode: 400, code: 'VALIDATION_FAILED' } },
          },
        },
        mutations: { m: { status: 'fulfilled' } },
        provided: { tags: { Product: { 1: ['getPart("1")'] } }, keys: {} },
        subscriptions: { 'getPart("1")': { a: {} } },
        config: { middlewareRegistered: 'abc' },
      },
      auth: { status: 'anonymous', accessToken: null, user: null },
      cart: { lines: [], district: null },
    } as unknown as RootState;

    expect(failedQueries(state)).toEqual([
      'getPart("3") (500)',
      'getPage("0") (400 VALIDATION_FAILED)',
    ]);
    expect(missingQueries(state)).toEqual(['getPart("4")', 'getPart("x")']);
    expect(stateForBrowser(state)).toEqual({
      api: {
        queries: {
          'getPart("1")': { status: 'fulfilled', data: { name: 'Watch' } },
          'getPart("4")': { status: 'rejected', error: { status: 404 } },
          'getPart("x")': {
            status: 'rejected',
            error: { status: 400, data: { statusCode: 400, code: 'INVALID_ID', message: 'm' } },
          },
        },
        provided: { tags: { Product: { 1: ['getPart("1")'] } }, keys: {} },
      },
    });
  });
});
