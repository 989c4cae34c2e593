/** The API location, set once at start-up from the runtime config (see `configureApiClient`). */
export interface ApiClientConfig {
  apiUrl: string;
  /**
   * Server rendering only: where the server reaches the API (an internal address, `SSR_API_URL`).
   * Requests go there; URLs shown in the page (`assetUrl`) still use `apiUrl`.
   */
  requestUrl?: string;
  /**
   * The storefront's public origin (`https://shop.example`), for the absolute URLs a page names
   * about itself (canonical, Open Graph, structured data). The shell's server sets it; without it
   * the browser uses the page's own origin.
   */
  siteUrl?: string;
}

let current: ApiClientConfig | undefined;

/** Called once by each app's bootstrap, before the first request. */
export function configureApiClient(config: ApiClientConfig): void {
  current = {
    apiUrl: config.apiUrl.replace(/\/+$/, ''),
    ...(config.requestUrl ? { requestUrl: config.requestUrl.replace(/\/+$/, '') } : {}),
    ...(config.siteUrl ? { siteUrl: config.siteUrl } : {}),
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

/**
 * The storefront's public origin (`siteUrl` of the config, else the page's own): the origin of the
 * absolute URLs in a page's head. Never the request's Host header: the server is told its origin.
 */
export function siteOrigin(): string {
  const configured = current?.siteUrl;
  if (configured) return new URL(configured).origin;
  if (typeof location !== 'undefined') return location.origin;
  throw new Error('configureApiClient({ siteUrl }) must be called before rendering on a server');
}
