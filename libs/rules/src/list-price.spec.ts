import { listPrice, markupRate, toIntegerPrice } from './list-price';

describe('markupRate', () => {
  // Every tier boundary: the threshold itself falls in the tier below, one taka more in the tier.
  it.each([
    [0, 0.5],
    [1, 0.5],
    [500, 0.5],
    [501, 0.4],
    [1500, 0.4],
    [1501, 0.35],
    [2000, 0.35],
    [2001, 0.3],
    [5000, 0.3],
    [5001, 0.25],
    [10000, 0.25],
    [10001, 0.2],
    [40000, 0.2],
    [40001, 0.1],
    [250000, 0.1],
  ])('price %i has markup %d', (price, rate) => {
    expect(markupRate(price)).toBe(rate);
  });
});

describe('listPrice', () => {
  it.each([
    [0, 0],
    [100, 150],
    [500, 750],
    [501, 701],
    [1500, 2100],
    [1501, 2026],
    [2000, 2700],
    [2001, 2601],
    [5000, 6500],
    [5001, 6251],
    [10000, 12500],
    [10001, 12001],
    [40000, 48000],
    [40001, 44001],
    [125000, 137500],
  ])('list price of %i is %i', (price, expected) => {
    expect(listPrice(price)).toBe(expected);
  });

  it('accepts a price given as text, as the spec allows', () => {
    expect(listPrice('1250')).toBe(1750);
    expect(listPrice(' 2500 ')).toBe(3250);
  });

  it('truncates fractional prices before choosing the tier', () => {
    expect(listPrice(500.9)).toBe(750);
  });

  it.each(['', 'abc', -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %p', (bad) => {
    expect(() => listPrice(bad as number | string)).toThrow(RangeError);
  });
});

describe('toIntegerPrice', () => {
  it('keeps whole taka', () => {
    expect(toIntegerPrice(42)).toBe(42);
    expect(toIntegerPrice('42.75')).toBe(42);
  });
});
