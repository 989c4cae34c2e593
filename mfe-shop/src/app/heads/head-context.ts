/**
 * The head of each public storefront route (title, description, canonical URL, hreflang, link
 * preview tags, JSON-LD): one pure function per route from the route's data, and a component that
 * renders it (`<PageHead>`) with the page. The server render and the browser run the same code, so
 * the tags React hoists into `<head>` are the same in the HTML and after hydration.
 *
 * One file per route (`home-head.tsx`, `shops-head.tsx`, `product-head.tsx`, `simple-heads.tsx`),
 * imported directly by the exposes, so each exposed page's chunks carry only its own head. This
 * file holds what they share: the messages, the language, the public origin, and the breadcrumb
 * every page but the home page carries.
 */
import { siteOrigin } from '@shop/api-client';
import { useLanguage, useT, type Language } from '@shop/i18n';
import { breadcrumbJsonLd, pageUrl } from '../../lib/page-head';

type Translate = ReturnType<typeof useT>['t'];

/** What every route's head is made from: the messages, the language and the public origin. */
export interface HeadContext {
  t: Translate;
  language: Language;
  origin: string;
}

/** Home → … → this page, as absolute URLs in the page's language. */
export function crumbs(context: HeadContext, trail: ReadonlyArray<{ name: string; path: string }>) {
  const { t, language, origin } = context;
  return breadcrumbJsonLd(
    [{ name: t('head.crumbHome'), path: '/' }, ...trail].map(({ name, path }) => ({
      name,
      url: pageUrl(origin, path, language),
    })),
  );
}

/** The head context of the page being rendered. */
export function useHeadContext(): HeadContext {
  const { t } = useT('shop');
  return { t, language: useLanguage(), origin: siteOrigin() };
}
