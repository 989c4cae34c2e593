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
import { createBrowserHistory, createPath, Router, type Location } from '@shop/router';
import {
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { whenPageLive } from '../early-taps';
import { startLocation } from '../ssr-page';
import { useScrollRestoration } from './scroll-restoration';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

interface RouterState {
  action: BrowserHistory['action'];
  location: Location;
  /** The URL's language: the router's basename. */
  language: Language;
}

const stateOf = (history: BrowserHistory): RouterState => ({
  action: history.action,
  location: history.location,
  language: languageFromPath(history.location.pathname),
});

/**
 * The state the router starts in: the page's start location (`startLocation`), which is the URL's
 * unless the page was server-rendered elsewhere (its URL moved while it loaded). Hydration must
 * render what the server rendered, links' `href`s included (React does not mend attributes).
 */
function firstState(history: BrowserHistory): RouterState {
  const { pathname, search } = startLocation();
  const current = history.location;
  if (pathname === current.pathname && search === current.search) return stateOf(history);
  return {
    action: history.action,
    location: { pathname, search, hash: '', state: null, key: 'default' },
    language: languageFromPath(pathname),
  };
}

/**
 * The browser router of the shell, one `basename` per language: under `/bn` every route is the
 * Bengali one, so each `<Link to="/shops">` of the shell and the remotes keeps the page's language
 * (`/bn/shops`). The URL decides the language and follows it:
 * - the language switch (`setLanguage`) moves to the same page's URL in the other language, query
 *   and hash kept, as a new history entry with the same location key: the route tree is the same
 *   one (nothing is mounted again: an open menu stays open, a form keeps what was typed);
 * - back/forward across languages switch the page's language to the URL's.
 * (`BrowserRouter` with a basename per language would have to be mounted again for each.)
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [history] = useState<BrowserHistory>(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => firstState(history));
  const first = useRef(state);

  // Navigations, back and forward: as BrowserRouter, as a transition, once the page is live.
  useLayoutEffect(() => {
    let active = true;
    let waiting = false;
    // Until the whole page has hydrated, a navigation waits for it (`whenPageLive`): a route or
    // language changed under a part still to hydrate would have it hydrate the new page over the
    // server's markup (a text or an `href` that does not match). Then the router follows the URL
    // as it is by then.
    const follow = () => {
      if (waiting) return;
      waiting = true;
      whenPageLive(() => {
        waiting = false;
        if (!active) return;
        const next = stateOf(history);
        startTransition(() => setState(next));
        if (next.language !== languageOf()) void setLanguage(next.language);
      });
    };
    const unlisten = history.listen(follow);
    // Back or forward while the page was still loading (a hydrated page listens only once it has
    // hydrated) moved the URL, and maybe its language, with no one listening: the page would stay
    // on the old route, or in the old language under the new URL. Catch up once.
    const { location, language } = first.current;
    if (createPath(history.location) !== createPath(location) || language !== languageOf()) {
      follow();
    }
    return () => {
      active = false;
      unlisten();
    };
  }, [history]);

  useEffect(() => {
    const onLanguageChanged = (next: string) => {
      if (!isLanguage(next) || languageFromPath(window.location.pathname) === next) return;
      const url = localizedPath(
        `${window.location.pathname}${window.location.search}${window.location.hash}`,
        next,
      );
      // The entry's state (its key) goes along: the same location, in the other language.
      window.history.pushState(window.history.state, '', url);
      startTransition(() => setState(stateOf(history)));
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => {
      i18n.off('languageChanged', onLanguageChanged);
    };
  }, [history]);

  // A new page starts at its top; back and forward return to where each page was left.
  useScrollRestoration(state.location, state.action);

  return (
    <Router
      basename={languageBasename(state.language)}
      location={state.location}
      navigationType={state.action}
      navigator={history}
    >
      {children}
    </Router>
  );
}
