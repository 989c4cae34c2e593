import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, AuditEntryPage } from '@shop/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import {
  latinOutsideNoTranslate,
  switchToBengali,
  switchToEnglish,
} from '../../../testing/bengali';
import { ActivityPage } from './activity-page';

// antd tables and selects render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);

// antd's Select opens and closes on a macrotask posted through a MessageChannel, which jsdom lacks.
class TimeoutMessageChannel {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
}
beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= TimeoutMessageChannel;
});

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const RAHIM = {
  userId: '665f1a0000000000000000a1',
  name: 'Rahim Uddin',
  email: 'rahim@shop.local',
};
const SADIA = {
  userId: '665f1a0000000000000000a2',
  name: 'Sadia Islam',
  email: 'sadia@shop.local',
};
const id = (n: number) => `665f4c0000000000000000${String(n).padStart(2, '0')}`;

const entry = (n: number, over: Partial<AuditEntry>): AuditEntry => ({
  _id: id(n),
  at: '2026-11-25T06:05:00.000Z', // 12:05 in Dhaka
  action: 'product.updated',
  actor: RAHIM,
  target: { type: 'product', id: id(50 + n), label: 'Boat Airdopes 141' },
  changes: [],
  ...over,
});

const ENTRIES: AuditEntry[] = [
  entry(1, { changes: [{ field: 'price', before: 1200, after: 1150 }] }),
  entry(2, {
    action: 'order.cash-collected',
    actor: SADIA,
    target: { type: 'order', id: id(60), label: '#A1B2C3 · Karim Hossain' },
    changes: [
      { field: 'status', before: 'shipped', after: 'delivered' },
      { field: 'payment', before: 'unpaid', after: 'paid' },
    ],
  }),
  entry(3, {
    action: 'order.refunded',
    target: { type: 'order', id: id(61), label: '#D4E5F6 · Nusrat Jahan' },
    changes: [
      { field: 'payment', before: 'paid', after: 'partially_refunded' },
      { field: 'refundedTaka', before: 0, after: 1250 },
    ],
    note: 'Strap arrived torn',
  }),
  entry(4, {
    action: 'user.role-changed',
    target: { type: 'user', id: id(62), label: 'Sadia Islam' },
    changes: [{ field: 'role', before: 'customer', after: 'admin' }],
  }),
  entry(5, {
    action: 'review.deleted',
    target: { type: 'review', id: id(63), label: 'Tanvir Ahmed' },
    changes: [
      { field: 'retting', before: 1 },
      { field: 'product', before: id(99) },
    ],
    note: 'Abusive language',
  }),
];

/** The API: filters like GET /admin/activity (actor, action, targetType), pages, lists the actors. */
function activityApi(entries: AuditEntry[] = ENTRIES) {
  return fakeApi({
    'GET /admin/activity': (request) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const matching = entries.filter(
        (item) =>
          (!query.get('actor') || item.actor.userId === query.get('actor')) &&
          (!query.get('action') || item.action === query.get('action')) &&
          (!query.get('targetType') || item.target.type === query.get('targetType')),
      );
      const answer: AuditEntryPage = {
        items: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
        page,
        limit,
        actors: [RAHIM, SADIA].map(({ userId, name }) => ({ userId, name })),
      };
      return json(200, answer);
    },
  });
}

function renderPage(url = '/dashboard/activity') {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter initialEntries={[url]}>
        <ActivityPage />
      </MemoryRouter>
    </Provider>,
  );
}

const rowText = async (n: number) =>
  (await screen.findAllByTestId('activity-row'))[n].textContent ?? '';
const lastQuery = (api: ReturnType<typeof activityApi>) => {
  const calls = api.calls('GET', '/admin/activity');
  return new URL(calls[calls.length - 1].url).searchParams;
};

