import { type RefObject, useEffect } from 'react';

/** The CSS variable holding the sticky header's height (the toasts start below it). */
export const HEADER_HEIGHT_VARIABLE = '--shop-header-height';

/**
 * Keeps `--shop-header-height` on `<html>` equal to the header's height as it changes (the search
 * on a row of its own below 1200 px, the menu opened on a phone), so what is placed below the
 * header (the toasts) never covers it.
 */
export function useHeaderHeightVariable(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${Math.ceil(element.offsetHeight)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
