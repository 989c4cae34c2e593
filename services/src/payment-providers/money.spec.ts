import { refundCents, takaToUsdCents } from './money';

describe('takaToUsdCents', () => {
  it.each([
    // [taka, rate, cents]
    [0, 122, 0],
    [122, 122, 100], // exactly one dollar: no rounding
    [1, 122, 1], // 0.82 cents → 1
    [121, 122, 100], // 99.18 → 100
    [123, 122, 101], // 100.82 → 101
    [244, 122, 200],
    [245, 122, 201], // 200.82 → 201
    [12_200, 122, 10_000],
    [12_201, 122, 10_001], // 10000.82 → 10001
    [1_220_000, 122, 1_000_000],
  ])('%i Tk at %d Tk/$ is %i cents', (taka, rate, cents) => {
    expect(takaToUsdCents(taka, rate)).toBe(cents);
  });

  it('reads a decimal rate exactly (119.5: 239 Tk is exactly 2 dollars)', () => {
    expect(takaToUsdCents(239, 119.5)).toBe(200);
    expect(takaToUsdCents(240, 119.5)).toBe(201); // 200.84 → 201
    expect(takaToUsdCents(12_235, 122.35)).toBe(10_000);
    expect(takaToUsdCents(12_236, 122.35)).toBe(10_001);
  });

  it('has no floating-point drift where plain division would add a cent', () => {
    // In floating point 7 × 100 / 0.7 is 1000.0000000000001 and 23 × 100 / 1.15 is 2000.0000000000002:
    // Math.ceil would charge a cent too many.
    expect(Math.ceil((7 * 100) / 0.7)).toBe(1001);
    expect(Math.ceil((23 * 100) / 1.15)).toBe(2001);
    expect(takaToUsdCents(7, 0.7)).toBe(1000);
    expect(takaToUsdCents(23, 1.15)).toBe(2000);
    expect(takaToUsdCents(7, 0.07)).toBe(10_000);
    expect(takaToUsdCents(3, 0.3)).toBe(1000);
    expect(takaToUsdCents(1, 0.0001)).toBe(1_000_000);
  });

  it('never charges less than the taka total is worth', () => {
    for (let taka = 0; taka <= 5000; taka += 7) {
      const cents = takaToUsdCents(taka, 122.35);
      // cents / 100 dollars × 122.35 ≥ taka, and one cent less would not be (in exact integers).
      expect(cents * 12_235).toBeGreaterThanOrEqual(taka * 100 * 100);
      expect((cents - 1) * 12_235).toBeLessThan(taka * 100 * 100);
    }
  });

  it('stays exact for totals far beyond any order, and refuses what cents cannot hold exactly', () => {
    expect(takaToUsdCents(9_999_999_999, 122)).toBe(8_196_721_311); // 8196721310.66 → …311
    expect(() => takaToUsdCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects the total %p', (taka) => {
    expect(() => takaToUsdCents(taka, 122)).toThrow(RangeError);
  });

  it.each([0, -122, 122.12345, Number.NaN, Number.POSITIVE_INFINITY, 1e21])(
    'rejects the rate %p',
    (rate) => {
      expect(() => takaToUsdCents(100, rate)).toThrow(RangeError);
    },
  );
});

describe('refundCents (a share of what was charged, rounded down)', () => {
  it.each([
    // charged, total, refund, cents
    [1025, 1250, 1250, 1025],
    [1025, 1250, 0, 0],
    [1025, 1250, 625, 512], // 512.5 → 512
    [1025, 1250, 1, 0], // 0.82 → 0
    [1025, 1250, 2, 1], // 1.64 → 1
    [1189, 1450, 1449, 1188], // 1188.18 → 1188: one taka less never refunds the whole charge
    [100, 3, 1, 33],
    [100, 3, 2, 66], // 33 + 66 = 99 ≤ 100: the rest goes with the last refund
  ])('charged %i cents for %i Tk, refunding %i Tk gives %i cents', (charged, total, refund, cents) => {
    expect(refundCents(charged, total, refund)).toBe(cents);
  });

  it('never more than was charged, for every share of a small order', () => {
    const charged = takaToUsdCents(977, 121.75);
    for (let refund = 0; refund <= 977; refund++) {
      const cents = refundCents(charged, 977, refund);
      expect(cents).toBeLessThanOrEqual(charged);
      expect(cents + refundCents(charged, 977, 977 - refund)).toBeLessThanOrEqual(charged);
    }
  });

  it('is exact for amounts beyond floating point', () => {
    expect(refundCents(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1)).toBe(
      Number.MAX_SAFE_INTEGER - 1,
    );
  });

  it.each([
    [1025, 1250, 1251],
    [1025, 1250, -1],
    [1025.5, 1250, 1],
    [1025, 1250, 0.5],
    [-1, 1250, 1],
  ])('refuses charged %p, total %p, refund %p', (charged, total, refund) => {
    expect(() => refundCents(charged, total, refund)).toThrow(RangeError);
  });

  it('nothing to refund of a free order', () => {
    expect(refundCents(0, 0, 0)).toBe(0);
  });
});
