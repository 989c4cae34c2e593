import { useSyncExternalStore } from 'react';

/**
 * The width server rendering assumes (and hydration starts from): a phone's, as most visitors'.
 * After hydration the real width takes over.
 */
export const SERVER_VIEWPORT_WIDTH = 360;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport's width in CSS pixels, kept current on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => SERVER_VIEWPORT_WIDTH,
  );
}
