import type { Order } from '@shop/contracts';
import { render, screen } from '@testing-library/react';
import { PaymentState } from './payment-state';

const paid = (payment: Partial<Order['payment']>, paymentMethod: Order['paymentMethod']) =>
  ({ paymentMethod, total: 1000, payment: { status: 'paid', ...payment } }) as unknown as Order;

describe('PaymentState', () => {
  it('names a card payment with its transaction id', () => {
    render(
      <PaymentState
        order={paid({ transactionId: 'pi_3Qx', provider: 'stripe' } as never, 'card')}
      />,
    );
    expect(screen.getByTestId('payment-state').textContent).toContain('pi_3Qx');
  });

  it('says cash on delivery without the internal cash reference', () => {
    render(
      <PaymentState
        order={paid(
          { transactionId: 'cash-6b0702570af661322f525ade', provider: 'cash' } as never,
          'cod',
        )}
      />,
    );
    const text = screen.getByTestId('payment-state').textContent ?? '';
    expect(text).not.toContain('cash-6b07');
    expect(text).not.toContain('Transaction id');
  });
});
