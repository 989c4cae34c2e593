/**
 * Numbers, taka and dates as each language writes them. Done by hand rather than through
 * `Intl` so that the server's rendering and the browser's hydration print exactly the same text
 * whatever ICU data each runtime carries (a mismatch would be a hydration error).
 */
import { groupDigitsBangladeshi } from '@shop/rules';
import type { Language } from './languages';

/** The taka sign, before the amount with no space (৳1,25,000). */
export const TAKA_SYMBOL = '৳';

const BENGALI_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

/** Replaces the ASCII digits 0–9 with Bengali ones (০–৯); everything else is kept. */
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] as string);
}

/**
 * Digits typed on a Bengali keyboard (০–৯) as the ASCII digits the shop's checks and the API read;
 * everything else is kept: "৪.৫" → "4.5". Every input where a number is typed passes its text
 * through this (quantities, prices, card numbers, ratings), as the phone rule does.
 */
export function toAsciiDigits(typed: string): string {
  return typed.replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)));
}

/** The digits of `language`: Bengali digits in Bengali, as they are in English. */
export function localizeDigits(text: string, language: Language): string {
  return language === 'bn' ? toBengaliDigits(text) : text;
}

/**
 * A number with the South Asian grouping (last three digits, then pairs: 12,50,000) and up to
 * `fractionDigits` decimals (trailing zeros dropped).
 */
export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return localizeDigits(String(value), language);
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  const text = `${sign}${groupDigitsBangladeshi(Number(whole))}${trimmed ? `.${trimmed}` : ''}`;
  return localizeDigits(text, language);
}

/** A price in whole taka: `formatPrice(125000, 'en')` → "৳1,25,000", in Bengali "৳১,২৫,০০০". */
export function formatPrice(amount: number | string, language: Language): string {
  const value = typeof amount === 'number' ? amount : Number(String(amount).trim());
  const whole = Number.isFinite(value) ? Math.trunc(value) : 0;
  return `${TAKA_SYMBOL}${formatNumber(whole, language)}`;
}

/** Dates are shown in Bangladesh time (UTC+6 all year: no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  bn: [
    'জানুয়ারি',
    'ফেব্রুয়ারি',
    'মার্চ',
    'এপ্রিল',
    'মে',
    'জুন',
    'জুলাই',
    'আগস্ট',
    'সেপ্টেম্বর',
    'অক্টোবর',
    'নভেম্বর',
    'ডিসেম্বর',
  ],
};

function dhakaParts(date: Date | string | number) {
  const time = new Date(date).getTime();
  if (!Number.isFinite(time)) return undefined;
  const local = new Date(time + DHAKA_OFFSET_MS);
  return {
    day: local.getUTCDate(),
    month: local.getUTCMonth(),
    year: local.getUTCFullYear(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
  };
}

/** "23 Nov 2026" / "২৩ নভেম্বর ২০২৬"; an invalid date gives "". */
export function formatDate(date: Date | string | number, language: Language): string {
  const parts = dhakaParts(date);
  if (!parts) return '';
  const text = `${parts.day} ${MONTHS[language][parts.month]} ${parts.year}`;
  return localizeDigits(text, language);
}

/** "23 Nov 2026, 14:05" / "২৩ নভেম্বর ২০২৬, ১৪:০৫" (24-hour clock, Bangladesh time). */
export function formatDateTime(date: Date | string | number, language: Language): string {
  const parts = dhakaParts(date);
  if (!parts) return '';
  const time = `${String(parts.hours).padStart(2, '0')}:${String(parts.minutes).padStart(2, '0')}`;
  return `${formatDate(date, language)}, ${localizeDigits(time, language)}`;
}
