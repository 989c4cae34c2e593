export { api, API_TAG_TYPES } from './api';
export type { ShopApi } from './api';
export { ServerQueriesContext, serverQueries } from './server-queries';
export type { ServerQueries } from './server-queries';
export {
  apiBaseUrl,
  apiOrigin,
  assetUrl,
  configureApiClient,
  getApiClientConfig,
  siteOrigin,
} from './config';
export type { ApiClientConfig } from './config';
export {
  apiErrorToaster,
  describeApiError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './error-middleware';
export { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';
export type { RuntimeConfig } from './runtime-config';
export { makeStore, rootReducer, useAppDispatch, useAppSelector } from './store';
export type { AppDispatch, AppStore, RootState } from './store';
// Re-exported so features never import a second copy of RTK Query's entry points.
export { skipToken } from '@reduxjs/toolkit/query/react';
export * from './auth';
export * from './cart';
export * from './notify';
