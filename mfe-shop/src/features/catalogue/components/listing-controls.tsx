import { SHOP_CATEGORY_FILTERS } from '@shop/contracts';
import { useT } from '@shop/i18n';
import type { PartSort } from '../api/catalogue-api';

/** The sort toggles; their labels are `listing.sort.<sort>`. */
const SORTS: readonly PartSort[] = ['price_asc', 'price_desc'];

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** A category filter's label key: `listing.categories.smartwatch` for 'Smart Watch'. */
export const categoryKey = (filter: string) => `listing.categories.${fold(filter)}`;

/** Same category, whatever its spelling ('SmartWatch' from the home page is 'Smart Watch'). */
export const sameCategory = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && fold(a) === fold(b));

export interface ListingControlsProps {
  sort: PartSort | null;
  /** The order pressed (the parent toggles: pressing the active one again clears it). */
  onSort: (sort: PartSort) => void;
  category: string | null;
  /** The category pressed (null: All). */
  onCategory: (category: string | null) => void;
}

/** The spec's Low Price / High Price toggles and category buttons (spec §2 /shops). */
export function ListingControls({ sort, onSort, category, onCategory }: ListingControlsProps) {
  const { t } = useT('shop');
  return (
    <div className="shop-listing__controls">
      <div className="shop-listing__group" role="group" aria-label={t('listing.sortLabel')}>
        {SORTS.map((option) => (
          <button
            key={option}
            type="button"
            className={`btn btn--small${sort === option ? ' btn--active' : ''}`}
            aria-pressed={sort === option}
            onClick={() => onSort(option)}
          >
            {t(`listing.sort.${option}`)}
          </button>
        ))}
      </div>
      <div className="shop-listing__group" role="group" aria-label={t('listing.categoryLabel')}>
        <button
          type="button"
          className={`btn btn--small${category === null ? ' btn--active' : ''}`}
          aria-pressed={category === null}
          onClick={() => onCategory(null)}
        >
          {t('listing.all')}
        </button>
        {SHOP_CATEGORY_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={`btn btn--small${sameCategory(filter, category) ? ' btn--active' : ''}`}
            aria-pressed={sameCategory(filter, category)}
            onClick={() => onCategory(filter)}
          >
            {t(categoryKey(filter))}
          </button>
        ))}
      </div>
    </div>
  );
}
