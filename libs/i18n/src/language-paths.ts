/**
 * Each language has its own URLs: English at the root (`/shops`), Bengali under `/bn`
 * (`/bn/shops`). A crawler can only index what it can address, and a language kept in a cookie is
 * invisible to it; a path prefix (rather than `?lang=bn`) keeps the language when a visitor follows
 * any relative link, survives caches and link-preview tools that drop query strings, and lets the
 * browser router serve a whole language as one `basename`.
 *
 * The path decides the page's language; the `lang` cookie stays as the remembered preference (the
 * server may send a visitor who chose Bengali from an English URL to its Bengali one).
 */
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The path prefix of each language's URLs (`''`: at the root). */
export const LANGUAGE_PATH_PREFIX: Readonly<Record<Language, string>> = { en: '', bn: '/bn' };

function prefixOf(pathname: string): Language | undefined {
  for (const [language, prefix] of Object.entries(LANGUAGE_PATH_PREFIX) as Array<
    [Language, string]
  >) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return language;
  }
  return undefined;
}

/** The language a URL path is in: `bn` for `/bn` and below, otherwise English. */
export function languageFromPath(pathname: string): Language {
  return prefixOf(pathname) ?? DEFAULT_LANGUAGE;
}

/** Whether the path names its language explicitly (`/bn/…`); English paths have no prefix. */
export function hasLanguagePrefix(pathname: string): boolean {
  return prefixOf(pathname) !== undefined;
}

/** The path without its language prefix (`/bn/shops` → `/shops`, `/bn` → `/`). */
export function stripLanguagePrefix(pathname: string): string {
  const language = prefixOf(pathname);
  if (!language) return pathname;
  const rest = pathname.slice(LANGUAGE_PATH_PREFIX[language].length);
  return rest === '' ? '/' : rest;
}

/**
 * `pathname` (with or without a language prefix; a query or hash is kept) in `language`:
 * `localizedPath('/shops?page=2', 'bn')` → `/bn/shops?page=2`, `localizedPath('/bn', 'en')` → `/`.
 */
export function localizedPath(pathname: string, language: Language): string {
  const cut = pathname.search(/[?#]/);
  const path = cut < 0 ? pathname : pathname.slice(0, cut);
  const tail = cut < 0 ? '' : pathname.slice(cut);
  const bare = stripLanguagePrefix(path || '/');
  const prefix = LANGUAGE_PATH_PREFIX[language];
  if (!prefix) return `${bare}${tail}`;
  return `${bare === '/' ? prefix : `${prefix}${bare}`}${tail}`;
}

/** The router `basename` of a language (`undefined` for the root). */
export function languageBasename(language: Language): string | undefined {
  return LANGUAGE_PATH_PREFIX[language] || undefined;
}
