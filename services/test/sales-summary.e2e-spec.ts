/**
 * The admin dashboard's sales summary and the Contact Us inbox, against the real app and
 * the embedded database. The summary's figures are checked against counts this test makes itself,
 * from the orders it placed (some moved back in time, delivered or cancelled) and from the raw
 * collection.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type ApiErrorBody,
  type ContactMessage,
  type ContactMessagePage,
  ErrorCode,
  type Order,
  type Part,
  type SalesSummary,
  VISIBLE_ORDER_STATUSES,
} from '@shop/contracts';
import { Types } from 'mongoose';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session } from './helpers/auth';

const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3_600_000;
const CONTACT = {
  name: 'Salma Begum',
  phone: '01912345678',
  address: 'Flat 4B, Road 11, Gulshan',
  district: 'Dhaka',
};

/** Midnight in Dhaka (UTC+6) at or before `now`: the test's own reckoning of "today". */
function dhakaMidnight(now: Date): number {
  const local = now.getTime() + DHAKA_OFFSET_MS;
  return local - (local % DAY_MS) - DHAKA_OFFSET_MS;
}

interface StoredOrder {
  _id: Types.ObjectId;
  status: string;
  total: number;
  createdAt: Date;
  lines: {
    partId: Types.ObjectId;
    name: string;
    img: string;
    quantity: number;
    lineTotal: number;
  }[];
}

