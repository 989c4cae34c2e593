// Replaced by the catalogue rewrite: a minimal stand-in with the agreed interface, so the home page
// can be written against it. Drop this file (and its export in ../index.ts) when merging.
import { api } from '@shop/api-client';
import { type Part, SHOP_CATEGORY_FILTERS } from '@shop/contracts';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { ProductGrid } from './product-grid';

const listingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListingParts: build.query<Part[], string | null>({
      query: (category) =>
        category === null ? '/part' : `/part?category=${encodeURIComponent(category)}`,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export interface ShopListingProps {
  category: string | null;
  onCategoryChange: (category: string | null) => void;
}

/** The shop listing with a controlled category (temporary, see the top of this file). */
export function ShopListing({ category, onCategoryChange }: ShopListingProps) {
  const {
    data: parts,
    isLoading,
    isError,
    isFetching,
    refetch,
  } = listingApi.useGetListingPartsQuery(category);
  return (
    <section id="shop-listing" aria-labelledby="shop-listing-title">
      <h2 id="shop-listing-title">Explore a Universe of Extraordinary Finds!</h2>
      <div role="group" aria-label="Category">
        {[null, ...SHOP_CATEGORY_FILTERS].map((filter) => (
          <button
            key={filter ?? 'all'}
            type="button"
            className={`btn btn--small${filter === category ? ' btn--active' : ''}`}
            aria-pressed={filter === category}
            onClick={() => onCategoryChange(filter)}
          >
            {filter ?? 'All'}
          </button>
        ))}
      </div>
      {isLoading ? (
        <Loading label="Loading products…" />
      ) : isError || !parts ? (
        <LoadError
          title="We couldn’t load the products."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : parts.length === 0 ? (
        <EmptyState title="No products here yet." />
      ) : (
        <ProductGrid parts={parts} />
      )}
    </section>
  );
}
