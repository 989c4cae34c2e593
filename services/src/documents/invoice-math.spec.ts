import { chargeLine, invoiceTotals, percentToBasisPoints, vatIncluded } from './invoice-math';
import { financialYearOf, formatInvoiceNumber } from './financial-year';

describe('vatIncluded (VAT-inclusive prices, integer poisha)', () => {
  it('takes 15% VAT out of an amount that includes it: 115 taka → 15 taka', () => {
    expect(vatIncluded(11_500, 1500)).toBe(1500);
  });

  it('rounds half up to the poisha', () => {
    // 2500 taka × 15/115 = 326.0869… → 326.09
    expect(vatIncluded(250_000, 1500)).toBe(32_609);
    // 70 taka × 15/115 = 9.1304… → 9.13
    expect(vatIncluded(7_000, 1500)).toBe(913);
    // 5 %: 31 poisha × 5/105 = 1.476… → 1; 32 poisha → 1.523… → 2
    expect(vatIncluded(31, 500)).toBe(1);
    expect(vatIncluded(32, 500)).toBe(2);
  });

  it('rounds an exact half poisha up', () => {
    // At 100 % the VAT is half the amount: 1 poisha → 0.5 → 1; 3 poisha → 1.5 → 2
    expect(vatIncluded(1, 10_000)).toBe(1);
    expect(vatIncluded(3, 10_000)).toBe(2);
  });

  it('is 0 at a 0% rate and all of nothing', () => {
    expect(vatIncluded(123_456, 0)).toBe(0);
    expect(vatIncluded(0, 1500)).toBe(0);
  });

  it('refuses amounts that are not whole poisha and rates outside 0–100%', () => {
    expect(() => vatIncluded(10.5, 1500)).toThrow(RangeError);
    expect(() => vatIncluded(-1, 1500)).toThrow(RangeError);
    expect(() => vatIncluded(100, 10_001)).toThrow(RangeError);
    expect(() => vatIncluded(100, 7.5)).toThrow(RangeError);
  });
});

describe('chargeLine and invoiceTotals', () => {
  it("splits each line into net + VAT that add up to exactly the line's amount", () => {
    const line = chargeLine({ quantity: 2, unitPriceTaka: 1250, amountTaka: 2500 }, 1500);
    expect(line).toEqual({
      quantity: 2,
      unitPricePoisha: 125_000,
      grossPoisha: 250_000,
      vatPoisha: 32_609,
      netPoisha: 217_391,
    });
  });

  it("totals are the lines' sums, and the gross total is the order's total to the poisha", () => {
    const lines = [
      chargeLine({ quantity: 2, unitPriceTaka: 1250, amountTaka: 2500 }, 1500),
      chargeLine({ quantity: 1, unitPriceTaka: 27_999, amountTaka: 27_999 }, 1500),
      chargeLine({ quantity: 1, unitPriceTaka: 70, amountTaka: 70 }, 1500),
      chargeLine({ quantity: 1, unitPriceTaka: 60, amountTaka: 60 }, 1500),
    ];
    const totals = invoiceTotals(lines);
    expect(totals.grossPoisha).toBe(30_629 * 100);
    expect(totals.vatPoisha).toBe(32_609 + 365_204 + 913 + 783);
    expect(totals.netPoisha + totals.vatPoisha).toBe(totals.grossPoisha);
    for (const value of Object.values(totals)) expect(Number.isInteger(value)).toBe(true);
  });

  it('an invoice with no lines totals zero', () => {
    expect(invoiceTotals([])).toEqual({ netPoisha: 0, vatPoisha: 0, grossPoisha: 0 });
  });

  it('reads percentages with two decimals as basis points', () => {
    expect(percentToBasisPoints(15)).toBe(1500);
    expect(percentToBasisPoints(7.5)).toBe(750);
    expect(percentToBasisPoints(2.25)).toBe(225);
    expect(percentToBasisPoints(0)).toBe(0);
  });
});

describe('financialYearOf (July–June, on Dhaka time)', () => {
  it('30 June 23:59 in Dhaka is still the old year; 1 July 00:00 is the new one', () => {
    expect(financialYearOf(new Date('2026-06-30T17:59:59.999Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-06-30T18:00:00.000Z'))).toBe('2026-27');
  });

  it('January belongs to the year that began the July before', () => {
    expect(financialYearOf(new Date('2027-01-15T06:00:00Z'))).toBe('2026-27');
    // 31 December 20:00 UTC is already 1 January in Dhaka: still the same financial year
    expect(financialYearOf(new Date('2026-12-31T20:00:00Z'))).toBe('2026-27');
  });

  it('writes the century turn with two digits', () => {
    expect(financialYearOf(new Date('2099-08-01T00:00:00Z'))).toBe('2099-00');
  });

  it('prints the number with a six-digit serial', () => {
    expect(formatInvoiceNumber('2026-27', 42)).toBe('2026-27/000042');
    expect(formatInvoiceNumber('2026-27', 1_234_567)).toBe('2026-27/1234567');
  });
});
