/**
 * Card payments with the sandbox provider (the default without Stripe keys): the server prices the
 * intent, the sandbox's card checks answer like a processor's test mode, and only a confirmed
 * payment of the order's amount marks it paid — through the card form, PATCH /booking/:id alike.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order, PaymentIntentAnswer } from '@shop/contracts';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session, signup } from './helpers/auth';

// A product sold in one variant: booked as the spec books it.
const PART = SEED_PRODUCTS.filter((product) => !product.variants)[0];
const NOBODY_ID = '665f1e0000000000000fffff';
const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
  name: 'Demo Customer',
};
/** takaToUsdCents(price, 122): rounded up to the cent. */
const EXPECTED_CENTS = Math.ceil((PART.price * 100) / 122);

describe('card payments with the sandbox provider', () => {
  let app: NestFastifyApplication;
  let customer: Session;
  let other: Session;
  let admin: Session;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-payments' });
    customer = await login(app, CUSTOMER);
    admin = await login(app, ADMIN);
    other = await signup(app, {
      name: 'Other Customer',
      email: 'other-payer@mail.com',
      password: 'Other#2026',
    });
  });

  afterAll(() => dropAndClose(app));

  async function book(session = customer): Promise<Order> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(session),
      payload: {
        partsId: PART._id,
        quantity: 1,
        name: 'Demo Customer',
        phone: '01712345678',
        address: 'House 12, Road 5, Dhanmondi',
        district: 'Dhaka',
        paymentMethod: 'card',
      },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { order: Order }).order;
  }

  function createIntent(orderId: string, session: Session | undefined = customer, price?: unknown) {
    return app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(session),
      payload: { orderId, ...(price === undefined ? {} : { price }) },
    });
  }

  async function intentFor(orderId: string): Promise<PaymentIntentAnswer> {
    const res = await createIntent(orderId);
    expect(res.statusCode).toBe(200);
    return res.json() as PaymentIntentAnswer;
  }

  function payWithCard(
    clientSecret: string,
    card: Partial<typeof GOOD_CARD> = {},
    session: Session = customer,
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: bearer(session),
      payload: { clientSecret, ...GOOD_CARD, ...card },
    });
  }

  function confirmBooking(orderId: string, transactionId: string, session: Session = customer) {
    return app.inject({
      method: 'PATCH',
      url: `/api/booking/${orderId}`,
      headers: bearer(session),
      payload: { appointment: orderId, transactionId },
    });
  }

  async function orderNow(orderId: string): Promise<Order> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: bearer(customer),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Order;
  }

  const sandboxIntents = () => connectionOf(app).collection('sandbox_payment_intents');

  describe('POST /api/create-payment-intent', () => {
    it('prices the intent on the server, whatever price the browser sends', async () => {
      const order = await book();
      const res = await createIntent(order._id, customer, 1);
      expect(res.statusCode).toBe(200);
      const answer = res.json() as PaymentIntentAnswer;
      expect(answer).toEqual({
        clientSecret: expect.stringMatching(
          new RegExp(`^${answer.paymentIntentId}_secret_[0-9a-f]{32}$`),
        ),
        paymentIntentId: expect.stringMatching(/^pi_sandbox_[0-9a-f]{24}$/),
        provider: 'sandbox',
        amountCents: EXPECTED_CENTS,
        currency: 'usd',
        totalTaka: PART.price,
        bdtPerUsd: 122,
        testMode: true,
      });
      expect(order.total).toBe(PART.price);
      const stored = await sandboxIntents().findOne({ _id: answer.paymentIntentId as never });
      expect(stored).toMatchObject({
        amount: EXPECTED_CENTS,
        currency: 'usd',
        orderId: order._id,
        status: 'requires_payment_method',
      });
    });

    it('answers the same intent on a retry: one intent per order', async () => {
      const order = await book();
      const first = await intentFor(order._id);
      const second = await intentFor(order._id);
      expect(second.paymentIntentId).toBe(first.paymentIntentId);
      expect(second.clientSecret).toBe(first.clientSecret);
      expect(await sandboxIntents().countDocuments({ orderId: order._id })).toBe(1);
    });

    it('settles a payment the provider already took instead of answering its intent again', async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      await sandboxIntents().updateOne(
        { _id: paymentIntentId as never },
        { $set: { status: 'succeeded' } },
      );
      const res = await createIntent(order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'ORDER_NOT_PAYABLE',
        message: 'This order is already paid',
      });
      expect(await orderNow(order._id)).toMatchObject({
        paid: true,
        transactionId: paymentIntentId,
      });
    });

    it("answers 404 for another customer's order, an admin who does not own it, or no order", async () => {
      const order = await book();
      for (const [session, orderId] of [
        [other, order._id],
        [admin, order._id],
        [customer, NOBODY_ID],
      ] as const) {
        const res = await createIntent(orderId, session);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
      }
      expect(await sandboxIntents().countDocuments({ orderId: order._id })).toBe(0);
    });

    it('refuses a malformed order id', async () => {
      const res = await createIntent('not-an-id');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'orderId must be a 24-character hexadecimal id',
      });
    });

    it('answers 409 ORDER_NOT_PAYABLE for a cancelled order', async () => {
      const order = await book();
      const cancel = await app.inject({
        method: 'DELETE',
        url: `/api/booking/${order._id}`,
        headers: bearer(customer),
      });
      expect(cancel.statusCode).toBe(200);
      const res = await createIntent(order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'ORDER_NOT_PAYABLE',
        message: 'This order was cancelled',
      });
    });
  });

  describe('POST /api/payments/sandbox/confirm', () => {
    it('declines 4000 0000 0000 0002 with the provider message, and the order stays unpaid', async () => {
      const order = await book();
      const { clientSecret, paymentIntentId } = await intentFor(order._id);
      const res = await payWithCard(clientSecret, { cardNumber: '4000 0000 0000 0002' });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({
        statusCode: 402,
        code: 'CARD_DECLINED',
        message: 'Your card was declined.',
      });
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
      expect(await sandboxIntents().findOne({ _id: paymentIntentId as never })).toMatchObject({
        status: 'requires_payment_method',
        lastError: { code: 'card_declined', message: 'Your card was declined.' },
      });
    });

    it.each([
      [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ cardNumber: '4111 1111 1111 1111' }, 'Your card was declined.'],
      [{ expiry: '01/20' }, 'Your card has expired.'],
      [{ expiry: '13/40' }, "Your card's expiration month is invalid."],
      [{ cvc: '12' }, "Your card's security code is invalid."],
    ])('refuses %p: %s', async (card, message) => {
      const order = await book();
      const { clientSecret } = await intentFor(order._id);
      const res = await payWithCard(clientSecret, card);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ statusCode: 402, code: 'CARD_DECLINED', message });
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
    });

    it('pays with 4242 4242 4242 4242: the order is paid with the intent id as transaction id, once', async () => {
      const order = await book();
      const { clientSecret, paymentIntentId } = await intentFor(order._id);
      // A declined attempt first, as a person would: the good card still pays afterwards.
      expect((await payWithCard(clientSecret, { cardNumber: '4000000000000002' })).statusCode).toBe(
        402,
      );
      const res = await payWithCard(clientSecret);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        paymentIntent: {
          id: paymentIntentId,
          status: 'succeeded',
          amount: EXPECTED_CENTS,
          currency: 'usd',
        },
      });
      const paid = await orderNow(order._id);
      expect(paid).toMatchObject({
        paid: true,
        transactionId: paymentIntentId,
        payment: { status: 'paid', transactionId: paymentIntentId },
      });

      // The spec's PATCH after the payment, and the form submitted again: no-ops answering the order.
      const patch = await confirmBooking(order._id, paymentIntentId);
      expect(patch.statusCode).toBe(200);
      expect(patch.json()).toMatchObject({
        _id: order._id,
        payment: { status: 'paid', transactionId: paymentIntentId, paidAt: paid.payment.paidAt },
      });
      expect((await payWithCard(clientSecret)).statusCode).toBe(200);
      const after = await orderNow(order._id);
      expect(after.payment.paidAt).toBe(paid.payment.paidAt);
      expect(after.history.filter((entry) => entry.note?.startsWith('paid'))).toHaveLength(1);

      // Paid: no new intent for it.
      expect((await createIntent(order._id)).json()).toMatchObject({
        code: 'ORDER_NOT_PAYABLE',
        message: 'This order is already paid',
      });
    });

    it.each(['4000 0566 5566 5556', '5555 5555 5555 4444'])(
      'pays with the test card %s',
      async (cardNumber) => {
        const order = await book();
        const { clientSecret } = await intentFor(order._id);
        expect((await payWithCard(clientSecret, { cardNumber })).statusCode).toBe(200);
        expect((await orderNow(order._id)).payment.status).toBe('paid');
      },
    );

    it("lets only the order's owner pay with its client secret", async () => {
      const order = await book();
      const { clientSecret } = await intentFor(order._id);
      for (const session of [other, admin]) {
        const res = await payWithCard(clientSecret, {}, session);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      }
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
    });

    it('answers 404 for a made-up or tampered client secret', async () => {
      const order = await book();
      const { clientSecret } = await intentFor(order._id);
      const tampered = `${clientSecret.slice(0, -1)}${clientSecret.endsWith('0') ? '1' : '0'}`;
      for (const secret of [
        'pi_sandbox_0000_secret_0000',
        tampered,
        `${clientSecret}0`,
        'nonsense',
      ]) {
        const res = await payWithCard(secret);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such payment intent' });
      }
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
    });

    it('refuses to charge a card for an order cancelled after its intent was created', async () => {
      const order = await book();
      const { clientSecret } = await intentFor(order._id);
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/booking/${order._id}`,
            headers: bearer(customer),
          })
        ).statusCode,
      ).toBe(200);
      const res = await payWithCard(clientSecret);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
      const after = await orderNow(order._id);
      expect(after).toMatchObject({ status: 'cancelled', payment: { status: 'unpaid' } });
    });
  });

  describe('PATCH /api/booking/:id', () => {
    it('refuses a made-up transaction id: 409 PAYMENT_NOT_CONFIRMED, order unpaid', async () => {
      const order = await book();
      await intentFor(order._id);
      for (const transactionId of ['pi_sandbox_madeup', 'txn_123456', 'cash-anything']) {
        const res = await confirmBooking(order._id, transactionId);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          statusCode: 409,
          code: 'PAYMENT_NOT_CONFIRMED',
          message: 'The card provider has not confirmed a payment of this order',
        });
      }
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
    });

    it('refuses the real intent id before the card was charged', async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      const res = await confirmBooking(order._id, paymentIntentId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_CONFIRMED' });
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
    });

    it('marks paid when the provider reports the payment succeeded (the card form never reached the API)', async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      await sandboxIntents().updateOne(
        { _id: paymentIntentId as never },
        { $set: { status: 'succeeded' } },
      );
      const res = await confirmBooking(order._id, paymentIntentId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: order._id,
        paid: true,
        transactionId: paymentIntentId,
      });
      const again = await confirmBooking(order._id, paymentIntentId);
      expect(again.statusCode).toBe(200);
      expect((again.json() as Order).payment.paidAt).toBe((res.json() as Order).payment.paidAt);
    });

    it("refuses a succeeded payment whose amount is not the order's", async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      await sandboxIntents().updateOne(
        { _id: paymentIntentId as never },
        { $set: { status: 'succeeded', amount: 50 } },
      );
      const res = await confirmBooking(order._id, paymentIntentId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_CONFIRMED' });
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
    });

    it("answers 404 for another customer's order, and an admin may confirm a customer's payment", async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      const res = await confirmBooking(order._id, paymentIntentId, other);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      await sandboxIntents().updateOne(
        { _id: paymentIntentId as never },
        { $set: { status: 'succeeded' } },
      );
      expect((await confirmBooking(order._id, paymentIntentId, other)).statusCode).toBe(404);
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
      const byAdmin = await confirmBooking(order._id, paymentIntentId, admin);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json()).toMatchObject({ paid: true, transactionId: paymentIntentId });
    });

    it('answers 409 ORDER_NOT_PAYABLE for a cancelled order', async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/booking/${order._id}`,
            headers: bearer(customer),
          })
        ).statusCode,
      ).toBe(200);
      const res = await confirmBooking(order._id, paymentIntentId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'ORDER_NOT_PAYABLE',
        message: 'This order was cancelled',
      });
    });

    it('refuses an appointment that is not the order of the path', async () => {
      const order = await book();
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/booking/${order._id}`,
        headers: bearer(customer),
        payload: { appointment: NOBODY_ID, transactionId: 'pi_sandbox_x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'appointment must be the order id of the path',
      });
    });
  });

  it('has no Stripe webhook while the sandbox is active', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
