import {
  i18n,
  isLanguage,
  languageBasename,
  languageFromPath,
  languageOf,
  localizedPath,
  setLanguage,
  type Language,
} from '@shop/i18n';
import { createBrowserHistory, HistoryRouter } from '@shop/router';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** The page's URL: path, query and hash. */
const currentUrl = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The browser router of the shell, one `basename` per language: under `/bn` every route is the
 * Bengali one, so each `<Link to="/shops">` of the shell and the remotes keeps the page's language
 * (`/bn/shops`). The URL decides the language and follows it:
 * - the language switch (`setLanguage`) moves to the same page's URL in the other language,
 *   query and hash kept, as a new history entry;
 * - back/forward across languages switch the page's language to the URL's.
 * One history serves both languages, so a switch re-renders the same route tree (nothing is
 * mounted again: a form keeps what was typed).
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [history] = useState<BrowserHistory>(() => createBrowserHistory({ v5Compat: true }));
  const [language, setPathLanguage] = useState<Language>(() =>
    languageFromPath(window.location.pathname),
  );

  useEffect(() => {
    const onLanguageChanged = (next: string) => {
      if (!isLanguage(next) || languageFromPath(window.location.pathname) === next) return;
      // The router renders the new location and the new basename together: its own update is a
      // transition, and transitions started in one event are rendered as one.
      startTransition(() => setPathLanguage(next));
      history.push(localizedPath(currentUrl(), next));
    };
    const onPopState = () => {
      const urlLanguage = languageFromPath(window.location.pathname);
      startTransition(() => setPathLanguage(urlLanguage));
      if (urlLanguage !== languageOf()) void setLanguage(urlLanguage);
    };
    i18n.on('languageChanged', onLanguageChanged);
    window.addEventListener('popstate', onPopState);
    return () => {
      i18n.off('languageChanged', onLanguageChanged);
      window.removeEventListener('popstate', onPopState);
    };
  }, [history]);

  return (
    <HistoryRouter history={history} basename={languageBasename(language)}>
      {children}
    </HistoryRouter>
  );
}
