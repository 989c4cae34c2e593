import { parseTypedNumber } from './typed-number';

describe('parseTypedNumber', () => {
  it.each([
    ['৩', 3],
    ['১২', 12],
    ['1,250', 1250],
    [' ৪.৫ ', 4.5],
    ['7', 7],
  ])('reads %p as %p', (typed, value) => {
    expect(parseTypedNumber(typed)).toBe(value);
  });

  it.each(['', undefined, 'abc'])('%p is not a number', (typed) => {
    expect(parseTypedNumber(typed)).toBeNaN();
  });
});
