/**
 * How a number may be written as text, for the API and the forms alike: decimal digits with an
 * optional minus and decimal part (the digits of the spec's price and quantity pattern,
 * AMOUNT_PATTERN; the minus is read so that "-1" gets its "at least 1" message rather than a vaguer
 * one). Nothing else `Number()` would read: hex `0x10`, exponents `1e3`, `+5`, spaces around the
 * digits, `Infinity`, the empty string.
 */
export const DECIMAL_TEXT_PATTERN = /^-?\d+(\.\d+)?$/;

/**
 * A finite number as given, or text written as DECIMAL_TEXT_PATTERN says read as one; undefined for
 * anything else (other notations, objects, NaN, ±Infinity, digits too many to be finite).
 */
export function readDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !DECIMAL_TEXT_PATTERN.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
