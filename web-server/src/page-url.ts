/**
 * What of a request's URL and cookies makes a server-rendered public page: the page cache's key and
 * the URL the page is rendered at (./page-cache.ts, ./ssr.ts).
 *
 * Anything else must not reach the key: a key that took the raw query or cookie let every new
 * `?utm_source=…` or `lang=…` value render afresh (46 pages/s against ~1 200 from the cache), and a
 * link shared on Facebook carries a new `fbclid` per click, so a viral post did exactly that. Nor
 * may it reach the render: a page shared by every visitor must not echo one visitor's tracking
 * parameters (the navbar's sign-in link carries the page's address).
 *
 * Rules (`normalisePageUrl`, `pageLanguage`; page-url.spec.ts tests each):
 * 1. the path as requested (its `/bn` prefix is the page's language);
 * 2. only the query parameters the route reads (`query` of its row in the remotes' route table,
 *    `REMOTE_ROUTES`): none for a route that reads none, or for a path no public route answers;
 *    tracking parameters (`TRACKING_PARAMETERS`) are therefore never kept, and no route may read one;
 * 3. of a parameter given twice, the first value (what `URLSearchParams.get` reads); an empty value
 *    is no value (every page reads `?page=` as no page);
 * 4. in the route table's order, encoded one way (`a+b` and `a%20b` are one page);
 * 5. the language: the `lang` cookie as the shop resolves it (`languageFromCookie`: unknown or
 *    missing is English), the only cookie a shared render sees.
 */
import { REMOTE_ROUTES, routeUrl } from '@shop/contracts/src/remote-routes';
import { stripLanguagePrefix } from '@shop/i18n/src/language-paths';
import { LANGUAGE_COOKIE, languageFromCookie, type Language } from '@shop/i18n/src/languages';

/**
 * Parameters that say where a visitor came from, never what the page shows: ad and mail campaign
 * tags, click ids, referral tags. No route reads them (page-url.spec.ts checks the route table).
 */
export const TRACKING_PARAMETERS: readonly RegExp[] = [
  /^utm_/i,
  /^mc_/i,
  /^(fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid)$/i,
  /^(_ga|_gl|_hsenc|_hsmi|mkt_tok|ref|ref_src)$/i,
];

export function isTrackingParameter(name: string): boolean {
  return TRACKING_PARAMETERS.some((pattern) => pattern.test(name));
}

/** A public route's path pattern (`/product/:partId`) and the query parameters its page reads. */
const PUBLIC_ROUTES = REMOTE_ROUTES.filter((row) => row.audience === 'public').map((row) => ({
  path: routeUrl(row),
  query: 'query' in row ? row.query : [],
}));

function matches(pattern: string, pathname: string): boolean {
  const split = (value: string) => value.split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(pathname);
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/** The query parameters the page at `pathname` reads (none for a path no public route answers). */
export function pageQueryOf(pathname: string): readonly string[] {
  const appPath = stripLanguagePrefix(pathname);
  return PUBLIC_ROUTES.find((route) => matches(route.path, appPath))?.query ?? [];
}

/** normalisePageUrl's answers for the URLs asked lately (each page request asks more than once). */
const normalised = new Map<string, string>();

/** Path and query of a page as it is cached and rendered (rules 1–4 above). */
export function normalisePageUrl(url: string): string {
  let page = normalised.get(url);
  if (page === undefined) {
    if (normalised.size >= 1_000) normalised.clear();
    page = normalise(url);
    normalised.set(url, page);
  }
  return page;
}

function normalise(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://page.local');
  const kept = new URLSearchParams();
  for (const name of pageQueryOf(pathname)) {
    const value = searchParams.get(name);
    if (value) kept.set(name, value);
  }
  return kept.size > 0 ? `${pathname}?${kept}` : pathname;
}

/** The page's language as the shop resolves the `lang` cookie (rule 5). */
export function pageLanguage(cookies: string | undefined): Language {
  return languageFromCookie(cookies);
}

/** The only cookie a shared render gets: the resolved language, whatever the visitor sent. */
export function pageCookies(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}`;
}
