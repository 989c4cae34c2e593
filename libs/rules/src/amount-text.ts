/**
 * An amount (a price in taka, a stock quantity) as an admin types it, read into the plain decimal
 * text the shop's rules and its API take (AMOUNT_PATTERN: "2400", "1250.5"). People write
 * thousands separators, and a Bengali keyboard types Bengali digits, so these are all 2400:
 * "2400", "2,400", "২৪০০", "২,৪০০". Commas must group the digits as one of the two ways this shop's
 * customers write them: in thousands (1,000,000) or the South Asian way, lakh and crore
 * (10,00,000). A leading zero ("01250") is refused by its own problem, so the form can say exactly
 * what is wrong rather than "not a number".
 */
export type AmountTextProblem = 'empty' | 'notANumber' | 'grouping' | 'leadingZero';

export type AmountText = { text: string; problem?: undefined } | { text?: undefined; problem: AmountTextProblem };

/** 1,000 · 12,345 · 1,234,567 (groups of three). */
const THOUSANDS = /^\d{1,3}(,\d{3})+$/;
/** 1,00,000 · 12,34,567 · 1,00,00,000 (the last group three digits, the others two). */
const LAKHS = /^\d{1,2}(,\d{2})*,\d{3}$/;

const BENGALI_ZERO = 0x09e6;

/** Reads typed amount text; see AmountText. Whitespace around it is ignored. */
export function readAmountText(typed: string): AmountText {
  const text = typed
    .trim()
    .replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
  if (text === '') return { problem: 'empty' };
  const match = /^(\d[\d,]*)(\.\d+)?$/.exec(text);
  if (!match) return { problem: 'notANumber' };
  const [, whole, fraction = ''] = match;
  if (whole.includes(',') && !THOUSANDS.test(whole) && !LAKHS.test(whole)) return { problem: 'grouping' };
  const digits = whole.replace(/,/g, '');
  if (digits.length > 1 && digits.startsWith('0')) return { problem: 'leadingZero' };
  return { text: `${digits}${fraction}` };
}
