import { formatNumber, type Language } from '@shop/i18n';

export type Star = 'full' | 'half' | 'empty';

export const MAX_STARS = 5;

/**
 * The rating as drawn: clamped to 0–5 and rounded to the nearest half star (4.3 → 4.5, 4.2 → 4,
 * 4.75 → 5). Not a number counts as 0. The API stores whole numbers; halves keep older or
 * imported decimal ratings honest instead of rounding 4.5 up to 5.
 */
export function roundRating(rating: unknown): number {
  const value = typeof rating === 'number' ? rating : Number(rating);
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(MAX_STARS, Math.max(0, value)) * 2) / 2;
}

/** The five stars of a rating, left to right. */
export function starsOf(rating: unknown): Star[] {
  const rounded = roundRating(rating);
  return Array.from({ length: MAX_STARS }, (_, i) =>
    rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty',
  );
}

/** Translates a `shop` message (`t` of `useT('shop')`). */
type ShopTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a screen reader says for the stars, in `language`: 'Rated 4 out of 5', 'Rated 3.5 out of 5'
 * ('৫-এর মধ্যে ৩.৫ রেটিং').
 */
export function ratingLabel(rating: unknown, t: ShopTranslate, language: Language): string {
  return t('reviews.rated', {
    stars: formatNumber(roundRating(rating), language, 1),
    max: MAX_STARS,
  });
}
