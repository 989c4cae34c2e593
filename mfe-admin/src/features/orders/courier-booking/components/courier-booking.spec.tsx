import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@shop/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { admin, apiError, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import {
  latinOutsideNoTranslate,
  switchToBengali,
  switchToEnglish,
} from '../../../../testing/bengali';
import { ManageOrdersPage } from '../../components/manage-orders-page';
import type { CourierOffer, Shipment } from '../api/courier-booking-api';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// antd tables and modals render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const orderId = (n: number) => `665f2a0000000000000000${String(n).padStart(2, '0')}`;

function confirmedOrder(n: number): Order {
  const line = {
    partId: '665f1e000000000000000022',
    sku: 'WALTON-KETTLE-18L',
    name: 'Walton 1.8L Electric Kettle',
    img: '/static/products/kettle.webp',
    unitPrice: 1450,
    quantity: 1,
    lineTotal: 1450,
  };
  return {
    _id: orderId(n),
    number: orderId(n).slice(-6).toUpperCase(),
    partsId: line.partId,
    partsName: line.name,
    name: `Customer ${n}`,
    email: `c${n}@mail.com`,
    phone: '+8801712345678',
    address: 'House 1, Road 2',
    img: line.img,
    price: 1450,
    quantity: 1,
    paid: false,
    userId: '665f00000000000000000001',
    district: 'Dhaka',
    lines: [line],
    subtotal: 1450,
    deliveryFee: 0,
    total: 1450,
    paymentMethod: 'cod',
    payment: { status: 'unpaid' },
    status: 'confirmed',
    history: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

const OFFERS: CourierOffer[] = [
  { name: 'steadfast', label: 'Steadfast', simulated: true, canCancel: false },
  { name: 'redx', label: 'RedX', simulated: true, canCancel: true },
];

function shipmentOf(n: number, overrides: Partial<Shipment> = {}): Shipment {
  return {
    orderId: orderId(n),
    courier: 'redx',
    simulated: true,
    invoice: orderId(n).slice(-6).toUpperCase(),
    consignmentId: `26A1129TEST00${n}`,
    trackingCode: `26A1129TEST00${n}`,
    booking: 'booked',
    state: 'booked',
    needsAttention: false,
    codAmount: 1450,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** A fake API: the orders, the couriers offered and the shipments the booking calls make. */
type Handler = (request: Request) => Response | Promise<Response>;

function shop(
  orders: Order[],
  shipments: Shipment[] = [],
  routes: (booked: Map<string, Shipment>) => Record<string, Handler> = () => ({}),
) {
  const booked = new Map(shipments.map((shipment) => [shipment.orderId, shipment]));
  const api = fakeApi({
    'GET /booking': () => json(200, { items: orders, total: orders.length, page: 1, limit: 20 }),
    'GET /admin/couriers': () => json(200, OFFERS),
    'GET /admin/shipments': (request) => {
      const ids = new URL(request.url).searchParams.get('orderIds')?.split(',') ?? [];
      return json(
        200,
        ids.flatMap((id) => (booked.has(id) ? [booked.get(id)] : [])),
      );
    },
    ...routes(booked),
  });
  return api;
}

function renderPage() {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter initialEntries={['/dashboard/manageOrders']}>
        <ManageOrdersPage />
      </MemoryRouter>
    </Provider>,
  );
}

/** Error toasts of the booking calls (other panels of the page may toast their own). */
const bookingToasts = () =>
  jest
    .mocked(toast.error)
    .mock.calls.filter(([, options]) =>
      /Shipment|courier/i.test(String((options as { toastId?: string })?.toastId)),
    );

const rowOf = async (n: number) =>
  (await screen.findAllByTestId('order-row')).find(
    (row) => row.getAttribute('data-order-id') === orderId(n),
  ) as HTMLElement;

describe('booking a courier from Manage All Orders', () => {
  it('books one order with a courier the server offers; the row then shows courier, consignment, tracking link and state', async () => {
    const { calls } = shop([confirmedOrder(1)], [], (booked) => ({
      [`POST /admin/orders/${orderId(1)}/shipment`]: async (request) => {
        expect(await request.json()).toEqual({ courier: 'redx' });
        const shipment = shipmentOf(1);
        booked.set(orderId(1), shipment);
        return json(201, shipment);
      },
    }));
    renderPage();
    fireEvent.click(await within(await rowOf(1)).findByTestId('book-courier'));
    const dialog = await screen.findByTestId('book-courier-dialog');
    // Only the couriers with keys on the server: Pathao is not set up here.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).queryByText('Pathao')).toBeNull();
    expect(within(dialog).getByTestId('book-courier-confirm')).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByText('RedX'));
    fireEvent.click(within(dialog).getByTestId('book-courier-confirm'));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        `Order #${orderId(1).slice(-6).toUpperCase()} booked with RedX: consignment 26A1129TEST001`,
      ),
    );
    const row = await rowOf(1);
    await waitFor(() =>
      expect(within(row).getByTestId('consignment-id').textContent).toBe('26A1129TEST001'),
    );
    expect(within(row).getByTestId('order-courier').textContent).toContain('RedX');
    expect(within(row).getByTestId('shipment-state').textContent).toBe('Waiting for pickup');
    const link = within(row).getByTestId('tracking-link');
    expect(link.getAttribute('href')).toBe(
      'https://redx.com.bd/track-parcel/?trackingId=26A1129TEST001',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(row).queryByTestId('book-courier')).toBeNull();
    expect(calls('POST', `/admin/orders/${orderId(1)}/shipment`)).toHaveLength(1);
  });

  it('books several orders at once and answers each: booked with its consignment, or the courier’s reason — and retries only those', async () => {
    let attempt = 0;
    const sent: string[][] = [];
    const orders = [confirmedOrder(1), confirmedOrder(2), confirmedOrder(3)];
    const { calls } = shop(orders, [], (booked) => ({
      'POST /admin/shipments/bulk': async (request) => {
        const { orderIds, courier } = (await request.json()) as {
          orderIds: string[];
          courier: string;
        };
        expect(courier).toBe('steadfast');
        sent.push(orderIds);
        attempt += 1;
        return json(
          200,
          orderIds.map((id) => {
            if (id === orderId(2) && attempt === 1) {
              return {
                orderId: id,
                ok: false,
                code: 'COURIER_REJECTED',
                message: 'Steadfast refused the request: recipient_address is too short',
                messageBn: 'স্টেডফাস্ট অনুরোধটি নেয়নি: recipient_address is too short',
              };
            }
            const shipment = shipmentOf(Number(id.slice(-2)), {
              courier: 'steadfast',
              consignmentId: `9${id.slice(-2)}`,
              trackingCode: `ab${id.slice(-2)}`,
            });
            booked.set(id, shipment);
            return { orderId: id, ok: true, shipment };
          }),
        );
      },
    }));
    renderPage();
    const open = await screen.findByTestId('bulk-booking');
    await waitFor(() => expect(open.textContent).toBe('Book couriers (3)'));
    fireEvent.click(open);
    const dialog = await screen.findByTestId('bulk-booking-dialog');
    fireEvent.click(within(dialog).getByText('Steadfast'));
    fireEvent.click(within(dialog).getByText('Book 3 orders'));

    await waitFor(() =>
      expect(within(dialog).getByTestId('bulk-summary').textContent).toBe('2 booked, 1 not booked'),
    );
    const results = within(dialog)
      .getAllByTestId('bulk-result')
      .map((result) => result.textContent);
    expect(results).toEqual([
      'Booked · consignment 901',
      'Not booked: Steadfast refused the request: recipient_address is too short',
      'Booked · consignment 903',
    ]);
    // Nothing shows the orders' database ids: their numbers only.
    expect(dialog.textContent).not.toContain(orderId(1));

    fireEvent.click(within(dialog).getByText('Try 1 again'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('bulk-summary').textContent).toBe('3 booked, 0 not booked'),
    );
    expect(sent).toEqual([[orderId(1), orderId(2), orderId(3)], [orderId(2)]]);
    expect(within(dialog).queryByTestId('bulk-booking-confirm')).toBeNull();
    expect(calls('POST', '/admin/shipments/bulk')).toHaveLength(2);
  });

  it('says a courier that is down in the dialog with Retry (in Bengali: the API’s Bengali message), and books on Retry', async () => {
    let attempt = 0;
    shop([confirmedOrder(1)], [], (booked) => ({
      [`POST /admin/orders/${orderId(1)}/shipment`]: () => {
        attempt += 1;
        if (attempt === 1) {
          return json(503, {
            statusCode: 503,
            code: 'COURIER_UNAVAILABLE',
            message:
              'RedX is not answering right now. Nothing was booked twice; try again in a few minutes.',
            messageBn:
              'রেডএক্স এখন সাড়া দিচ্ছে না। কিছুই দুবার বুক হয়নি; কয়েক মিনিট পরে আবার চেষ্টা করুন।',
            courier: 'redx',
          });
        }
        const shipment = shipmentOf(1);
        booked.set(orderId(1), shipment);
        return json(201, shipment);
      },
    }));
    await switchToBengali();
    try {
      renderPage();
      fireEvent.click(await within(await rowOf(1)).findByTestId('book-courier'));
      const dialog = await screen.findByTestId('book-courier-dialog');
      fireEvent.click(within(dialog).getByText('রেডএক্স'));
      fireEvent.click(within(dialog).getByTestId('book-courier-confirm'));
      const refusal = await within(dialog).findByTestId('booking-refusal');
      expect(refusal.textContent).toBe(
        'রেডএক্স এখন সাড়া দিচ্ছে না। কিছুই দুবার বুক হয়নি; কয়েক মিনিট পরে আবার চেষ্টা করুন।',
      );
      // Shown once, in the dialog: never a toast as well.
      expect(bookingToasts()).toEqual([]);
      const retry = within(dialog).getByTestId('book-courier-confirm');
      expect(retry.textContent).toBe('আবার চেষ্টা করুন');
      fireEvent.click(retry);
      const row = await rowOf(1);
      await waitFor(() =>
        expect(within(row).getByTestId('shipment-state').textContent).toBe('পিকআপের অপেক্ষায়'),
      );
      expect(latinOutsideNoTranslate(within(row).getByTestId('order-courier'))).toEqual([]);
    } finally {
      switchToEnglish();
    }
  });

  it('says a booking cancelled before pickup is cancelled, and offers to book the parcel again', async () => {
    shop([confirmedOrder(1)], [shipmentOf(1, { state: 'cancelled' })]);
    renderPage();
    const row = await rowOf(1);
    await waitFor(() =>
      expect(within(row).getByTestId('shipment-state').textContent).toBe('Booking cancelled'),
    );
    expect(within(row).getByTestId('book-courier')).toBeTruthy();
    expect(within(row).queryByTestId('cancel-booking')).toBeNull();
    expect(screen.getByTestId('bulk-booking').textContent).toBe('Book couriers (1)');
  });

  it('cancels a booking only where the courier allows it, and shows the API’s refusal when it is too late', async () => {
    shop(
      [confirmedOrder(1), confirmedOrder(2)],
      [
        shipmentOf(1),
        shipmentOf(2, { courier: 'steadfast', consignmentId: '902', trackingCode: 'ab02' }),
      ],
      () => ({
        [`DELETE /admin/orders/${orderId(1)}/shipment`]: () =>
          apiError(
            409,
            'SHIPMENT_NOT_CANCELLABLE',
            'This parcel is no longer waiting for pickup (picked_up): RedX cannot cancel it now',
          ),
      }),
    );
    renderPage();
    // Steadfast has no cancel call: no button; its tracking page is by tracking code.
    const steadfast = await rowOf(2);
    await waitFor(() =>
      expect(within(steadfast).getByTestId('consignment-id').textContent).toBe('902'),
    );
    expect(within(steadfast).queryByTestId('cancel-booking')).toBeNull();
    expect(within(steadfast).getByTestId('tracking-link').getAttribute('href')).toBe(
      'https://steadfast.com.bd/t/ab02',
    );

    const row = await rowOf(1);
    fireEvent.click(await within(row).findByTestId('cancel-booking'));
    const ask = await screen.findByRole('dialog');
    expect(ask.textContent).toContain('Cancel the RedX booking?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(within(row).getByTestId('cancel-refusal').textContent).toBe(
        'This parcel is no longer waiting for pickup (picked_up): RedX cannot cancel it now',
      ),
    );
    expect(bookingToasts()).toEqual([]);
    expect(within(row).getByTestId('consignment-id').textContent).toBe('26A1129TEST001');
  });
});
