import { useEffect } from 'react';
import { useLocation } from '@shop/router';

/** index.html's title (shell/webpack.config.js): the shop's, for pages that name none. */
export const GENERIC_TITLE = 'TechParts BD — parts and electronics, delivered';

/**
 * A storefront page renders its own `<title>` (React puts it in `<head>`, and the server's answer
 * carries it instead of index.html's); React removes it when the page is left. A page that names
 * none (sign-in, the dashboard) would then leave the document without a title: it gets the
 * generic one back. A page with its own title goes before it, so its own is the one shown.
 */
export function useFallbackTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!document.querySelector('head > title')) document.title = GENERIC_TITLE;
  }, [pathname]);
}
