import { customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import type { DeliveryAdvance, Order } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { leaveTo } from '../../../lib/redirect';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { anOrder, line } from '../../../testing/orders';
import { renderPage } from '../../../testing/render-page';
import { DeliveryAdvanceReturn } from './delivery-advance';
import { PaymentCell } from './payment-cell';

jest.mock('react-toastify', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn(), info: jest.fn() }),
}));
jest.mock('../../../lib/redirect', () => ({ leaveTo: jest.fn() }));

const ORDER_ID = '665f2a0000000000000ad7a1';
const ADVANCE = 'POST /payments/bkash/advance';

/** A cash order outside Dhaka: ৳1,500 of goods and a ৳130 delivery charge. */
const codOrder = (deliveryAdvance?: DeliveryAdvance, over: Partial<Order> = {}) =>
  anOrder(ORDER_ID, {
    lines: [line('Xiaomi Redmi Buds 5 Pro')],
    district: 'Chattogram',
    deliveryFee: 130,
    total: 1630,
    ...(deliveryAdvance ? { deliveryAdvance } : {}),
    ...over,
  });
const asked: DeliveryAdvance = {
  state: 'asked',
  amount: 130,
  requestedAt: '2026-11-25T04:30:00.000Z',
};

const render = (order: Order) =>
  renderPage(<PaymentCell order={order} />, { url: '/dashboard/myOrders', session: customer });

const note = () => screen.getByTestId('delivery-advance');

describe('the delivery charge asked in advance, in My Booking Products', () => {
  afterEach(() => switchLanguage('en'));

  it('says nothing of it when the shop did not ask', () => {
    render(codOrder());
    expect(screen.queryByTestId('delivery-advance')).toBeNull();
    expect(screen.queryByRole('button', { name: /delivery charge/ })).toBeNull();
  });

  it('asked: the amount, the rest on delivery, and Pay delivery charge by bKash starts bKash for the order', async () => {
    const api = fakeApi({
      [ADVANCE]: () =>
        json(200, {
          bkashURL: 'http://localhost:4310/checkout/TR0011adv',
          paymentID: 'TR0011adv',
          amountTaka: 130,
          simulator: true,
        }),
    });
    render(codOrder(asked));
    expect(note().getAttribute('data-state')).toBe('asked');
    expect(note().textContent).toContain(
      'The shop asks for the delivery charge of ৳130 in advance before it confirms this order.',
    );
    expect(note().textContent).toContain('The rest, ৳1,500, is paid on delivery.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay delivery charge by bKash' }));
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith('http://localhost:4310/checkout/TR0011adv'),
    );
    // Only the order is sent: the amount is the server's.
    expect(await api.calls('POST', '/payments/bkash/advance')[0].json()).toEqual({
      orderId: ORDER_ID,
    });
  });

  it('asked, in Bengali: every word translated, the amount in Bengali digits', () => {
    switchLanguage('bn');
    render(codOrder(asked));
    expect(note().textContent).toContain('ডেলিভারি চার্জ ৳১৩০ আগে পরিশোধ করতে বলেছে');
    expect(screen.getByRole('button', { name: /ডেলিভারি চার্জ দিন$/ })).toBeTruthy();
    expect(untranslatedTexts(note())).toEqual([]);
  });

  it('paid: the TrxID and what is left to pay on delivery, no button', () => {
    render(
      codOrder({
        ...asked,
        state: 'paid',
        paid: { amount: 130, trxId: 'BKA7X2Q9LM', paidAt: '2026-11-25T05:00:00.000Z' },
      }),
    );
    expect(note().getAttribute('data-state')).toBe('paid');
    expect(note().textContent).toContain('Delivery charge ৳130 paid by bKash · TrxID BKA7X2Q9LM');
    expect(note().textContent).toContain('৳1,500 to pay on delivery');
    expect(screen.queryByRole('button', { name: /Pay delivery charge/ })).toBeNull();
  });

  it('a cancelled order whose advance went back says so; an unpaid ask of a cancelled order says nothing', () => {
    const first = render(
      codOrder(
        {
          ...asked,
          state: 'paid',
          paid: { amount: 130, trxId: 'BKA7X2Q9LM', paidAt: '2026-11-25T05:00:00.000Z' },
          refund: {
            status: 'succeeded',
            amount: 130,
            refundTrxId: 'RF1',
            refundedAt: '2026-11-25T06:00:00.000Z',
          },
        },
        { status: 'cancelled' },
      ),
    );
    expect(note().textContent).toBe(
      'The delivery charge of ৳130 paid in advance is refunded to your bKash account.',
    );
    first.unmount();
    render(codOrder(asked, { status: 'cancelled' }));
    expect(screen.queryByTestId('delivery-advance')).toBeNull();
  });

  it('back from bKash: paid says so; a failure gives bKash’s reason as bKash wrote it', () => {
    const first = renderPage(<DeliveryAdvanceReturn outcome="success" />, {
      url: '/dashboard/myOrders?advance=success',
      session: customer,
    });
    expect(screen.getByTestId('advance-outcome').textContent).toBe(
      'Delivery charge paid by bKash. Thank you: the shop can now confirm your order.',
    );
    first.unmount();
    renderPage(<DeliveryAdvanceReturn outcome="failure" reason="Insufficient Balance" />, {
      url: '/dashboard/myOrders?advance=failure',
      session: customer,
    });
    expect(screen.getByTestId('advance-outcome').textContent).toBe(
      'The bKash payment of the delivery charge did not go through.bKash said: Insufficient Balance',
    );
  });
});
