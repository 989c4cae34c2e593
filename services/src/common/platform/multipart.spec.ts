import { multipartBoundary } from './multipart';

describe('multipartBoundary', () => {
  it('reads a token or quoted boundary of 1 to 70 RFC 2046 characters', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc123')).toBe('abc123');
    expect(multipartBoundary('multipart/form-data;boundary="a b:c"')).toBe('a b:c');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; BOUNDARY=x')).toBe('x');
    expect(multipartBoundary(`multipart/form-data; boundary=${'a'.repeat(70)}`)).toBe('a'.repeat(70));
  });

  it('finds none when it is missing, empty, too long or of other characters', () => {
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=""',
      `multipart/form-data; boundary=${'a'.repeat(71)}`,
      'multipart/form-data; boundary="ends with space "',
      'multipart/form-data; boundary=a\u0001b',
      'multipart/form-data; charset=utf-8',
    ]) {
      expect(multipartBoundary(type)).toBeUndefined();
    }
  });
});
