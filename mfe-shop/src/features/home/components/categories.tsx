import { CATEGORY_KEYWORDS, nameMatchesCategory, SHOP_CATEGORY_FILTERS } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { TRUNCATE_AT, truncate } from '@shop/rules';
import type { ReactNode } from 'react';
import './home.css';
import { HomeIcon } from './home-icon';
import { HomeSection } from './home-section';

interface CategoryCard {
  /** Spec §9 keyword of the card. */
  keyword: string;
  /** The listing's filter it selects (SHOP_CATEGORY_FILTERS), so its button shows pressed too. */
  filter: string;
  /** Its title and text are `home.categories.<id>.title` / `.text`. */
  id: string;
  icon: ReactNode;
}

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The home categories of spec §9 (SmartWatch, tws, router, kettle), each tied to a listing filter. */
export const CATEGORY_CARDS: readonly CategoryCard[] = CATEGORY_KEYWORDS.map((keyword) => {
  const filter = SHOP_CATEGORY_FILTERS.find((f) => nameMatchesCategory(f, keyword)) ?? keyword;
  const id = fold(keyword);
  return { keyword, filter, id, icon: <HomeIcon name={id} size={40} /> };
});

/**
 * Home section 'Shop by category' (spec §4): choosing a card selects its category (pressed), the
 * listing below shows the matching products, and the page scrolls there. Choosing it again clears it.
 */
export function Categories({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (category: string | null) => void;
}) {
  const { t } = useT('shop');
  return (
    <HomeSection id="categories-title" title={t('home.categories.title')}>
      <ul className="category-cards">
        {CATEGORY_CARDS.map((card) => {
          const pressed = selected === card.filter;
          return (
            <li key={card.keyword}>
              <button
                type="button"
                className="category-card"
                aria-pressed={pressed}
                data-testid="category-card"
                onClick={() => onSelect(pressed ? null : card.filter)}
              >
                <span className="category-card__icon">{card.icon}</span>
                <span className="category-card__title">
                  {t(`home.categories.${card.id}.title`)}
                </span>
                <span className="category-card__text">
                  {truncate(t(`home.categories.${card.id}.text`), TRUNCATE_AT.categoryCard)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
