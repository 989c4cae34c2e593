/**
 * Card payments with Stripe, against stripe-mock (Stripe's mock API, started by the test): the
 * PaymentIntent is created with the server's amount, an idempotency key and the order id, reused on
 * retries; webhooks are verified over the raw body and handled once per event.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order, PaymentIntentAnswer } from '@shop/contracts';
import { Types } from 'mongoose';
import { OrdersService } from '../src/orders/orders.service';
import { PAYMENT_PROVIDER } from '../src/payment-providers/payment-provider';
import type { StripePaymentProvider } from '../src/payment-providers/stripe/stripe.provider';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session } from './helpers/auth';
import {
  startStripeMock,
  STRIPE_MOCK_INSTALL_TIMEOUT_MS,
  type StripeMock,
} from './helpers/stripe-mock';

// A product sold in one variant: booked as the spec books it.
const PART = SEED_PRODUCTS.filter((product) => !product.variants)[1];
const EXPECTED_CENTS = Math.ceil((PART.price * 100) / 122);
const WEBHOOK_SECRET = 'whsec_e2e_test_secret';
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

interface StripeRequest {
  method: string;
  path: string;
  idempotency_key?: string;
}

describe('card payments with Stripe (stripe-mock)', () => {
  let mock: StripeMock;
  let app: NestFastifyApplication;
  let stripe: StripePaymentProvider;
  let customer: Session;
  const requests: StripeRequest[] = [];
  let eventCounter = 0;

  beforeAll(async () => {
    mock = await startStripeMock();
    app = await bootApp({ database: 'e2e-payments-stripe', env: { ...STRIPE_ENV, ...mock.env } });
    stripe = app.get<StripePaymentProvider>(PAYMENT_PROVIDER);
    stripe.client.on('request', (request: StripeRequest) => requests.push(request));
    customer = await login(app, CUSTOMER);
  }, STRIPE_MOCK_INSTALL_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await dropAndClose(app);
    await mock?.stop();
  });

  afterEach(() => jest.restoreAllMocks());

  async function book(): Promise<Order> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(customer),
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

  async function intentFor(orderId: string, price?: number): Promise<PaymentIntentAnswer> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(customer),
      payload: { orderId, ...(price === undefined ? {} : { price }) },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as PaymentIntentAnswer;
  }

  async function orderNow(orderId: string): Promise<Order> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: bearer(customer),
    });
    return res.json() as Order;
  }

  /** A payment_intent event as Stripe sends it. */
  function intentEvent(
    type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
    intent: { id: string; amount: number; orderId: string; currency?: string },
  ) {
    eventCounter += 1;
    return {
      id: `evt_e2e_${eventCounter}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          amount: intent.amount,
          currency: intent.currency ?? 'usd',
          status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
          metadata: { orderId: intent.orderId },
          client_secret: `${intent.id}_secret_e2e`,
          last_payment_error:
            type === 'payment_intent.payment_failed'
              ? { message: 'Your card was declined.' }
              : null,
        },
      },
    };
  }

  /** Delivers `event` to the webhook, signed like Stripe (or with another secret / time). */
  function deliver(
    event: object,
    options: { secret?: string; timestamp?: number; body?: string; signature?: string | null } = {},
  ) {
    const payload = options.body ?? JSON.stringify(event);
    const signature =
      options.signature === undefined
        ? stripe.client.webhooks.generateTestHeaderString({
            payload: JSON.stringify(event),
            secret: options.secret ?? WEBHOOK_SECRET,
            timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
          })
        : options.signature;
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  }

  const paymentEvents = () => connectionOf(app).collection('payment_events');

  describe('POST /api/create-payment-intent', () => {
    it("creates the order's PaymentIntent with the server's amount, the order id and an idempotency key", async () => {
      const order = await book();
      const create = jest.spyOn(stripe.client.paymentIntents, 'create');
      requests.length = 0;
      const answer = await intentFor(order._id, 1); // the browser's lying price is ignored
      expect(answer).toEqual({
        clientSecret: expect.stringContaining('_secret_'),
        paymentIntentId: expect.stringMatching(/^pi_/),
        provider: 'stripe',
        publishableKey: 'pk_test_e2e',
        amountCents: EXPECTED_CENTS,
        currency: 'usd',
        totalTaka: PART.price,
        bdtPerUsd: 122,
        testMode: true,
      });
      expect(create).toHaveBeenCalledTimes(1);
      expect(create.mock.calls[0][0]).toMatchObject({
        amount: EXPECTED_CENTS,
        currency: 'usd',
        metadata: { orderId: order._id },
      });
      // The Idempotency-Key header really went out with the request.
      expect(requests).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/v1/payment_intents',
          idempotency_key: `order-${order._id}-${EXPECTED_CENTS}`,
        }),
      ]);
    });

    it('reuses the stored PaymentIntent on a retry instead of creating another', async () => {
      const order = await book();
      const first = await intentFor(order._id);
      const create = jest.spyOn(stripe.client.paymentIntents, 'create');
      requests.length = 0;
      const second = await intentFor(order._id);
      expect(second.paymentIntentId).toBe(first.paymentIntentId);
      expect(second.amountCents).toBe(EXPECTED_CENTS);
      expect(create).not.toHaveBeenCalled();
      expect(requests).toEqual([
        expect.objectContaining({
          method: 'GET',
          path: `/v1/payment_intents/${first.paymentIntentId}`,
        }),
      ]);
    });
  });

  describe('POST /api/payments/webhook', () => {
    it('marks the order paid for a valid payment_intent.succeeded, exactly once for a repeated event', async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      const markPaid = jest.spyOn(app.get(OrdersService), 'markPaid');
      const event = intentEvent('payment_intent.succeeded', {
        id: paymentIntentId,
        amount: EXPECTED_CENTS,
        orderId: order._id,
      });

      const res = await deliver(event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
      const paid = await orderNow(order._id);
      expect(paid).toMatchObject({
        paid: true,
        transactionId: paymentIntentId,
        payment: { status: 'paid' },
      });

      const again = await deliver(event);
      expect(again.statusCode).toBe(200);
      expect(markPaid).toHaveBeenCalledTimes(1);
      expect((await orderNow(order._id)).payment.paidAt).toBe(paid.payment.paidAt);
      expect(await paymentEvents().find({ eventId: event.id }).toArray()).toEqual([
        expect.objectContaining({
          type: 'payment_intent.succeeded',
          intentId: paymentIntentId,
          orderId: order._id,
          outcome: 'paid',
        }),
      ]);

      // The spec's PATCH after the webhook: a no-op answering the same paid order.
      const patch = await app.inject({
        method: 'PATCH',
        url: `/api/booking/${order._id}`,
        headers: bearer(customer),
        payload: { appointment: order._id, transactionId: paymentIntentId },
      });
      expect(patch.statusCode).toBe(200);
      expect(patch.json()).toMatchObject({ paid: true, payment: { paidAt: paid.payment.paidAt } });
      expect(markPaid).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['signed with another secret', { secret: 'whsec_not_ours' }],
      [
        'with a stale timestamp (over 300 s old)',
        { timestamp: Math.floor(Date.now() / 1000) - 301 },
      ],
      ['without a signature', { signature: null }],
      ['with a malformed signature', { signature: 't=abc,v1=nothex' }],
    ])('answers 400 to an event %s and changes nothing', async (_label, options) => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      const event = intentEvent('payment_intent.succeeded', {
        id: paymentIntentId,
        amount: EXPECTED_CENTS,
        orderId: order._id,
      });
      const res = await deliver(event, options);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'WEBHOOK_SIGNATURE_INVALID',
        message: 'The webhook signature is missing, invalid or too old',
      });
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
      expect(await paymentEvents().countDocuments({ eventId: event.id })).toBe(0);
    });

    it('answers 400 to a body changed after signing (an amount raised in transit)', async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      const signed = intentEvent('payment_intent.succeeded', {
        id: paymentIntentId,
        amount: 1,
        orderId: order._id,
      });
      const tampered = {
        ...signed,
        data: { object: { ...signed.data.object, amount: EXPECTED_CENTS } },
      };
      const res = await deliver(signed, { body: JSON.stringify(tampered) });
      expect(res.statusCode).toBe(400);
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
    });

    it("does not mark paid a succeeded intent whose amount or currency is not the order's", async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      const short = intentEvent('payment_intent.succeeded', {
        id: paymentIntentId,
        amount: EXPECTED_CENTS - 1,
        orderId: order._id,
      });
      expect((await deliver(short)).statusCode).toBe(200);
      const euros = intentEvent('payment_intent.succeeded', {
        id: paymentIntentId,
        amount: EXPECTED_CENTS,
        orderId: order._id,
        currency: 'eur',
      });
      expect((await deliver(euros)).statusCode).toBe(200);
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
      expect(await paymentEvents().findOne({ eventId: short.id })).toMatchObject({
        outcome: `mismatch: the payment is ${EXPECTED_CENTS - 1} cents, the order needs ${EXPECTED_CENTS}`,
      });
    });

    it('does not mark paid an intent that is not the one started for the order', async () => {
      const order = await book();
      await intentFor(order._id);
      const other = intentEvent('payment_intent.succeeded', {
        id: 'pi_someone_else',
        amount: EXPECTED_CENTS,
        orderId: order._id,
      });
      expect((await deliver(other)).statusCode).toBe(200);
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
    });

    it('refunds, once, a payment that arrives for an order already cancelled (Stripe Refunds API)', async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      const cancel = await app.inject({
        method: 'DELETE',
        url: `/api/booking/${order._id}`,
        headers: bearer(customer),
      });
      expect(cancel.statusCode).toBe(200);
      const event = intentEvent('payment_intent.succeeded', {
        id: paymentIntentId,
        amount: EXPECTED_CENTS,
        orderId: order._id,
      });
      expect((await deliver(event)).statusCode).toBe(200);
      const refunded = await orderNow(order._id);
      expect(refunded).toMatchObject({
        status: 'cancelled',
        paid: false,
        payment: { status: 'refunded', refundedTaka: order.total },
      });
      expect(refunded.payment.refunds).toEqual([
        expect.objectContaining({
          status: 'succeeded',
          provider: 'stripe',
          amountTaka: order.total,
          amountCents: EXPECTED_CENTS,
          providerRefundId: expect.stringMatching(/^re_/),
        }),
      ]);
      expect(await paymentEvents().findOne({ eventId: event.id })).toMatchObject({
        outcome: 'refunding',
      });
      // The same payment confirmed again (another event, the customer's verification): no second refund.
      const again = intentEvent('payment_intent.succeeded', {
        id: paymentIntentId,
        amount: EXPECTED_CENTS,
        orderId: order._id,
      });
      expect((await deliver(again)).statusCode).toBe(200);
      expect((await orderNow(order._id)).payment.refunds).toHaveLength(1);
    });

    it('records payment_intent.payment_failed and leaves the order unpaid', async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      const failed = intentEvent('payment_intent.payment_failed', {
        id: paymentIntentId,
        amount: EXPECTED_CENTS,
        orderId: order._id,
      });
      expect((await deliver(failed)).statusCode).toBe(200);
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
      expect(await paymentEvents().findOne({ eventId: failed.id })).toMatchObject({
        outcome: 'failed: Your card was declined.',
      });
    });

    it('acknowledges event types it does not handle', async () => {
      const res = await deliver({
        id: 'evt_e2e_other',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1' } },
      });
      expect(res.statusCode).toBe(200);
      expect(await paymentEvents().findOne({ eventId: 'evt_e2e_other' })).toMatchObject({
        outcome: 'ignored',
      });
    });
  });

  describe('refunds (Stripe Refunds API, charge.refunded)', () => {
    /** An order paid by card through Stripe's webhook. */
    async function paidOrder(): Promise<{ order: Order; intentId: string }> {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      const paid = intentEvent('payment_intent.succeeded', { id: paymentIntentId, amount: EXPECTED_CENTS, orderId: order._id });
      expect((await deliver(paid)).statusCode).toBe(200);
      expect((await orderNow(order._id)).payment.status).toBe('paid');
      return { order, intentId: paymentIntentId };
    }

    it("an admin's cancel refunds the order through Stripe, with an idempotency key per refund", async () => {
      const { order, intentId } = await paidOrder();
      const admin = await login(app, ADMIN);
      const create = jest.spyOn(stripe.client.refunds, 'create');
      const res = await app.inject({ method: 'PATCH', url: `/api/orders/${order._id}/status`, headers: bearer(admin), payload: { status: 'cancelled' } });
      expect(res.statusCode).toBe(200);
      expect(create).toHaveBeenCalledTimes(1);
      expect(create.mock.calls[0][0]).toMatchObject({ payment_intent: intentId, amount: EXPECTED_CENTS, metadata: { orderId: order._id } });
      expect(create.mock.calls[0][1]).toMatchObject({ idempotencyKey: expect.stringMatching(new RegExp(`^refund-${order._id}-[0-9a-f]{24}$`)) });
      expect(res.json<Order>()).toMatchObject({
        status: 'cancelled',
        payment: { status: 'refunded', refundedTaka: order.total, refunds: [expect.objectContaining({ provider: 'stripe', amountCents: EXPECTED_CENTS, providerRefundId: expect.stringMatching(/^re_/) })] },
      });
    });

    it("an expired order's PaymentIntent is canceled at Stripe, so the card form cannot charge it", async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      await connectionOf(app)
        .collection('orders')
        .updateOne({ _id: new Types.ObjectId(order._id) }, { $set: { expiresAt: new Date(Date.now() - 60_000) } });
      const cancel = jest.spyOn(stripe.client.paymentIntents, 'cancel');
      expect(await app.get(OrdersService).expireOverdueOrders()).toBeGreaterThanOrEqual(1);
      expect(cancel).toHaveBeenCalledWith(paymentIntentId, { cancellation_reason: 'abandoned' });
      expect(await orderNow(order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'not paid in time' });
    });

    it("records a refund made in Stripe's dashboard (charge.refunded), once", async () => {
      const { order, intentId } = await paidOrder();
      const chargeRefunded = () => {
        eventCounter += 1;
        return {
          id: `evt_e2e_${eventCounter}`,
          object: 'event',
          api_version: '2025-01-27.acacia',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type: 'charge.refunded',
          data: {
            object: {
              id: 'ch_e2e_dashboard',
              object: 'charge',
              amount: EXPECTED_CENTS,
              amount_refunded: EXPECTED_CENTS,
              currency: 'usd',
              payment_intent: intentId,
              refunded: true,
            },
          },
        };
      };
      const first = chargeRefunded();
      expect((await deliver(first)).statusCode).toBe(200);
      const refunded = await orderNow(order._id);
      expect(refunded).toMatchObject({ status: 'placed', paid: false, payment: { status: 'refunded', refundedTaka: order.total } });
      expect(refunded.payment.refunds).toEqual([expect.objectContaining({ status: 'succeeded', amountCents: EXPECTED_CENTS, reason: "refunded in the provider's dashboard" })]);
      expect(await paymentEvents().findOne({ eventId: first.id })).toMatchObject({ outcome: expect.stringContaining('recorded') });
      expect((await deliver(chargeRefunded())).statusCode).toBe(200);
      expect((await orderNow(order._id)).payment.refunds).toHaveLength(1);
    });
  });

  describe('PATCH /api/booking/:id', () => {
    it("asks Stripe: an intent that has not succeeded, or a made-up id, is not the order's payment", async () => {
      const order = await book();
      const { paymentIntentId } = await intentFor(order._id);
      for (const transactionId of [paymentIntentId, 'pi_madeup']) {
        requests.length = 0;
        const res = await app.inject({
          method: 'PATCH',
          url: `/api/booking/${order._id}`,
          headers: bearer(customer),
          payload: { appointment: order._id, transactionId },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_CONFIRMED' });
      }
      expect((await orderNow(order._id)).payment.status).toBe('unpaid');
    });
  });

  it('has no sandbox card form while Stripe is active', async () => {
    const order = await book();
    const { clientSecret } = await intentFor(order._id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: bearer(customer),
      payload: { clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
    expect((await orderNow(order._id)).payment.status).toBe('unpaid');
  });
});
