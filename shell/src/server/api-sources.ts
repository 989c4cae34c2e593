import type { Middleware } from '@reduxjs/toolkit';
import type { SsrPageSource } from '@shop/contracts';
import { createHash } from 'node:crypto';

/**
 * An API answer a server render read: its URL, status, ETag (the catalogue's answers have one) and
 * a hash of its JSON. The web server's page cache (web-server/src/page-cache.ts) keeps a rendered
 * page for as long as these answers stay the same.
 */
export type ApiSource = SsrPageSource;

interface QueryActionMeta {
  arg?: { type?: string };
  baseQueryMeta?: { request?: Request; response?: Response };
}

/**
 * Middleware recording, into `sources`, every API answer a query of this store received
 * (`fetchBaseQuery` leaves the request and response in the action's meta), answered or refused.
 */
export function recordApiSources(sources: Map<string, ApiSource>): Middleware {
  return () => (next) => (action) => {
    const { type, meta, payload } = action as {
      type?: string;
      meta?: QueryActionMeta;
      payload?: unknown;
    };
    const request = meta?.baseQueryMeta?.request;
    const response = meta?.baseQueryMeta?.response;
    if (
      meta?.arg?.type === 'query' &&
      request &&
      response &&
      /\/(fulfilled|rejected)$/.test(type ?? '')
    ) {
      sources.set(request.url, {
        url: request.url,
        status: response.status,
        ...(response.headers.get('etag') ? { etag: response.headers.get('etag')! } : {}),
        ...(response.ok
          ? { hash: createHash('sha1').update(JSON.stringify(payload)).digest('base64url') }
          : {}),
      });
    }
    return next(action);
  };
}
