/**
 * The head of each public storefront route (title, description, canonical URL, hreflang, link
 * preview tags, JSON-LD): one pure function per route from the route's data, and a component that
 * renders it (`<PageHead>`) with the page. The server render and the browser run the same code, so
 * the tags React hoists into `<head>` are the same in the HTML and after hydration.
 *
 * One file per route (`home-head.tsx`, `shops-head.tsx`, `product-head.tsx`, `simple-heads.tsx`),
 * so each exposed page bundles its own head only; the exposes import them directly.
 */
export { crumbs, useHeadContext, type HeadContext } from './head-context';
export { HomeHead, homeHead } from './home-head';
export { missingProductHead, ProductHead, productHead } from './product-head';
export { ShopsHead, shopsHead } from './shops-head';
export { ContactHead, DailyDealsHead, ReviewsHead, simpleHead } from './simple-heads';
