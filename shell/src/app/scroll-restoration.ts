import type { Location } from '@shop/router';
import { useLayoutEffect, useRef } from 'react';

/** How long a restored position waits for the page's content to render (a remote, its list). */
const WAIT_FOR_CONTENT_MS = 10_000;

/** How long the page's height must stay the same, with its content there, to be settled. */
const SETTLED_AFTER_MS = 400;

/** After this long, a page with its content there that cannot hold the position any more is left as near as it can. */
const NEAR_ENOUGH_AFTER_MS = 3_000;

/**
 * Parts of the page still on their way: a remote's or a lazy page's spinner, a list's skeleton or
 * a list being fetched again. Until they are gone the page is not as tall as the reader left it.
 */
const STILL_LOADING = '.remote-loading, [aria-busy="true"]';

/** Where the positions are kept for the tab's life, across reloads (the browser's own would be). */
export const SCROLL_POSITIONS_KEY = 'shop.scroll-positions.v1';

/** The most history entries whose positions are kept (the oldest go first). */
const KEPT_ENTRIES = 200;

/**
 * The id a position is kept under: the history entry's key. The first entry of a page load has
 * none (react-router calls it 'default'), so there its address tells the loads apart.
 */
const entryId = (location: Location) =>
  location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

function storedPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    if (!Array.isArray(stored)) return new Map();
    return new Map(
      stored.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    // Storage turned off or a value from elsewhere: positions are kept for this page load only.
    return new Map();
  }
}

function storePositions(positions: Map<string, number>): void {
  try {
    window.sessionStorage.setItem(
      SCROLL_POSITIONS_KEY,
      JSON.stringify([...positions].slice(-KEPT_ENTRIES)),
    );
  } catch {
    // Storage full or turned off: a reload starts at the top.
  }
}

/** How this page load came about: back/forward or a reload return to a kept position. */
function loadReturnsToEntry(): boolean {
  const entries = (performance.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  const [navigation] = entries;
  return navigation?.type === 'back_forward' || navigation?.type === 'reload';
}

/**
 * Scrolls back to `target` once the page can hold it. The page may still be loading its part (a
 * remote, a list fetched again, so it is short for a while), and lazily drawn parts (the home
 * page's `content-visibility: auto` sections) change its height once they come near the screen,
 * which moves a position already reached. So it scrolls again on every frame until the page's
 * content is there (nothing still loading) and its height has stayed the same for a moment with
 * the position reached (or as near as the page now allows), the reader scrolls, or the wait is
 * over.
 * Returns the function that stops it.
 */
function restore(target: number): () => void {
  const start = Date.now();
  const until = start + WAIT_FOR_CONTENT_MS;
  let height = document.documentElement.scrollHeight;
  let steadySince = Date.now();
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    window.cancelAnimationFrame(frame);
  };
  const options = { passive: true, once: true } as const;
  const readerEvents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  for (const name of readerEvents) window.addEventListener(name, stop, options);
  const step = () => {
    if (stopped) return;
    if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
    const now = Date.now();
    const grown = document.documentElement.scrollHeight;
    if (grown !== height) {
      height = grown;
      steadySince = now;
    }
    const loading = document.querySelector(`main ${STILL_LOADING}`) !== null;
    const reached = Math.abs(window.scrollY - target) <= 1;
    const settled =
      !loading &&
      now - steadySince >= SETTLED_AFTER_MS &&
      (reached || now - start >= NEAR_ENOUGH_AFTER_MS);
    if (!settled && now < until) frame = window.requestAnimationFrame(step);
  };
  step();
  return () => {
    stop();
    for (const name of readerEvents) window.removeEventListener(name, stop);
  };
}

/**
 * What react-router's `<ScrollRestoration>` does for data routers, for the shell's own router: a
 * navigation to a new page starts at its top (after booking, the dashboard opens at its title, not
 * where the product page was); back and forward return to where the page was left, once its
 * content has rendered. Positions are kept per history entry (its location key) in the tab's
 * session storage, so a reload and a return from another site find them too. A language switch
 * keeps the entry (same key) and so keeps the position; a link to a `#hash` is left to the
 * browser.
 */
export function useScrollRestoration(location: Location, action: 'POP' | 'PUSH' | 'REPLACE'): void {
  const positions = useRef<Map<string, number> | null>(null);
  const shown = useRef({ key: location.key, id: entryId(location) });

  useLayoutEffect(() => {
    if (typeof window === 'undefined') return;
    // The browser's own restoration runs before the new page renders, at the old page's height.
    window.history.scrollRestoration = 'manual';
    const kept = storedPositions();
    positions.current = kept;
    const remember = () => {
      // When the page gets shorter under the reader (a form that clears while it books, a list
      // leaving as the next page loads, a page still loading while its position is restored), the
      // browser pulls the position up to the new end. That is not where the reader left the page:
      // keep the position the page can no longer hold.
      const { id } = shown.current;
      const previous = kept.get(id);
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (previous !== undefined && previous > end + 1 && window.scrollY >= end - 1) return;
      kept.delete(id); // the newest last, so the oldest are the ones dropped
      kept.set(id, window.scrollY);
    };
    const save = () => storePositions(kept);
    // A reload or a return from another site comes back to where this entry was left; otherwise
    // the position the page already has (scrolled before it hydrated) is where it was left.
    const target = kept.get(shown.current.id);
    const stopRestoring =
      target !== undefined && loadReturnsToEntry() ? restore(target) : undefined;
    if (!stopRestoring && window.scrollY > 0) remember();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      stopRestoring?.();
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current.key === location.key) {
      // The same entry in the other language: the same place, also under its new address.
      const id = entryId(location);
      const kept = positions.current?.get(shown.current.id);
      if (id !== shown.current.id && kept !== undefined) positions.current?.set(id, kept);
      shown.current.id = id;
      return;
    }
    shown.current = { key: location.key, id: entryId(location) };
    if (positions.current) storePositions(positions.current);
    if (action !== 'POP') {
      if (!location.hash) window.scrollTo(0, 0);
      return;
    }
    return restore(positions.current?.get(shown.current.id) ?? 0);
  }, [location, action]);
}
