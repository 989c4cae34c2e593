import { apiError, customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import type { Order } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { anOrder, line } from '../../../testing/orders';
import { renderPage } from '../../../testing/render-page';
import { MyOrdersPage } from './my-orders-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

/** The API's refusal of a customer's cancel once the parcel is with the courier (services/src/couriers). */
const PARCEL_WITH_COURIER_EN =
  'Your parcel is already with the courier, so this order can no longer be cancelled here. Please contact the shop.';

const BOOKINGS_PATH = `/booking/${encodeURIComponent(customer.email)}`;
const BOOKINGS = `GET ${BOOKINGS_PATH}`;

const placed = anOrder('665f2a000000000000000001', {
  createdAt: '2026-11-22T09:00:00.000Z',
  lines: [line('Xiaomi Redmi Buds 5 Pro', { quantity: 2, lineTotal: 3000 })],
});
const paid = anOrder('665f2a000000000000000002', {
  createdAt: '2026-11-21T09:00:00.000Z',
  lines: [line('Kettle')],
  paymentMethod: 'card',
  paid: true,
  payment: { status: 'paid', transactionId: 'pi_3PaidByCard', paidAt: '2026-11-21T09:05:00.000Z' },
  status: 'confirmed',
});
const cancelled = anOrder('665f2a000000000000000003', {
  createdAt: '2026-11-20T09:00:00.000Z',
  lines: [line('TP-Link Archer C6 Router')],
  status: 'cancelled',
});
const unpaidCard = anOrder('665f2a000000000000000004', {
  createdAt: '2026-11-19T09:00:00.000Z',
  lines: [line('Amazfit Bip 5 Smart Watch'), line('Kettle'), line('Router')],
  paymentMethod: 'card',
  deliveryFee: 0,
});
const shipped = anOrder('665f2a000000000000000005', {
  createdAt: '2026-11-18T09:00:00.000Z',
  lines: [line('Redmi Watch 3')],
  status: 'shipped',
});
const delivered = anOrder('665f2a000000000000000006', {
  createdAt: '2026-11-17T09:00:00.000Z',
  lines: [line('Baseus Bowie E9', { partId: '665f1e0000000000000000aa' })],
  status: 'delivered',
});

const render = () =>
  renderPage(<MyOrdersPage />, {
    url: '/dashboard/myOrders',
    path: '/dashboard/myOrders',
    session: customer,
  });

const rows = () => screen.getAllByTestId('order-row');
const rowOf = (order: Order) =>
  rows().find((row) => row.getAttribute('data-order-id') === order._id) as HTMLElement;

/** The name as drawn: the cut text (the whole name is there for readers, hidden). */
const shownName = (row: HTMLElement) => {
  const name = within(row).getByTestId('order-name').cloneNode(true) as HTMLElement;
  name.querySelectorAll('.cut-name__full').forEach((whole) => whole.remove());
  return name.textContent;
};

let confirmSpy: jest.SpyInstance;
const getComputedStyle = window.getComputedStyle.bind(window);

/** Answers the shop's 'Are you sure?' dialog; returns its text. */
async function answerDialog(yes: boolean): Promise<string> {
  const dialog = await screen.findByRole('dialog');
  const text = dialog.textContent ?? '';
  fireEvent.click(
    within(dialog).getByRole('button', { name: yes ? 'Cancel the order' : 'Keep the order' }),
  );
  return text;
}

beforeEach(() => {
  // The browser's own dialog is never used: a call fails the test.
  confirmSpy = jest.spyOn(window, 'confirm').mockImplementation(() => {
    throw new Error('window.confirm');
  });
  // antd's Table measures the scrollbar through a pseudo-element, which jsdom does not implement.
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element));
});
afterEach(() => jest.restoreAllMocks());

