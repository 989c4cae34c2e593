/**
 * List-price markup (shop spec §9): the struck-through "list price" shown beside a part's price.
 * Each tier applies to prices strictly above its threshold; the first matching tier wins.
 */
export const LIST_PRICE_TIERS: ReadonlyArray<{ readonly above: number; readonly markup: number }> = [
  { above: 40000, markup: 0.1 },
  { above: 10000, markup: 0.2 },
  { above: 5000, markup: 0.25 },
  { above: 2000, markup: 0.3 },
  { above: 1500, markup: 0.35 },
  { above: 500, markup: 0.4 },
];

/** Markup for prices of 500 taka or less. */
export const BASE_MARKUP = 0.5;

/** The markup rate that applies to an integer price in taka. */
export function markupRate(price: number): number {
  const tier = LIST_PRICE_TIERS.find((t) => price > t.above);
  return tier ? tier.markup : BASE_MARKUP;
}

/**
 * The list price for a unit price in taka, rounded to whole taka.
 * The spec treats prices as integers ("text or number; treated as integer"), so text such as "1250"
 * is accepted and fractions are truncated before the tier is chosen.
 */
export function listPrice(price: number | string): number {
  const p = toIntegerPrice(price);
  return Math.round(p * (1 + markupRate(p)));
}

/** Parses a price given as text or number into whole taka; throws on anything that is not one. */
export function toIntegerPrice(price: number | string): number {
  const n = typeof price === 'string' ? Number(price.trim()) : price;
  if (typeof price === 'string' && price.trim() === '') {
    throw new RangeError('Price is empty');
  }
  if (!Number.isFinite(n) || n < 0) {
    throw new RangeError(`Not a valid price: ${String(price)}`);
  }
  return Math.trunc(n);
}
