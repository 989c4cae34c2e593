import type { Order, VisibleOrderStatus } from '@shop/contracts';
import { asksForCash, orderActions } from './order-actions';

const order = (
  status: VisibleOrderStatus,
  overrides: Partial<Pick<Order, 'paymentMethod' | 'payment' | 'price'>> = {},
) => ({
  status,
  paymentMethod: 'cod' as const,
  payment: { status: 'unpaid' as const },
  price: 1500,
  ...overrides,
});

describe('orderActions', () => {
  it.each<[VisibleOrderStatus, string[]]>([
    ['placed', ['confirmed', 'cancelled']],
    ['confirmed', ['shipped', 'cancelled']],
    ['shipped', ['delivered', 'cancelled']],
    ['delivered', []],
    ['cancelled', []],
  ])('%s → %j', (status, steps) => {
    expect(orderActions(order(status)).map((a) => a.to)).toEqual(steps);
  });

  it('an admin may cancel a paid order too (refunded by hand)', () => {
    expect(
      orderActions(order('confirmed', { payment: { status: 'paid', transactionId: 'pi_1' } })).map(
        (a) => a.to,
      ),
    ).toEqual(['shipped', 'cancelled']);
  });
});

describe('asksForCash', () => {
  it('only when delivering an unpaid cash-on-delivery order', () => {
    expect(asksForCash(order('shipped'), 'delivered')).toBe(true);
    expect(asksForCash(order('shipped'), 'cancelled')).toBe(false);
    expect(asksForCash(order('shipped', { paymentMethod: 'card' }), 'delivered')).toBe(false);
    expect(
      asksForCash(
        order('shipped', { payment: { status: 'paid', transactionId: 'cash-1' } }),
        'delivered',
      ),
    ).toBe(false);
  });
});
