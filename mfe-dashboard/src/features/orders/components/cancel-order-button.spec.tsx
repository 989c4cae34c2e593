import type { OrderPayment } from '@shop/contracts';
import { cancelMoney } from './cancel-order-button';

const order = (payment: OrderPayment) => ({ total: 38500, payment });

describe('cancelMoney: what the cancel dialog says of the money', () => {
  it.each([
    [{ status: 'unpaid' }, { key: 'unpaid', amount: 0 }],
    [{ status: 'verifying', provider: 'wallet' }, { key: 'verifying', amount: 38500 }],
    [{ status: 'paid', provider: 'stripe' }, { key: 'card', amount: 38500 }],
    [{ status: 'paid', provider: 'sandbox' }, { key: 'card', amount: 38500 }],
    [{ status: 'paid' }, { key: 'card', amount: 38500 }],
    [{ status: 'paid', provider: 'bkash' }, { key: 'bkash', amount: 38500 }],
    [{ status: 'paid', provider: 'wallet' }, { key: 'wallet', amount: 38500 }],
    [{ status: 'paid', provider: 'cash' }, { key: 'cash', amount: 38500 }],
    [
      { status: 'partially_refunded', provider: 'stripe', refundedTaka: 8500 },
      { key: 'card', amount: 30000 },
    ],
    [{ status: 'refunded', provider: 'stripe', refundedTaka: 38500 }, { key: 'unpaid', amount: 0 }],
  ] as Array<[OrderPayment, ReturnType<typeof cancelMoney>]>)('%j → %j', (payment, expected) => {
    expect(cancelMoney(order(payment))).toEqual(expected);
  });
});
