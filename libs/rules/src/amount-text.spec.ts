import { readAmountText } from './amount-text';
import { AMOUNT_PATTERN } from './order-validation';

describe('readAmountText', () => {
  it.each([
    ['2400', '2400'],
    ['2,400', '2400'],
    ['২৪০০', '2400'],
    ['২,৪০০', '2400'],
    ['  2,400  ', '2400'],
    ['1,00,000', '100000'],
    ['১,০০,০০০', '100000'],
    ['12,34,567', '1234567'],
    ['1,00,00,000', '10000000'],
    ['100,000', '100000'],
    ['1,000,000', '1000000'],
    ['999', '999'],
    ['1,000', '1000'],
    ['0', '0'],
    ['0.5', '0.5'],
    ['1,250.75', '1250.75'],
    ['১,২৫০.৭৫', '1250.75'],
    ['12,345.5', '12345.5'],
  ])('reads %j as %j', (typed, text) => {
    const read = readAmountText(typed);
    expect(read).toEqual({ text });
    expect(AMOUNT_PATTERN.test(read.text!)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['01250', 'leadingZero'],
    ['00', 'leadingZero'],
    ['০১২৫০', 'leadingZero'],
    ['0,500', 'leadingZero'],
    ['01.5', 'leadingZero'],
    ['2,40', 'grouping'],
    ['24,00', 'grouping'],
    ['2,4000', 'grouping'],
    ['1,00,00', 'grouping'],
    ['100,00,000', 'grouping'],
    ['1,0,000', 'grouping'],
    ['2,400,', 'grouping'],
    [',2400', 'notANumber'],
    ['2,,400', 'grouping'],
    ['-5', 'notANumber'],
    ['+5', 'notANumber'],
    ['1e3', 'notANumber'],
    ['0x10', 'notANumber'],
    ['.5', 'notANumber'],
    ['5.', 'notANumber'],
    ['2 400', 'notANumber'],
    ['2.400,50', 'notANumber'],
    ['৳2,400', 'notANumber'],
    ['abc', 'notANumber'],
    ['Infinity', 'notANumber'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(readAmountText(typed)).toEqual({ problem });
  });
});
