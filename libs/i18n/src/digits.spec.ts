import { toAsciiDigits } from './format';

it('reads Bengali digits as ASCII digits and keeps everything else', () => {
  expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
  expect(toAsciiDigits('৪.৫ stars')).toBe('4.5 stars');
  expect(toAsciiDigits('12/34')).toBe('12/34');
});
