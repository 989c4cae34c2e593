import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { sessionEnded, sessionStarted } from './auth/auth-slice';
import type { AuthState } from './auth/auth-slice';
import type { AuthAnswer } from '@shop/contracts';
import { requestBaseUrl } from './config';
import { serverQueriesModule } from './server-queries';

/** Tag types every feature shares, so one feature's mutation can invalidate another's query. */
export const API_TAG_TYPES = ['Product', 'Order', 'Review', 'User'] as const;

type ShopBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;
type ShopQueryResult = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;

const authOf = (api: Pick<BaseQueryApi, 'getState'>) =>
  (api.getState() as { auth: AuthState }).auth;

let cachedBaseUrl: string | undefined;
let cachedQuery: ReturnType<typeof fetchBaseQuery> | undefined;

/**
 * fetchBaseQuery with its base URL read from the runtime config at request time (the config is
 * loaded after the bundle is built and started), cookies sent to the API (`credentials: include`,
 * for the refresh cookie) and the in-memory access token as a Bearer header.
 */
const runtimeBaseQuery: ShopBaseQuery = async (args, api, extraOptions) => {
  const baseUrl = requestBaseUrl();
  if (!cachedQuery || cachedBaseUrl !== baseUrl) {
    cachedBaseUrl = baseUrl;
    cachedQuery = fetchBaseQuery({
      baseUrl,
      credentials: 'include',
      prepareHeaders: (headers, { getState }) => {
        const token = authOf({ getState }).accessToken;
        if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
    });
  }
  return withRetryAfter(await cachedQuery(args, api, extraOptions));
};

/**
 * A 429 whose body does not say how long to wait, but whose Retry-After header does (in seconds):
 * the wait is copied into the body as `retryAfterSeconds`, where describeApiError reads it, since
 * the pages only see an error's status and body.
 */
function withRetryAfter(result: ShopQueryResult): ShopQueryResult {
  const { error, meta } = result;
  if (error?.status !== 429 || typeof error.data !== 'object' || error.data === null) return result;
  if ('retryAfterSeconds' in error.data) return result;
  const header = meta?.response?.headers.get('Retry-After')?.trim();
  if (!header || !/^\d+$/.test(header)) return result;
  return { error: { status: 429, data: { ...error.data, retryAfterSeconds: Number(header) } }, meta };
}

/** Path of the call that trades the refresh cookie for a new access token. */
export const REFRESH_PATH = '/auth/refresh';

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
/** Login, sign-up, refresh, logout and reset answer 401 for their own reasons: never refresh on those. */
const isAuthCall = (args: string | FetchArgs) => /^\/?auth(\/|$)/.test(urlOf(args));

/**
 * One refresh at a time per store: parallel requests that meet a 401 (and the start-up restore) all
 * wait for the same call. The API rotates the refresh cookie and treats a reused one as theft, so two
 * concurrent refreshes would end the session.
 */
const inflightRefresh = new WeakMap<object, Promise<ShopQueryResult>>();

export function refreshAccessToken(
  api: BaseQueryApi,
  extraOptions: object = {},
): Promise<ShopQueryResult> {
  const key = api.dispatch;
  const pending = inflightRefresh.get(key);
  if (pending) return pending;
  const refresh = (async () => {
    const result = await runtimeBaseQuery({ url: REFRESH_PATH, method: 'POST' }, api, extraOptions);
    // 204 (no refresh cookie: an anonymous visitor) has no body, which fetchBaseQuery reads as null.
    const answer = result.error ? null : (result.data as AuthAnswer | null);
    if (answer) api.dispatch(sessionStarted(answer));
    else api.dispatch(sessionEnded());
    return result;
  })().finally(() => inflightRefresh.delete(key));
  inflightRefresh.set(key, refresh);
  return refresh;
}

/**
 * The shop's base query: sends the access token; when a call other than the auth ones answers 401,
 * refreshes the session once (shared by every request waiting on it) and retries; when the refresh
 * fails too, the session is over and the store says so.
 */
const authenticatedBaseQuery: ShopBaseQuery = async (args, api, extraOptions) => {
  const tokenSent = authOf(api).accessToken;
  const result = await runtimeBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || isAuthCall(args)) return result;

  const auth = authOf(api);
  if (auth.accessToken && auth.accessToken !== tokenSent) {
    // Another request refreshed the session while this one was on its way: just try again.
    return runtimeBaseQuery(args, api, extraOptions);
  }
  if (auth.status === 'anonymous') return result;
  const refreshed = await refreshAccessToken(api, extraOptions);
  if (refreshed.error || !refreshed.data) return result;
  return runtimeBaseQuery(args, api, extraOptions);
};

/**
 * `createApi` with React hooks. On the server (no `window`) the hooks start their queries during
 * render (RTK Query's SSR mode), and under the server renderer's `ServerQueriesContext` a query
 * still on its way suspends its component until it answers (`./server-queries`), so a page is
 * rendered once with its data; in the browser they start them in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
  serverQueriesModule(),
);

/**
 * The one RTK Query API of the shop. Features add their endpoints with `api.injectEndpoints`, next
 * to the components that use them; the accounts endpoints live in `./auth`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: authenticatedBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

export type ShopApi = typeof api;
