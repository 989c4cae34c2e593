import type { ProductRating, RatingStar } from '@shop/contracts';

/** Every number of stars a review may give, as the distribution's keys (spec §3: 0 to 5). */
export const RATING_STARS: readonly RatingStar[] = ['0', '1', '2', '3', '4', '5'];

/** How many reviews gave one rating: a `$group` by `retting` answers one of these per rating. */
export interface RatingCount {
  _id: unknown;
  count: number;
}

/**
 * A product's rating from the counts per `retting`: the mean to one decimal (4.45 → 4.5), the
 * count, and every star's count (0 where none). A count under a rating the schema does not allow
 * (an imported decimal) counts towards the mean and the total but has no bar of its own.
 */
export function productRating(counts: readonly RatingCount[]): ProductRating {
  const distribution = Object.fromEntries(RATING_STARS.map((star) => [star, 0])) as Record<
    RatingStar,
    number
  >;
  let count = 0;
  let sum = 0;
  for (const row of counts) {
    const rating = row._id;
    if (typeof rating !== 'number' || !Number.isFinite(rating) || row.count <= 0) continue;
    count += row.count;
    sum += rating * row.count;
    const star = String(rating) as RatingStar;
    if (RATING_STARS.includes(star)) distribution[star] += row.count;
  }
  // Rounded from the exact fraction (sum and count are whole numbers), so 4.45 is 4.5, not 4.4.
  const average = count === 0 ? 0 : Math.round((sum * 10) / count) / 10;
  return { average, count, distribution };
}
