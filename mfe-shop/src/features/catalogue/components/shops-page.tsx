import { useT } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { PageHeader } from '../../../components/page-header';
import type { PartSort } from '../api/catalogue-api';
import { SearchResults } from './search-results';
import { isKnownCategory, ShopListing } from './shop-listing';

const SORTS: readonly string[] = ['price_asc', 'price_desc'];

/**
 * What the address says: `?category=Router&sort=price_asc&page=2`, or a search `?q=…`; anything
 * unknown is ignored. These are the `query` of `/shops` in the remotes' route table
 * (`REMOTE_ROUTES`): the server keeps one rendered page per their values and ignores any other
 * parameter, so a parameter read here must be added there.
 */
export function readListingParams(params: URLSearchParams) {
  const q = params.get('q')?.trim().slice(0, 100) || null;
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    category: category && isKnownCategory(category) ? category : null,
    sort: sort && SORTS.includes(sort) ? (sort as PartSort) : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    q,
  };
}

/**
 * /shops. The listing's state lives in the address, so a filtered, sorted page can be shared,
 * reloaded and reached with the back button.
 */
export function ShopsPage() {
  const [params, setParams] = useSearchParams();
  const { category, sort, page, q } = readListingParams(params);
  const { t } = useT('shop');

  if (q) {
    return (
      <div className="shops-page">
        <PageHeader title={t('shops.searchTitle', { q })} />
        <SearchResults q={q} />
      </div>
    );
  }

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || (key === 'page' && value === '1')) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <div className="shops-page">
      <PageHeader title={t('shops.title')} lead={t('shops.lead')} />
      <ShopListing
        category={category}
        onCategoryChange={(next) => update({ category: next, page: null })}
        sort={sort}
        onSortChange={(next) => update({ sort: next, page: null })}
        page={page}
        onPageChange={(next) => update({ page: String(next) })}
        // The first row (two cards on a phone) is the page's largest content: no lazy loading.
        eagerImages={2}
      />
    </div>
  );
}
