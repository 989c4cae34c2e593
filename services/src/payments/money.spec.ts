import { takaToUsdCents } from './money';

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
