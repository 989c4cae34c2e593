import { createContext, useContext } from 'react';
import { coreModuleName, type Module } from '@reduxjs/toolkit/query';
import { skipToken } from '@reduxjs/toolkit/query/react';

/**
 * What a server render gives its query hooks (`ServerQueriesContext`): the store's `dispatch`,
 * and the cache keys of the queries the render waited for.
 */
export interface ServerQueries {
  dispatch: (action: never) => unknown;
  readonly waitedFor: Set<string>;
  /** The waited-for queries whose first answer has come. */
  readonly answered: Set<string>;
}

/**
 * Given by the server renderer only. Under it a query hook whose answer has not come yet suspends
 * the component (throws the running query's promise) instead of returning its loading state:
 * React renders the rest of the page, and renders that component again once the answer is in —
 * one render of the page with its data, instead of one render to start the queries and a second
 * with their answers. In the browser nothing gives it, and the hooks behave as RTK Query's.
 */
export const ServerQueriesContext = createContext<ServerQueries | null>(null);

export function serverQueries(dispatch: ServerQueries['dispatch']): ServerQueries {
  return { dispatch, waitedFor: new Set(), answered: new Set() };
}

interface QueryHookResult {
  isFetching?: boolean;
  currentData?: unknown;
}
type QueryHook = (arg: unknown, options?: { skip?: boolean }) => QueryHookResult;
interface RunningQuery extends PromiseLike<unknown> {
  queryCacheKey: string;
}

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * A `createApi` module, after `reactHooksModule`: wraps each query endpoint's `useQuery` (and the
 * api's `use<Name>Query`) so it suspends under `ServerQueriesContext` while its answer is on the
 * way, until its first answer (`answered`). A query with an answer for its argument (a refetch)
 * does not suspend; a failed one neither (the renderer reads its error from the store).
 */
export function serverQueriesModule(): Module<typeof coreModuleName> {
  return {
    name: coreModuleName,
    init(api) {
      const hooks = api as unknown as Record<string, unknown> & {
        endpoints: Record<string, { useQuery?: QueryHook }>;
        util: { getRunningQueryThunk(endpoint: string, arg: unknown): never };
      };
      return {
        injectEndpoint(endpointName) {
          const endpoint = hooks.endpoints[endpointName];
          const useQuery = endpoint?.useQuery;
          if (!useQuery) return;
          const useServerQuery: QueryHook = (arg, options) => {
            const result = useQuery(arg, options);
            const server = useContext(ServerQueriesContext);
            if (
              server &&
              arg !== skipToken &&
              !options?.skip &&
              result.isFetching &&
              result.currentData === undefined
            ) {
              const running = server.dispatch(
                hooks.util.getRunningQueryThunk(endpointName, arg),
              ) as RunningQuery | undefined;
              // Every component reading it waits for a query's first answer, but not for a
              // second ask: a failed query is asked again by each new subscriber, and waiting
              // for that would render it for ever.
              const key = running?.queryCacheKey;
              if (running && key !== undefined && !server.answered.has(key)) {
                server.waitedFor.add(key);
                void Promise.resolve(running).then(() => server.answered.add(key));
                throw running;
              }
            }
            return result;
          };
          endpoint.useQuery = useServerQuery;
          hooks[`use${capitalize(endpointName)}Query`] = useServerQuery;
        },
      };
    },
  };
}
