import { DECIMAL_TEXT_PATTERN, readDecimal } from './numbers';

describe('readDecimal', () => {
  it.each([
    ['0', 0],
    ['16', 16],
    ['007', 7],
    ['-3', -3],
    ['2.5', 2.5],
    [12, 12],
    [-0.5, -0.5],
  ])('reads %p as %p', (value, number) => {
    expect(readDecimal(value)).toBe(number);
  });

  it.each([
    '0x10',
    '0X1F',
    '0b11',
    '0o17',
    '1e3',
    '1E3',
    '+5',
    ' 4',
    '4 ',
    '\t4',
    '4\n',
    'Infinity',
    '-Infinity',
    'NaN',
    '',
    '.5',
    '1.',
    '1,000',
    '1_000',
    '১২',
    '9'.repeat(400),
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    true,
    {},
    [],
    ['4'],
  ])('refuses %p', (value) => {
    expect(readDecimal(value)).toBeUndefined();
  });

  it('is the pattern the API documents', () => {
    expect(DECIMAL_TEXT_PATTERN.source).toBe('^-?\\d+(\\.\\d+)?$');
  });
});
