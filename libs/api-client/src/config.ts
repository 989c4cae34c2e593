/** The API location, set once at start-up from the runtime config (see `configureApiClient`). */
export interface ApiClientConfig {
  apiUrl: string;
  /**
   * Server rendering only: where the server reaches the API (an internal address, `SSR_API_URL`).
   * Requests go there; URLs shown in the page (`assetUrl`) still use `apiUrl`.
   */
  requestUrl?: string;
}

let current: ApiClientConfig | undefined;

/** Called once by each app's bootstrap, before the first request. */
export function configureApiClient(config: ApiClientConfig): void {
  current = {
    apiUrl: config.apiUrl.replace(/\/+$/, ''),
    ...(config.requestUrl ? { requestUrl: config.requestUrl.replace(/\/+$/, '') } : {}),
  };
}

export function getApiClientConfig(): ApiClientConfig {
  if (!current) {
    throw new Error('configureApiClient({ apiUrl }) must be called before the API is used');
  }
  return current;
}

function pageHref(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

/** The absolute API base URL (`/api` behind a proxy resolves against the page). */
export function apiBaseUrl(): string {
  return new URL(getApiClientConfig().apiUrl, pageHref()).href.replace(/\/+$/, '');
}

/** Where requests go: the server-side address when one is configured, else `apiBaseUrl()`. */
export function requestBaseUrl(): string {
  return getApiClientConfig().requestUrl ?? apiBaseUrl();
}

/** The API's origin, e.g. `http://localhost:3000` for an apiUrl of `http://localhost:3000/api`. */
export function apiOrigin(): string {
  return new URL(apiBaseUrl()).origin;
}

/**
 * Resolves an asset path the API hands out (`img: "/static/products/x.svg"`) against the API's
 * origin, since the files live there and not on the page's origin. Absolute URLs (`https:`, `data:`,
 * `blob:`) pass through unchanged.
 */
export function assetUrl(path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  if (path.startsWith('//')) return new URL(path, apiOrigin()).href;
  return new URL(path.startsWith('/') ? path : `/${path}`, apiOrigin()).href;
}
