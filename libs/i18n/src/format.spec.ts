import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  localizeDigits,
  toBengaliDigits,
} from './format';

describe('toBengaliDigits', () => {
  it('replaces every ASCII digit and keeps the rest', () => {
    expect(toBengaliDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(toBengaliDigits('Order #42, 3 items')).toBe('Order #৪২, ৩ items');
  });

  it('leaves English alone through localizeDigits', () => {
    expect(localizeDigits('12:05', 'en')).toBe('12:05');
    expect(localizeDigits('12:05', 'bn')).toBe('১২:০৫');
  });
});

describe('formatPrice', () => {
  it.each([
    [0, '৳0', '৳০'],
    [120, '৳120', '৳১২০'],
    [2799, '৳2,799', '৳২,৭৯৯'],
    [99_999, '৳99,999', '৳৯৯,৯৯৯'],
    [100_000, '৳1,00,000', '৳১,০০,০০০'],
    [1_250_000, '৳12,50,000', '৳১২,৫০,০০০'],
    [123_456_789, '৳12,34,56,789', '৳১২,৩৪,৫৬,৭৮৯'],
  ])('%d taka → %s in English and %s in Bengali (lakh grouping in both)', (amount, en, bn) => {
    expect(formatPrice(amount, 'en')).toBe(en);
    expect(formatPrice(amount, 'bn')).toBe(bn);
  });

  it('drops fractions and reads numeric text, as the catalogue stores prices', () => {
    expect(formatPrice(2799.9, 'en')).toBe('৳2,799');
    expect(formatPrice('125000', 'bn')).toBe('৳১,২৫,০০০');
    expect(formatPrice('not a price', 'en')).toBe('৳0');
  });
});

describe('formatNumber', () => {
  it('groups the South Asian way and localises digits', () => {
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatNumber(-1500, 'bn')).toBe('-১,৫০০');
  });

  it('keeps the decimals asked for, without trailing zeros', () => {
    expect(formatNumber(22.95, 'en', 2)).toBe('22.95');
    expect(formatNumber(22.5, 'bn', 2)).toBe('২২.৫');
    expect(formatNumber(1000.004, 'en', 2)).toBe('1,000');
  });
});

describe('formatDate / formatDateTime (Bangladesh time, UTC+6)', () => {
  it('writes the day, the month name and the year in each language', () => {
    expect(formatDate('2026-11-23T08:00:00Z', 'en')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23T08:00:00Z', 'bn')).toBe('২৩ নভেম্বর ২০২৬');
  });

  it('counts the day in Dhaka: 20:00 UTC is already the next day', () => {
    expect(formatDate('2026-12-31T18:30:00Z', 'en')).toBe('1 Jan 2027');
    expect(formatDate('2026-12-31T17:59:00Z', 'bn')).toBe('৩১ ডিসেম্বর ২০২৬');
  });

  it('adds the 24-hour time', () => {
    expect(formatDateTime('2026-02-05T03:07:00Z', 'en')).toBe('5 Feb 2026, 09:07');
    expect(formatDateTime('2026-02-05T03:07:00Z', 'bn')).toBe('৫ ফেব্রুয়ারি ২০২৬, ০৯:০৭');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime(Number.NaN, 'bn')).toBe('');
  });
});
