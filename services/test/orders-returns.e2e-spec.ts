/**
 * Returns: a customer returns units of a delivered order within RETURN_DAYS; an admin
 * approves or rejects (with a note), receives (stock back once, unless damaged) and refunds it — by
 * card through the sandbox provider, or as cash handed back for cash on delivery. Never stock back
 * twice, never more refunded than paid, concurrent clicks included. The admin's list filters orders
 * with open returns and carries the phone's order and cancel counts.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ImageUploadAnswer, Order, OrderPage, PaymentIntentAnswer } from '@shop/contracts';
import { type Connection, Types } from 'mongoose';
import sharp from 'sharp';
import { orderHistoryNamesMigration } from '../src/migrations/2026-12-03-order-history-names';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session, signup } from './helpers/auth';
import { multipartFile } from './helpers/multipart';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const PHONE = '01812345670';
const CONTACT = {
  name: 'Karim Hossain',
  phone: PHONE,
  address: 'House 3, Road 9, Uttara',
  district: 'Dhaka',
};
const DAY_MS = 24 * 60 * 60 * 1000;

describe('returns', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-orders-returns', env: { RETURN_DAYS: '7' } });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
  });

  afterAll(() => dropAndClose(app));

  const db = () => connectionOf(app);

  async function createPart(quantity: number, price: number): Promise<string> {
    const part = await db()
      .model('Part')
      .create({
        name: `Return Part ${new Types.ObjectId().toHexString().slice(-6)}`,
        category: 'tws',
        img: '/static/products/return.svg',
        price,
        quantity,
        description: 'A part of the return tests',
      });
    return String(part._id);
  }

  const stockOf = async (partId: string) =>
    (
      await db()
        .collection('parts')
        .findOne({ _id: new Types.ObjectId(partId) })
    )?.quantity as number;

  const storedOrder = (id: string) =>
    db()
      .collection('orders')
      .findOne({ _id: new Types.ObjectId(id) });

  async function checkout(
    lines: { partId: string; quantity: number }[],
    paymentMethod: 'card' | 'cod',
    session: Session = customer,
  ): Promise<Order> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(session),
      payload: { lines, ...CONTACT, paymentMethod },
    });
    expect(res.statusCode).toBe(201);
    return res.json<Order>();
  }

  async function pay(order: Order): Promise<PaymentIntentAnswer> {
    const intent = (
      await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: bearer(customer),
        payload: { orderId: order._id },
      })
    ).json<PaymentIntentAnswer>();
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: bearer(customer),
      payload: { clientSecret: intent.clientSecret, ...GOOD_CARD },
    });
    expect(paid.statusCode).toBe(200);
    return intent;
  }

  const setStatus = (id: string, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: bearer(admin),
      payload,
    });

  /** Confirmed, shipped, delivered (cash collected for cash on delivery). */
  async function deliver(order: Order): Promise<Order> {
    for (const status of ['confirmed', 'shipped'])
      expect((await setStatus(order._id, { status })).statusCode).toBe(200);
    const res = await setStatus(order._id, {
      status: 'delivered',
      ...(order.paymentMethod === 'cod' ? { cashCollected: true } : {}),
    });
    expect(res.statusCode).toBe(200);
    return res.json<Order>();
  }

  const ask = (id: string, payload: object, session: Session = customer) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${id}/returns`,
      headers: bearer(session),
      payload,
    });

  const move = (id: string, returnId: string, payload: object, session: Session = admin) =>
    app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/returns/${returnId}`,
      headers: bearer(session),
      payload,
    });

  const events = async (id: string) =>
    (
      (await storedOrder(id))!.notifications as {
        event: string;
        amount?: number;
        reason?: string;
      }[]
    ).map((entry) => entry.event);

  it('a card order: requested → approved → received (stock back once) → refunded through the provider, each step told', async () => {
    const [a, b] = [await createPart(10, 1500), await createPart(10, 700)];
    const order = await deliver(
      await checkout(
        [
          { partId: a, quantity: 2 },
          { partId: b, quantity: 1 },
        ],
        'card',
      ).then(async (placed) => (await pay(placed), placed)),
    );
    expect(order.returnableUntil).toEqual(expect.any(String));
    expect(new Date(order.returnableUntil!).getTime()).toBeGreaterThan(
      Date.now() + 7 * DAY_MS - 60_000,
    );
    expect([await stockOf(a), await stockOf(b)]).toEqual([8, 9]);

    const requested = await ask(order._id, {
      lines: [{ partId: a, quantity: 1 }],
      reason: '  The left earbud does not charge  ',
    });
    expect(requested.statusCode).toBe(201);
    const withReturn = requested.json<Order>();
    const returned = withReturn.returns![0];
    expect(returned).toMatchObject({
      state: 'requested',
      reason: 'The left earbud does not charge',
      lines: [{ partId: a, quantity: 1 }],
      byUserId: withReturn.userId,
      requestedAt: expect.any(String),
    });
    expect(withReturn.lines[0].returnedQuantity).toBe(1);

    expect((await move(order._id, returned.id, { action: 'receive' })).json()).toMatchObject({
      statusCode: 409,
      code: 'RETURN_NOT_ALLOWED',
    });
    const approved = await move(order._id, returned.id, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Order>().returns![0]).toMatchObject({
      state: 'approved',
      decidedAt: expect.any(String),
    });

    const received = await move(order._id, returned.id, { action: 'receive', note: 'box intact' });
    expect(received.statusCode).toBe(200);
    expect(received.json<Order>().returns![0]).toMatchObject({
      state: 'received',
      damaged: false,
      note: 'box intact',
    });
    expect(await stockOf(a)).toBe(9);
    // A second receive is refused and gives nothing back.
    expect((await move(order._id, returned.id, { action: 'receive' })).statusCode).toBe(409);
    expect(await stockOf(a)).toBe(9);

    const refunded = await move(order._id, returned.id, { action: 'refund' });
    expect(refunded.statusCode).toBe(200);
    const done = refunded.json<Order>();
    expect(done.returns![0]).toMatchObject({
      state: 'refunded',
      refundedTaka: 1500,
      refundId: done.payment.refunds![0].id,
    });
    expect(done.payment).toMatchObject({ status: 'partially_refunded', refundedTaka: 1500 });
    expect(done.payment.refunds![0]).toMatchObject({
      status: 'succeeded',
      provider: 'sandbox',
      amountTaka: 1500,
    });
    expect(done.lines[0].refundedQuantity).toBe(1);
    // The refund gives no stock back: the units came back when received.
    expect(await stockOf(a)).toBe(9);
    expect((await move(order._id, returned.id, { action: 'refund' })).statusCode).toBe(409);
    expect(await events(order._id)).toEqual(
      expect.arrayContaining([
        'return_requested',
        'return_approved',
        'return_received',
        'return_refunded',
      ]),
    );
    expect(await events(order._id)).not.toContain('refunded');
  });

  it('cash on delivery: received damaged (no stock back), the cash refund recorded with who, when and how much', async () => {
    const part = await createPart(10, 990);
    const order = await deliver(await checkout([{ partId: part, quantity: 3 }], 'cod'));
    expect(order.payment.status).toBe('paid');
    const returnId = (
      await ask(order._id, { lines: [{ partId: part, quantity: 2 }], reason: 'Cracked screens' })
    ).json<Order>().returns![0].id;
    await move(order._id, returnId, { action: 'approve' });
    const received = await move(order._id, returnId, { action: 'receive', damaged: true });
    expect(received.json<Order>().returns![0]).toMatchObject({ state: 'received', damaged: true });
    expect(await stockOf(part)).toBe(7);
    const refunded = (
      await move(order._id, returnId, { action: 'refund', note: 'cash at the counter' })
    ).json<Order>();
    expect(refunded.returns![0]).toMatchObject({
      state: 'refunded',
      refundedTaka: 1980,
      refundedAt: expect.any(String),
    });
    expect(refunded.payment.refunds![0]).toMatchObject({
      provider: 'cash',
      status: 'succeeded',
      amountTaka: 1980,
      byUserId: expect.any(String),
      refundedAt: expect.any(String),
    });
    expect(refunded.payment).toMatchObject({ status: 'partially_refunded', refundedTaka: 1980 });
    expect(await stockOf(part)).toBe(7);
  });

  it('history entries and return steps keep who by name; older ones are named once by the migration', async () => {
    const part = await createPart(10, 900);
    const order = await deliver(await checkout([{ partId: part, quantity: 1 }], 'cod'));
    const requested = (
      await ask(order._id, { lines: [{ partId: part, quantity: 1 }], reason: 'Too small' })
    ).json<Order>();
    const approved = (
      await move(order._id, requested.returns![0].id, { action: 'approve' })
    ).json<Order>();
    const customerName = customer.answer.user.name;
    const adminName = admin.answer.user.name;
    expect(approved.history.map((entry) => [entry.status, entry.byRole, entry.byName])).toEqual([
      ['placed', 'customer', customerName],
      ['confirmed', 'admin', adminName],
      ['shipped', 'admin', adminName],
      ['delivered', 'admin', adminName],
      ['delivered', 'admin', adminName], // cash collected: an event, not a new status
      ['delivered', 'customer', customerName],
      ['delivered', 'admin', adminName],
    ]);
    expect(approved.returns![0].steps.map((step) => [step.state, step.byName])).toEqual([
      ['requested', customerName],
      ['approved', adminName],
    ]);

    // Written before names were kept: only ids. Nothing names them when read (that would be today's
    // name); the migration names them once, with the accounts' names at the upgrade.
    await db()
      .collection('orders')
      .updateOne(
        { _id: new Types.ObjectId(order._id) },
        { $unset: { 'history.$[].byName': '', 'returns.$[].steps.$[].byName': '' } },
      );
    const own = (
      await app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: bearer(customer),
      })
    ).json<Order>();
    expect(own.history.some((entry) => entry.byName)).toBe(false);
    await orderHistoryNamesMigration.up(db() as Connection, {
      now: new Date(),
      settings: { paymentWindowMinutes: 30 },
    });
    const page = (
      await app.inject({
        method: 'GET',
        url: `/api/booking?q=${PHONE}&page=1&limit=50`,
        headers: bearer(admin),
      })
    ).json<OrderPage>();
    expect(page).toMatchObject({ page: 1 });
    const listed = page.items.find((item) => item._id === order._id)!;
    expect(listed.history.map((entry) => entry.byName)).toEqual(
      approved.history.map((entry) => entry.byName),
    );
    expect(listed.returns![0].steps.map((step) => step.byName)).toEqual([customerName, adminName]);
  });

  it('rejection needs a note and tells it; a rejected return frees its units for a new request', async () => {
    const part = await createPart(10, 500);
    const order = await deliver(await checkout([{ partId: part, quantity: 1 }], 'cod'));
    const returnId = (
      await ask(order._id, { lines: [{ partId: part, quantity: 1 }], reason: 'Changed my mind' })
    ).json<Order>().returns![0].id;
    expect((await move(order._id, returnId, { action: 'reject' })).json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'note is required to reject a return',
    });
    expect((await move(order._id, returnId, { action: 'approve', damaged: true })).statusCode).toBe(
      400,
    );
    const rejected = await move(order._id, returnId, { action: 'reject', note: 'Opened and used' });
    expect(rejected.json<Order>().returns![0]).toMatchObject({
      state: 'rejected',
      note: 'Opened and used',
      steps: [
        { state: 'requested' },
        { state: 'rejected', note: 'Opened and used', byRole: 'admin' },
      ],
    });
    const stored = await storedOrder(order._id);
    expect(stored!.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'return_rejected', reason: 'Opened and used' }),
      ]),
    );
    for (const action of ['approve', 'receive', 'refund', 'reject']) {
      expect((await move(order._id, returnId, { action, note: 'x' })).json()).toMatchObject({
        code: 'RETURN_NOT_ALLOWED',
      });
    }
    expect(
      (await ask(order._id, { lines: [{ partId: part, quantity: 1 }], reason: 'Still broken' }))
        .statusCode,
    ).toBe(201);
  });

  it('quantities: never more than delivered − refunded − in open returns; lines of the order only', async () => {
    const [a, b] = [await createPart(10, 300), await createPart(10, 400)];
    const order = await deliver(
      await checkout(
        [
          { partId: a, quantity: 2 },
          { partId: b, quantity: 1 },
        ],
        'cod',
      ),
    );
    expect(
      (await ask(order._id, { lines: [{ partId: a, quantity: 3 }], reason: 'r' })).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'RETURN_NOT_ALLOWED',
      message: expect.stringContaining('Only 2'),
    });
    expect(
      (
        await ask(order._id, {
          lines: [{ partId: new Types.ObjectId().toHexString(), quantity: 1 }],
          reason: 'r',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await ask(order._id, {
          lines: [
            { partId: a, quantity: 1 },
            { partId: b, quantity: 1 },
          ],
          reason: 'both',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await ask(order._id, { lines: [{ partId: b, quantity: 1 }], reason: 'again' })).json(),
    ).toMatchObject({ code: 'RETURN_NOT_ALLOWED' });
    // An admin refund of a line leaves fewer units to return.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/orders/${order._id}/refunds`,
          headers: bearer(admin),
          payload: { lines: [{ partId: a, quantity: 1 }] },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await ask(order._id, { lines: [{ partId: a, quantity: 1 }], reason: 'r' })).json(),
    ).toMatchObject({
      code: 'RETURN_NOT_ALLOWED',
      message: expect.stringContaining('already returned or refunded'),
    });
  });

  it('input: reason required, length-limited, no control characters; a photo must be one the shop stored', async () => {
    const part = await createPart(10, 800);
    const order = await deliver(await checkout([{ partId: part, quantity: 1 }], 'cod'));
    const lines = [{ partId: part, quantity: 1 }];
    for (const payload of [
      { lines },
      { lines, reason: '   ' },
      { lines, reason: 'x'.repeat(501) },
      { lines, reason: 'bad\u0007bell' },
      { lines, reason: 42 },
      { lines: [], reason: 'r' },
      { lines: [{ partId: part, quantity: 0 }], reason: 'r' },
      { lines, reason: 'r', photo: 'https://evil.example/x.png' },
    ]) {
      const res = await ask(order._id, payload);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a27' } })
      .png()
      .toBuffer();
    const uploadAs = async (session: Session) => {
      const { payload, headers } = multipartFile('image', png);
      const upload = await app.inject({
        method: 'POST',
        url: '/api/images',
        payload,
        headers: { ...headers, ...bearer(session) },
      });
      return upload.json<ImageUploadAnswer>().data.url;
    };
    // Another account's upload (here the admin's) is not the customer's photo, even though it is stored.
    const notMine = await ask(order._id, {
      lines,
      reason: 'Dead on arrival',
      photo: await uploadAs(admin),
    });
    expect(notMine.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'photo must be a photo you uploaded yourself',
    });
    const photo = await uploadAs(customer);
    const res = await ask(order._id, { lines, reason: 'Dead on arrival', photo });
    expect(res.statusCode).toBe(201);
    expect(res.json<Order>().returns![0].photo).toBe(photo);
  });

  it('the window: not before delivery, up to RETURN_DAYS after it, not a moment later', async () => {
    const part = await createPart(10, 600);
    const placed = await checkout([{ partId: part, quantity: 2 }], 'cod');
    expect(
      (await ask(placed._id, { lines: [{ partId: part, quantity: 1 }], reason: 'r' })).json(),
    ).toMatchObject({
      code: 'RETURN_NOT_ALLOWED',
      message: 'Only a delivered order can be returned',
    });
    const order = await deliver(placed);
    const orders = db().collection('orders');
    await orders.updateOne(
      { _id: new Types.ObjectId(order._id) },
      { $set: { returnableUntil: new Date(Date.now() + 5_000) } },
    );
    expect(
      (await ask(order._id, { lines: [{ partId: part, quantity: 1 }], reason: 'just in time' }))
        .statusCode,
    ).toBe(201);
    await orders.updateOne(
      { _id: new Types.ObjectId(order._id) },
      { $set: { returnableUntil: new Date(Date.now() - 1) } },
    );
    expect(
      (await ask(order._id, { lines: [{ partId: part, quantity: 1 }], reason: 'too late' })).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'RETURN_NOT_ALLOWED',
      message: 'Returns are accepted within 7 days of delivery',
    });
    // An order delivered before returnableUntil existed: delivery time + RETURN_DAYS.
    const old = await deliver(await checkout([{ partId: part, quantity: 1 }], 'cod'));
    const entry = old.history.findIndex((step) => step.status === 'delivered');
    const deliveredAt = (at: number) => ({
      $unset: { returnableUntil: '' },
      $set: { [`history.${entry}.at`]: new Date(at) },
    });
    await orders.updateOne(
      { _id: new Types.ObjectId(old._id) },
      deliveredAt(Date.now() - 7 * DAY_MS - 60_000),
    );
    expect(
      (await ask(old._id, { lines: [{ partId: part, quantity: 1 }], reason: 'late' })).statusCode,
    ).toBe(409);
    await orders.updateOne(
      { _id: new Types.ObjectId(old._id) },
      deliveredAt(Date.now() - 7 * DAY_MS + 60_000),
    );
    expect(
      (await ask(old._id, { lines: [{ partId: part, quantity: 1 }], reason: 'in time' }))
        .statusCode,
    ).toBe(201);
  });

  it('another customer cannot ask (404), nor move (403); moves are admin only, requests customer only', async () => {
    const part = await createPart(10, 450);
    const order = await deliver(await checkout([{ partId: part, quantity: 1 }], 'cod'));
    const other = await signup(app, {
      name: 'Other Buyer',
      email: `other-${Date.now()}@example.com`,
      password: 'Other#Pass2026x',
    });
    expect(
      (
        await ask(order._id, { lines: [{ partId: part, quantity: 1 }], reason: 'mine?' }, other)
      ).json(),
    ).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
    expect(
      (await ask(order._id, { lines: [{ partId: part, quantity: 1 }], reason: 'admin' }, admin))
        .statusCode,
    ).toBe(403);
    const returnId = (
      await ask(order._id, { lines: [{ partId: part, quantity: 1 }], reason: 'broken' })
    ).json<Order>().returns![0].id;
    expect((await move(order._id, returnId, { action: 'approve' }, customer)).statusCode).toBe(403);
    expect((await move(order._id, returnId, { action: 'approve' }, other)).statusCode).toBe(403);
    expect(
      (await move(order._id, new Types.ObjectId().toHexString(), { action: 'approve' })).json(),
    ).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await move(order._id, 'nope', { action: 'approve' })).statusCode).toBe(400);
    expect((await move(order._id, returnId, { action: 'explode' })).statusCode).toBe(400);
  });

  it('concurrency: 100 parallel requests make one return; 100 parallel receives one stock back; 100 parallel refunds one refund', async () => {
    const part = await createPart(10, 1200);
    const order = await deliver(
      await checkout([{ partId: part, quantity: 2 }], 'card').then(
        async (placed) => (await pay(placed), placed),
      ),
    );
    const asks = await Promise.all(
      Array.from({ length: 100 }, () =>
        ask(order._id, { lines: [{ partId: part, quantity: 2 }], reason: 'both broken' }),
      ),
    );
    expect(asks.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(asks.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    const stored = await storedOrder(order._id);
    expect(stored!.returns).toHaveLength(1);
    const returnId = String(stored!.returns[0]._id);
    await move(order._id, returnId, { action: 'approve' });
    const receives = await Promise.all(
      Array.from({ length: 100 }, () => move(order._id, returnId, { action: 'receive' })),
    );
    expect(receives.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(receives.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    expect(await stockOf(part)).toBe(10);
    const refunds = await Promise.all(
      Array.from({ length: 100 }, () => move(order._id, returnId, { action: 'refund' })),
    );
    expect(refunds.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(refunds.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    const after = await storedOrder(order._id);
    expect(after!.payment.refunds).toHaveLength(1);
    expect(after!.payment.refundedTaka).toBe(2400);
    expect(after!.payment.refundedTaka).toBeLessThanOrEqual(order.total);
    expect(after!.returns[0].state).toBe('refunded');
    expect(await stockOf(part)).toBe(10);
    expect(
      (after!.notifications as { event: string }[]).filter(
        (entry) => entry.event === 'return_received',
      ),
    ).toHaveLength(1);
  });

  it("the admin's list: ?returns=open finds orders with open returns; each order carries its phone's orders and cancellations", async () => {
    const part = await createPart(20, 350);
    const open = await deliver(await checkout([{ partId: part, quantity: 1 }], 'cod'));
    await ask(open._id, { lines: [{ partId: part, quantity: 1 }], reason: 'faulty' });
    const cancelled = await checkout([{ partId: part, quantity: 1 }], 'cod');
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/booking/${cancelled._id}`,
          headers: bearer(customer),
        })
      ).statusCode,
    ).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: '/api/booking?returns=open&limit=100',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    const page = list.json<OrderPage>();
    expect(page.items.map((item) => item._id)).toContain(open._id);
    expect(
      page.items.every((item) =>
        item.returns?.some((entry) => ['requested', 'approved', 'received'].includes(entry.state)),
      ),
    ).toBe(true);
    const all = (
      await app.inject({
        method: 'GET',
        url: `/api/booking?q=${PHONE}&limit=100`,
        headers: bearer(admin),
      })
    ).json<OrderPage>();
    const expected = {
      orders: await db()
        .collection('orders')
        .countDocuments({ phone: PHONE, status: { $nin: ['pending', 'failed'] } }),
      cancelled: await db()
        .collection('orders')
        .countDocuments({ phone: PHONE, status: 'cancelled' }),
    };
    expect(expected.cancelled).toBeGreaterThanOrEqual(1);
    expect(
      all.items.every(
        (item) =>
          item.phoneStats?.orders === expected.orders &&
          item.phoneStats.cancelled === expected.cancelled,
      ),
    ).toBe(true);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/booking?returns=closed',
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(400);
    // Customers' own answers carry no fraud signal.
    const mine = (
      await app.inject({
        method: 'GET',
        url: `/api/booking/${encodeURIComponent(CUSTOMER.email)}`,
        headers: bearer(customer),
      })
    ).json<Order[]>();
    expect(mine.every((item) => item.phoneStats === undefined)).toBe(true);
  });

  it('the OpenAPI document describes both routes, their bodies and the returns in the order answer', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs-json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: {
        schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
      };
    }>();
    expect(Object.keys(doc.paths['/api/orders/{id}/returns'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '404', '409']),
    );
    expect(Object.keys(doc.paths['/api/orders/{id}/returns/{returnId}'].patch.responses)).toEqual(
      expect.arrayContaining(['200', '400', '404', '409']),
    );
    expect(doc.components.schemas.CreateOrderReturnDto.required).toEqual(
      expect.arrayContaining(['lines', 'reason']),
    );
    expect(doc.components.schemas.UpdateOrderReturnDto.properties).toHaveProperty('action');
    expect(doc.components.schemas.OrderDto.properties).toEqual(
      expect.objectContaining({
        returns: expect.anything(),
        phoneStats: expect.anything(),
        returnableUntil: expect.anything(),
      }),
    );
  });
});
