import type { Order } from '@shop/contracts';
import { orderNameParts } from './order-name';

const line = (name: string) => ({
  partId: 'p',
  name,
  img: '',
  unitPrice: 1,
  quantity: 1,
  lineTotal: 1,
});
const order = (...names: string[]) =>
  ({ partsName: names[0] ?? 'Booked part', lines: names.map(line) }) as Pick<
    Order,
    'lines' | 'partsName'
  >;

it('names a one-product order by its product, cut to the first characters plus ..', () => {
  expect(orderNameParts(order('Xiaomi Redmi Buds 5'), 10)).toEqual({
    first: 'Xiaomi Red..',
    more: 0,
  });
  expect(orderNameParts(order('Kettle'), 10)).toEqual({ first: 'Kettle', more: 0 });
  expect(orderNameParts(order('Xiaomi Redmi Buds 5'))).toEqual({
    first: 'Xiaomi Redmi Buds 5',
    more: 0,
  });
});

it('counts how many more products a multi-line order holds', () => {
  expect(orderNameParts(order('Xiaomi Redmi Buds 5', 'Kettle', 'Router'), 10)).toEqual({
    first: 'Xiaomi Red..',
    more: 2,
  });
  expect(orderNameParts(order('Kettle', 'Router'))).toEqual({ first: 'Kettle', more: 1 });
});

it('falls back to the booking’s part name when the lines are missing', () => {
  expect(orderNameParts(order(), 10)).toEqual({ first: 'Booked par..', more: 0 });
  expect(orderNameParts(order())).toEqual({ first: 'Booked part', more: 0 });
});
