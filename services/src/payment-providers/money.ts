/**
 * Taka to US cents for card payments. Orders are priced in whole taka; the payment page and the card
 * provider work in US dollars. One function, exact: the rate is read as a decimal (at most 4 places)
 * and everything after is integer arithmetic, so no floating-point drift can add or lose a cent.
 */

/** Most decimal places BDT_PER_USD may have. */
export const RATE_DECIMALS = 4;

/** A positive decimal as an exact fraction `units / 10^scale` (122.35 → 12235 / 100). */
function exactRate(bdtPerUsd: number): { units: bigint; denominator: bigint } {
  // String(n) is the shortest text that reads back as n: the decimal the operator wrote.
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(bdtPerUsd));
  if (!match || bdtPerUsd <= 0 || (match[2]?.length ?? 0) > RATE_DECIMALS) {
    throw new RangeError(`Not a valid rate of taka per US dollar: ${String(bdtPerUsd)}`);
  }
  const decimals = match[2] ?? '';
  return { units: BigInt(match[1] + decimals), denominator: 10n ** BigInt(decimals.length) };
}

/**
 * The US cents to charge for `totalTaka` at `bdtPerUsd` taka per dollar, rounded UP to the cent
 * (the shop never receives less than the order's total). Throws RangeError for a total that is not
 * a whole number of taka ≥ 0 or a rate that is not positive with at most 4 decimals.
 *
 * cents = ⌈totalTaka × 100 / rate⌉ = ⌈totalTaka × 100 × 10^scale / units⌉
 */
export function takaToUsdCents(totalTaka: number, bdtPerUsd: number): number {
  if (!Number.isSafeInteger(totalTaka) || totalTaka < 0) {
    throw new RangeError(`Not a whole number of taka: ${String(totalTaka)}`);
  }
  const { units, denominator } = exactRate(bdtPerUsd);
  const numerator = BigInt(totalTaka) * 100n * denominator;
  const cents = (numerator + units - 1n) / units;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`Too large an amount: ${String(totalTaka)} Tk`);
  return Number(cents);
}

/**
 * The US cents to give back when `refundTaka` of an order's `totalTaka` is refunded, the order having
 * been charged `chargedCents`: the same share of what was charged, rounded DOWN to the cent, so that
 * refunds of parts never add up to more than was charged (refunding the rest of an order gives
 * `chargedCents` minus what was refunded before, not this). Exact integer arithmetic. Throws
 * RangeError for amounts that are not whole, negative, or a refund larger than the total.
 *
 * cents = ⌊chargedCents × refundTaka / totalTaka⌋
 */
export function refundCents(chargedCents: number, totalTaka: number, refundTaka: number): number {
  for (const [name, value] of [
    ['charged cents', chargedCents],
    ['total', totalTaka],
    ['refund', refundTaka],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`Not a whole amount (${name}): ${String(value)}`);
  }
  if (refundTaka > totalTaka)
    throw new RangeError(`A refund of ${refundTaka} Tk is more than the order's ${totalTaka} Tk`);
  if (totalTaka === 0) return 0;
  return Number((BigInt(chargedCents) * BigInt(refundTaka)) / BigInt(totalTaka));
}
