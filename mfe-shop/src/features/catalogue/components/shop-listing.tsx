import { CATEGORY_KEYWORDS, SHOP_CATEGORY_FILTERS } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { type PartSort, useGetPartPageQuery } from '../api/catalogue-api';
import { ListingResults } from './listing-results';
import { categoryKey, ListingControls, sameCategory } from './listing-controls';
import { ProductGridSkeleton } from './product-grid';

/** Products per listing page: divides evenly into rows of 2, 3 and 4 cards. */
export const LISTING_PAGE_SIZE = 24;

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Category texts the storefront offers (the /shops buttons and the home page keywords). */
export function isKnownCategory(text: string): boolean {
  return [...SHOP_CATEGORY_FILTERS, ...CATEGORY_KEYWORDS].some((c) => fold(c) === fold(text));
}

/** A value the parent may own (controlled) or leave to this component. */
function useMaybeControlled<T>(
  value: T | undefined,
  onChange: ((v: T) => void) | undefined,
  initial: T,
) {
  const [own, setOwn] = useState(initial);
  const controlled = value !== undefined && onChange !== undefined;
  return controlled ? ([value, onChange, true] as const) : ([own, setOwn, false] as const);
}

export { categoryKey, sameCategory };

export interface ShopListingProps {
  /** The selected category text (null: every product). */
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  /**
   * Sort and page are kept here unless the parent passes them (the /shops URL does). A parent that
   * owns the page goes back to page 1 itself when the category or the sort changes.
   */
  sort?: PartSort | null;
  onSortChange?: (sort: PartSort | null) => void;
  page?: number;
  onPageChange?: (page: number) => void;
  /** Product images loaded at once (the first row where the listing opens the page), not lazily. */
  eagerImages?: number;
}

/**
 * The shop listing (spec §2 /shops, and the last section of the home page): Low Price / High Price
 * sort toggles, the category buttons, and the products one page at a time. Filtering, sorting and
 * paging happen in the API, so this stays fast however big the catalogue grows.
 */
export function ShopListing(props: ShopListingProps) {
  const { category, onCategoryChange } = props;
  const { t } = useT('shop');
  const [sort, setSort] = useMaybeControlled(props.sort, props.onSortChange, null);
  const [page, setPage, pageControlled] = useMaybeControlled(props.page, props.onPageChange, 1);
  const backToFirstPage = () => {
    if (!pageControlled) setPage(1);
  };

  const { data, isLoading, isError, isFetching, refetch } = useGetPartPageQuery({
    category,
    sort,
    page,
    limit: LISTING_PAGE_SIZE,
  });

  const chooseCategory = (next: string | null) => {
    onCategoryChange(sameCategory(next, category) ? null : next);
    backToFirstPage();
  };
  const chooseSort = (next: PartSort) => {
    // Spec §4: sorting toggles; pressing the active order again goes back to the default order.
    setSort(sort === next ? null : next);
    backToFirstPage();
  };
  const goTo = (next: number) => {
    setPage(next);
    document.getElementById('shop-listing')?.scrollIntoView({ block: 'start' });
  };

  let body;
  if (isLoading) {
    body = <ProductGridSkeleton />;
  } else if (isError || !data) {
    body = (
      <LoadError title={t('listing.error')} onRetry={() => void refetch()} retrying={isFetching} />
    );
  } else if (data.total === 0) {
    body = (
      <EmptyState
        title={
          category
            ? t('listing.noMatch', {
                category: t(categoryKey(category), { defaultValue: category }),
              })
            : t('listing.noProducts')
        }
      >
        {category ? (
          <button type="button" className="btn btn--primary" onClick={() => chooseCategory(null)}>
            {t('listing.showAll')}
          </button>
        ) : (
          <p className="status-block__text">{t('listing.checkBack')}</p>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <ListingResults
        data={data}
        isFetching={isFetching}
        eagerImages={props.eagerImages}
        onPageChange={goTo}
      />
    );
  }

  return (
    <section
      id="shop-listing"
      className="shop-listing"
      aria-busy={isFetching}
      aria-label={t('listing.label')}
    >
      <ListingControls
        sort={sort}
        onSort={chooseSort}
        category={category}
        onCategory={chooseCategory}
      />
      {body}
    </section>
  );
}
