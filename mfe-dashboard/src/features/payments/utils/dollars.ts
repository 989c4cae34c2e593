import { localizeDigits, type Language } from '@shop/i18n';

/**
 * An amount in US cents as the payment page shows it (spec §1/§9: "payment on the payment page is
 * shown in dollars"): `formatUsd(123456)` → "$1,234.56"; in Bengali the same with Bengali digits,
 * "$১,২৩৪.৫৬" (dollars keep their sign and the thousands grouping; always two cent digits). The
 * cents come from the server, which converts the order's taka total; the browser only prints them.
 * Done by hand rather than through Intl so the text is the same whatever ICU data the runtime
 * carries.
 */
export function formatUsd(amountCents: number, language: Language = 'en'): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`Not an amount in cents: ${String(amountCents)}`);
  }
  const dollars = String(Math.floor(amountCents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(amountCents % 100).padStart(2, '0');
  return `$${localizeDigits(`${dollars}.${cents}`, language)}`;
}
