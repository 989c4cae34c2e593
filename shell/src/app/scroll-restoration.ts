import type { Location } from '@shop/router';
import { useLayoutEffect, useRef } from 'react';

/** How long a restored position waits for the page to grow tall enough (a remote still loading). */
const RESTORE_FOR_MS = 3_000;

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
    const remember = () => positions.current.set(shown.current, window.scrollY);
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
    // The page may still be loading its part (a remote, a list): scroll again as it grows, until
    // the position is reached, the reader scrolls, or the time is up.
    const until = Date.now() + RESTORE_FOR_MS;
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
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && Date.now() < until) {
        frame = window.requestAnimationFrame(step);
      }
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
