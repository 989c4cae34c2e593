/** What the shop appends to a shortened text (spec §9: "first 15 characters plus '..'"). */
export const TRUNCATION_MARK = '..';

/** Name lengths of spec §9, so screens do not repeat magic numbers. */
export const TRUNCATE_AT = {
  cardName: 70,
  cardDescription: 75,
  categoryCard: 100,
  searchResult: 22,
  adminList: 15,
  paymentPage: 15,
  orderList: 10,
} as const;

/**
 * Keeps the first `max` characters of `text` and appends '..' when something was cut.
 * Counts code points, so a character outside the BMP is never split in half.
 */
export function truncate(text: string, max: number): string {
  if (!Number.isInteger(max) || max < 0) {
    throw new RangeError(`Not a valid length: ${String(max)}`);
  }
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join('') + TRUNCATION_MARK;
}
