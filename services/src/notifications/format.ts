import { groupDigitsBangladeshi } from '@shop/rules';
import type { NotificationLanguage } from './order-events';

/**
 * Amounts as the storefront prints them (`formatPrice` of @shop/i18n, a browser library the API
 * may not import): ৳ before the amount, South Asian grouping, Bengali digits in Bengali.
 */
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
}

export function localizeDigits(text: string, language: NotificationLanguage): string {
  return language === 'bn' ? toBengaliDigits(text) : text;
}

/** `formatTaka(125000, 'bn')` → "৳১,২৫,০০০". */
export function formatTaka(amount: number, language: NotificationLanguage): string {
  return `৳${localizeDigits(groupDigitsBangladeshi(Math.trunc(amount)), language)}`;
}

/** The short order number customers see in messages (`orderNumber` of @shop/rules: one rule). */
export { orderNumber } from '@shop/rules';
