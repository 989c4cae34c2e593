import { truncate, TRUNCATE_AT } from './text';

describe('truncate', () => {
  it('leaves text at or under the limit untouched', () => {
    expect(truncate('Router', 10)).toBe('Router');
    expect(truncate('abcdefghij', 10)).toBe('abcdefghij');
    expect(truncate('', 5)).toBe('');
  });

  it("keeps the first n characters and appends '..' when it cuts", () => {
    expect(truncate('abcdefghijk', 10)).toBe('abcdefghij..');
    const name = 'x'.repeat(TRUNCATE_AT.cardName + 1);
    expect(truncate(name, TRUNCATE_AT.cardName)).toBe('x'.repeat(70) + '..');
  });

  it('counts code points, never splitting a surrogate pair', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀..');
  });

  it('handles Bengali text', () => {
    expect(truncate('ক্যাশ অন ডেলিভারি', 4)).toBe('ক্যা..');
  });

  it('rejects a negative or fractional length', () => {
    expect(() => truncate('abc', -1)).toThrow(RangeError);
    expect(() => truncate('abc', 1.5)).toThrow(RangeError);
  });
});
