/** Which pages `npm run bench:web` measures, and how it knows each one has rendered. */

/** Stands for the first product the API lists (`GET /api/part`), whose id changes with every database. */
export const FIRST_PRODUCT = '{first-product}';

export const DEFAULT_PAGES = ['/', '/shops', `/product/${FIRST_PRODUCT}`] as const;

/**
 * A failure shown instead of a page: the shell's remote fallback, a storefront load error, or the
 * not-found image (spec §2) of a path that is no page (a typo in `--pages`).
 */
export const ERROR_SELECTOR = [
  '[data-testid="remote-error"]',
  '[data-testid="load-error"]',
  'img[alt="Page not found"]',
].join(', ');

/** `--pages "/, /shops"` → `['/', '/shops']`; every path starts with a slash. */
export function parsePages(option: string | undefined): string[] {
  if (option === undefined) return [...DEFAULT_PAGES];
  const pages = option
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  if (pages.length === 0) throw new Error('--pages: give at least one path, e.g. --pages /,/shops');
  for (const page of pages) {
    if (!page.startsWith('/')) throw new Error(`--pages: "${page}" is not a path (start with /)`);
  }
  return pages;
}

export function resolvePage(page: string, firstProductId: string | undefined): string {
  if (!page.includes(FIRST_PRODUCT)) return page;
  if (!firstProductId) throw new Error(`${page}: the API lists no product`);
  return page.replaceAll(FIRST_PRODUCT, encodeURIComponent(firstProductId));
}

/**
 * What shows a page has its content, not just its frame: the product cards on `/shops` (they need
 * the API), the product's name on a product page, a page heading in `<main>` elsewhere.
 */
export function readySelectorFor(page: string): string {
  const pathname = page.split(/[?#]/)[0];
  if (pathname === '/shops') return '[data-testid="product-card"]';
  if (pathname.startsWith('/product/')) return 'main h1';
  return 'main h1, main h2';
}
