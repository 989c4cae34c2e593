import {
  formatOrderNumber,
  ORDER_NUMBER_LENGTH,
  orderNumber,
  orderNumberQuery,
} from './order-number';
import { orderReference } from './wallet-validation';

describe('orderNumber', () => {
  it('is the id’s last 6 characters, upper-cased', () => {
    expect(orderNumber('665f1c2e9d3a4b5c6f0b3df8')).toBe('0B3DF8');
    expect(orderNumber('665f1c2e9d3a4b5c6f0b3df8')).toHaveLength(ORDER_NUMBER_LENGTH);
  });

  it('is the wallet reference the customer writes in the app', () => {
    expect(orderNumber('665f1c2e9d3a4b5c6fabcdef')).toBe(
      orderReference('665f1c2e9d3a4b5c6fabcdef'),
    );
  });

  it('is printed with a #', () => {
    expect(formatOrderNumber('0B3DF8')).toBe('#0B3DF8');
  });
});

describe('orderNumberQuery', () => {
  it.each([
    ['0B3DF8', '0B3DF8'],
    ['#0B3DF8', '0B3DF8'],
    ['#0b3df8', '0B3DF8'],
    ['  #0b3 ', '0B3'],
    ['3df', '3DF'],
    ['f', 'F'],
    ['0B 3D F8', '0B3DF8'],
  ])('reads %p as %p', (text, expected) => {
    expect(orderNumberQuery(text)).toBe(expected);
  });

  it.each(['', '#', '##0B3', '0B3DF8A', 'karim@mail.com', 'xyz', '01712-345678'])(
    'finds no number in %p',
    (text) => {
      expect(orderNumberQuery(text)).toBeUndefined();
    },
  );

  it('reads a phone fragment of up to 6 digits as a number too (the list matches either)', () => {
    expect(orderNumberQuery('01712')).toBe('01712');
  });

  it('is undefined for a non-string', () => {
    expect(orderNumberQuery(42 as unknown as string)).toBeUndefined();
  });
});
