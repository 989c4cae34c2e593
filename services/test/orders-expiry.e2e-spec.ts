/**
 * Unpaid card orders cannot hold stock forever: the payment window (PAYMENT_WINDOW_MINUTES)
 * and the limit of open unpaid orders per account (MAX_OPEN_UNPAID_ORDERS). Time travel is done by
 * moving an order's `expiresAt` in the database, never by sleeping.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order, PaymentIntentAnswer } from '@shop/contracts';
import { Types } from 'mongoose';
import { OrdersService } from '../src/orders/orders.service';
import { SandboxPaymentProvider } from '../src/payment-providers/sandbox/sandbox.provider';
import { PAYMENT_PROVIDER } from '../src/payment-providers/payment-provider';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, type Session, signup } from './helpers/auth';

const WINDOW_MINUTES = 5;
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const CONTACT = {
  name: 'Karim Ahmed',
  phone: '01812345678',
  address: 'House 3, Road 9, Uttara',
  district: 'Dhaka',
};

describe('unpaid orders expire; open unpaid orders are limited', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customers = 0;

  beforeAll(async () => {
    app = await bootApp({
      database: 'e2e-orders-expiry',
      env: { PAYMENT_WINDOW_MINUTES: String(WINDOW_MINUTES), MAX_OPEN_UNPAID_ORDERS: '3' },
    });
    admin = await login(app, ADMIN);
  });

  afterAll(() => dropAndClose(app));

  const db = () => connectionOf(app);

  async function newCustomer(): Promise<Session> {
    customers += 1;
    return signup(app, {
      name: `Expiry Customer ${customers}`,
      email: `expiry-${customers}@mail.com`,
      password: 'Expiry#2026',
    });
  }

  async function createPart(quantity: number, price = 1220): Promise<string> {
    const part = await db()
      .model('Part')
      .create({
        name: `Expiry Part ${new Types.ObjectId().toHexString().slice(-6)}`,
        category: 'tws',
        img: '/static/products/expiry.svg',
        price,
        quantity,
        description: 'A part of the expiry tests',
      });
    return String(part._id);
  }

  const stockOf = async (partId: string) =>
    (
      await db()
        .collection('parts')
        .findOne({ _id: new Types.ObjectId(partId) })
    )?.quantity as number;

  function book(
    session: Session,
    partId: string,
    quantity = 1,
    paymentMethod: 'card' | 'cod' = 'card',
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(session),
      payload: { partsId: partId, quantity, ...CONTACT, paymentMethod },
    });
  }

  async function placed(
    session: Session,
    partId: string,
    quantity = 1,
    paymentMethod: 'card' | 'cod' = 'card',
  ): Promise<Order> {
    const res = await book(session, partId, quantity, paymentMethod);
    expect(res.statusCode).toBe(201);
    return res.json<{ order: Order }>().order;
  }

  /** Time travel: the order's payment window closed `minutesAgo` minutes ago. */
  async function windowClosed(orderId: string, minutesAgo = 1): Promise<void> {
    await db()
      .collection('orders')
      .updateOne(
        { _id: new Types.ObjectId(orderId) },
        { $set: { expiresAt: new Date(Date.now() - minutesAgo * 60_000) } },
      );
  }

  const intentFor = (session: Session, orderId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(session),
      payload: { orderId },
    });

  async function orderNow(orderId: string): Promise<Order> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: bearer(admin),
    });
    return res.json<Order>();
  }

  const sweep = () => app.get(OrdersService).expireOverdueOrders();

  describe('the payment window', () => {
    it('a card order says when it expires; a cash-on-delivery order does not', async () => {
      const customer = await newCustomer();
      const part = await createPart(5);
      const before = Date.now();
      const card = await placed(customer, part);
      const window = WINDOW_MINUTES * 60_000;
      expect(new Date(card.expiresAt!).getTime()).toBeGreaterThanOrEqual(before + window);
      expect(new Date(card.expiresAt!).getTime()).toBeLessThanOrEqual(Date.now() + window);
      const cod = await placed(customer, part, 1, 'cod');
      expect(cod.expiresAt).toBeUndefined();
    });

    it('expires an unpaid card order: cancelled "not paid in time", its stock back once (five sweeps at once)', async () => {
      const customer = await newCustomer();
      const part = await createPart(5);
      const order = await placed(customer, part, 3);
      expect(await stockOf(part)).toBe(2);
      expect(await sweep()).toBe(0);
      await windowClosed(order._id);
      const swept = await Promise.all([sweep(), sweep(), sweep(), sweep(), sweep()]);
      expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await stockOf(part)).toBe(5);
      const expired = await orderNow(order._id);
      expect(expired).toMatchObject({
        status: 'cancelled',
        cancelReason: 'not paid in time',
        paid: false,
      });
      expect(expired.expiresAt).toBeUndefined();
      expect(expired.history.at(-1)).toMatchObject({
        status: 'cancelled',
        byRole: 'system',
        note: 'not paid in time',
      });
      expect(await sweep()).toBe(0);
      expect(await stockOf(part)).toBe(5);
      // The customer is told, once (the notifications outbox, recorded with the change).
      const stored = await db()
        .collection('orders')
        .findOne({ _id: new Types.ObjectId(order._id) });
      expect(
        (stored!.notifications as { event: string; reason?: string }[]).filter(
          (n) => n.event === 'cancelled',
        ),
      ).toEqual([expect.objectContaining({ reason: 'not paid in time' })]);
    });

    it('never expires a paid card order or a cash-on-delivery order', async () => {
      const customer = await newCustomer();
      const part = await createPart(5);
      const cod = await placed(customer, part, 1, 'cod');
      const card = await placed(customer, part, 1);
      const intent = (await intentFor(customer, card._id)).json<PaymentIntentAnswer>();
      const paid = await app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        headers: bearer(customer),
        payload: { clientSecret: intent.clientSecret, ...GOOD_CARD },
      });
      expect(paid.statusCode).toBe(200);
      await windowClosed(card._id);
      await db()
        .collection('orders')
        .updateOne({ _id: new Types.ObjectId(cod._id) }, { $set: { expiresAt: new Date(0) } });
      expect(await sweep()).toBe(0);
      expect((await orderNow(card._id)).status).toBe('placed');
      expect((await orderNow(cod._id)).status).toBe('placed');
    });

    it('refuses to start paying after the window closed, before any card is charged (409 ORDER_EXPIRED)', async () => {
      const customer = await newCustomer();
      const part = await createPart(5);
      const order = await placed(customer, part);
      await windowClosed(order._id);
      const res = await intentFor(customer, order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'ORDER_EXPIRED',
        message: 'This order was not paid in time and has expired. Please order again.',
      });
      // Still refused once the sweep has cancelled it.
      await sweep();
      expect((await intentFor(customer, order._id)).json()).toMatchObject({
        code: 'ORDER_EXPIRED',
      });
    });

    it('the sandbox card form refuses an expired order without charging the card', async () => {
      const customer = await newCustomer();
      const part = await createPart(5);
      const order = await placed(customer, part);
      const intent = (await intentFor(customer, order._id)).json<PaymentIntentAnswer>();
      await windowClosed(order._id);
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        headers: bearer(customer),
        payload: { clientSecret: intent.clientSecret, ...GOOD_CARD },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ORDER_EXPIRED' });
      const stored = await db()
        .collection('sandbox_payment_intents')
        .findOne({ _id: intent.paymentIntentId as never });
      expect(stored?.status).toBe('requires_payment_method');
      // The sweep cancels the started payment with the provider: its card form charges nothing any more.
      await sweep();
      const canceled = await db()
        .collection('sandbox_payment_intents')
        .findOne({ _id: intent.paymentIntentId as never });
      expect(canceled?.status).toBe('canceled');
      const again = await app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        headers: bearer(customer),
        payload: { clientSecret: intent.clientSecret, ...GOOD_CARD },
      });
      expect(again.json()).toMatchObject({ statusCode: 409, code: 'ORDER_EXPIRED' });
    });

    it('a payment that succeeded just before the window closed, confirmed after the sweep, is refunded once', async () => {
      const customer = await newCustomer();
      const part = await createPart(5);
      const order = await placed(customer, part, 2);
      const intent = (await intentFor(customer, order._id)).json<PaymentIntentAnswer>();
      // The card was charged at the last second; the confirmation is late.
      await (app.get(PAYMENT_PROVIDER) as SandboxPaymentProvider).succeed(intent.paymentIntentId);
      await windowClosed(order._id);
      expect(await sweep()).toBeGreaterThanOrEqual(1);
      expect((await orderNow(order._id)).status).toBe('cancelled');
      expect(await stockOf(part)).toBe(5);
      const confirm = () =>
        app.inject({
          method: 'PATCH',
          url: `/api/booking/${order._id}`,
          headers: bearer(customer),
          payload: { transactionId: intent.paymentIntentId },
        });
      const res = await confirm();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'ORDER_EXPIRED',
        message: expect.stringContaining('refunded'),
      });
      const refunded = await orderNow(order._id);
      expect(refunded).toMatchObject({
        status: 'cancelled',
        payment: {
          status: 'refunded',
          refundedTaka: order.total,
          refunds: [
            expect.objectContaining({
              status: 'succeeded',
              amountCents: intent.amountCents,
              provider: 'sandbox',
            }),
          ],
        },
      });
      expect((await confirm()).statusCode).toBe(409);
      expect((await orderNow(order._id)).payment.refunds).toHaveLength(1);
      const sandbox = await db()
        .collection('sandbox_payment_intents')
        .findOne({ _id: intent.paymentIntentId as never });
      expect(sandbox).toMatchObject({ amountRefunded: intent.amountCents });
      expect(await stockOf(part)).toBe(5);
    });
  });

  describe('MAX_OPEN_UNPAID_ORDERS', () => {
    it('refuses a 4th open unpaid order of one account (409), until one is paid or cancelled', async () => {
      const customer = await newCustomer();
      const part = await createPart(20);
      const orders = [
        await placed(customer, part),
        await placed(customer, part, 1, 'cod'),
        await placed(customer, part),
      ];
      const refused = await book(customer, part);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        statusCode: 409,
        code: 'TOO_MANY_UNPAID_ORDERS',
        message: 'You already have 3 unpaid orders. Pay or cancel one before placing another.',
        limit: 3,
      });
      expect(await stockOf(part)).toBe(17);
      // Another account is not limited by this one's orders.
      await placed(await newCustomer(), part);
      const cancel = await app.inject({
        method: 'DELETE',
        url: `/api/booking/${orders[0]._id}`,
        headers: bearer(customer),
      });
      expect(cancel.statusCode).toBe(200);
      await placed(customer, part);
      expect((await book(customer, part)).statusCode).toBe(409);
      // An expired order stops counting too.
      await windowClosed(orders[2]._id);
      await sweep();
      await placed(customer, part);
    });

    it('lets exactly one of concurrent bookings take the last place (the place is claimed atomically)', async () => {
      const customer = await newCustomer();
      const part = await createPart(20);
      await placed(customer, part);
      await placed(customer, part);
      const answers = await Promise.all(Array.from({ length: 5 }, () => book(customer, part)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(
        await db()
          .collection('orders')
          .countDocuments({ userId: new Types.ObjectId(customer.answer.user._id) }),
      ).toBe(3);
      expect(await stockOf(part)).toBe(17);
    });

    it('counts orders it has no list for (placed before the list existed), and a list that lost track of them', async () => {
      const customer = await newCustomer();
      const part = await createPart(20);
      const orders = [
        await placed(customer, part),
        await placed(customer, part),
        await placed(customer, part),
      ];
      const lists = db().collection('open_orders');
      const account = new Types.ObjectId(customer.answer.user._id);
      // An account from before: its orders, no list.
      await lists.deleteOne({ _id: account as never });
      expect((await book(customer, part)).statusCode).toBe(409);
      // The list is rebuilt from the orders when it looks full: a cancelled one frees its place.
      const cancel = await app.inject({
        method: 'DELETE',
        url: `/api/booking/${orders[1]._id}`,
        headers: bearer(customer),
      });
      expect(cancel.statusCode).toBe(200);
      const fourth = await placed(customer, part);
      expect((await lists.findOne({ _id: account as never }))?.orders.map(String)).toEqual([
        orders[0]._id,
        orders[2]._id,
        fourth._id,
      ]);
      expect((await book(customer, part)).statusCode).toBe(409);
    });
  });
});
