/**
 * The contract between the storefront's web server (web-server/) and the shell's server build
 * (`shell/dist-server/main.js`, shell/src/server): what the server asks a page render for and what
 * it gets back. The two deploy together, in one image, but are built by different projects.
 *
 * Types only: nothing here touches the browser, React or Node.
 */

/** The runtime manifest's part a render needs (`/config.json`). */
export interface SsrRuntimeConfig {
  apiUrl: string;
  /** Remote name → URL of its `mf-manifest.json`. */
  remotes?: Record<string, string>;
  /** The storefront's public origin: canonical and link-preview URLs. */
  siteUrl?: string;
}

export interface SsrRenderRequest {
  /** The path and query to render (`/bn/shops?category=watch`). */
  url: string;
  config: SsrRuntimeConfig;
  /** Where this server reaches the API (`SSR_API_URL`); defaults to `config.apiUrl`. */
  apiUrl?: string;
  /**
   * The request's `Cookie` header. The page's language is its path's (`/bn/…` Bengali, else
   * English), never the cookie's: the web server sends a visitor who chose Bengali from an English
   * URL to the Bengali one before rendering.
   */
  cookies?: string;
  /** Remote name → fingerprint of its current release (its manifest): a new one is loaded anew. */
  remoteReleases?: Record<string, string>;
}

/** An API answer a page was rendered from: the page cache checks it before serving the page again. */
export interface SsrPageSource {
  url: string;
  status: number;
  /** The answer's ETag, when it had one (the catalogue's answers). */
  etag?: string;
  /** sha1 (base64url) of the answer's JSON as parsed and written again. */
  hash?: string;
}

/** The remote page a render drew: where it hangs, which module, and the remote's entry URL. */
export interface SsrRenderedRoute {
  path: string;
  remote: string;
  expose: string;
  entry: string;
}

/**
 * A rendered page. `State` and `Messages` are the shell's own (its store's preloaded state, its
 * i18n resources, by namespace): the web server only serialises them, the state into the page,
 * the messages into a file the page names.
 */
export interface SsrRenderResult<State = unknown, Messages = unknown> {
  status: number;
  /** The markup of `#root`. */
  html: string;
  state: State;
  /** The remote page rendered; none for the shell's own not-found page (status 404). */
  route?: SsrRenderedRoute;
  /**
   * The path and query the page was rendered at (`window.__SHOP_LOCATION__`): the browser hydrates
   * this location, which is not always its URL by then (a back or forward while it loaded).
   */
  location: string;
  /** The language the page was rendered in (`lang` of `<html>`). */
  language: string;
  /**
   * The messages the page was rendered with (its language only), for the browser to start with:
   * the same object for as long as they are the same, so the web server makes their file once
   * per object, never per page.
   */
  messages: Messages;
  /** The API answers the page was rendered from. */
  sources: SsrPageSource[];
}
