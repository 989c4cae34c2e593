/**
 * What a page from the shell's server carries for the browser (see `server/render.tsx` and the SSR
 * handler in web-server/src/ssr.ts): the runtime config (so the browser skips `/config.json`) and,
 * on a server-rendered page, the store state it was rendered with (so hydration renders the same
 * data without fetching it again). `main.ts` only reads `CONFIG_GLOBAL` (no shared module may load before its async boundary).
 */
import type { RootState } from '@shop/api-client';
import { REMOTE_ROUTES, routeUrl, type RemoteName } from '@shop/contracts';

/** `window.__SHOP_CONFIG__`: the runtime config, inline in every page the shell's server answers. */
export const CONFIG_GLOBAL = '__SHOP_CONFIG__';
/** `window.__SHOP_STATE__`: the store state a server-rendered page was rendered with. */
export const STATE_GLOBAL = '__SHOP_STATE__';

/**
 * `window.__SHOP_I18N__`: where the messages a server-rendered page was rendered with are, in its
 * language only (`{ language, href }`: a file of `{ common, shell, shop }` named by its content,
 * which the page preloads and the browser keeps across pages: web-server/src/messages-files.ts),
 * so the browser hydrates with the very texts of the markup.
 */
export const I18N_GLOBAL = '__SHOP_I18N__';

/**
 * `window.__SHOP_LOCATION__`: the path and query a server-rendered page was rendered at. It is the
 * location the browser hydrates: a back or forward pressed while the page loads moves the URL
 * before anyone listens (say from `/reviews` to `/bn/reviews`), and the markup is still the server's.
 */
export const LOCATION_GLOBAL = '__SHOP_LOCATION__';

/**
 * The attribute of the page's head tags (title, description, canonical, Open Graph) that the
 * shell's server moved into `<head>` (`markServerHead` in web-server/src/ssr.ts).
 */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/**
 * Drops the server's head tags just before hydrating: React renders the page's own in their place
 * (the same tags), and none of the server's is left behind if React renders the root anew rather
 * than hydrating it (an update before hydration, a mismatch), which would leave two canonicals.
 */
export function dropServerHead(doc: Document = document): void {
  doc.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((node) => node.remove());
}

/** The part of the store a server render hands to the browser: the API cache. */
export type SsrState = Pick<RootState, 'api'>;

type SsrWindow = Partial<
  Record<
    typeof CONFIG_GLOBAL | typeof STATE_GLOBAL | typeof I18N_GLOBAL | typeof LOCATION_GLOBAL,
    unknown
  >
>;

/** The messages of a server-rendered page, by namespace, in the language it was rendered in. */
export type SsrMessages = Record<string, Record<string, unknown>>;

/** Where a server-rendered page's messages are: `href`, a same-origin path. */
export interface SsrMessagesFile {
  language: string;
  href: string;
}

/** The messages file a server-rendered page names, or undefined. */
export function ssrMessagesFile(win: object = window): SsrMessagesFile | undefined {
  const value = (win as SsrWindow)[I18N_GLOBAL] as Partial<SsrMessagesFile> | undefined;
  return typeof value?.language === 'string' &&
    typeof value.href === 'string' &&
    // Only a path of this origin: the page's own server made it.
    value.href.startsWith('/') &&
    !value.href.startsWith('//')
    ? (value as SsrMessagesFile)
    : undefined;
}

/**
 * The messages in the file a server-rendered page names, or undefined when they cannot be had (a
 * server that no longer has that file answers 404): the page then loads them namespace by namespace,
 * as a page the browser renders does.
 */
export async function fetchSsrMessages(
  file: SsrMessagesFile,
  fetchImpl: typeof fetch = fetch,
): Promise<SsrMessages | undefined> {
  try {
    // As the page's preload asked for it (`crossorigin="anonymous"`: cors, same-origin
    // credentials), so this answer is the preloaded one.
    const response = await fetchImpl(file.href);
    if (!response.ok) return undefined;
    const resources = (await response.json()) as unknown;
    return typeof resources === 'object' && resources !== null && !Array.isArray(resources)
      ? (resources as SsrMessages)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Path and query of the page as the browser is to start it: where a server-rendered page was
 * rendered (`LOCATION_GLOBAL`), else its URL's. Its path decides the language the page starts in.
 */
export function startLocation(win: Window = window): { pathname: string; search: string } {
  const rendered = (win as SsrWindow)[LOCATION_GLOBAL];
  if (typeof rendered === 'string' && rendered.startsWith('/')) {
    // Split by hand, not with the router's `parsePath`: the server build loads this module before
    // its async boundary, where a shared module (@shop/router) fails (federation RUNTIME-006).
    const query = rendered.indexOf('?');
    return query < 0
      ? { pathname: rendered, search: '' }
      : { pathname: rendered.slice(0, query), search: rendered.slice(query) };
  }
  return { pathname: win.location.pathname, search: win.location.search };
}

/** The inline runtime config (validated by the caller), or undefined: fetch `/config.json`. */
export function inlineRuntimeConfig(win: object = window): unknown {
  return (win as SsrWindow)[CONFIG_GLOBAL];
}

/** The preloaded state of a server-rendered page, or undefined for a page the browser renders. */
export function ssrState(win: object = window): SsrState | undefined {
  const value = (win as SsrWindow)[STATE_GLOBAL];
  return typeof value === 'object' && value !== null ? (value as SsrState) : undefined;
}

/** A route the server renders: its URL pattern and the remote page on it. */
export interface SsrRoute {
  path: string;
  remote: RemoteName;
  expose: string;
}

/**
 * The public storefront routes (`/`, `/home`, `/shops`, `/product/:partId`, `/reviews`, `/dailyD`,
 * `/cService`). The cart is left out: it is the visitor's own (localStorage), not public content.
 */
export const SSR_ROUTES: readonly SsrRoute[] = REMOTE_ROUTES.filter(
  (row) => row.audience === 'public' && row.expose !== './CartPage',
).map((row) => ({ path: routeUrl(row), remote: row.remote, expose: row.expose }));

/** Whether `pathname` matches `pattern` (`/product/:partId`; a trailing slash is ignored). */
export function matchesPath(pattern: string, pathname: string): boolean {
  const split = (value: string) => value.split('/').filter(Boolean);
  const want = split(pattern);
  let have: string[];
  try {
    have = split(pathname).map(decodeURIComponent);
  } catch {
    return false;
  }
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/** The server-rendered route a URL path is on, or undefined (the browser renders it). */
export function ssrRouteFor(pathname: string): SsrRoute | undefined {
  return SSR_ROUTES.find((route) => matchesPath(route.path, pathname));
}
