import type { Part } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';

/** One page of a listing, as `/api/part` and `/api/part/browse` answer it. */
export interface ListingPage {
  items: Part[];
  total: number;
  page: number;
  limit: number;
}

/**
 * A listing page's products: how many ("Showing 25–48 of 60"), the cards and the page links. A
 * page past the last (an old link, products removed since) says so and offers the first page.
 * The home page's listing and /shops (with its filters) show their pages alike.
 */
export function ListingResults({
  data,
  isFetching,
  eagerImages,
  onPageChange,
}: {
  data: ListingPage;
  isFetching: boolean;
  eagerImages?: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useT('shop');
  if (data.items.length === 0) {
    return (
      <EmptyState title={t('listing.emptyPage')}>
        <button type="button" className="btn btn--primary" onClick={() => onPageChange(1)}>
          {t('listing.firstPage')}
        </button>
      </EmptyState>
    );
  }
  const pageCount = Math.ceil(data.total / data.limit);
  const first = (data.page - 1) * data.limit + 1;
  return (
    <>
      <p className="shops__count" data-testid="product-count" aria-live="polite">
        {data.total <= data.limit
          ? t('listing.count', { count: data.total })
          : t('listing.showing', { first, last: first + data.items.length - 1, total: data.total })}
      </p>
      <div className={isFetching ? 'shop-listing__grid is-fetching' : 'shop-listing__grid'}>
        <ProductGrid parts={data.items} eagerImages={eagerImages} />
      </div>
      <Pagination page={data.page} pageCount={pageCount} onPageChange={onPageChange} />
    </>
  );
}
