import { bkashAmount, poishaOf } from './bkash-api';

describe('bKash amounts', () => {
  it.each([
    [145000, '1450.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99999, '999.99'],
  ])('%i poisha are %s', (poisha, text) => {
    expect(bkashAmount(poisha)).toBe(text);
    expect(poishaOf(text)).toBe(poisha);
  });

  it.each([
    ['15', 1500],
    ['1450.5', 145050],
  ])("reads bKash's %s as %i poisha", (text, poisha) => {
    expect(poishaOf(text)).toBe(poisha);
  });

  it.each([undefined, '', '-1', '1.234', '1e3', ' 15', '15.'])('refuses %p', (text) => {
    expect(poishaOf(text)).toBeNaN();
  });
});
