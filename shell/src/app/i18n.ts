import {
  COMMON_NAMESPACE,
  initI18n,
  hasLanguagePrefix,
  initialLanguage,
  languageFromPath,
  localizedPath,
  registerMessages,
  rememberLanguage,
  type InitOptions,
  type Language,
} from '@shop/i18n';
import { fetchSsrMessages, ssrMessagesFile, startLocation, STATE_GLOBAL } from '../ssr-page';

/** The shell's messages (navbar, footer, account pages, dashboard frame, status pages). */
export const NAMESPACE = 'shell';

registerMessages(NAMESPACE, (language) =>
  language === 'bn' ? import('../locales/bn.json') : import('../locales/en.json'),
);

/**
 * The language the page starts in: the one a server-rendered page was rendered in, else its URL's
 * (`/bn/…` Bengali, else English). The two differ only after a back or forward across languages
 * while the page loaded: it hydrates in the server's, then follows the URL (`LanguageRouter`).
 * The remembered choice (cookie) only decides where an English URL goes first
 * (`moveToRememberedLanguage`).
 */
export function pageLanguage(): Language {
  return languageFromPath(startLocation().pathname);
}

/**
 * A page the browser renders from an English URL, for a visitor who chose Bengali: the Bengali URL
 * of the same page instead, as the shop's server redirects navigations (where nginx served the
 * page without it). A server-rendered page is left alone: its server decided.
 */
export function moveToRememberedLanguage(): void {
  if (STATE_GLOBAL in window || hasLanguagePrefix(window.location.pathname)) return;
  const remembered = initialLanguage();
  const url = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const target = localizedPath(url, remembered);
  if (target !== url) window.history.replaceState(window.history.state, '', target);
}

/**
 * Loads the `common` and `shell` messages in the page's language and marks `<html lang>`. A
 * server-rendered page names the file of the messages it was rendered with (the storefront's too,
 * preloaded with the page): those are used as they are, and nothing else is downloaded for them.
 */
export async function startI18n(): Promise<void> {
  const language = pageLanguage();
  const file = ssrMessagesFile();
  const messages = file && file.language === language ? await fetchSsrMessages(file) : undefined;
  const resources = messages ? ({ [language]: messages } as InitOptions['resources']) : undefined;
  await initI18n(language, { namespaces: [COMMON_NAMESPACE, NAMESPACE], resources });
  rememberLanguage(language);
}
