import type { Order } from '@shop/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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

  const claim = {
    wallet: 'bkash',
    senderNumber: '01712345678',
    trxId: '9FK3L0M2QX',
    toNumber: '01811111111',
    amountTaka: 1000,
    submittedAt: '2026-11-25T04:30:00.000Z',
  } as const;

  it('a send-money payment being checked: the wallet, the amount and the way to the queue', () => {
    render(
      <MemoryRouter>
        <PaymentState
          order={
            {
              paymentMethod: 'card',
              total: 1000,
              payment: { status: 'verifying', walletClaim: { ...claim, state: 'verifying' } },
            } as unknown as Order
          }
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('payment-state').textContent).toContain('payment being checked');
    expect(screen.getByTestId('payment-state').textContent).toContain('bKash · ৳1,000');
    expect(
      screen.getByRole('link', { name: 'Check it in Wallet payments' }).getAttribute('href'),
    ).toBe('/dashboard/walletPayments');
  });

  it('paid by send money: the wallet and the TrxID the admin verified; by bKash checkout: bKash', () => {
    const { unmount } = render(
      <PaymentState
        order={paid(
          { provider: 'wallet', walletClaim: { ...claim, wallet: 'nagad', state: 'verified' } },
          'card',
        )}
      />,
    );
    expect(screen.getByTestId('payment-state').textContent).toBe(
      'paidsend moneyNagad · Transaction id: 9FK3L0M2QX',
    );
    unmount();
    render(
      <PaymentState order={paid({ provider: 'bkash', transactionId: 'TRX8BK2Q1Z' }, 'card')} />,
    );
    expect(screen.getByTestId('payment-state').textContent).toBe(
      'paidbKashTransaction id: TRX8BK2Q1Z',
    );
  });
});
