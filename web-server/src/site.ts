/**
 * What the shop's site answers besides its pages (the shell's server, `site: true`):
 * - `/robots.txt`: the account pages, the cart, the dashboard (both languages), the API and the
 *   remotes' files are kept out; the sitemap is named (both on the configured public origin, never
 *   the request's Host: a crawler would be sent wherever a client's Host said);
 * - `/sitemap.xml`: every public page and every product on sale, in English and Bengali, each
 *   `<url>` with its `xhtml:link` alternates (en, bn, x-default) and, where known, `<lastmod>`
 *   (a product's last change from `GET /api/part/sitemap`; the listing pages' newest product);
 * - the language redirect: a navigation to an English (unprefixed) URL by a visitor whose `lang`
 *   cookie says Bengali goes to the Bengali URL of the same page. Never without the cookie, so a
 *   crawler always gets English at `/`; never from a `/bn/…` URL, which names its language.
 *
 * A remote's static server is no site: its `/robots.txt` keeps every file out.
 */
// The libraries' sources, not their dist/: `npm start` and `npm test` load this server before
// anything is built (tsx compiles them; only dependency-free modules are imported this way).
import type { PartSitemapEntry } from '@shop/contracts';
import { REMOTE_ROUTES } from '@shop/contracts/src/remote-routes';
import {
  hasLanguagePrefix,
  LANGUAGE_PATH_PREFIX,
  localizedPath,
} from '@shop/i18n/src/language-paths';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  languageFromCookie,
  LANGUAGES,
  type Language,
} from '@shop/i18n/src/languages';

/** Storefront paths that are the visitor's own or an alias, not pages to index. */
const NOT_INDEXED = new Set(['cart', 'home', 'compare', 'track']);

/**
 * The public pages of the sitemap (`/`, `/shops`, `/reviews`, `/dailyD`, `/cService`), from the
 * remotes' route table: public storefront routes without parameters, the cart and `/home` (the
 * home page's alias) left out. Products are listed one by one.
 */
export const SITEMAP_PAGES: readonly string[] = REMOTE_ROUTES.filter(
  (row) => row.audience === 'public' && !row.path.includes(':') && !NOT_INDEXED.has(row.path),
).map((row) => `/${row.path}`);

/** Pages whose content is the catalogue: their `<lastmod>` is the newest product change. */
const CATALOGUE_PAGES = new Set(['/', '/shops', '/dailyD']);

/** Kept out of crawlers, in every language: pages that are a visitor's own, or need sign-in. */
export const PRIVATE_PATHS = ['/dashboard', '/login', '/signup', '/reset', '/confirm-email', '/cart'];

/**
 * Whether a `Host` header is a host with an optional port (RFC 9112 §3.2, RFC 3986 §3.2.2): a name
 * or IPv4 address of the characters a URI host may hold, or a bracketed IPv6 address. Nothing here
 * is built from it (robots.txt and the sitemap name the configured origin), but a request whose Host
 * is anything else is malformed and answered 400.
 */
export function isValidHost(host: string): boolean {
  return /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::\d{0,5})?$/.test(host);
}

/** Same-origin path prefixes of the remotes' files (a remote served from the shop's own origin). */
function remotePaths(origin: string, remotes: Record<string, string> | undefined): string[] {
  const paths = new Set<string>();
  for (const url of Object.values(remotes ?? {})) {
    const remote = new URL(url, origin);
    if (remote.origin !== origin) continue;
    const folder = remote.pathname.replace(/[^/]*$/, '');
    if (folder !== '/') paths.add(folder);
  }
  return [...paths];
}

/**
 * The shop's robots.txt. The remotes' files on their own origins are kept out by those origins'
 * robots.txt (`REMOTE_ROBOTS_TXT`); on the shop's origin, by their folders here.
 */
export function robotsTxt(
  origin: string,
  config: { remotes?: Record<string, string> } = {},
): string {
  const disallowed = [
    ...PRIVATE_PATHS.flatMap((path) => LANGUAGES.map((language) => localizedPath(path, language))),
    '/api/',
    ...remotePaths(origin, config.remotes),
  ];
  return [
    'User-agent: *',
    ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A remote's robots.txt: its files are code for the shop's pages, not pages. */
export const REMOTE_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One `<url>` per language of a page, each naming every language's URL and the default. */
function urlsOf(origin: string, path: string, lastmod: string | undefined): string[] {
  const href = (language: Language) => escapeXml(`${origin}${localizedPath(path, language)}`);
  const alternates = [
    ...LANGUAGES.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANGUAGE)}"/>`,
  ].join('');
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${href(language)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates}</url>`,
  );
}

/** The sitemap of the public pages and of `products` (the products on sale), both languages. */
export function sitemapXml(origin: string, products: readonly PartSitemapEntry[]): string {
  const newest = products.reduce<string | undefined>(
    (latest, { updatedAt }) => (latest === undefined || updatedAt > latest ? updatedAt : latest),
    undefined,
  );
  const urls = [
    ...SITEMAP_PAGES.flatMap((path) =>
      urlsOf(origin, path, CATALOGUE_PAGES.has(path) ? newest : undefined),
    ),
    ...products.flatMap(({ _id, updatedAt }) =>
      urlsOf(origin, `/product/${encodeURIComponent(_id)}`, updatedAt),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The products on sale, from the API (`apiUrl`: absolute, e.g. `http://localhost:3000/api`). */
export async function fetchSitemapProducts(
  apiUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PartSitemapEntry[]> {
  const response = await fetchImpl(`${apiUrl.replace(/\/$/, '')}/part/sitemap`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`GET /part/sitemap: HTTP ${response.status}`);
  return (await response.json()) as PartSitemapEntry[];
}

/**
 * Where a navigation to `url` goes instead, or undefined: the Bengali URL of an English
 * (unprefixed) page when the `lang` cookie remembers Bengali.
 */
export function preferredLanguageRedirect(
  url: string,
  cookies: string | undefined,
): string | undefined {
  const { pathname, search } = new URL(url, 'http://site.local');
  if (hasLanguagePrefix(pathname)) return undefined;
  const remembered = cookies
    ?.split(';')
    .some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
  if (!remembered) return undefined;
  const language = languageFromCookie(cookies);
  if (!LANGUAGE_PATH_PREFIX[language]) return undefined;
  return localizedPath(`${pathname}${search}`, language);
}
