import type { Order } from '@shop/contracts';
import { orderName } from './order-name';

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
  expect(orderName(order('Xiaomi Redmi Buds 5'), 10)).toBe('Xiaomi Red..');
  expect(orderName(order('Kettle'), 10)).toBe('Kettle');
  expect(orderName(order('Xiaomi Redmi Buds 5'))).toBe('Xiaomi Redmi Buds 5');
});

it('adds how many more products a multi-line order holds', () => {
  expect(orderName(order('Xiaomi Redmi Buds 5', 'Kettle', 'Router'), 10)).toBe(
    'Xiaomi Red.. +2 more',
  );
  expect(orderName(order('Kettle', 'Router'))).toBe('Kettle +1 more');
});

it('falls back to the booking’s part name when the lines are missing', () => {
  expect(orderName(order(), 10)).toBe('Booked par..');
  expect(orderName(order())).toBe('Booked part');
});
