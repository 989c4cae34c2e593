import { CATEGORY_KEYWORDS, nameMatchesCategory, SHOP_CATEGORY_FILTERS } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { TRUNCATE_AT, truncate } from '@shop/rules';
import type { ReactNode } from 'react';
import './home.css';
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

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);

const CARD_ICONS: Record<string, ReactNode> = {
  smartwatch: icon(
    'M9 2h6l1 3.2A6 6 0 0 1 18 10v4a6 6 0 0 1-2 4.8L15 22H9l-1-3.2A6 6 0 0 1 6 14v-4a6 6 0 0 1 2-4.8zm3 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm-.6 2h1.2v3.2l2 1.2-.6 1-2.6-1.6z',
  ),
  tws: icon(
    'M7 3a4 4 0 0 1 4 4v3a4 4 0 0 1-3 3.9V20a1.5 1.5 0 0 1-3 0v-7.3A4 4 0 0 1 3 9V7a4 4 0 0 1 4-4zm10 0a4 4 0 0 1 4 4v2a4 4 0 0 1-2 3.7V20a1.5 1.5 0 0 1-3 0v-6.1A4 4 0 0 1 13 10V7a4 4 0 0 1 4-4z',
  ),
  router: icon(
    'M3 14h18a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1zm3 2.2a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6zm3 0a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6zM7 4l1 9H6.5L5.6 4zm11 0 .4 9H17l-.2-9zM12 6a6 6 0 0 1 4.2 1.7l-1 1A4.6 4.6 0 0 0 12 7.4a4.6 4.6 0 0 0-3.2 1.3l-1-1A6 6 0 0 1 12 6z',
  ),
  kettle: icon(
    'M8 3h8l1 2h-10zM6 6h12l1.5 12A2 2 0 0 1 17.5 20h-11a2 2 0 0 1-2-2L6 6zm13.5 2H21a1 1 0 0 1 1 1v5l-2 1.5-.3-2.2 .3-.3V10h-.6zM4 21h16v1H4z',
  ),
};

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The home categories of spec §9 (SmartWatch, tws, router, kettle), each tied to a listing filter. */
export const CATEGORY_CARDS: readonly CategoryCard[] = CATEGORY_KEYWORDS.map((keyword) => {
  const filter = SHOP_CATEGORY_FILTERS.find((f) => nameMatchesCategory(f, keyword)) ?? keyword;
  const id = fold(keyword);
  return { keyword, filter, id, icon: CARD_ICONS[id] };
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
