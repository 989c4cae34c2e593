import { admin, apiError, customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import type { OrderSummary } from '@shop/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { anOrder, line } from '../../../testing/orders';
import { renderPage } from '../../../testing/render-page';
import { DashboardHomePage } from './dashboard-home-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const lastOrder = anOrder('665f2a000000000000000009', {
  lines: [line('Xiaomi Redmi Buds 5 Pro', { lineTotal: 3000, quantity: 2 }), line('Kettle')],
  total: 4620,
  status: 'shipped',
});

const customerSummary: OrderSummary = {
  customer: {
    openOrders: 3,
    openByStatus: { placed: 2, shipped: 1 },
    lastOrder,
    totalSpent: 1250000,
    orderCount: 7,
  },
};

const render = (session = customer) =>
  renderPage(<DashboardHomePage />, { url: '/dashboard', path: '/dashboard', session });

describe('Dashboard index', () => {
  it('summarises the customer’s open orders, last order and total spent', async () => {
    fakeApi({ 'GET /orders/summary': () => json(200, customerSummary) });
    render();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your summary' })).toBeTruthy();

    expect((await screen.findByTestId('open-orders')).textContent).toBe('3');
    const byStatus = within(screen.getByRole('list', { name: 'Open orders by status' }));
    expect(byStatus.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Order placed 2',
      'On its way 1',
    ]);
    expect(screen.getByTestId('total-spent').textContent).toBe('৳12,50,000');
    expect(screen.getByText('7 orders in all')).toBeTruthy();

    const last = within(screen.getByTestId('last-order'));
    expect(last.getByTestId('last-order-name').textContent).toBe('Xiaomi Redmi Buds 5 Pro +1 more');
    expect(last.getByText('৳4,620')).toBeTruthy();
    expect(last.getByTestId('order-status').textContent).toBe('On its way');
    expect(last.getByRole('link', { name: 'My Booking Products' }).getAttribute('href')).toBe(
      '/dashboard/myOrders',
    );
    // Today's shop figures are for admins only.
    expect(screen.queryByTestId('orders-today')).toBeNull();
  });

  it('a new customer: nothing open, no last order, a way to the shops', async () => {
    fakeApi({
      'GET /orders/summary': () =>
        json(200, {
          customer: {
            openOrders: 0,
            openByStatus: {},
            lastOrder: null,
            totalSpent: 0,
            orderCount: 0,
          },
        }),
    });
    render();
    expect((await screen.findByTestId('open-orders')).textContent).toBe('0');
    expect(screen.getByText('Nothing on its way')).toBeTruthy();
    expect(screen.getByTestId('total-spent').textContent).toBe('৳0');
    expect(screen.getByText('You have not booked anything yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit the shops' }).getAttribute('href')).toBe(
      '/shops',
    );
  });

  it('an admin also sees today’s orders and revenue', async () => {
    fakeApi({
      'GET /orders/summary': () =>
        json(200, { ...customerSummary, admin: { ordersToday: 12, revenueToday: 345600 } }),
    });
    render(admin);
    expect((await screen.findByTestId('orders-today')).textContent).toBe('12');
    expect(screen.getByTestId('revenue-today').textContent).toBe('৳3,45,600');
    expect(screen.getByRole('link', { name: 'Manage All Orders' }).getAttribute('href')).toBe(
      '/dashboard/manageOrders',
    );
  });

  it('says when the summary cannot be loaded, and Retry asks again', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /orders/summary': () =>
        ++calls === 1 ? apiError(503, 'UNAVAILABLE', 'Down') : json(200, customerSummary),
    });
    render();
    expect(await screen.findByText('Your summary could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('open-orders')).textContent).toBe('3');
    expect(api.calls('GET', '/orders/summary')).toHaveLength(2);
  });

  describe('in Bengali', () => {
    beforeEach(() => switchLanguage('bn'));
    afterEach(() => switchLanguage('en'));

    it('counts, sums and names the statuses in Bengali; the product name as entered', async () => {
      fakeApi({ 'GET /orders/summary': () => json(200, customerSummary) });
      render();
      expect(screen.getByRole('heading', { name: 'ড্যাশবোর্ড' })).toBeTruthy();
      expect((await screen.findByTestId('open-orders')).textContent).toBe('৩');
      const byStatus = within(screen.getByRole('list', { name: 'অবস্থা অনুযায়ী চলমান অর্ডার' }));
      expect(byStatus.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'অর্ডার হয়েছে ২',
        'পাঠানো হয়েছে ১',
      ]);
      expect(screen.getByTestId('total-spent').textContent).toBe('৳১২,৫০,০০০');
      expect(screen.getByText('সব মিলিয়ে ৭টি অর্ডার')).toBeTruthy();
      const last = within(screen.getByTestId('last-order'));
      expect(last.getByTestId('last-order-name').textContent).toBe(
        'Xiaomi Redmi Buds 5 Pro +আরও ১টি',
      );
      expect(last.getByText('৳৪,৬২০')).toBeTruthy();
      expect(untranslatedTexts(document.body)).toEqual([]);
    });
  });
});
