/**
 * The head of each public storefront route (title, description, canonical URL, hreflang, link
 * preview tags, JSON-LD): one pure function per route from the route's data, and a component that
 * renders it (`<PageHead>`) with the page. The server render and the browser run the same code, so
 * the tags React hoists into `<head>` are the same in the HTML and after hydration.
 */
import { assetUrl, siteOrigin } from '@shop/api-client';
import type { Part } from '@shop/contracts';
import { useLanguage, useT, type Language } from '@shop/i18n';
import { useLocation, useParams } from '@shop/router';
import { previewImage } from '@shop/rules';
import { categoryKey, readListingParams, usePart } from '../../features/catalogue';
import {
  breadcrumbJsonLd,
  clip,
  organizationJsonLd,
  PageHead,
  pageUrl,
  productJsonLd,
  webSiteJsonLd,
  type PageHeadInput,
} from '../../lib/page-head';

type Translate = ReturnType<typeof useT>['t'];

/** What every route's head is made from: the messages, the language and the public origin. */
export interface HeadContext {
  t: Translate;
  language: Language;
  origin: string;
}

/** Home → … → this page, as absolute URLs in the page's language. */
function crumbs(context: HeadContext, trail: ReadonlyArray<{ name: string; path: string }>) {
  const { t, language, origin } = context;
  return breadcrumbJsonLd(
    [{ name: t('head.crumbHome'), path: '/' }, ...trail].map(({ name, path }) => ({
      name,
      url: pageUrl(origin, path, language),
    })),
  );
}

/** `/` and `/home` (one page: its canonical URL is `/`). */
export function homeHead(context: HeadContext): PageHeadInput {
  const { t, language, origin } = context;
  const home = pageUrl(origin, '/', language);
  return {
    title: t('head.home.title'),
    description: t('head.home.description'),
    path: '/',
    language,
    origin,
    jsonLd: [
      organizationJsonLd(origin),
      webSiteJsonLd(home, `${pageUrl(origin, '/shops', language)}?q=`, language),
    ],
  };
}

/**
 * `/shops`, with the category, sort and page of its address (anything else is not canonical); a
 * search (`?q=…`, the home page's `SearchAction`) is a page of its own that is not to be listed.
 */
export function shopsHead(context: HeadContext, search: string): PageHeadInput {
  const { t, language, origin } = context;
  const { category, sort, page, q } = readListingParams(new URLSearchParams(search));
  if (q) {
    return {
      title: t('head.shops.search', { q }),
      description: t('head.shops.description'),
      path: `/shops?${new URLSearchParams({ q })}`,
      language,
      origin,
      noindex: true,
    };
  }
  const label = category ? t(categoryKey(category), { defaultValue: category }) : null;
  let title = label ? t('head.shops.titleCategory', { category: label }) : t('head.shops.title');
  if (sort) title = t(`head.shops.sorted.${sort}`, { title });
  if (page > 1) title = t('head.shops.page', { title, page });
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (sort) query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const path = query.size > 0 ? `/shops?${query}` : '/shops';
  return {
    title,
    description: label
      ? t('head.shops.descriptionCategory', { category: label })
      : t('head.shops.description'),
    path,
    language,
    origin,
    jsonLd: [crumbs(context, [{ name: t('head.crumbShops'), path: '/shops' }])],
  };
}

/**
 * `/product/:partId`: the name and ৳ price in the title, the price, stock and the start of the
 * description in the description, the photo for link previews, and `Product` + `Offer`.
 */
export function productHead(context: HeadContext, part: Part): PageHeadInput {
  const { t, language, origin } = context;
  const path = `/product/${encodeURIComponent(part._id)}`;
  const inStock = part.quantity > 0;
  // Link previews show no SVG and want the largest picture there is (a seed SVG's 1200 px PNG).
  const { path: imagePath, ...imageFacts } = previewImage(part.img);
  const image = assetUrl(imagePath);
  return {
    title: t('head.product.title', { name: part.name, price: part.price }),
    description: t('head.product.description', {
      price: part.price,
      availability: inStock ? t('head.product.inStock') : t('head.product.soldOut'),
      text: clip(part.description, 120),
    }),
    path,
    language,
    origin,
    type: 'product',
    image: { url: image, alt: part.name, ...imageFacts },
    product: { price: part.price, inStock },
    jsonLd: [
      productJsonLd({ part, url: pageUrl(origin, path, language), image }),
      crumbs(context, [
        { name: t('head.crumbShops'), path: '/shops' },
        { name: part.name, path },
      ]),
    ],
  };
}

/** A product id that names no product on sale: not to be listed. */
export function missingProductHead(context: HeadContext, partId: string): PageHeadInput {
  const { t, language, origin } = context;
  return {
    title: t('product.notFound'),
    description: t('product.notFoundText'),
    path: `/product/${encodeURIComponent(partId)}`,
    language,
    origin,
    noindex: true,
  };
}

/** `/reviews`, `/dailyD` and `/cService`: a title, a description and their breadcrumb. */
export function simpleHead(
  context: HeadContext,
  page: 'reviews' | 'deals' | 'contact',
  path: string,
): PageHeadInput {
  const { t, language, origin } = context;
  const title = t(`head.${page}.title`);
  return {
    title,
    description: t(`head.${page}.description`),
    path,
    language,
    origin,
    jsonLd: [crumbs(context, [{ name: title, path }])],
  };
}

function useHeadContext(): HeadContext {
  const { t } = useT('shop');
  return { t, language: useLanguage(), origin: siteOrigin() };
}

export function HomeHead() {
  return <PageHead {...homeHead(useHeadContext())} />;
}

export function ShopsHead() {
  const { search } = useLocation();
  return <PageHead {...shopsHead(useHeadContext(), search)} />;
}

/** The product's head once it is loaded; a missing product's says so (and asks not to be listed). */
export function ProductHead() {
  const context = useHeadContext();
  const { partId } = useParams<{ partId: string }>();
  // The page's own query (RTK Query shares it): no second request, none for a missing product.
  const { data: part, missing } = usePart(partId);
  if (part) return <PageHead {...productHead(context, part)} />;
  if (partId && missing) return <PageHead {...missingProductHead(context, partId)} />;
  return null;
}

export function ReviewsHead() {
  return <PageHead {...simpleHead(useHeadContext(), 'reviews', '/reviews')} />;
}

export function DailyDealsHead() {
  return <PageHead {...simpleHead(useHeadContext(), 'deals', '/dailyD')} />;
}

export function ContactHead() {
  return <PageHead {...simpleHead(useHeadContext(), 'contact', '/cService')} />;
}
