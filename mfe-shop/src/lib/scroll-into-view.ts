import { prefersReducedMotion } from '@shop/ui';

/** Scrolls an element into view: smoothly, unless the visitor prefers reduced motion. */
export function scrollIntoViewById(id: string): void {
  document.getElementById(id)?.scrollIntoView?.({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
}
