import { useT } from '@shop/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { type BrowseQuery, useBrowsePartsQuery } from '../api/browse-api';
import type { PartSort } from '../api/catalogue-api';
import {
  filterChanges,
  filterCount,
  hasFilters,
  type ListingFilters,
  type ListingParams,
  NO_FILTERS,
} from '../utils/listing-params';
import './browse.css';
import { FilterPanel } from './filter-panel';
import { categoryKey, ListingControls, sameCategory } from './listing-controls';
import { ListingResults } from './listing-results';
import { ProductGridSkeleton } from './product-grid';

/** Products per listing page: divides evenly into rows of 2, 3 and 4 cards. */
export const BROWSE_PAGE_SIZE = 24;

export interface BrowseListingProps {
  listing: ListingParams;
  /** Changes of the address's parameters (null removes one); page 1 is written as none. */
  onChange: (changes: Record<string, string | null>) => void;
}

const filtersOf = ({ brands, min, max, inStock, specs }: ListingParams): ListingFilters => ({
  brands,
  min,
  max,
  inStock,
  specs,
});

const sameFilters = (a: ListingFilters, b: ListingFilters) =>
  JSON.stringify(filterChanges(a)) === JSON.stringify(filterChanges(b));

const queryOf = (listing: ListingParams, filters: ListingFilters, page: number): BrowseQuery => ({
  q: listing.q,
  category: listing.category,
  sort: listing.sort,
  page,
  limit: BROWSE_PAGE_SIZE,
  ...filters,
});

/**
 * /shops and its search results: the spec's Low Price / High Price toggles and category buttons,
 * the filter column (a left column on wide screens, a drawer with an apply button on phones), and
 * the products one page at a time. Filtering, counting and paging happen in the API.
 */
export function BrowseListing({ listing, onChange }: BrowseListingProps) {
  const { t } = useT('shop');
  const filters = filtersOf(listing);
  const { data, isLoading, isError, isFetching, refetch } = useBrowsePartsQuery(
    queryOf(listing, filters, listing.page),
  );
  // The phone's filter drawer is open for the listing it was opened on: Back, or any other change
  // of the address, closes it rather than leave a draft of another listing's filters on screen.
  const here = JSON.stringify(listing);
  const [drawerFor, setDrawerFor] = useState<string>();
  const drawerOpen = drawerFor === here;
  // Stable: the drawer moves the focus into itself whenever this changes.
  const closeDrawer = useCallback(() => setDrawerFor(undefined), []);

  const setFilters = (next: ListingFilters) => {
    if (sameFilters(next, filters)) return;
    onChange({ ...filterChanges(next), page: null });
  };
  const chooseSort = (next: PartSort) =>
    // Spec §4: sorting toggles; pressing the active order again goes back to the default order.
    onChange({ sort: listing.sort === next ? null : next, page: null });
  const chooseCategory = (next: string | null) =>
    // A category has spec filters of its own: those of another one are dropped with it.
    onChange({
      category: sameCategory(next, listing.category) ? null : next,
      spec: null,
      page: null,
    });
  const goTo = (next: number) => {
    onChange({ page: String(next) });
    document.getElementById('shop-listing')?.scrollIntoView({ block: 'start' });
  };
  const active = hasFilters(filters);

  let body;
  if (isLoading) {
    body = <ProductGridSkeleton />;
  } else if (isError || !data) {
    body = (
      <LoadError title={t('listing.error')} onRetry={() => void refetch()} retrying={isFetching} />
    );
  } else if (data.total === 0) {
    let title = t('listing.noProducts');
    if (active) title = t('filters.noMatch');
    else if (listing.q) title = t('shops.searchEmpty', { q: listing.q });
    else if (listing.category) {
      title = t('listing.noMatch', {
        category: t(categoryKey(listing.category), { defaultValue: listing.category }),
      });
    }
    body = (
      <EmptyState title={title}>
        {active ? (
          <button type="button" className="btn btn--primary" onClick={() => setFilters(NO_FILTERS)}>
            {t('filters.clear')}
          </button>
        ) : listing.category || listing.q ? (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => onChange({ q: null, category: null, spec: null, page: null })}
          >
            {t('listing.showAll')}
          </button>
        ) : (
          <p className="status-block__text">{t('listing.checkBack')}</p>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <ListingResults data={data} isFetching={isFetching} eagerImages={2} onPageChange={goTo} />
    );
  }

  const count = filterCount(filters);
  return (
    <section
      id="shop-listing"
      className="shop-listing browse"
      aria-busy={isFetching}
      aria-label={t('listing.label')}
    >
      <ListingControls
        sort={listing.sort}
        onSort={chooseSort}
        category={listing.category}
        onCategory={chooseCategory}
      />
      <div className="browse__layout">
        <aside className="browse__column" aria-label={t('filters.title')}>
          {data && (
            <>
              <FilterPanel filters={filters} facets={data.facets} onChange={setFilters} />
              {active && (
                <button
                  type="button"
                  className="btn btn--small browse__clear"
                  onClick={() => setFilters(NO_FILTERS)}
                >
                  {t('filters.clear')}
                </button>
              )}
            </>
          )}
        </aside>
        <div className="browse__results">
          <button
            type="button"
            className="btn btn--small browse__open"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerFor(here)}
          >
            {count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
          </button>
          {body}
        </div>
      </div>
      {drawerOpen && (
        <FilterDrawer
          listing={listing}
          filters={filters}
          onApply={(next) => {
            closeDrawer();
            setFilters(next);
          }}
          onClose={closeDrawer}
        />
      )}
    </section>
  );
}

/**
 * The phone's filter drawer: choices are a draft, counted by the API as they change, until the
 * apply button ("Show 12 products") puts them in the address as one step of the history.
 */
function FilterDrawer(props: {
  listing: ListingParams;
  filters: ListingFilters;
  onApply: (filters: ListingFilters) => void;
  onClose: () => void;
}) {
  const { t } = useT('shop');
  const [draft, setDraft] = useState(props.filters);
  const { data, isFetching } = useBrowsePartsQuery(queryOf(props.listing, draft, 1));
  const dialog = useRef<HTMLDivElement>(null);
  const { onClose } = props;

  useEffect(() => {
    dialog.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <div className="filter-drawer" role="presentation" onClick={onClose}>
      <div
        ref={dialog}
        className="filter-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="filter-drawer-title"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="filter-drawer__head">
          <h2 id="filter-drawer-title" className="filter-drawer__title">
            {t('filters.title')}
          </h2>
          <button
            type="button"
            className="btn btn--small"
            aria-label={t('filters.close')}
            onClick={onClose}
          >
            ✕
          </button>
        </div>
        <div className="filter-drawer__body">
          {data ? (
            <FilterPanel filters={draft} facets={data.facets} onChange={setDraft} />
          ) : (
            <p className="status-block__text">{t('listing.loadingProducts')}</p>
          )}
        </div>
        <div className="filter-drawer__foot">
          <button
            type="button"
            className="btn btn--small"
            disabled={!hasFilters(draft)}
            onClick={() => setDraft(NO_FILTERS)}
          >
            {t('filters.clear')}
          </button>
          <button
            type="button"
            className="btn btn--primary filter-drawer__apply"
            disabled={!data || isFetching}
            onClick={() => props.onApply(draft)}
          >
            {data ? t('filters.apply', { count: data.total }) : t('filters.title')}
          </button>
        </div>
      </div>
    </div>
  );
}
