import { skipToken } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { Link } from '@shop/router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useGetPartsByIdsQuery } from '../../../lib/parts-by-ids-api';
import { useSearchCatalogueQuery } from '../api/catalogue-api';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/**
 * `/shops?q=…`: the products whose name contains `q` (the navbar search's matches, at most 40), as
 * cards with their price and stock. The address search engines are told the shop's search lives at
 * (the home page's `SearchAction`).
 */
export function SearchResults({ q }: { q: string }) {
  const { t } = useT('shop');
  const search = useSearchCatalogueQuery(q);
  const ids = search.data;
  const parts = useGetPartsByIdsQuery(ids && ids.length > 0 ? ids : skipToken);

  if (search.isLoading || parts.isLoading) return <ProductGridSkeleton />;
  if (search.isError || parts.isError || !ids) {
    return (
      <LoadError
        title={t('listing.error')}
        onRetry={() => void (search.isError ? search.refetch() : parts.refetch())}
        retrying={search.isFetching || parts.isFetching}
      />
    );
  }
  if (ids.length === 0 || !parts.data || parts.data.length === 0) {
    return (
      <EmptyState title={t('shops.searchEmpty', { q })}>
        <Link to="/shops" className="btn btn--primary">
          {t('listing.showAll')}
        </Link>
      </EmptyState>
    );
  }
  return <ProductGrid parts={parts.data} eagerImages={2} />;
}