describe('My Booking Products', () => {
  it('lists the signed-in customer’s orders newest first with the spec’s columns', async () => {
    // The API answers newest first; the page keeps that order whatever it is given.
    const api = fakeApi({
      [BOOKINGS]: () => json(200, [shipped, placed, delivered, cancelled, paid, unpaidCard]),
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading your bookings' })).toBeTruthy();
    await screen.findAllByTestId('order-row');

    expect(api.calls('GET', BOOKINGS_PATH)).toHaveLength(1);
    const headings = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headings).toEqual([
      'Index',
      'Picture',
      'Name',
      'Quantity',
      'Price',
      'Status',
      'Cancel order',
      'Payment',
      'History',
    ]);
    // Each order says its number (the one of the shop's messages), never its database id.
    expect(within(rowOf(placed)).getByTestId('order-number').textContent).toBe(
      `Order #${placed._id.slice(-6).toUpperCase()}`,
    );
    expect(rowOf(placed).textContent).not.toContain(placed._id);
    // A row opens to its history: the products as the order recorded them, then each event.
    fireEvent.click(within(rowOf(placed)).getByRole('button', { name: /expand/i }));
    const history = await screen.findByTestId('order-history');
    expect(within(history).getByTestId('history-line').textContent).toBe(
      `${placed.lines[0].name} × ${placed.lines[0].quantity}`,
    );
    // Cancelled orders are hidden until 'Show cancelled' is on (spec §7).
    expect(rows().map((row) => row.getAttribute('data-order-id'))).toEqual(
      [placed, paid, unpaidCard, shipped, delivered].map((o) => o._id),
    );
    fireEvent.click(screen.getByRole('switch', { name: /Show cancelled/ }));
    expect(rows().map((row) => row.getAttribute('data-order-id'))).toEqual(
      [placed, paid, cancelled, unpaidCard, shipped, delivered].map((o) => o._id),
    );
    expect(rows().map(shownName)).toEqual([
      'Xiaomi Red..',
      'Kettle',
      'TP-Link Ar..',
      'Amazfit Bi.. +2 more',
      'Redmi Watc..',
      'Baseus Bow..',
    ]);
    // Whole for screen readers and on hover: "Xiaomi Red.." is the buds, not the watch.
    const firstName = within(rows()[0]).getByTestId('order-name');
    expect(within(firstName).getByText('Xiaomi Redmi Buds 5 Pro').className).toBe('cut-name__full');
    expect(within(firstName).getByTitle('Xiaomi Redmi Buds 5 Pro').tabIndex).toBe(0);
    expect(within(firstName).getByText('Xiaomi Red..').getAttribute('aria-hidden')).toBe('true');
    // Beside the picture, the whole name of a cut one (once for readers: the copy is hidden).
    expect(
      rows().map((row) => within(row).queryByTestId('order-whole-name')?.textContent ?? null),
    ).toEqual([
      'Xiaomi Redmi Buds 5 Pro',
      null,
      expect.stringMatching(/^TP-Link Ar/),
      expect.stringMatching(/^Amazfit Bi/),
      expect.stringMatching(/^Redmi Watc/),
      expect.stringMatching(/^Baseus Bow/),
    ]);
    expect(within(rows()[0]).getByTestId('order-whole-name').getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(rows().map((row) => within(row).getByTestId('order-status').textContent)).toEqual([
      'Order placed',
      'Confirmed',
      'Cancelled',
      'Order placed',
      'On its way',
      'Delivered',
    ]);
    const first = within(rowOf(placed));
    expect(first.getAllByRole('cell')[0].textContent).toBe('1');
    expect(first.getByRole('img').getAttribute('alt')).toBe('Xiaomi Redmi Buds 5 Pro');
    expect(first.getByRole('img').getAttribute('src')).toBe(
      'http://api.test/static/products/item.svg',
    );
    expect(first.getAllByRole('cell')[3].textContent).toBe('2');
    expect(first.getByTestId('order-total').textContent).toBe('৳3,000');
  });

  it('payment: Cash on delivery (with a Pay link), paid with its transaction id, Pay for card orders', async () => {
    fakeApi({ [BOOKINGS]: () => json(200, [placed, paid, cancelled, unpaidCard, delivered]) });
    const { router } = render();
    await screen.findAllByTestId('order-row');
    fireEvent.click(screen.getByRole('switch', { name: /Show cancelled/ }));

    const cod = within(rowOf(placed));
    expect(cod.getByText('Cash on delivery')).toBeTruthy();
    expect(cod.getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(
      `/dashboard/payment/${placed._id}`,
    );

    const done = within(rowOf(paid));
    expect(done.getByText('paid')).toBeTruthy();
    expect(done.getByText('Successful')).toBeTruthy();
    expect(done.getByTestId('transaction-id').textContent).toBe('pi_3PaidByCard');
    expect(done.queryByText('Cash on delivery')).toBeNull();
    expect(done.queryByRole('link', { name: 'Pay' })).toBeNull();

    expect(within(rowOf(cancelled)).queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(within(rowOf(cancelled)).queryByText('Cash on delivery')).toBeNull();
    // Delivered and unpaid: the cash is collected at the door, nothing to pay online.
    expect(within(rowOf(delivered)).queryByRole('link', { name: 'Pay' })).toBeNull();

    fireEvent.click(within(rowOf(unpaidCard)).getByRole('link', { name: 'Pay' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/payment/${unpaidCard._id}`),
    );
  });

  it('offers Cancel only on unpaid orders with a price that are not shipped yet', async () => {
    const free = anOrder('665f2a000000000000000007', { price: 0, total: 0, subtotal: 0 });
    fakeApi({
      [BOOKINGS]: () => json(200, [placed, paid, cancelled, unpaidCard, shipped, delivered, free]),
    });
    render();
    await screen.findAllByTestId('order-row');
    fireEvent.click(screen.getByRole('switch', { name: /Show cancelled/ }));
    const cancellable = rows()
      .filter((row) => within(row).queryByRole('button', { name: 'Cancel' }))
      .map((row) => row.getAttribute('data-order-id'));
    expect(cancellable).toEqual([placed._id, unpaidCard._id]);
  });

  it('links a delivered order to Add Review for its product', async () => {
    fakeApi({ [BOOKINGS]: () => json(200, [placed, delivered]) });
    render();
    await screen.findAllByTestId('order-row');
    expect(
      within(rowOf(delivered)).getByRole('link', { name: 'Review' }).getAttribute('href'),
    ).toBe('/dashboard/addReview?partId=665f1e0000000000000000aa');
    expect(within(rowOf(placed)).queryByRole('link', { name: 'Review' })).toBeNull();
  });

  it('does nothing when the ‘Are you sure?’ confirmation is declined', async () => {
    const api = fakeApi({ [BOOKINGS]: () => json(200, [placed]) });
    render();
    await screen.findAllByTestId('order-row');
    fireEvent.click(within(rowOf(placed)).getByRole('button', { name: 'Cancel' }));
    const text = await answerDialog(false);
    // The spec's words, the order's number and product, and what becomes of the money.
    expect(text).toContain('Are you sure?');
    expect(text).toContain('Order #000001 (Xiaomi Redmi Buds 5 Pro) will be cancelled');
    expect(text).toContain('Nothing was paid, so nothing is refunded.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(api.calls('DELETE', `/booking/${placed._id}`)).toHaveLength(0);
    expect(within(rowOf(placed)).getByTestId('order-status').textContent).toBe('Order placed');
  });

  it('cancels after the confirmation: DELETE, a toast, and the order leaves the list (spec §7)', async () => {
    let current: Order = placed;
    const api = fakeApi({
      [BOOKINGS]: () => json(200, [current, paid]),
      [`DELETE /booking/${placed._id}`]: () => {
        current = { ...placed, status: 'cancelled' };
        return json(200, current);
      },
    });
    render();
    await screen.findAllByTestId('order-row');
    fireEvent.click(within(rowOf(placed)).getByRole('button', { name: 'Cancel' }));
    await answerDialog(true);

    await waitFor(() =>
      expect(rows().map((row) => row.getAttribute('data-order-id'))).toEqual([paid._id]),
    );
    expect(api.calls('DELETE', `/booking/${placed._id}`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Order cancelled');
    expect(screen.getByText('(1 hidden)')).toBeTruthy();
    // Still there, marked cancelled, for whoever asks to see it.
    fireEvent.click(screen.getByRole('switch', { name: /Show cancelled/ }));
    expect(within(rowOf(placed)).getByTestId('order-status').textContent).toBe('Cancelled');
    expect(within(rowOf(placed)).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(rowOf(placed)).queryByText('Cash on delivery')).toBeNull();
  });

  it('a refused cancel is toasted once and the order is unchanged', async () => {
    fakeApi({
      [BOOKINGS]: () => json(200, [placed]),
      [`DELETE /booking/${placed._id}`]: () =>
        apiError(409, 'ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled'),
    });
    render();
    await screen.findAllByTestId('order-row');
    fireEvent.click(within(rowOf(placed)).getByRole('button', { name: 'Cancel' }));
    await answerDialog(true);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This order can no longer be cancelled',
        expect.anything(),
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(rowOf(placed)).getByTestId('order-status').textContent).toBe('Order placed');
  });

  it('a parcel already with the courier: its refusal says so and to contact the shop, the order stays', async () => {
    const booked = { ...placed, status: 'confirmed' as const };
    fakeApi({
      [BOOKINGS]: () => json(200, [booked]),
      [`DELETE /booking/${placed._id}`]: () =>
        apiError(409, 'PARCEL_WITH_COURIER', PARCEL_WITH_COURIER_EN),
    });
    render();
    await screen.findAllByTestId('order-row');
    // Cancel stays offered (unpaid, with a price): a parcel still waiting for a courier that can
    // cancel it is cancelled with the courier; only the API knows which.
    fireEvent.click(within(rowOf(booked)).getByRole('button', { name: 'Cancel' }));
    await answerDialog(true);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(PARCEL_WITH_COURIER_EN, expect.anything()),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(rowOf(booked)).getByTestId('order-status').textContent).toBe('Confirmed');
  });

  describe('after the sale', () => {
    // The countdown test watches a real clock tick: room for a busy machine.
    jest.setTimeout(30_000);
    const refunded = anOrder('665f2a000000000000000011', {
      createdAt: '2026-11-16T09:00:00.000Z',
      lines: [line('Kettle', { unitPrice: 1200, lineTotal: 1200 })],
      paymentMethod: 'card',
      paid: true,
      status: 'cancelled',
      cancelReason: 'out of stock at the warehouse',
      payment: {
        status: 'refunded',
        transactionId: 'pi_3Refunded',
        paidAt: '2026-11-24T09:00:00.000Z',
        refundedTaka: 1200,
        refundedAt: '2026-11-25T06:00:00.000Z',
      },
    });
    const partly = anOrder('665f2a000000000000000012', {
      createdAt: '2026-11-15T09:00:00.000Z',
      lines: [line('Router', { quantity: 2, lineTotal: 3000 })],
      paymentMethod: 'card',
      paid: true,
      status: 'delivered',
      payment: {
        status: 'partially_refunded',
        transactionId: 'pi_3Partly',
        refundedTaka: 1500,
        refundedAt: '2026-11-25T06:00:00.000Z',
      },
    });
    const refunding = anOrder('665f2a000000000000000013', {
      createdAt: '2026-11-14T09:00:00.000Z',
      paymentMethod: 'card',
      paid: true,
      status: 'cancelled',
      payment: {
        status: 'refund_pending',
        transactionId: 'pi_3Pending',
        refunds: [
          {
            id: 'rf1',
            status: 'pending',
            amountTaka: 1500,
            provider: 'sandbox',
            lines: [],
            createdAt: '2026-11-25T06:00:00.000Z',
          },
        ],
      },
    });
    const cashPaid = anOrder('665f2a000000000000000014', {
      createdAt: '2026-11-13T09:00:00.000Z',
      status: 'delivered',
      paid: true,
      payment: {
        status: 'paid',
        transactionId: 'cash-665f2a14',
        paidAt: '2026-11-23T09:00:00.000Z',
      },
    });
    const expired = anOrder('665f2a000000000000000015', {
      createdAt: '2026-11-12T09:00:00.000Z',
      paymentMethod: 'card',
      status: 'cancelled',
      cancelReason: 'not paid in time',
      expiresAt: '2026-11-12T09:30:00.000Z',
    });
    const unconfirmed = anOrder('665f2a000000000000000016', {
      createdAt: '2026-11-10T09:00:00.000Z',
      status: 'cancelled',
      cancelReason: 'not confirmed by the shop in time',
    });

    it('says what was refunded and when, a refund on its way, cash paid at the door and why an order was cancelled', async () => {
      fakeApi({
        [BOOKINGS]: () => json(200, [refunded, partly, refunding, cashPaid, expired, unconfirmed]),
      });
      render();
      await screen.findAllByTestId('order-row');
      fireEvent.click(screen.getByRole('switch', { name: /Show cancelled/ }));

      const full = within(rowOf(refunded));
      expect(full.getByText('refunded')).toBeTruthy();
      expect(full.getByTestId('refund-note').textContent).toBe('Refunded ৳1,200 on 25 Nov 2026');
      expect(full.queryByText('Successful')).toBeNull();
      expect(full.getByTestId('cancel-reason').textContent).toBe(
        'Reason: out of stock at the warehouse',
      );

      const part = within(rowOf(partly));
      expect(part.getByText('partially refunded')).toBeTruthy();
      expect(part.getByTestId('refund-note').textContent).toBe('Refunded ৳1,500 on 25 Nov 2026');

      const pending = within(rowOf(refunding));
      expect(pending.getByText('refund pending')).toBeTruthy();
      expect(pending.getByTestId('refund-note').textContent).toBe('৳1,500 is being refunded');

      const cash = within(rowOf(cashPaid));
      expect(cash.getByText('Paid in cash on delivery, 23 Nov 2026')).toBeTruthy();
      expect(cash.queryByText(/cash-665f2a14/)).toBeNull();
      expect(cash.queryByText('Transaction id:')).toBeNull();

      expect(within(rowOf(expired)).getByTestId('cancel-reason').textContent).toBe(
        'Not paid in time',
      );
      expect(within(rowOf(unconfirmed)).getByTestId('cancel-reason').textContent).toBe(
        'Not confirmed by the shop in time',
      );
    });

    it('hides cancelled and expired orders until ‘Show cancelled’ is on', async () => {
      fakeApi({ [BOOKINGS]: () => json(200, [placed, refunded, expired]) });
      render();
      await screen.findAllByTestId('order-row');
      expect(rows().map((row) => row.getAttribute('data-order-id'))).toEqual([placed._id]);
      expect(screen.getByText('(2 hidden)')).toBeTruthy();
      const toggle = screen.getByRole('switch', { name: /Show cancelled/ });
      fireEvent.click(toggle);
      expect(rows()).toHaveLength(3);
      fireEvent.click(toggle);
      expect(rows()).toHaveLength(1);
    });

    it('an unpaid card order shows the time left to pay; once it is over, no Pay button', async () => {
      const soon = anOrder('665f2a000000000000000016', {
        paymentMethod: 'card',
        expiresAt: new Date(Date.now() + 4000).toISOString(),
      });
      const later = anOrder('665f2a000000000000000017', {
        paymentMethod: 'card',
        expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      });
      const over = anOrder('665f2a000000000000000018', {
        paymentMethod: 'card',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      });
      fakeApi({ [BOOKINGS]: () => json(200, [soon, later, over]) });
      render();
      await screen.findAllByTestId('order-row');

      expect(within(rowOf(later)).getByTestId('time-left').textContent).toMatch(
        /^(10:00|9:5\d) left to pay$/,
      );
      expect(within(rowOf(later)).getByRole('link', { name: 'Pay' })).toBeTruthy();
      expect(within(rowOf(over)).getByTestId('time-left').textContent).toBe(
        'The time to pay is over',
      );
      expect(within(rowOf(over)).queryByRole('link', { name: 'Pay' })).toBeNull();

      expect(within(rowOf(soon)).getByRole('link', { name: 'Pay' })).toBeTruthy();
      await waitFor(
        () => expect(within(rowOf(soon)).queryByRole('link', { name: 'Pay' })).toBeNull(),
        { timeout: 10_000 },
      );
      expect(within(rowOf(soon)).getByTestId('time-left').textContent).toBe(
        'The time to pay is over',
      );
    });

    it('in Bengali: refunds, cash paid, the reason and the time left', async () => {
      switchLanguage('bn');
      try {
        const later = anOrder('665f2a000000000000000019', {
          paymentMethod: 'card',
          expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        });
        fakeApi({ [BOOKINGS]: () => json(200, [later, refunded, partly, cashPaid, expired]) });
        render();
        await screen.findAllByTestId('order-row');
        expect(screen.getByText('(২টি লুকানো)')).toBeTruthy();
        fireEvent.click(screen.getByRole('switch', { name: /বাতিল অর্ডারও দেখান/ }));

        expect(within(rowOf(refunded)).getByText('টাকা ফেরত দেওয়া হয়েছে')).toBeTruthy();
        expect(within(rowOf(refunded)).getByTestId('refund-note').textContent).toBe(
          '২৫ নভেম্বর ২০২৬ তারিখে ৳১,২০০ ফেরত দেওয়া হয়েছে',
        );
        expect(within(rowOf(partly)).getByText('আংশিক টাকা ফেরত')).toBeTruthy();
        expect(
          within(rowOf(cashPaid)).getByText('ক্যাশ অন ডেলিভারিতে পরিশোধিত, ২৩ নভেম্বর ২০২৬'),
        ).toBeTruthy();
        expect(within(rowOf(expired)).getByTestId('cancel-reason').textContent).toBe(
          'সময়মতো পরিশোধ করা হয়নি',
        );
        expect(within(rowOf(later)).getByTestId('time-left').textContent).toMatch(
          /^পরিশোধের জন্য আর (১০:০০|৯:৫[০-৯]) বাকি$/,
        );
      } finally {
        switchLanguage('en');
      }
    });
  });

  describe('returns', () => {
    const inWindow = anOrder('665f2a000000000000000021', {
      createdAt: '2026-11-11T09:00:00.000Z',
      status: 'delivered',
      paid: true,
      payment: { status: 'paid', transactionId: 'cash-1', paidAt: '2026-11-23T09:00:00.000Z' },
      lines: [
        line('Kettle', {
          partId: '665f1e0000000000000000b1',
          sku: 'KETTLE-1',
          quantity: 2,
          lineTotal: 3000,
        }),
        line('Router', { partId: '665f1e0000000000000000b2' }),
      ],
      returnableUntil: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const late = anOrder('665f2a000000000000000022', {
      status: 'delivered',
      returnableUntil: new Date(Date.now() - 1000).toISOString(),
    });
    const step = (state: 'requested' | 'approved' | 'rejected' | 'received' | 'refunded') => ({
      id: `665f3b0000000000000000${state.length}0`,
      state,
      lines: [{ partId: '665f1e0000000000000000b1', sku: 'KETTLE-1', quantity: 1 }],
      reason: 'Broken lid',
      requestedAt: '2026-11-24T10:00:00.000Z',
      byUserId: customer._id,
      steps: [],
    });

    it('a delivered order within its window offers Return: lines and units, a reason, then the request', async () => {
      const api = fakeApi({
        [BOOKINGS]: () => json(200, [inWindow, late]),
        [`POST /orders/${inWindow._id}/returns`]: () =>
          json(201, { ...inWindow, returns: [step('requested')] }),
      });
      render();
      await screen.findAllByTestId('order-row');
      expect(within(rowOf(late)).queryByRole('button', { name: 'Return' })).toBeNull();
      fireEvent.click(within(rowOf(inWindow)).getByRole('button', { name: 'Return' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
      expect(await within(dialog).findByText('Choose at least one unit to return.')).toBeTruthy();
      expect(within(dialog).getByText('Write why you return it.')).toBeTruthy();
      expect(api.calls('POST', `/orders/${inWindow._id}/returns`)).toHaveLength(0);

      fireEvent.change(within(dialog).getByLabelText('Units of Kettle to return'), {
        target: { value: '1' },
      });
      fireEvent.change(within(dialog).getByLabelText('Why do you return it?'), {
        target: { value: 'Broken lid' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
      await waitFor(() =>
        expect(api.calls('POST', `/orders/${inWindow._id}/returns`)).toHaveLength(1),
      );
      expect(await api.calls('POST', `/orders/${inWindow._id}/returns`)[0].json()).toEqual({
        lines: [{ partId: '665f1e0000000000000000b1', sku: 'KETTLE-1', quantity: 1 }],
        reason: 'Broken lid',
      });
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Return requested'));
    });

    it('an order of two variants of one product: each named with its variant, each returned by its SKU', async () => {
      const A15 = '665f1e000000000000000029';
      const phones = anOrder('665f2a000000000000000023', {
        ...inWindow,
        _id: '665f2a000000000000000023',
        lines: [
          line('Samsung Galaxy A15', {
            partId: A15,
            sku: 'A15-6-128-BLUEBLACK',
            variantName: { en: 'Blue Black, 6/128 GB', bn: 'নীলচে কালো, ৬/১২৮ জিবি' },
          }),
          line('Samsung Galaxy A15', {
            partId: A15,
            sku: 'A15-8-256-LIGHTBLUE',
            variantName: { en: 'Light Blue, 8/256 GB', bn: 'হালকা নীল, ৮/২৫৬ জিবি' },
            quantity: 2,
            lineTotal: 3000,
          }),
        ],
      });
      const returned = {
        ...step('requested'),
        lines: [
          { partId: A15, sku: 'A15-6-128-BLUEBLACK', quantity: 1 },
          { partId: A15, sku: 'A15-8-256-LIGHTBLUE', quantity: 2 },
        ],
      };
      let asked = false;
      const api = fakeApi({
        [BOOKINGS]: () => json(200, [asked ? { ...phones, returns: [returned] } : phones]),
        [`POST /orders/${phones._id}/returns`]: () => {
          asked = true;
          return json(201, { ...phones, returns: [returned] });
        },
      });
      render();
      await screen.findAllByTestId('order-row');
      expect(within(rowOf(phones)).getByTestId('order-variant').textContent).toBe(
        'Blue Black, 6/128 GB',
      );
      fireEvent.click(within(rowOf(phones)).getByRole('button', { name: 'Return' }));
      const dialog = await screen.findByRole('dialog');
      for (const [name, units] of [
        ['Samsung Galaxy A15 — Blue Black, 6/128 GB', '1'],
        ['Samsung Galaxy A15 — Light Blue, 8/256 GB', '2'],
      ])
        fireEvent.change(within(dialog).getByLabelText(`Units of ${name} to return`), {
          target: { value: units },
        });
      fireEvent.change(within(dialog).getByLabelText('Why do you return it?'), {
        target: { value: 'Wrong colours' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
      await waitFor(() =>
        expect(api.calls('POST', `/orders/${phones._id}/returns`)).toHaveLength(1),
      );
      expect(await api.calls('POST', `/orders/${phones._id}/returns`)[0].json()).toEqual({
        lines: [
          { partId: A15, sku: 'A15-6-128-BLUEBLACK', quantity: 1 },
          { partId: A15, sku: 'A15-8-256-LIGHTBLUE', quantity: 2 },
        ],
        reason: 'Wrong colours',
      });
      await waitFor(() =>
        expect(within(rowOf(phones)).getByTestId('return-state').textContent).toBe(
          'Return requested Samsung Galaxy A15 — Blue Black, 6/128 GB × 1, Samsung Galaxy A15 — Light Blue, 8/256 GB × 2',
        ),
      );
    });

    it('each line shows its return state, with the shop’s note when rejected', async () => {
      fakeApi({
        [BOOKINGS]: () =>
          json(200, [
            { ...inWindow, returns: [{ ...step('rejected'), note: 'Opened and used' }] },
            { ...late, returns: [{ ...step('refunded'), refundedTaka: 1500 }] },
          ]),
      });
      render();
      await screen.findAllByTestId('order-row');
      expect(within(rowOf(inWindow)).getByTestId('return-state').textContent).toBe(
        'Return rejected Kettle × 1 Shop’s note: Opened and used',
      );
      expect(within(rowOf(late)).getByTestId('return-state').textContent).toContain(
        'Return refunded',
      );
      expect(within(rowOf(late)).getByTestId('return-state').textContent).toContain(
        '৳1,500 refunded',
      );
    });

    it('in Bengali: the Return button, its form and the states', async () => {
      switchLanguage('bn');
      try {
        fakeApi({ [BOOKINGS]: () => json(200, [{ ...inWindow, returns: [step('approved')] }]) });
        render();
        await screen.findAllByTestId('order-row');
        expect(within(rowOf(inWindow)).getByTestId('return-state').textContent).toContain(
          'ফেরত অনুমোদিত — পণ্যটি পাঠিয়ে দিন',
        );
        fireEvent.click(within(rowOf(inWindow)).getByRole('button', { name: 'ফেরত দিন' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: 'ফেরতের অনুরোধ পাঠান' }));
        expect(await within(dialog).findByText('কেন ফেরত দিচ্ছেন লিখুন।')).toBeTruthy();
        expect(untranslatedTexts(dialog)).toEqual([]);
      } finally {
        switchLanguage('en');
      }
    });
  });

  it('without orders: a friendly empty state pointing to the shops', async () => {
    fakeApi({ [BOOKINGS]: () => json(200, []) });
    render();
    expect(await screen.findByText('You have no bookings yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /shops/ }).getAttribute('href')).toBe('/shops');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('when the list cannot be loaded: says so, and Retry asks again', async () => {
    let calls = 0;
    const api = fakeApi({
      [BOOKINGS]: () => (++calls === 1 ? apiError(500, 'INTERNAL', 'Boom') : json(200, [placed])),
    });
    render();
    expect(await screen.findByText('Your bookings could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findAllByTestId('order-row');
    expect(api.calls('GET', BOOKINGS_PATH)).toHaveLength(2);
  });

  describe('in Bengali', () => {
    beforeEach(() => switchLanguage('bn'));
    afterEach(() => switchLanguage('en'));

    it('shows the columns, statuses, taka in Bengali digits and Bengali dates; names as entered', async () => {
      fakeApi({ [BOOKINGS]: () => json(200, [placed, paid, unpaidCard]) });
      render();
      expect(screen.getByRole('heading', { name: 'আমার বুকিং করা পণ্য' })).toBeTruthy();
      await screen.findAllByTestId('order-row');

      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
        'ক্রম',
        'ছবি',
        'নাম',
        'পরিমাণ',
        'মূল্য',
        'অবস্থা',
        'অর্ডার বাতিল',
        'পেমেন্ট',
        'ইতিহাস',
      ]);
      const first = within(rowOf(placed));
      expect(first.getAllByRole('cell')[0].textContent).toBe('১');
      expect(first.getAllByRole('cell')[3].textContent).toBe('২');
      expect(first.getByTestId('order-total').textContent).toBe('৳৩,০০০');
      expect(first.getByTestId('order-status').textContent).toBe('অর্ডার হয়েছে');
      expect(first.getByTestId('order-date').textContent).toBe('২২ নভেম্বর ২০২৬');
      expect(first.getByText('ক্যাশ অন ডেলিভারি')).toBeTruthy();
      expect(first.getByRole('link', { name: 'পেমেন্ট করুন' })).toBeTruthy();
      expect(first.getByRole('button', { name: 'বাতিল করুন' })).toBeTruthy();
      // The product's name stays as entered, marked so that no one translates it.
      expect(first.getByText('Xiaomi Red..').closest('[translate]')?.getAttribute('translate')).toBe(
        'no',
      );
      expect(shownName(rowOf(unpaidCard))).toBe(
        'Amazfit Bi.. +আরও ২টি',
      );

      const done = within(rowOf(paid));
      expect(done.getByTestId('order-status').textContent).toBe('নিশ্চিত');
      expect(done.getByText('পরিশোধিত')).toBeTruthy();
      expect(done.getByText('সফল')).toBeTruthy();
      expect(done.getByTestId('transaction-id').getAttribute('translate')).toBe('no');

      expect(untranslatedTexts(document.body)).toEqual([]);
    });

    it('asks ‘আপনি কি নিশ্চিত?’ before cancelling, and says so in Bengali', async () => {
      let current: Order = placed;
      fakeApi({
        [BOOKINGS]: () => json(200, [current]),
        [`DELETE /booking/${placed._id}`]: () => {
          current = { ...placed, status: 'cancelled' };
          return json(200, current);
        },
      });
      render();
      await screen.findAllByTestId('order-row');
      fireEvent.click(within(rowOf(placed)).getByRole('button', { name: 'বাতিল করুন' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain('আপনি কি নিশ্চিত?');
      expect(dialog.textContent).toContain('অর্ডার #000001 (Xiaomi Redmi Buds 5 Pro) বাতিল হবে');
      expect(dialog.textContent).toContain('কোনো টাকা দেওয়া হয়নি');
      fireEvent.click(within(dialog).getByRole('button', { name: 'অর্ডার বাতিল করুন' }));
      await waitFor(() => expect(screen.queryAllByTestId('order-row')).toHaveLength(0));
      expect(toast.success).toHaveBeenCalledWith('অর্ডার বাতিল করা হয়েছে');
      expect(
        screen.getByText('কোনো চলমান অর্ডার নেই। বাতিল অর্ডার দেখতে ‘বাতিল অর্ডারও দেখান’ চালু করুন।'),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('switch', { name: /বাতিল অর্ডারও দেখান/ }));
      expect(within(rowOf(placed)).getByTestId('order-status').textContent).toBe('বাতিল');
    });

    it('a parcel already with the courier: the refusal in Bengali', async () => {
      const booked = { ...placed, status: 'confirmed' as const };
      fakeApi({
        [BOOKINGS]: () => json(200, [booked]),
        [`DELETE /booking/${placed._id}`]: () =>
          apiError(409, 'PARCEL_WITH_COURIER', PARCEL_WITH_COURIER_EN),
      });
      render();
      await screen.findAllByTestId('order-row');
      fireEvent.click(within(rowOf(booked)).getByRole('button', { name: 'বাতিল করুন' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'অর্ডার বাতিল করুন' }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(
          'আপনার পার্সেল ইতিমধ্যে কুরিয়ারের কাছে, তাই এখান থেকে অর্ডারটি আর বাতিল করা যাবে না। দোকানের সাথে যোগাযোগ করুন।',
          expect.anything(),
        ),
      );
      expect(toast.success).not.toHaveBeenCalled();
      expect(within(rowOf(booked)).getByTestId('order-status').textContent).toBe('নিশ্চিত');
    });

    it('the empty state in Bengali', async () => {
      fakeApi({ [BOOKINGS]: () => json(200, []) });
      render();
      expect(await screen.findByText('আপনার এখনো কোনো বুকিং নেই।')).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'দোকানগুলো থেকে পছন্দের কিছু খুঁজে নিন' }).getAttribute('href'),
      ).toBe('/shops');
      expect(untranslatedTexts(document.body)).toEqual([]);
    });
  });

  describe('on a phone (390 px)', () => {
    const width = window.innerWidth;
    beforeEach(() => {
      window.innerWidth = 390;
    });
    afterEach(() => {
      window.innerWidth = width;
    });

    it('each order is a card with its name, Price, Status, Payment with Pay, and Cancel', async () => {
      fakeApi({ [BOOKINGS]: () => json(200, [placed, unpaidCard]) });
      render();
      await screen.findAllByTestId('order-row');
      expect(screen.queryByRole('table')).toBeNull();
      const card = rowOf(unpaidCard);
      expect(card.tagName).toBe('LI');
      const inCard = within(card);
      expect(inCard.getByTestId('order-name').textContent).toMatch(/^Amazfit/);
      const label = (text: string) => inCard.getByText(text, { selector: 'dt' });
      expect(label('Price').nextElementSibling?.textContent).toContain('৳');
      expect(label('Status')).toBeTruthy();
      expect(label('Payment').nextElementSibling?.querySelector('a')?.textContent).toBe('Pay');
      expect(inCard.getByRole('button', { name: 'Cancel' })).toBeTruthy();
      expect(inCard.getByRole('link', { name: 'Pay' })).toBeTruthy();
    });
  });
});
