import { formatUsd } from './dollars';

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [1234, '$12.34'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it.each([-1, 12.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p', (cents) => {
    expect(() => formatUsd(cents)).toThrow(RangeError);
  });

  it.each([
    [0, '$০.০০'],
    [2460, '$২৪.৬০'],
    [123456789, '$১,২৩৪,৫৬৭.৮৯'],
  ])('%i cents in Bengali → %s (Bengali digits, the dollar sign kept)', (cents, text) => {
    expect(formatUsd(cents, 'bn')).toBe(text);
  });
});
