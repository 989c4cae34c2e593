import type { Location } from '@shop/router';
import { useLayoutEffect, useRef } from 'react';

/** How long a restored position waits for the page to grow tall enough (a remote still loading). */
const RESTORE_FOR_MS = 3_000;

/** How long the page's height must stay the same, with the position reached, to be settled. */
const SETTLED_AFTER_MS = 400;

/**
 * What react-router's `<ScrollRestoration>` does for data routers, for the shell's own router: a
 * navigation to a new page starts at its top (after booking, the dashboard opens at its title, not
 * where the product page was); back and forward return to where the page was left. Positions are
 * kept per history entry (its location key) for the tab's life. A language switch keeps the entry
 * (same key) and so keeps the position; a link to a `#hash` is left to the browser.
 */
export function useScrollRestoration(location: Location, action: 'POP' | 'PUSH' | 'REPLACE'): void {
  const positions = useRef(new Map<string, number>());
  const shown = useRef(location.key);

  useLayoutEffect(() => {
    if (typeof window === 'undefined') return;
    // The browser's own restoration runs before the new page renders, at the old page's height.
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      // When the page gets shorter under the reader (a form that clears while it books, a list
      // leaving as the next page loads), the browser pulls the position up to the new end. That is
      // not where the reader left the page: keep the position the page can no longer hold.
      const previous = positions.current.get(shown.current);
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (previous !== undefined && previous > end + 1 && window.scrollY >= end - 1) return;
      positions.current.set(shown.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    if (action !== 'POP') {
      if (!location.hash) window.scrollTo(0, 0);
      return;
    }
    const target = positions.current.get(location.key) ?? 0;
    // The page may still be loading its part (a remote, a list), and lazily drawn parts
    // (`content-visibility: auto` cards, sections) change its height once they come near the
    // screen, which moves a position already reached. So scroll again on every frame while the
    // height changes, until the position is reached with the height steady for a moment, the
    // reader scrolls, or the time is up.
    const until = Date.now() + RESTORE_FOR_MS;
    let height = document.documentElement.scrollHeight;
    let steadySince = Date.now();
    let frame = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    const options = { passive: true, once: true } as const;
    window.addEventListener('wheel', stop, options);
    window.addEventListener('touchstart', stop, options);
    window.addEventListener('keydown', stop, options);
    const step = () => {
      if (stopped) return;
      if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
      const now = Date.now();
      const grown = document.documentElement.scrollHeight;
      if (grown !== height) {
        height = grown;
        steadySince = now;
      }
      const settled =
        Math.abs(window.scrollY - target) <= 1 && now - steadySince >= SETTLED_AFTER_MS;
      if (!settled && now < until) frame = window.requestAnimationFrame(step);
    };
    step();
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
  }, [location.key, location.hash, action]);
}
