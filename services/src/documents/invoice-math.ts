/**
 * The VAT arithmetic of an invoice, in integer poisha (1 taka = 100 poisha) so that no line or
 * total ever carries a floating-point cent.
 *
 * The shop's prices are VAT-inclusive: what the catalogue showed, the order stored and the customer
 * paid already contains the VAT (Bangladeshi retail prices are quoted that way). So the VAT of a
 * line is taken out of its amount, `gross × rate / (100% + rate)`, rounded half up to the poisha,
 * and the net is what is left; each line's net + VAT is exactly its amount, and the totals are the
 * sums of the lines (so the invoice total is exactly the order's total).
 */

/** One thing charged: a product line, the delivery charge, the cash-on-delivery fee. */
export interface ChargeInput {
  quantity: number;
  /** Whole taka, VAT included (as the order stores it). */
  unitPriceTaka: number;
  /** Whole taka, VAT included: unitPriceTaka × quantity as the order stores it. */
  amountTaka: number;
}

export interface ChargeLine {
  quantity: number;
  unitPricePoisha: number;
  /** The line's amount, VAT included. */
  grossPoisha: number;
  vatPoisha: number;
  /** grossPoisha − vatPoisha. */
  netPoisha: number;
}

export interface InvoiceTotals {
  netPoisha: number;
  vatPoisha: number;
  grossPoisha: number;
}

/** Basis points in 100 %: a rate of 15 % is 1500. */
export const WHOLE_BASIS_POINTS = 10_000;

/** A percentage with at most two decimals (15, 7.5, 2.25) as basis points (1500, 750, 225). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** The VAT contained in a VAT-inclusive amount, rounded half up to the poisha. */
export function vatIncluded(grossPoisha: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(grossPoisha) || grossPoisha < 0)
    throw new RangeError(`an amount in whole poisha, got ${grossPoisha}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > WHOLE_BASIS_POINTS)
    throw new RangeError(`a rate from 0 to 10000 basis points, got ${rateBasisPoints}`);
  const divisor = WHOLE_BASIS_POINTS + rateBasisPoints;
  // round(gross × rate / divisor), half up, in integers: floor((2·gross·rate + divisor) / (2·divisor)).
  return Math.floor((2 * grossPoisha * rateBasisPoints + divisor) / (2 * divisor));
}

export function chargeLine(input: ChargeInput, rateBasisPoints: number): ChargeLine {
  const grossPoisha = input.amountTaka * 100;
  const vatPoisha = vatIncluded(grossPoisha, rateBasisPoints);
  return {
    quantity: input.quantity,
    unitPricePoisha: input.unitPriceTaka * 100,
    grossPoisha,
    vatPoisha,
    netPoisha: grossPoisha - vatPoisha,
  };
}

export function invoiceTotals(lines: readonly ChargeLine[]): InvoiceTotals {
  return lines.reduce<InvoiceTotals>(
    (sum, line) => ({
      netPoisha: sum.netPoisha + line.netPoisha,
      vatPoisha: sum.vatPoisha + line.vatPoisha,
      grossPoisha: sum.grossPoisha + line.grossPoisha,
    }),
    { netPoisha: 0, vatPoisha: 0, grossPoisha: 0 },
  );
}
