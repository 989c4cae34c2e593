import type { Order } from '@shop/contracts';
import { render, screen } from '@testing-library/react';
import { configureApiClient } from '@shop/api-client';
import {
  latinOutsideNoTranslate,
  switchToBengali,
  switchToEnglish,
} from '../../../testing/bengali';
import { OrderHistory } from './order-history';

const ME = '665f1e0000000000000000a1';
const OTHER_ADMIN = '665f1e0000000000000000a2';
const CUSTOMER = '665f1e0000000000000000c1';
const GONE = '665f1e0000000000000000d1';

const line = (name: string, img: string, quantity: number) => ({
  partId: `665f1e0000000000000000${String(quantity).padStart(2, '0')}`,
  sku: `ITEM-${quantity}`,
  name,
  img,
  unitPrice: 1000,
  quantity,
  lineTotal: 1000 * quantity,
});

/** A delivered cash-on-delivery order of two lines, its cash collected, a return asked and approved. */
const order = {
  _id: '665f2a0000000000000000a1',
  district: 'Dhaka',
  lines: [
    line('Walton 1.8L Electric Kettle', '/static/products/kettle.svg', 1),
    line('QCY T13 TWS Earbuds', '/uploads/images/0123456789abcdef0123456789abcdef-800.webp', 2),
  ],
  history: [
    {
      status: 'placed',
      at: '2026-11-20T04:00:00.000Z',
      byUserId: CUSTOMER,
      byRole: 'customer',
      byName: 'Karim Hasan',
    },
    {
      status: 'confirmed',
      at: '2026-11-20T05:00:00.000Z',
      byUserId: ME,
      byRole: 'admin',
      byName: 'Shop Admin',
    },
    { status: 'shipped', at: '2026-11-20T06:00:00.000Z', byUserId: GONE, byRole: 'admin' },
    {
      status: 'delivered',
      at: '2026-11-20T07:00:00.000Z',
      byUserId: OTHER_ADMIN,
      byRole: 'admin',
      byName: 'Rahim Uddin',
    },
    {
      status: 'delivered',
      at: '2026-11-20T07:00:01.000Z',
      byUserId: OTHER_ADMIN,
      byRole: 'admin',
      byName: 'Rahim Uddin',
      note: 'paid (cash)',
    },
    {
      status: 'delivered',
      at: '2026-11-21T04:00:00.000Z',
      byUserId: CUSTOMER,
      byRole: 'customer',
      byName: 'Karim Hasan',
      note: 'return requested: Too small',
    },
    {
      status: 'delivered',
      at: '2026-11-21T05:00:00.000Z',
      byRole: 'system',
      note: 'return approved',
    },
  ],
} as unknown as Order;

const lines = () =>
  Array.from(screen.getByTestId('order-history').querySelectorAll('ol > li')).map(
    (li) => li.textContent,
  );

