import { customer } from '@shop/tools/jest/fake-api';
import type { Order, WalletClaim } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { anOrder } from '../../../testing/orders';
import { renderPage } from '../../../testing/render-page';
import { PaymentCell } from './payment-cell';

const ORDER_ID = '665f2a0000000000000ba5e1';
const claim = (over: Partial<WalletClaim> = {}): WalletClaim => ({
  wallet: 'bkash',
  senderNumber: '01712345678',
  trxId: '9FK3L0M2QX',
  toNumber: '01811111111',
  amountTaka: 1500,
  state: 'verifying',
  submittedAt: '2026-11-25T04:30:00.000Z',
  ...over,
});
const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

const render = (order: Order) =>
  renderPage(<PaymentCell order={order} />, { url: '/dashboard/myOrders', session: customer });

const state = () => screen.getByTestId('payment-state');

describe('the Payment column: wallet payments', () => {
  it('a send-money payment waiting for the shop: “Payment being checked”, the wallet and TrxID, no Pay', () => {
    render(anOrder(ORDER_ID, { payment: { status: 'verifying', walletClaim: claim() } }));
    expect(state().getAttribute('data-state')).toBe('verifying');
    expect(state().textContent).toBe('Payment being checkedbKash · TrxID 9FK3L0M2QX');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('paid by wallet: “Paid by bKash · TrxID …”, for send money and for bKash checkout', () => {
    const first = render(
      anOrder(ORDER_ID, {
        paid: true,
        payment: {
          status: 'paid',
          provider: 'wallet',
          walletClaim: claim({ wallet: 'nagad', trxId: '7XK3M9QP', state: 'verified' }),
        },
      }),
    );
    expect(state().textContent).toBe('paidPaid by Nagad · TrxID 7XK3M9QP');
    first.unmount();
    render(
      anOrder(ORDER_ID, {
        paid: true,
        payment: { status: 'paid', provider: 'bkash', transactionId: 'TRX8BK2Q1Z' },
      }),
    );
    expect(state().textContent).toBe('paidPaid by bKash · TrxID TRX8BK2Q1Z');
  });

  it('not received: the shop’s reason and the way back to pay', () => {
    const { router } = render(
      anOrder(ORDER_ID, {
        paymentMethod: 'card',
        expiresAt: inAnHour(),
        payment: {
          status: 'unpaid',
          walletClaim: claim({ state: 'not_received', reason: 'No such TrxID on our statement' }),
        },
      }),
    );
    expect(state().getAttribute('data-state')).toBe('not_received');
    expect(state().textContent).toContain('Payment not received');
    expect(screen.getByTestId('not-received-reason').textContent).toBe(
      'The shop says: No such TrxID on our statement',
    );
    const pay = screen.getByRole('link', { name: 'Pay again' });
    expect(pay.getAttribute('href')).toBe(`/dashboard/payment/${ORDER_ID}`);
    expect(router.state.location.pathname).toBe('/dashboard/myOrders');
  });

  it('in Bengali, brand names and TrxIDs kept as written', () => {
    switchLanguage('bn');
    try {
      render(anOrder(ORDER_ID, { payment: { status: 'verifying', walletClaim: claim() } }));
      expect(state().textContent).toBe('পেমেন্ট যাচাই করা হচ্ছেbKash · TrxID 9FK3L0M2QX');
      expect(untranslatedTexts(state())).toEqual([]);
    } finally {
      switchLanguage('en');
    }
  });
});

describe('the Payment column: a card payment', () => {
  it('says Successful and paid in words; the processor’s reference is small, with a copy button', () => {
    render(
      anOrder(ORDER_ID, {
        paymentMethod: 'card',
        paid: true,
        payment: { status: 'paid', provider: 'sandbox', transactionId: 'pi_sandbox_4f9a2c' },
      }),
    );
    expect(state().getAttribute('data-state')).toBe('paid');
    expect(screen.getByText('Successful')).toBeTruthy();
    const reference = screen.getByTestId('transaction-id');
    expect(reference.textContent).toBe('pi_sandbox_4f9a2c');
    expect(reference.closest('.my-orders__transaction')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /copy/i })).toHaveLength(1);
  });

  it('a wallet TrxID can be copied too', () => {
    render(anOrder(ORDER_ID, { payment: { status: 'verifying', walletClaim: claim() } }));
    expect(screen.getByTestId('transaction-id').textContent).toBe('9FK3L0M2QX');
    expect(screen.getAllByRole('button', { name: /copy/i })).toHaveLength(1);
  });
});
