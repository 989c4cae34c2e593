import { useT } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { PageHeader } from '../../../components/page-header';
import { type ListingParams, readFilters, readSort } from '../utils/listing-params';
import { BrowseListing } from './browse-listing';
import { isKnownCategory } from './shop-listing';

/**
 * What the address says: `?category=Router&sort=price_asc&page=2`, a search `?q=…`, and the filter
 * column's `brand`, `min`, `max`, `inStock` and `spec` (utils/listing-params.ts); anything unknown is
 * ignored. These are the `query` of `/shops` in the remotes' route table (`REMOTE_ROUTES`): the
 * server keeps one rendered page per their values and ignores any other parameter, so a parameter
 * read here must be added there.
 */
export function readListingParams(params: URLSearchParams): ListingParams {
  const q = params.get('q')?.trim().slice(0, 100) || null;
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    category: category && isKnownCategory(category) ? category : null,
    sort: readSort(params.get('sort')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    q,
    ...readFilters(params),
  };
}

/**
 * /shops, and the search results `/shops?q=…`: one listing with the spec's category buttons and
 * price sort, and the filter column. Its state lives in the address, so a filtered, sorted page can
 * be shared, reloaded and reached with the back button.
 */
export function ShopsPage() {
  const [params, setParams] = useSearchParams();
  const listing = readListingParams(params);
  const { t } = useT('shop');

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
      {listing.q ? (
        <PageHeader title={t('shops.searchTitle', { q: listing.q })} />
      ) : (
        <PageHeader title={t('shops.title')} lead={t('shops.lead')} />
      )}
      <BrowseListing listing={listing} onChange={update} />
    </div>
  );
}
