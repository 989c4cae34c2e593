import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from './config';

/** Tag types every feature shares, so one feature's mutation can invalidate another's query. */
export const API_TAG_TYPES = ['Product', 'Order', 'Review', 'User'] as const;

let cachedBaseUrl: string | undefined;
let cachedQuery: ReturnType<typeof fetchBaseQuery> | undefined;

/**
 * fetchBaseQuery with its base URL read from the runtime config at request time (the config is
 * loaded after the bundle is built and started), and cookies sent to the API (`credentials: include`).
 */
const runtimeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const baseUrl = apiBaseUrl();
  if (!cachedQuery || cachedBaseUrl !== baseUrl) {
    cachedBaseUrl = baseUrl;
    cachedQuery = fetchBaseQuery({ baseUrl, credentials: 'include' });
  }
  return cachedQuery(args, api, extraOptions);
};

/**
 * The one RTK Query API of the shop. It has no endpoints of its own: each feature adds its own with
 * `api.injectEndpoints`, next to the components that use them.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: runtimeBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

export type ShopApi = typeof api;