describe('OrderHistory', () => {
  beforeAll(() => configureApiClient({ apiUrl: 'http://api.test/api' })); // the pictures' URLs
  afterEach(() => switchToEnglish());

  it('names who acted — you, the system, a person — and never shows an account id', () => {
    render(<OrderHistory order={order} myId={ME} />);
    const history = screen.getByTestId('order-history');
    expect(lines()).toEqual([
      '20 Nov 2026, 10:00 — placed by Karim Hasan',
      '20 Nov 2026, 11:00 — confirmed by you',
      '20 Nov 2026, 12:00 — shipped by admin',
      '20 Nov 2026, 13:00 — delivered by Rahim Uddin',
      '20 Nov 2026, 13:00 — cash collected by Rahim Uddin',
      '21 Nov 2026, 10:00 — return requested: Too small by Karim Hasan',
      '21 Nov 2026, 11:00 — return approved by the system',
    ]);
    for (const id of [ME, OTHER_ADMIN, CUSTOMER, GONE])
      expect(history.textContent).not.toContain(id);
  });

  it('says "delivered" once: later entries of the same status are their events', () => {
    render(<OrderHistory order={order} myId={ME} />);
    expect(lines().filter((text) => / — delivered /.test(text ?? ''))).toHaveLength(1);
  });

  it("shows every line's picture and name for a multi-line order", () => {
    render(<OrderHistory order={order} myId={ME} />);
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual([
      'Walton 1.8L Electric Kettle',
      'QCY T13 TWS Earbuds',
    ]);
    expect(pictures[1].getAttribute('src')).toContain('0123456789abcdef0123456789abcdef-160.webp');
    expect(screen.getByTestId('order-lines').textContent).toContain('QCY T13 TWS Earbuds × 2');
  });

  it('names each line’s variant in the page’s language, its SKU small beside it', async () => {
    const variant = (sku: string, en: string, bn: string) => ({
      ...line('Samsung Galaxy A15', '/static/products/a15.webp', 1),
      partId: '665f1e000000000000000029',
      sku,
      variantName: { en, bn },
    });
    const phones = {
      ...order,
      lines: [
        variant('A15-6-128-BLUEBLACK', 'Blue Black, 6/128 GB', 'নীলচে কালো, ৬/১২৮ জিবি'),
        variant('A15-8-256-LIGHTBLUE', 'Light Blue, 8/256 GB', 'হালকা নীল, ৮/২৫৬ জিবি'),
      ],
    };
    const { unmount } = render(<OrderHistory order={phones} myId={ME} />);
    expect(screen.getAllByTestId('order-line').map((item) => item.textContent)).toEqual([
      'Samsung Galaxy A15 — Blue Black, 6/128 GB × 1 A15-6-128-BLUEBLACK',
      'Samsung Galaxy A15 — Light Blue, 8/256 GB × 1 A15-8-256-LIGHTBLUE',
    ]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Samsung Galaxy A15 — Blue Black, 6/128 GB',
      'Samsung Galaxy A15 — Light Blue, 8/256 GB',
    ]);
    unmount();
    await switchToBengali();
    render(<OrderHistory order={phones} myId={ME} />);
    expect(screen.getAllByTestId('order-line').map((item) => item.textContent)).toEqual([
      'Samsung Galaxy A15 — নীলচে কালো, ৬/১২৮ জিবি × ১ A15-6-128-BLUEBLACK',
      'Samsung Galaxy A15 — হালকা নীল, ৮/২৫৬ জিবি × ১ A15-8-256-LIGHTBLUE',
    ]);
    expect(latinOutsideNoTranslate(screen.getByTestId('order-history'))).toEqual([]);
  });

  it('says the warranty each line was sold with, in the page’s language', async () => {
    const covers = { en: 'Manufacturing defects', bn: 'উৎপাদনজনিত ত্রুটি' };
    const [kettle, earbuds] = order.lines;
    const warranted = {
      ...order,
      lines: [
        { ...kettle, warranty: { months: 12, type: 'official' as const, covers } },
        { ...earbuds, warranty: { months: 24, type: 'brand' as const, covers } },
      ],
    };
    const { unmount } = render(<OrderHistory order={warranted} myId={ME} />);
    expect(screen.getAllByTestId('line-warranty').map((item) => item.textContent)).toEqual([
      ' · 12-month official warranty',
      ' · 2-year brand warranty',
    ]);
    unmount();
    await switchToBengali();
    render(<OrderHistory order={warranted} myId={ME} />);
    expect(screen.getAllByTestId('line-warranty').map((item) => item.textContent)).toEqual([
      ' · ১২ মাসের অফিসিয়াল ওয়ারেন্টি',
      ' · ২ বছরের ব্র্যান্ড ওয়ারেন্টি',
    ]);
  });

  it('reads in Bengali, with names and notes as written', async () => {
    await switchToBengali();
    render(<OrderHistory order={order} myId={ME} />);
    expect(lines()[0]).toBe('২০ নভেম্বর ২০২৬, ১০:০০ — অর্ডার হয়েছে Karim Hasan করেছেন');
    expect(lines()[4]).toBe('২০ নভেম্বর ২০২৬, ১৩:০০ — নগদ টাকা নেওয়া হয়েছে Rahim Uddin করেছেন');
    expect(latinOutsideNoTranslate(screen.getByTestId('order-history'))).toEqual([]);
  });
});

describe('OrderHistory notes', () => {
  afterEach(() => switchToEnglish());
  const paidOrder = {
    ...order,
    history: [
      order.history[0],
      {
        status: 'placed',
        at: '2026-11-20T04:30:00.000Z',
        byRole: 'system',
        note: 'paid (bkash)',
      },
      {
        status: 'placed',
        at: '2026-11-20T05:30:00.000Z',
        byUserId: OTHER_ADMIN,
        byRole: 'admin',
        byName: 'Rahim Uddin',
        note: 'refund of ৳38500: damaged on arrival',
      },
    ],
  } as unknown as Order;

  it('formats amounts and names wallets by their brands', () => {
    render(<OrderHistory order={paidOrder} myId={ME} />);
    expect(lines()).toEqual([
      '20 Nov 2026, 10:00 — placed by Karim Hasan',
      '20 Nov 2026, 10:30 — paid · bKash by the system',
      '20 Nov 2026, 11:30 — refund of ৳38,500: damaged on arrival by Rahim Uddin',
    ]);
  });

  it('in Bengali, with Bengali digits in the amounts', async () => {
    await switchToBengali();
    render(<OrderHistory order={paidOrder} myId={ME} />);
    expect(lines()[2]).toContain('৳৩৮,৫০০');
    expect(lines()[1]).toContain('bKash');
  });
});