describe('sales summary and contact inbox', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-sales-summary' });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
  });

  afterAll(() => dropAndClose(app));

  /** GET as the admin, another session, or nobody (null). */
  const get = <T>(url: string, session: Session | null = admin) =>
    app
      .inject({ method: 'GET', url, headers: bearer(session ?? undefined) })
      .then((res) => ({ status: res.statusCode, body: res.json<T>() }));

  async function createPart(name: string, price: number, quantity: number): Promise<Part> {
    const created = await connectionOf(app)
      .model('Part')
      .create({
        name,
        category: 'part',
        img: `/static/products/${name.replace(/\W+/g, '-')}.svg`,
        price,
        quantity,
        description: 'Sales test part',
      });
    return {
      _id: String(created._id),
      name,
      img: created.get('img') as string,
      price,
      quantity,
      description: 'Sales test part',
    };
  }

  async function order(lines: { part: Part; quantity: number }[]): Promise<Order> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        lines: lines.map(({ part, quantity }) => ({ partId: part._id, quantity })),
        ...CONTACT,
      },
      headers: bearer(customer),
    });
    expect(res.statusCode).toBe(201);
    return res.json<Order>();
  }

  async function moveTo(orderId: string, ...statuses: string[]): Promise<void> {
    for (const status of statuses) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}/status`,
        payload: { status },
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
    }
  }

  /** Moves an order back in time (as if placed that many days before now). */
  async function backdate(orderId: string, daysAgo: number): Promise<void> {
    const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
    await connectionOf(app)
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(orderId) }, { $set: { createdAt } });
  }

  it('answers figures equal to a count made in the test', async () => {
    const [earbuds, watch, kettle] = [
      await createPart('Sales Earbuds', 1000, 500),
      await createPart('Sales Watch', 2500, 500),
      await createPart('Sales Kettle', 1800, 3),
    ];
    // Today: three orders, one of them delivered, one cancelled.
    const a = await order([{ part: earbuds, quantity: 3 }]);
    const b = await order([
      { part: watch, quantity: 1 },
      { part: earbuds, quantity: 1 },
    ]);
    const c = await order([{ part: watch, quantity: 4 }]);
    await moveTo(b._id, 'confirmed', 'shipped', 'delivered');
    await moveTo(c._id, 'cancelled');
    // Three days ago (in the last 7 days), ten days ago (last 30) and forty days ago (neither).
    const d = await order([{ part: kettle, quantity: 1 }]);
    const e = await order([
      { part: earbuds, quantity: 2 },
      { part: watch, quantity: 2 },
    ]);
    const f = await order([{ part: watch, quantity: 9 }]);
    await moveTo(d._id, 'confirmed');
    await backdate(d._id, 3);
    await backdate(e._id, 10);
    await backdate(f._id, 40);

    const { status, body: summary } = await get<SalesSummary>('/api/sales/summary');
    expect(status).toBe(200);

    // The test's own count, from the raw collection.
    const now = new Date();
    const today = dhakaMidnight(now);
    const stored = await connectionOf(app).collection<StoredOrder>('orders').find({}).toArray();
    const sold = stored.filter((o) =>
      ['placed', 'confirmed', 'shipped', 'delivered'].includes(o.status),
    );
    const since = (start: number) => {
      const rows = sold.filter((o) => o.createdAt.getTime() >= start);
      return { orders: rows.length, revenue: rows.reduce((sum, o) => sum + o.total, 0) };
    };
    expect(summary.periods).toEqual({
      today: since(today),
      last7Days: since(today - 6 * DAY_MS),
      last30Days: since(today - 29 * DAY_MS),
    });
    // And in terms of this test's orders (the database holds no others).
    expect(summary.periods.today).toEqual({ orders: 2, revenue: a.total + b.total });
    expect(summary.periods.last7Days).toEqual({ orders: 3, revenue: a.total + b.total + d.total });
    expect(summary.periods.last30Days).toEqual({
      orders: 4,
      revenue: a.total + b.total + d.total + e.total,
    });

    const byStatus = Object.fromEntries(
      VISIBLE_ORDER_STATUSES.map((s) => [s, stored.filter((o) => o.status === s).length]),
    );
    expect(summary.byStatus).toEqual(byStatus);
    expect(summary.byStatus).toEqual({
      placed: 3,
      confirmed: 1,
      shipped: 0,
      delivered: 1,
      cancelled: 1,
    });

    expect(summary.daily).toHaveLength(30);
    const dhakaDate = (ms: number) => new Date(ms + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
    expect(summary.daily.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => dhakaDate(today - (29 - i) * DAY_MS)),
    );
    for (const day of summary.daily) {
      const start = Date.parse(`${day.date}T00:00:00.000Z`) - DHAKA_OFFSET_MS;
      const rows = sold.filter(
        (o) => o.createdAt.getTime() >= start && o.createdAt.getTime() < start + DAY_MS,
      );
      expect(day).toEqual({
        date: day.date,
        orders: rows.length,
        revenue: rows.reduce((sum, o) => sum + o.total, 0),
      });
    }
    expect(summary.daily[29]).toEqual({
      date: dhakaDate(today),
      orders: 2,
      revenue: a.total + b.total,
    });

    // Top products: units over the last 30 days, cancelled orders excluded (c's 4 watches, f's 9 are not counted).
    const top = (part: Part, units: number) => ({
      partId: part._id,
      sku: expect.any(String),
      name: part.name,
      img: part.img,
      units,
      revenue: units * part.price,
    });
    expect(summary.topProducts).toEqual([top(earbuds, 6), top(watch, 3), top(kettle, 1)]);

    // Low stock (the kettle has 2 left) is the catalogue's list.
    const lowStock = await get<Part[]>('/api/admin/low-stock?max=5');
    expect(summary.lowStock).toEqual(lowStock.body);
    // Per variant: the kettle's one variant, named as the product (it has no options), with its SKU.
    expect(summary.lowStock).toContainEqual({ ...kettle, quantity: 2, sku: expect.any(String) });
  });

  it('counts and lists each variant apart, named in both languages', async () => {
    const created = await connectionOf(app)
      .model('Part')
      .create({
        name: 'Sales Phone',
        category: 'phone',
        img: '/static/products/sales-phone.svg',
        price: 2000,
        quantity: 52,
        description: 'Sales test phone',
        options: [
          {
            key: 'colour',
            name: { en: 'Colour', bn: 'রং' },
            kind: 'colour',
            values: [
              { key: 'black', label: { en: 'Black', bn: 'কালো' } },
              { key: 'blue', label: { en: 'Blue', bn: 'নীল' } },
            ],
          },
        ],
        variants: [
          { sku: 'SALES-PHONE-BLACK', values: ['black'], price: 2000, quantity: 50 },
          { sku: 'SALES-PHONE-BLUE', values: ['blue'], price: 3000, quantity: 3 },
        ],
      });
    const partId = String(created._id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        lines: [
          { partId, sku: 'SALES-PHONE-BLACK', quantity: 7 },
          { partId, sku: 'SALES-PHONE-BLUE', quantity: 1 },
        ],
        ...CONTACT,
      },
      headers: bearer(customer),
    });
    expect(res.statusCode).toBe(201);

    const { body: summary } = await get<SalesSummary>('/api/sales/summary');
    const phone = { partId, name: 'Sales Phone', img: '/static/products/sales-phone.svg' };
    // The black one outsells the earbuds (6); the blue one is a row of its own, not added to it.
    expect(summary.topProducts[0]).toEqual({
      ...phone,
      sku: 'SALES-PHONE-BLACK',
      variantName: { en: 'Black', bn: 'কালো' },
      units: 7,
      revenue: 7 * 2000,
    });
    expect(summary.topProducts).toContainEqual({
      ...phone,
      sku: 'SALES-PHONE-BLUE',
      variantName: { en: 'Blue', bn: 'নীল' },
      units: 1,
      revenue: 3000,
    });
    // Low stock: the blue one (2 left), under the product's own name, its variant in both languages.
    expect(summary.lowStock).toContainEqual(
      expect.objectContaining({
        _id: partId,
        name: 'Sales Phone',
        sku: 'SALES-PHONE-BLUE',
        variantName: { en: 'Blue', bn: 'নীল' },
        price: 3000,
        quantity: 2,
      }),
    );
    expect(summary.lowStock.some((row) => row.sku === 'SALES-PHONE-BLACK')).toBe(false);
  });

  it('is for admins only', async () => {
    expect((await get('/api/sales/summary', customer)).status).toBe(403);
    expect((await get('/api/sales/summary', null)).status).toBe(401);
  });

  describe('contact inbox', () => {
    const post = (subject: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { email: 'visitor@mail.com', subject, message: `About ${subject}` },
        remoteAddress: nextAddress(),
      });
    const patch = (id: string, payload: unknown, session: Session = admin) =>
      app.inject({
        method: 'PATCH',
        url: `/api/contact/${id}`,
        payload: payload as object,
        headers: bearer(session),
      });

    it('lists new messages, marks them handled (and back), and counts the new ones in the summary', async () => {
      const ids: string[] = [];
      for (const subject of ['First', 'Second', 'Third'])
        ids.push((await post(subject)).json<{ insertedId: string }>().insertedId);
      const before = (await get<SalesSummary>('/api/sales/summary')).body.newMessages;

      const handled = await patch(ids[1], { handled: true });
      expect(handled.statusCode).toBe(200);
      expect(handled.json<ContactMessage>()).toMatchObject({
        _id: ids[1],
        subject: 'Second',
        handled: true,
        handledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect((await get<SalesSummary>('/api/sales/summary')).body.newMessages).toBe(before - 1);
      const unhandled = await connectionOf(app)
        .collection('contact_messages')
        .countDocuments({ handled: { $ne: true } });
      expect(before - 1).toBe(unhandled);

      const fresh = await get<ContactMessagePage>('/api/contact?status=new&page=1&limit=2');
      expect(fresh.status).toBe(200);
      expect(fresh.body.total).toBe(unhandled);
      expect(fresh.body.items.map((m) => m.subject)).toEqual(['Third', 'First']);
      expect(fresh.body.items.every((m) => m.handled === false)).toBe(true);
      const done = await get<ContactMessagePage>('/api/contact?status=handled');
      expect(done.body).toMatchObject({ total: 1, page: 1, limit: 20 });
      expect(done.body.items.map((m) => m._id)).toEqual([ids[1]]);
      const all = await get<ContactMessagePage>('/api/contact?status=all&limit=1&page=2');
      expect(all.body.items.map((m) => m.subject)).toEqual(['Second']);
      // Without parameters: the plain array, newest first.
      const plain = await get<ContactMessage[]>('/api/contact');
      expect(plain.body.slice(0, 3).map((m) => [m.subject, m.handled])).toEqual([
        ['Third', false],
        ['Second', true],
        ['First', false],
      ]);

      const back = await patch(ids[1], { handled: false });
      expect(back.json<ContactMessage>()).toMatchObject({ handled: false });
      expect(back.json<ContactMessage>()).not.toHaveProperty('handledAt');
      expect((await get<SalesSummary>('/api/sales/summary')).body.newMessages).toBe(before);
    });

    it('refuses bad input, unknown messages and non-admins', async () => {
      const id = (await post('Refusals')).json<{ insertedId: string }>().insertedId;
      expect((await patch(id, { handled: 'yes' })).json<ApiErrorBody>()).toMatchObject({
        statusCode: 400,
        code: ErrorCode.VALIDATION_FAILED,
      });
      expect((await patch(id, { handled: true, subject: 'x' })).statusCode).toBe(400);
      expect((await patch('not-an-id', { handled: true })).statusCode).toBe(400);
      expect(
        (await patch(new Types.ObjectId().toHexString(), { handled: true })).json<ApiErrorBody>(),
      ).toMatchObject({ statusCode: 404, code: ErrorCode.NOT_FOUND });
      expect((await patch(id, { handled: true }, customer)).statusCode).toBe(403);
      expect((await get('/api/contact?status=unknown')).status).toBe(400);
      expect((await get('/api/contact?limit=0')).status).toBe(400);
    });
  });
});
