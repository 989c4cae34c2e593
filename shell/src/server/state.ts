import type { RootState } from '@shop/api-client';
import type { SsrState } from '../ssr-page';

type QueryEntry = RootState['api']['queries'][string];

/**
 * A query answered "this does not exist": 404, or 400 `INVALID_ID` (a malformed id in the URL,
 * `/product/abc`, names no product either). The page shows its not-found state, and the answer's
 * status is 404.
 */
const isMissing = (query: QueryEntry) => {
  if (query?.status !== 'rejected') return false;
  const error = query.error as { status?: unknown; data?: { code?: unknown } } | undefined;
  return error?.status === 404 || (error?.status === 400 && error.data?.code === 'INVALID_ID');
};

/** A query the page may show as it is: answered, or answered "not found" (a missing product). */
const isFinal = (query: QueryEntry) => query?.status === 'fulfilled' || isMissing(query);

/** The queries of a render that found nothing at their address: the page answers 404. */
export function missingQueries(state: RootState): string[] {
  return Object.entries(state.api.queries)
    .filter(([, query]) => isMissing(query))
    .map(([key]) => key);
}

/** Why a query failed, for the log: `500`, `400 VALIDATION_FAILED`, `FETCH_ERROR: …`. */
function failure(query: QueryEntry): string {
  const error = query?.error as
    { status?: unknown; error?: unknown; data?: { code?: unknown } } | undefined;
  if (typeof error?.status === 'number') {
    const code = error.data?.code;
    return typeof code === 'string' ? `${error.status} ${code}` : String(error.status);
  }
  return (
    [error?.status, error?.error].filter((part) => typeof part === 'string').join(': ') ||
    'unknown error'
  );
}

/**
 * The queries of a render that failed for a passing reason (API down, 5xx, network), each with
 * why: such a page is not sent (the browser renders it and retries), rather than an error state.
 */
export function failedQueries(state: RootState): string[] {
  return Object.entries(state.api.queries)
    .filter(([, query]) => query?.status === 'rejected' && !isFinal(query))
    .map(([key, query]) => `${key} (${failure(query)})`);
}

/**
 * The state a server render hands to the browser: the API cache's answered queries and the tags
 * they provide (so a later mutation still invalidates them). Pending or failed queries, mutations,
 * subscriptions, the API slice's config and the session are left out: the browser starts those
 * itself (the visitor is rendered anonymous; the session is restored in the browser). `config`
 * names the server's API instance, which the browser's middleware would report as a mismatch.
 */
export function stateForBrowser(state: RootState): SsrState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(([, query]) => isFinal(query)),
  );
  return { api: { queries, provided: state.api.provided } } as SsrState;
}
