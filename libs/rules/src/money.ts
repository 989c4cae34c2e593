import { toIntegerPrice } from './list-price';

/** The currency sign the shop prints before every amount (spec §9: "currency Tk in the shop"). */
export const TAKA_SIGN = 'Tk';

/**
 * Groups the digits of a whole number the Bangladeshi way: the last three digits, then pairs
 * (1250000 → "12,50,000"). Done by hand rather than through Intl so that server, browser and
 * tests print exactly the same text whatever ICU data the runtime carries.
 */
export function groupDigitsBangladeshi(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const sign = whole < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs = rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${pairs},${lastThree}`;
}

/**
 * A price in whole taka as the shop shows it: `formatTaka(125000)` → "Tk 1,25,000".
 * Accepts the same inputs as the list-price rule (number or numeric text); fractions are dropped.
 */
export function formatTaka(price: number | string): string {
  return `${TAKA_SIGN} ${groupDigitsBangladeshi(toIntegerPrice(price))}`;
}
