import { formatTaka, groupDigitsBangladeshi } from './money';

describe('groupDigitsBangladeshi', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12500, '12,500'],
    [125000, '1,25,000'],
    [1250000, '12,50,000'],
    [12345678, '1,23,45,678'],
    [-125000, '-1,25,000'],
  ])('groups %i as %s', (n, text) => {
    expect(groupDigitsBangladeshi(n)).toBe(text);
  });
});

describe('formatTaka', () => {
  it('prefixes Tk and groups lakhs', () => {
    expect(formatTaka(125000)).toBe('Tk 1,25,000');
    expect(formatTaka(850)).toBe('Tk 850');
  });

  it('accepts numeric text and drops fractions like the list-price rule', () => {
    expect(formatTaka('4500')).toBe('Tk 4,500');
    expect(formatTaka(1999.99)).toBe('Tk 1,999');
  });

  it('rejects values that are not prices', () => {
    expect(() => formatTaka('abc')).toThrow(RangeError);
    expect(() => formatTaka(-5)).toThrow(RangeError);
  });
});
