import type { RootState } from '@shop/api-client';
import type { SsrState } from '../ssr-page';

type QueryEntry = RootState['api']['queries'][string];

/** A query the page may show as it is: answered, or answered "not found" (a missing product). */
const isFinal = (query: QueryEntry) =>
  query?.status === 'fulfilled' ||
  (query?.status === 'rejected' &&
    (query.error as { status?: unknown } | undefined)?.status === 404);

/**
 * The queries of a render that failed for a passing reason (API down, 5xx, network): such a page
 * is not sent (the browser renders it and retries), rather than sending an error state.
 */
export function failedQueries(state: RootState): string[] {
  return Object.entries(state.api.queries)
    .filter(([, query]) => query?.status === 'rejected' && !isFinal(query))
    .map(([key]) => key);
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