describe('Activity (admin)', () => {
  it('reads each entry as a sentence, with the time in Dhaka and every change before → after', async () => {
    activityApi();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeTruthy();
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows).toHaveLength(5);
    expect(screen.getByText('5 admin actions, newest first')).toBeTruthy();

    expect(rows[0].textContent).toContain(
      'Rahim Uddin changed the price of Boat Airdopes 141 from ৳1,200 to ৳1,150',
    );
    expect(rows[0].textContent).toContain('25 Nov 2026, 12:05');
    expect(rows[0].textContent).toContain('Price: ৳1,200 → ৳1,150');

    expect(rows[1].textContent).toContain(
      'Sadia Islam marked order #A1B2C3 · Karim Hossain delivered and the cash collected',
    );
    expect(rows[1].textContent).toContain('Status: shipped → delivered');
    expect(rows[1].textContent).toContain('Payment: unpaid → paid');

    expect(rows[2].textContent).toContain(
      'Rahim Uddin refunded ৳1,250 of order #D4E5F6 · Nusrat Jahan',
    );
    expect(rows[2].textContent).toContain('Refunded: ৳0 → ৳1,250');
    expect(rows[2].textContent).toContain('Reason: Strap arrived torn');

    expect(rows[3].textContent).toContain('Rahim Uddin made Sadia Islam an admin');
    expect(rows[4].textContent).toContain('Rahim Uddin deleted the review by Tanvir Ahmed');
    expect(rows[4].textContent).toContain('Rating: was 1');
    // Never a raw id: the product that no longer exists reads as such.
    expect(rows[4].textContent).toContain('Product: was no longer in the shop');
    for (const row of rows) {
      for (const n of [50, 51, 52, 53, 54, 55, 60, 61, 62, 63, 99])
        expect(row.textContent).not.toContain(id(n));
      expect(row.textContent).not.toContain(RAHIM.userId);
    }
  });

  it("breaks an e-mail address only after its @: a message's sender, a removed account's address", async () => {
    activityApi([
      entry(1, {
        action: 'message.handled',
        target: {
          type: 'message',
          id: id(64),
          label: 'nusrat.jahan@example-mail.com.bd · Late order',
        },
        changes: [{ field: 'handled', before: false, after: true }],
      }),
      entry(2, {
        action: 'user.removed',
        target: { type: 'user', id: id(62), label: 'Tanvir Ahmed' },
        changes: [{ field: 'email', before: 'tanvir@shop.local' }],
      }),
    ]);
    renderPage();
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows[0].textContent).toContain(
      'Rahim Uddin marked the message from nusrat.jahan@example-mail.com.bd · Late order handled',
    );
    expect(rows[1].textContent).toContain('Email: was tanvir@shop.local');
    const halves = (row: HTMLElement) =>
      Array.from(row.querySelectorAll('.shop-email .shop-unbroken')).map(
        (half) => half.textContent,
      );
    expect(halves(rows[0])).toEqual(['nusrat.jahan@', 'example-mail.com.bd']);
    expect(halves(rows[1])).toEqual(['tanvir@', 'shop.local']);
  });

  it("keeps a shipment's consignment code whole, however narrow its cell", async () => {
    activityApi([
      entry(1, {
        action: 'order.shipment-booked',
        target: { type: 'order', id: id(63), label: '#66A0B7' },
        changes: [{ field: 'shipment', after: 'pathao DL301126E4NG65' }],
      }),
      entry(2, {
        action: 'order.shipment-cancelled',
        target: { type: 'order', id: id(63), label: '#66A0B7' },
        changes: [
          {
            field: 'shipment',
            before: 'redx 21A427TU4BQ1 booked',
            after: 'redx 21A427TU4BQ1 cancelled',
          },
        ],
      }),
      entry(3, {
        action: 'order.shipment-needs-attention',
        target: { type: 'order', id: id(64), label: '#66A0C2' },
        changes: [{ field: 'shipment', after: 'steadfast 1441507 pickup_pending' }],
      }),
    ]);
    renderPage();
    const rows = await screen.findAllByTestId('activity-row');
    const whole = (row: HTMLElement) =>
      Array.from(row.querySelectorAll('.shop-unbroken')).map((code) => code.textContent);
    expect(rows[0].textContent).toContain(
      'Rahim Uddin booked order #66A0B7 with a courierParcel: Pathao DL301126E4NG65',
    );
    expect(whole(rows[0])).toEqual(['DL301126E4NG65']);
    // The states in the order page's words, never the stored code.
    expect(rows[1].textContent).toContain(
      'RedX 21A427TU4BQ1 (Waiting for pickup) → RedX 21A427TU4BQ1 (Booking cancelled)',
    );
    expect(whole(rows[1])).toEqual(['21A427TU4BQ1', '21A427TU4BQ1']);
    // A state the desk has no words for is shown as recorded rather than dropped.
    expect(rows[2].textContent).toContain('Steadfast 1441507 (pickup_pending)');
  });

  it("names a product edit's category, specs and a spec sheet's fields by what they are, never by a key", async () => {
    activityApi([
      entry(1, {
        target: { type: 'product', id: id(51), label: 'Zebra Phone' },
        changes: [
          { field: 'category', before: 'smart-watch', after: 'phone' },
          {
            field: 'specs.battery-capacity',
            before: 'Capacity: 289 mAh',
            after: 'Capacity: 5000 mAh',
          },
        ],
      }),
      entry(2, {
        action: 'spec-template.updated',
        target: { type: 'spec-template', id: 'kettle', label: 'Kettles' },
        changes: [
          { field: 'fields.capacity', after: 'Capacity / ধারণক্ষমতা (Build): number in litre' },
        ],
      }),
    ]);
    renderPage();
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows[0].textContent).toContain('Rahim Uddin edited Zebra Phone');
    expect(rows[0].textContent).toContain('Category: Smart watches → Phones');
    expect(rows[0].textContent).toContain('Spec sheet: Capacity: 289 mAh → Capacity: 5000 mAh');
    expect(rows[0].textContent).not.toContain('battery-capacity');
    expect(rows[1].textContent).toContain('Rahim Uddin edited the spec sheet of Kettles');
    expect(rows[1].textContent).toContain(
      'Spec sheet field: Capacity / ধারণক্ষমতা (Build): number in litre',
    );
  });

  it('shows a stored multi-line text on one line (a customer name older than the one-line rule)', async () => {
    const attack = 'Ayesha\n\nURGENT: your bKash refund is waiting.\r\nLog in\u202e now';
    activityApi([
      entry(1, {
        action: 'order.status-changed',
        target: { type: 'order', id: id(60), label: `#A1B2C3 · ${attack}` },
        changes: [
          { field: 'status', before: 'placed', after: 'cancelled' },
          { field: 'name', before: attack },
        ],
        note: `Customer asked:\n${attack}`,
      }),
    ]);
    renderPage();
    const row = await rowText(0);
    expect(row).toContain('#A1B2C3 · Ayesha URGENT: your bKash refund is waiting. Log in now');
    expect(row).toContain('Customer asked: Ayesha URGENT');
    expect(row).not.toMatch(/[\n\r\u202e]/);
  });

  it('filters by who and what through the address, and starts again at page 1', async () => {
    const api = activityApi();
    renderPage('/dashboard/activity?page=2&what=type:order');
    await screen.findByText('No admin action matches these filters.');
    expect(lastQuery(api).get('targetType')).toBe('order');
    expect(lastQuery(api).get('page')).toBe('2');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Who' }));
    fireEvent.click(await screen.findByTitle('Sadia Islam'));
    await waitFor(() => expect(lastQuery(api).get('actor')).toBe(SADIA.userId));
    expect(lastQuery(api).get('page')).toBe('1');
    expect(lastQuery(api).get('targetType')).toBe('order');
    const rows = await screen.findAllByTestId('activity-row');
    await waitFor(async () => expect(await screen.findAllByTestId('activity-row')).toHaveLength(1));
    expect(rows[0].textContent).toContain('Sadia Islam');
    expect(screen.getByText('1 matching admin action')).toBeTruthy();
  });

  it('asks for the Dhaka days of the address as instants, and one action', async () => {
    const api = activityApi();
    renderPage('/dashboard/activity?from=2026-11-25&to=2026-11-26&what=action:order.refunded');
    expect(await rowText(0)).toContain('refunded ৳1,250');
    const query = lastQuery(api);
    expect(query.get('from')).toBe('2026-11-24T18:00:00.000Z');
    expect(query.get('to')).toBe('2026-11-26T17:59:59.999Z');
    expect(query.get('action')).toBe('order.refunded');
    expect(query.get('targetType')).toBeNull();
    expect(query.get('limit')).toBe('20');
  });

  it('ignores filters in the address that are not real', async () => {
    const api = activityApi();
    renderPage('/dashboard/activity?from=2026-02-30&actor=admin&what=action:stolen');
    await screen.findAllByTestId('activity-row');
    const query = lastQuery(api);
    expect([...query.keys()].sort()).toEqual(['limit', 'page']);
  });

  it('says so when nothing has been done yet', async () => {
    activityApi([]);
    renderPage();
    expect(await screen.findByText('No admin actions yet.')).toBeTruthy();
  });

  it('speaks Bengali, names and labels kept as written', async () => {
    activityApi();
    await switchToBengali();
    try {
      renderPage();
      const rows = await screen.findAllByTestId('activity-row');
      expect(screen.getByRole('heading', { name: 'কার্যকলাপ' })).toBeTruthy();
      expect(rows[0].textContent).toContain(
        'Rahim Uddin Boat Airdopes 141-এর দাম ৳১,২০০ থেকে ৳১,১৫০ করেছেন',
      );
      expect(rows[0].textContent).toContain('২৫ নভেম্বর ২০২৬, ১২:০৫');
      for (const row of rows)
        expect([row.getAttribute('data-action'), latinOutsideNoTranslate(row)]).toEqual([
          row.getAttribute('data-action'),
          [],
        ]);
      expect(within(rows[1]).getByText('পরিশোধিত')).toBeTruthy();
    } finally {
      switchToEnglish();
    }
  });
});
