/**
 * The 'Best seller' carousel's arithmetic (spec §2, §9): how many slides show at a viewport width,
 * and the infinite loop made of cloned slides on both ends of the track.
 */

/** Spec §9: 4 slides; 3 below 1024 px; 1 below 600 px. */
export const CAROUSEL_BREAKPOINTS = [
  { below: 600, show: 1 },
  { below: 1024, show: 3 },
] as const;
export const CAROUSEL_DEFAULT_SHOW = 4;
/** Spec §9: autoplay every 1000 ms, 300 ms per move, one slide per step. */
export const CAROUSEL_AUTOPLAY_MS = 1000;
export const CAROUSEL_SPEED_MS = 300;

/** How many slides are visible at once for a viewport `width` in CSS pixels. */
export function slidesToShow(width: number): number {
  for (const { below, show } of CAROUSEL_BREAKPOINTS) if (width < below) return show;
  return CAROUSEL_DEFAULT_SHOW;
}

/**
 * The track: `clones` copies of the last items, every item, then `clones` copies of the first
 * items. Moving past either end lands on copies that look exactly like the other end, where the
 * carousel then jumps without animation.
 */
export function loopTrack<T>(items: readonly T[], clones: number): { item: T; clone: boolean }[] {
  const n = items.length;
  const c = Math.min(clones, n);
  const head = items.slice(n - c).map((item) => ({ item, clone: true }));
  const body = items.map((item) => ({ item, clone: false }));
  const tail = items.slice(0, c).map((item) => ({ item, clone: true }));
  return [...head, ...body, ...tail];
}

/**
 * The same view at a track position of the real items: `[clones, clones + n)`. Positions on the
 * cloned ends map to the real items they copy.
 */
export function settledPosition(position: number, n: number, clones: number): number {
  if (n === 0) return position;
  const real = (((position - clones) % n) + n) % n;
  return clones + real;
}

/** Index (0-based) of the item shown first at a track position. */
export function firstItemAt(position: number, n: number, clones: number): number {
  return n === 0 ? 0 : settledPosition(position, n, clones) - clones;
}
