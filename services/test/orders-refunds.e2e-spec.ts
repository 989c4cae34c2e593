/**
 * Refunds with the sandbox provider: an admin's cancel of a card-paid order refunds it;
 * lines of a multi-line order are refunded one by one (their units back to stock, a proportional share
 * of the charged cents); never more than was paid and never stock back twice — 200 concurrent clicks
 * included; cash handed back for a delivered cash-on-delivery order is recorded.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order, PaymentIntentAnswer } from '@shop/contracts';
import { Types } from 'mongoose';
import { refundCents } from '../src/payment-providers/money';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session } from './helpers/auth';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const CONTACT = {
  name: 'Nasrin Akter',
  phone: '01912345678',
  address: 'House 8, Road 4, Banani',
  district: 'Dhaka',
};

describe('refunds', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-orders-refunds' });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
  });

  afterAll(() => dropAndClose(app));

  const db = () => connectionOf(app);

  async function createPart(quantity: number, price: number): Promise<string> {
    const part = await db()
      .model('Part')
      .create({
        name: `Refund Part ${new Types.ObjectId().toHexString().slice(-6)}`,
        category: 'tws',
        img: '/static/products/refund.svg',
        price,
        quantity,
        description: 'A part of the refund tests',
      });
    return String(part._id);
  }

  const stockOf = async (partId: string) =>
    (
      await db()
        .collection('parts')
        .findOne({ _id: new Types.ObjectId(partId) })
    )?.quantity as number;

  async function checkout(
    lines: { partId: string; quantity: number }[],
    paymentMethod: 'card' | 'cod' = 'card',
  ): Promise<Order> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: { lines, ...CONTACT, paymentMethod },
    });
    expect(res.statusCode).toBe(201);
    return res.json<Order>();
  }

  /** Pays the order with the sandbox's good card; answers the intent (its cents). */
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

  const refund = (orderId: string, payload: object, session: Session = admin) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: bearer(session),
      payload,
    });

  const sandboxIntent = (id: string) =>
    db()
      .collection('sandbox_payment_intents')
      .findOne({ _id: id as never });

  it('an admin cancels a card-paid order: refunded through the provider (amount, refund id, time), stock back, the customer told', async () => {
    const part = await createPart(5, 1220);
    const order = await checkout([{ partId: part, quantity: 2 }]);
    const intent = await pay(order);
    expect(await stockOf(part)).toBe(3);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    const cancelled = res.json<Order>();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paid: false,
      payment: { status: 'refunded', refundedTaka: order.total, refundedAt: expect.any(String) },
    });
    expect(cancelled.payment.refunds).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        amountTaka: order.total,
        amountCents: intent.amountCents,
        provider: 'sandbox',
        providerRefundId: expect.stringMatching(/^re_sandbox_/),
        refundedAt: expect.any(String),
      }),
    ]);
    expect(await stockOf(part)).toBe(5);
    expect(await sandboxIntent(intent.paymentIntentId)).toMatchObject({
      amountRefunded: intent.amountCents,
    });
    const stored = await db()
      .collection('orders')
      .findOne({ _id: new Types.ObjectId(order._id) });
    const events = (stored!.notifications as { event: string; amount?: number }[]).map((entry) => [
      entry.event,
      entry.amount,
    ]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['cancelled', undefined],
        ['refunded', order.total],
      ]),
    );
    // Nothing more to refund.
    expect((await refund(order._id, {})).json()).toMatchObject({
      statusCode: 409,
      code: 'ORDER_NOT_REFUNDABLE',
    });
  });

  it('refunds a multi-line order line by line: stock back for exactly those units, cents in proportion, the last refund gives back the rest', async () => {
    const [a, b] = [await createPart(10, 977), await createPart(10, 1333)];
    const order = await checkout([
      { partId: a, quantity: 2 },
      { partId: b, quantity: 1 },
    ]);
    const intent = await pay(order);
    const first = await refund(order._id, {
      lines: [{ partId: a, quantity: 1 }],
      reason: 'one was broken',
    });
    expect(first.statusCode).toBe(200);
    const partly = first.json<Order>();
    expect(partly.payment).toMatchObject({ status: 'partially_refunded', refundedTaka: 977 });
    expect(partly.payment.refunds![0]).toMatchObject({
      amountTaka: 977,
      amountCents: refundCents(intent.amountCents, order.total, 977),
      reason: 'one was broken',
      lines: [{ partId: a, quantity: 1 }],
    });
    expect(partly.lines.map((line) => line.refundedQuantity ?? 0)).toEqual([1, 0]);
    expect(partly.status).toBe('placed');
    expect([await stockOf(a), await stockOf(b)]).toEqual([9, 9]);
    // More of a line than is left, a product not in the order: refused, nothing changes.
    expect((await refund(order._id, { lines: [{ partId: a, quantity: 2 }] })).json()).toMatchObject(
      { code: 'ORDER_NOT_REFUNDABLE', message: expect.stringContaining('Only 1') },
    );
    expect(
      (
        await refund(order._id, {
          lines: [{ partId: new Types.ObjectId().toHexString(), quantity: 1 }],
        })
      ).statusCode,
    ).toBe(409);
    const rest = await refund(order._id, {});
    expect(rest.statusCode).toBe(200);
    const all = rest.json<Order>();
    expect(all.payment).toMatchObject({ status: 'refunded', refundedTaka: order.total });
    const cents = all.payment.refunds!.reduce((sum, entry) => sum + (entry.amountCents ?? 0), 0);
    expect(cents).toBe(intent.amountCents);
    expect((await sandboxIntent(intent.paymentIntentId))?.amountRefunded).toBe(intent.amountCents);
    expect([await stockOf(a), await stockOf(b)]).toEqual([10, 10]);
    expect(all.paid).toBe(false);
  });

  it('200 concurrent refund clicks make one refund: stock back once, never more than was paid', async () => {
    const [a, b] = [await createPart(10, 1500), await createPart(10, 700)];
    const order = await checkout([
      { partId: a, quantity: 3 },
      { partId: b, quantity: 1 },
    ]);
    const intent = await pay(order);
    const clicks = await Promise.all(
      Array.from({ length: 200 }, () => refund(order._id, { lines: [{ partId: a, quantity: 3 }] })),
    );
    const codes = clicks.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
    const stored = await db()
      .collection('orders')
      .findOne({ _id: new Types.ObjectId(order._id) });
    expect(stored!.payment).toMatchObject({ status: 'partially_refunded', refundedTaka: 4500 });
    expect(stored!.payment.refunds).toHaveLength(1);
    expect(await stockOf(a)).toBe(10);
    expect(await stockOf(b)).toBe(9);
    expect((await sandboxIntent(intent.paymentIntentId))?.refunds).toHaveLength(1);
    // And 200 concurrent "refund everything left": one more refund, of what is left.
    const rest = await Promise.all(Array.from({ length: 200 }, () => refund(order._id, {})));
    expect(rest.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const done = await db()
      .collection('orders')
      .findOne({ _id: new Types.ObjectId(order._id) });
    expect(done!.payment).toMatchObject({
      status: 'refunded',
      refundedTaka: order.total,
      refundedCents: intent.amountCents,
    });
    expect([await stockOf(a), await stockOf(b)]).toEqual([10, 10]);
  });

  it('records the cash handed back for a delivered cash-on-delivery order (who, when, how much)', async () => {
    const part = await createPart(5, 2000);
    const order = await checkout([{ partId: part, quantity: 1 }], 'cod');
    for (const status of ['confirmed', 'shipped']) {
      expect(
        (
          await app.inject({
            method: 'PATCH',
            url: `/api/orders/${order._id}/status`,
            headers: bearer(admin),
            payload: { status },
          })
        ).statusCode,
      ).toBe(200);
    }
    const delivered = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: bearer(admin),
      payload: { status: 'delivered', cashCollected: true },
    });
    expect(delivered.json<Order>().payment.status).toBe('paid');
    const res = await refund(order._id, { reason: 'returned at the door' });
    expect(res.statusCode).toBe(200);
    const refunded = res.json<Order>();
    expect(refunded).toMatchObject({
      status: 'delivered',
      payment: { status: 'refunded', refundedTaka: order.total },
    });
    expect(refunded.payment.refunds).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        provider: 'cash',
        amountTaka: order.total,
        byUserId: admin.answer.user._id,
        refundedAt: expect.any(String),
      }),
    ]);
    expect(refunded.payment.refunds![0].amountCents).toBeUndefined();
    expect(await stockOf(part)).toBe(5);
  });

  it('refuses to refund an unpaid order, and bad input', async () => {
    const part = await createPart(5, 1000);
    const order = await checkout([{ partId: part, quantity: 1 }]);
    expect((await refund(order._id, {})).json()).toEqual({
      statusCode: 409,
      code: 'ORDER_NOT_REFUNDABLE',
      message: 'This order was not paid',
    });
    for (const payload of [
      { lines: [{ partId: part, quantity: 0 }] },
      { lines: [{ partId: 'x', quantity: 1 }] },
      { reason: 'x'.repeat(301) },
      { lines: 'all' },
    ]) {
      const res = await refund(order._id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await refund(order._id, {}, customer)).statusCode).toBe(403);
  });
});
