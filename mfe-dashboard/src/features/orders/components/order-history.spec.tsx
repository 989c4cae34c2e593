/** @jest-environment jsdom */
import type { Order } from '@shop/contracts';
import { customer } from '@shop/tools/jest/fake-api';
import { render, screen, within } from '@testing-library/react';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { anOrder, line } from '../../../testing/orders';
import { OrderHistory } from './order-history';

const ADMIN_ID = '665f1e00000000000000aa01';
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** A bKash order (its product named as when it was placed), delivered, returned and refunded. */
const order: Order = anOrder('665f1e0000000000000000c1', {
  name: 'Karim Hasan',
  lines: [line('Samsung Galaxy Watch6 Classic', { unitPrice: 38500, lineTotal: 38500 })],
  status: 'delivered',
  history: [
    {
      status: 'placed',
      at: at(0),
      byUserId: customer._id,
      byRole: 'customer',
      byName: 'Karim Hasan',
    },
    {
      status: 'placed',
      at: at(1),
      byUserId: customer._id,
      byRole: 'customer',
      byName: 'Karim Hasan',
      note: 'paid (bkash)',
    },
    { status: 'confirmed', at: at(2), byUserId: ADMIN_ID, byRole: 'admin', byName: 'Rahim Admin' },
    { status: 'shipped', at: at(3), byUserId: ADMIN_ID, byRole: 'admin', byName: 'Rahim Admin' },
    { status: 'delivered', at: at(4), byUserId: ADMIN_ID, byRole: 'admin', byName: 'Rahim Admin' },
    {
      status: 'delivered',
      at: at(5),
      byUserId: customer._id,
      byRole: 'customer',
      byName: 'Karim Hasan',
      note: 'return requested: strap broken',
    },
    {
      status: 'delivered',
      at: at(6),
      byUserId: ADMIN_ID,
      byRole: 'admin',
      byName: 'Rahim Admin',
      note: 'refunded ৳38500 (bkash TRX9)',
    },
    {
      status: 'delivered',
      at: at(7),
      byRole: 'system',
      note: 'Nagad payment (TrxID 8N7) of ৳38500 noted',
    },
  ],
});

/** An order of two variants of one phone. */
const A15 = '665f1e000000000000000029';
const twoVariants: Order = anOrder('665f1e0000000000000000c2', {
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

const events = () => screen.getAllByTestId('history-event').map((item) => item.textContent);

describe('OrderHistory (My Booking Products)', () => {
  it('says each event with amounts formatted, wallets by their brands, and who did it', () => {
    render(<OrderHistory order={order} />);
    expect(screen.getAllByTestId('history-line').map((item) => item.textContent)).toEqual([
      'Samsung Galaxy Watch6 Classic × 1',
    ]);
    expect(events()).toEqual([
      '20 Nov 2026, 16:00 — Order placed by Karim Hasan',
      '20 Nov 2026, 16:01 — Paid by bKash by Karim Hasan',
      '20 Nov 2026, 16:02 — Confirmed by the shop',
      '20 Nov 2026, 16:03 — On its way by the shop',
      '20 Nov 2026, 16:04 — Delivered by the shop',
      '20 Nov 2026, 16:05 — Return requested: strap broken by Karim Hasan',
      '20 Nov 2026, 16:06 — Refunded ৳38,500 by the shop',
      '20 Nov 2026, 16:07 — Nagad payment (TrxID 8N7) of ৳38,500 noted automatically',
    ]);
    // Never the raw note, an account id or a staff member's name.
    const text = screen.getByTestId('order-history').textContent ?? '';
    expect(text).not.toMatch(/৳38500|bkash|paid \(|Rahim|665f1e/);
  });

  it('names the customer as the order recorded it then, or “you” for an entry without a name', () => {
    const { byName: _name, ...unnamed } = order.history[0];
    render(<OrderHistory order={{ ...order, history: [unnamed] }} />);
    expect(events()).toEqual(['20 Nov 2026, 16:00 — Order placed by you']);
  });

  it('names the variant of each line: two variants of one product are two lines', () => {
    render(<OrderHistory order={twoVariants} />);
    expect(screen.getAllByTestId('history-line').map((item) => item.textContent)).toEqual([
      'Samsung Galaxy A15 — Blue Black, 6/128 GB × 1',
      'Samsung Galaxy A15 — Light Blue, 8/256 GB × 2',
    ]);
  });

  it('says the warranty each line came with, as the order recorded it', () => {
    const covers = { en: 'Manufacturing defects', bn: 'উৎপাদনজনিত ত্রুটি' };
    render(
      <OrderHistory
        order={{
          ...twoVariants,
          lines: [
            { ...twoVariants.lines[0], warranty: { months: 12, type: 'official', covers } },
            { ...twoVariants.lines[1], warranty: { months: 120, type: 'brand', covers } },
          ],
        }}
      />,
    );
    expect(screen.getAllByTestId('line-warranty').map((item) => item.textContent)).toEqual([
      ' · 12-month official warranty',
      ' · 10-year brand warranty',
    ]);
  });

  it('says when nothing happened yet', () => {
    render(<OrderHistory order={{ ...order, history: [] }} />);
    expect(screen.getByText('Nothing has happened to this order yet.')).toBeTruthy();
  });

  describe('in Bengali', () => {
    beforeEach(() => switchLanguage('bn'));
    afterEach(() => switchLanguage('en'));

    it('says the events in Bengali with Bengali digits, brands and names as written', () => {
      render(<OrderHistory order={order} />);
      const list = events();
      expect(list[0]).toBe('২০ নভেম্বর ২০২৬, ১৬:০০ — অর্ডার হয়েছে Karim Hasan করেছেন');
      expect(list[1]).toContain('bKash-এ পরিশোধ হয়েছে');
      expect(list[2]).toContain('নিশ্চিত দোকান করেছে');
      expect(list[6]).toContain('৳৩৮,৫০০');
      expect(list[7]).toContain('৳৩৮,৫০০');
      expect(within(screen.getByTestId('order-history')).queryByText(/৳38/)).toBeNull();
      expect(untranslatedTexts(screen.getByTestId('order-history'))).toEqual([]);
    });

    it('names each line’s variant in Bengali', () => {
      render(<OrderHistory order={twoVariants} />);
      expect(screen.getAllByTestId('history-line').map((item) => item.textContent)).toEqual([
        'Samsung Galaxy A15 — নীলচে কালো, ৬/১২৮ জিবি × ১',
        'Samsung Galaxy A15 — হালকা নীল, ৮/২৫৬ জিবি × ২',
      ]);
      expect(untranslatedTexts(screen.getByTestId('order-history'))).toEqual([]);
    });
  });
});
