import type { Order, OrderLine } from '@shop/contracts';
import { customer } from '@shop/tools/jest/fake-api';

let next = 0;

/** A line of one product in its only variant (a product without options) unless overridden. */
export const line = (name: string, overrides: Partial<OrderLine> = {}): OrderLine => {
  const n = String(10 + (next++ % 80)).padStart(2, '0');
  return {
    partId: `665f1e0000000000000000${n}`,
    sku: `ITEM-0000${n}`,
    name,
    img: '/static/products/item.svg',
    unitPrice: 1500,
    quantity: 1,
    lineTotal: 1500,
    ...overrides,
  };
};

/** An order as the API answers it: one line unless `lines` says otherwise, placed, unpaid, COD. */
export function anOrder(id: string, overrides: Partial<Order> = {}): Order {
  const lines = overrides.lines ?? [line('Xiaomi Redmi Buds 5 Pro')];
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  return {
    _id: id,
    number: id.slice(-6).toUpperCase(),
    partsId: lines[0].partId,
    partsName: lines[0].name,
    name: customer.name,
    email: customer.email,
    phone: '01712345678',
    address: 'House 1, Road 2',
    img: lines[0].img,
    price: subtotal,
    quantity,
    paid: false,
    userId: customer._id,
    district: 'Dhaka',
    lines,
    subtotal,
    deliveryFee: 0,
    total: subtotal,
    paymentMethod: 'cod',
    payment: { status: 'unpaid' },
    status: 'placed',
    history: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
