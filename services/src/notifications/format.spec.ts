import { formatTaka, orderNumber } from './format';

describe('message formatting', () => {
  it('prints taka like the storefront: ৳, lakh grouping, Bengali digits in Bengali', () => {
    expect(formatTaka(1250000, 'en')).toBe('৳12,50,000');
    expect(formatTaka(1250000, 'bn')).toBe('৳১২,৫০,০০০');
    expect(formatTaka(999, 'bn')).toBe('৳৯৯৯');
  });

  it('shortens the order id to its last six characters', () => {
    expect(orderNumber('665f1e00000000000000a1b2')).toBe('00A1B2');
  });
});
