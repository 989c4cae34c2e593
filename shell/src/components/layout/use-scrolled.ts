import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True once the page has scrolled past `threshold` pixels. A server-rendered page is at the top
 * (and hydrates as such); the real position applies right after hydration.
 */
export function useScrolled(threshold = 8): boolean {
  const scrolled = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, scrolled, () => false);
}
