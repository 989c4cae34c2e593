import { useLocation } from '@shop/router';
import { categoryKey, hasFilters, readListingParams } from '../../features/catalogue';
import { PageHead, type PageHeadInput } from '../../lib/page-head';
import { crumbs, useHeadContext, type HeadContext } from './head-context';

/**
 * `/shops`, with the category, sort and page of its address (anything else is not canonical); a
 * search (`?q=…`, the home page's `SearchAction`) is a page of its own that is not to be listed.
 * A page narrowed by the filter column (brand, price, stock, specs) is not listed either: its
 * canonical is the same listing unfiltered, so the combinations do not flood the index.
 */
export function shopsHead(context: HeadContext, search: string): PageHeadInput {
  const { t, language, origin } = context;
  const listing = readListingParams(new URLSearchParams(search));
  const { category, sort, q } = listing;
  const filtered = hasFilters(listing);
  // A filtered page's page 2 is not the unfiltered page 2: its canonical is the listing's start.
  const page = filtered ? 1 : listing.page;
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
    ...(filtered ? { noindex: true, canonicalOnly: true } : {}),
    jsonLd: [crumbs(context, [{ name: t('head.crumbShops'), path: '/shops' }])],
  };
}

export function ShopsHead() {
  const { search } = useLocation();
  return <PageHead {...shopsHead(useHeadContext(), search)} />;
}
