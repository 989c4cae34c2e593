import { type PointerEvent, useRef } from 'react';

/** How far (px) a finger must travel sideways, more than up or down, to turn the photo. */
export const SWIPE_PX = 40;

/**
 * Which way a pointer's movement from `start` to `end` turns the photos: 1 (next: swiped left),
 * -1 (previous: swiped right), or 0 (a tap, or a scroll of the page).
 */
export function swipeStep(
  start: { x: number; y: number },
  end: { x: number; y: number },
): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 0;
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Turning photos by swipe: `onPointerDown`/`onPointerUp` handlers and `swiped()`, true right after
 * a swipe (the click that ends it must not also open or zoom).
 */
export function useSwipe(step: (by: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      swiped.current = false;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      if (!start.current) return;
      const by = swipeStep(start.current, { x: event.clientX, y: event.clientY });
      start.current = null;
      if (by !== 0) {
        swiped.current = true;
        step(by);
      }
    },
    onPointerCancel: () => {
      start.current = null;
    },
    swiped: () => swiped.current,
  };
}
