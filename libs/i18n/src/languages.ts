/** The shop's two languages. English is the default: the spec's texts are English. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The remembered choice lives in a cookie (so the server renders the page in it, before any script)
 * and is mirrored in localStorage; a year, the whole site, not sent cross-site.
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What the switch shows for each language, in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a `Cookie` header (or `document.cookie`) names, or the default. Never throws: a value
 * that is not valid percent-encoding (`lang=%ZZ`), an oversized header or a second `lang` (the first
 * one counts, as browsers send the most specific first) never stops a page from rendering; anything
 * but a known language is English. Read here rather than with the `cookie` package (the API's
 * choice): this runs in every first visit's scripts, where that package cost 1.7 KB gzip to find
 * one name whose only accepted values are `en` and `bn`.
 */
export function languageFromCookie(cookieHeader: string | undefined | null): Language {
  if (!cookieHeader) return DEFAULT_LANGUAGE;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const value = decodedCookieValue(pair.slice(eq + 1).trim());
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}

/** A cookie value without its optional double quotes, percent-decoded; undefined if it cannot be. */
function decodedCookieValue(raw: string): string | undefined {
  const unquoted = raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return undefined;
  }
}

/** The `Set-Cookie`/`document.cookie` text that remembers `language`. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
