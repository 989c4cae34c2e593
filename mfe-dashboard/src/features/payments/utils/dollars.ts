/**
 * An amount in US cents as the payment page shows it (spec §1/§9: "payment on the payment page is
 * shown in dollars"): `formatUsd(123456)` → "$1,234.56". The cents come from the server, which
 * converts the order's taka total; the browser only prints them. Done by hand rather than through
 * Intl so the text is the same whatever ICU data the runtime carries.
 */
export function formatUsd(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`Not an amount in cents: ${String(amountCents)}`);
  }
  const dollars = String(Math.floor(amountCents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(amountCents % 100).padStart(2, '0');
  return `$${dollars}.${cents}`;
}
