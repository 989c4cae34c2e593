import { render, screen, within } from '@testing-library/react';
import type { SalesSummary } from '@shop/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import {
  latinOutsideNoTranslate,
  switchToBengali,
  switchToEnglish,
} from '../../../testing/bengali';
import { AdminHomePage } from './admin-home-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// antd tables render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);
// recharts measures the page, which jsdom cannot: the chart module is replaced by its data.
jest.mock('./sales-chart', () => ({
  __esModule: true,
  default: ({ daily }: { daily: { date: string }[] }) => (
    <p data-testid="sales-chart">{daily.length}</p>
  ),
}));

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const days = (n: number, withSales: boolean) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    orders: withSales && i === n - 1 ? 3 : 0,
    revenue: withSales && i === n - 1 ? 8700 : 0,
  }));

const summary = (overrides: Partial<SalesSummary> = {}): SalesSummary => ({
  periods: {
    today: { orders: 3, revenue: 8700 },
    last7Days: { orders: 12, revenue: 45250 },
    last30Days: { orders: 40, revenue: 152000 },
  },
  byStatus: { placed: 4, confirmed: 2, shipped: 1, delivered: 30, cancelled: 3 },
  daily: days(30, true),
  topProducts: [
    {
      partId: '665f1e000000000000000022',
      sku: 'WALTON-KETTLE-000022',
      name: 'Walton 1.8L Electric Kettle',
      img: '/static/products/kettle.webp',
      units: 9,
      revenue: 13050,
    },
  ],
  lowStock: [
    {
      _id: '665f1e000000000000000017',
      sku: 'XIAOMI-MI-ROUTER-000017',
      name: 'Xiaomi Mi Router 4A',
      img: '/static/products/router.webp',
      price: 2100,
      quantity: 2,
      description: 'Router',
    },
  ],
  newMessages: 5,
  ...overrides,
});

function renderPage() {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter>
        <AdminHomePage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('the admin dashboard index', () => {
  it('low stock lists each variant apart (one product, two rows) and links to its product by name', async () => {
    const a15 = {
      _id: '665f1e000000000000000029',
      name: 'Samsung Galaxy A15',
      img: '/static/products/a15.webp',
      price: 21999,
      description: 'Phone',
    };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /sales/summary': () =>
        json(
          200,
          summary({
            lowStock: [
              {
                ...a15,
                sku: 'A15-8-256-BLACK',
                variantName: { en: 'Black, 8/256 GB', bn: 'কালো, ৮/২৫৬ জিবি' },
                quantity: 0,
              },
              {
                ...a15,
                sku: 'A15-6-128-BLUEBLACK',
                variantName: { en: 'Blue Black, 6/128 GB', bn: 'নীলচে কালো, ৬/১২৮ জিবি' },
                quantity: 3,
              },
            ],
          }),
        ),
    });
    renderPage();
    const low = await screen.findByTestId('low-stock');
    expect(
      within(low)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-sku')),
    ).toEqual(['A15-8-256-BLACK', 'A15-6-128-BLUEBLACK']);
    expect(
      within(low)
        .getByRole('link', { name: 'Samsung Galaxy A15 — Blue Black, 6/128 GB' })
        .getAttribute('href'),
    ).toBe('/dashboard/manageParts?q=Samsung%20Galaxy%20A15');
    // Two rows of one product: no duplicate React key.
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  });

  it('shows orders and revenue today / 7 / 30 days, by status, the chart, top products, low stock and new messages', async () => {
    fakeApi({ 'GET /sales/summary': () => json(200, summary()) });
    renderPage();

    const periods = await screen.findAllByTestId('sales-period');
    expect(periods.map((p) => p.textContent)).toEqual([
      'Today৳8,7003 orders',
      'Last 7 days৳45,25012 orders',
      'Last 30 days৳1,52,00040 orders',
    ]);
    expect(screen.getByTestId('status-delivered').textContent).toBe('delivered 30');
    expect(screen.getByTestId('status-placed').getAttribute('href')).toBe(
      '/dashboard/manageOrders?status=placed',
    );
    // The chart gets the 30 days.
    expect((await screen.findByTestId('sales-chart')).textContent).toBe('30');
    expect(
      within(screen.getByTestId('top-products')).getByText('Walton 1.8L Electric Kettle'),
    ).toBeTruthy();
    expect(screen.getByTestId('top-products').textContent).toContain('9 sold · ৳13,050');

    const low = within(screen.getByTestId('low-stock'));
    expect(low.getByRole('link', { name: 'Xiaomi Mi Router 4A' }).getAttribute('href')).toBe(
      '/dashboard/manageParts?q=Xiaomi%20Mi%20Router%204A',
    );
    expect(low.getByText('2 left')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage All Products' }).getAttribute('href')).toBe(
      '/dashboard/manageParts',
    );

    const messages = screen.getByTestId('new-messages');
    expect(messages.textContent).toContain('5');
    expect(within(messages).getByRole('link').getAttribute('href')).toBe('/dashboard/messages');
  });

  it('says plainly when there are no sales, no best sellers and no low stock yet', async () => {
    fakeApi({
      'GET /sales/summary': () =>
        json(
          200,
          summary({ daily: days(30, false), topProducts: [], lowStock: [], newMessages: 0 }),
        ),
    });
    renderPage();
    expect(await screen.findByText(/No orders in the last 30 days yet/)).toBeTruthy();
    expect(screen.queryByTestId('sales-chart')).toBeNull();
    expect(screen.getByText('Nothing sold in the last 30 days yet.')).toBeTruthy();
    expect(screen.getByText('Every product has more than 5 in stock.')).toBeTruthy();
  });

  it('a summary that cannot be loaded says so, with Retry', async () => {
    let calls = 0;
    fakeApi({
      'GET /sales/summary': () => {
        calls += 1;
        return calls === 1
          ? json(503, { statusCode: 503, code: 'UNAVAILABLE', message: 'Database unavailable' })
          : json(200, summary());
      },
    });
    renderPage();
    expect(await screen.findByText('The sales summary could not be loaded.')).toBeTruthy();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findAllByTestId('sales-period')).toHaveLength(3);
  });
});

describe('the admin dashboard index in Bengali', () => {
  beforeEach(() => switchToBengali());
  afterEach(() => switchToEnglish());

  it('shows the cards, statuses and lists in Bengali, with ৳ and Bengali digits', async () => {
    fakeApi({ 'GET /sales/summary': () => json(200, summary()) });
    renderPage();

    expect(screen.getByRole('heading', { name: 'এক নজরে বিক্রি' })).toBeTruthy();
    const periods = await screen.findAllByTestId('sales-period');
    expect(periods.map((p) => p.textContent)).toEqual([
      'আজ৳৮,৭০০৩টি অর্ডার',
      'গত ৭ দিন৳৪৫,২৫০১২টি অর্ডার',
      'গত ৩০ দিন৳১,৫২,০০০৪০টি অর্ডার',
    ]);
    expect(screen.getByTestId('status-delivered').textContent).toBe('ডেলিভারি হয়েছে ৩০');
    expect(screen.getByTestId('new-messages-count').textContent).toBe('৫');
    expect(screen.getByTestId('top-products').textContent).toContain('৯টি বিক্রি · ৳১৩,০৫০');
    expect(within(screen.getByTestId('low-stock')).getByText('২টি বাকি')).toBeTruthy();
    expect(screen.getByText('স্টক কম (৫টি বা তার কম বাকি)')).toBeTruthy();

    // Only the product names (as entered) are Latin.
    expect(latinOutsideNoTranslate(document.body)).toEqual([]);
  });

  it('names best sellers and low-stock variants in Bengali, one row per variant', async () => {
    const phone = {
      partId: '665f1e000000000000000029',
      name: 'Samsung Galaxy A15',
      img: '/a.webp',
    };
    const black = { en: 'Black, 8/256 GB', bn: 'কালো, ৮/২৫৬ জিবি' };
    const blue = { en: 'Light Blue, 6/128 GB', bn: 'হালকা নীল, ৬/১২৮ জিবি' };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /sales/summary': () =>
        json(
          200,
          summary({
            topProducts: [
              { ...phone, sku: 'A15-BLACK', variantName: black, units: 4, revenue: 87996 },
              { ...phone, sku: 'A15-BLUE', variantName: blue, units: 2, revenue: 35998 },
            ],
            lowStock: [
              {
                _id: phone.partId,
                name: phone.name,
                img: phone.img,
                sku: 'A15-BLUE',
                variantName: blue,
                price: 17999,
                quantity: 1,
                description: 'Phone',
              },
            ],
          }),
        ),
    });
    renderPage();
    const top = await screen.findByTestId('top-products');
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Samsung Galaxy A15 — কালো, ৮/২৫৬ জিবি৪টি বিক্রি · ৳৮৭,৯৯৬',
      'Samsung Galaxy A15 — হালকা নীল, ৬/১২৮ জিবি২টি বিক্রি · ৳৩৫,৯৯৮',
    ]);
    const low = within(screen.getByTestId('low-stock'));
    expect(
      low
        .getByRole('link', { name: 'Samsung Galaxy A15 — হালকা নীল, ৬/১২৮ জিবি' })
        .getAttribute('href'),
    ).toBe('/dashboard/manageParts?q=Samsung%20Galaxy%20A15');
    expect(latinOutsideNoTranslate(document.body)).toEqual([]);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  });
});
