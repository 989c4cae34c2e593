/**
 * bKash Tokenized Checkout against the bKash simulator, started in-process: the API
 * creates bKash's payment for the order's total, the customer approves it on the simulator's page,
 * and bKash's callback marks the order paid only from bKash's own answer (execute, or query when
 * execute's answer is lost). Forged and replayed callbacks, cancelled and failed payments, orders
 * cancelled meanwhile, refunds through bKash and the shared grant token.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { BkashCheckoutAnswer, Order } from '@shop/contracts';
import {
  INSUFFICIENT_BALANCE_WALLET,
  type RunningBkashSimulator,
  SIMULATOR_OTP,
  SIMULATOR_PIN,
  startBkashSimulator,
} from '@shop/tools/bkash-simulator';
import type { Model } from 'mongoose';
import { OrderRefundsService } from '../src/orders/order-refunds.service';
import { BkashClient } from '../src/payment-providers/bkash/bkash-client';
import {
  BKASH_PROVIDER,
  type BkashPaymentProvider,
} from '../src/payment-providers/bkash/bkash.provider';
import { BkashToken } from '../src/payment-providers/bkash/bkash-token.schema';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session, signup } from './helpers/auth';

// A product sold in one variant: booked as the spec books it.
const PART = SEED_PRODUCTS.filter((product) => !product.variants)[0];
const SHOP = 'http://shop.test';

describe('bKash Tokenized Checkout (simulator)', () => {
  let sim: RunningBkashSimulator;
  let app: NestFastifyApplication;
  let customer: Session;
  let other: Session;
  let admin: Session;

  beforeAll(async () => {
    sim = await startBkashSimulator({ port: 0 });
    app = await bootApp({
      database: 'e2e-bkash',
      env: {
        BKASH_APP_KEY: sim.credentials.appKey,
        BKASH_APP_SECRET: sim.credentials.appSecret,
        BKASH_USERNAME: sim.credentials.username,
        BKASH_PASSWORD: sim.credentials.password,
        BKASH_BASE_URL: sim.baseUrl,
        BKASH_SIMULATOR: 'true',
        SHOP_URL: SHOP,
      },
    });
    customer = await login(app, CUSTOMER);
    admin = await login(app, ADMIN);
    other = await signup(app, {
      name: 'Other Payer',
      email: 'other-bkash@mail.com',
      password: 'Other#2026',
    });
  });

  afterAll(async () => {
    await dropAndClose(app);
    await sim?.close();
  });

  async function book(session = customer, quantity = 1): Promise<Order> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(session),
      payload: {
        partsId: PART._id,
        quantity,
        name: 'Bkash Payer',
        phone: '01712345678',
        address: 'House 12, Road 5, Dhanmondi',
        district: 'Dhaka',
        paymentMethod: 'card',
      },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { order: Order }).order;
  }

  function startCheckout(orderId: string, session: Session = customer) {
    return app.inject({
      method: 'POST',
      url: '/api/payments/bkash/checkout',
      headers: bearer(session),
      payload: { orderId },
    });
  }

  async function checkout(orderId: string): Promise<BkashCheckoutAnswer> {
    const res = await startCheckout(orderId);
    expect(res.statusCode).toBe(200);
    return res.json() as BkashCheckoutAnswer;
  }

  /** bKash redirects the browser: the callback's answer is a 302 to the payment page. */
  async function callback(paymentID: string, status = 'success'): Promise<URL> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/payments/bkash/callback?paymentID=${encodeURIComponent(paymentID)}&status=${status}`,
    });
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location));
  }

  async function orderOf(id: string): Promise<Order> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: bearer(customer),
    });
    return res.json() as Order;
  }

  /** The customer's page at bkashURL: the form's answer (a redirect when it is done). */
  async function submitPage(bkashURL: string, form: Record<string, string>): Promise<Response> {
    return fetch(bkashURL, {
      method: 'POST',
      body: new URLSearchParams(form),
      redirect: 'manual',
    });
  }

  async function paidOrder(quantity = 1): Promise<{ order: Order; payment: BkashCheckoutAnswer }> {
    const order = await book(customer, quantity);
    const payment = await checkout(order._id);
    sim.approve(payment.paymentID);
    expect((await callback(payment.paymentID)).searchParams.get('bkash')).toBe('success');
    return { order: await orderOf(order._id), payment };
  }

  it("pays an order: the page, the callback, execute — paid once, from bKash's answer", async () => {
    const order = await book();
    const payment = await checkout(order._id);
    expect(payment).toMatchObject({ amountTaka: order.total, simulator: true });
    expect(payment.bkashURL.startsWith(sim.url)).toBe(true);
    const atBkash = sim.payments.get(payment.paymentID)!;
    expect(atBkash).toMatchObject({
      amount: `${order.total}.00`,
      currency: 'BDT',
      intent: 'sale',
      mode: '0011',
      // The invoice is the order number the customer knows, not the database id.
      merchantInvoiceNumber: order.number,
    });
    expect(order.number).toBe(order._id.slice(-6).toUpperCase());
    expect(await (await fetch(payment.bkashURL)).text()).toContain(`Invoice ${order.number}`);
    // The open payment is answered again, not created twice.
    const creates = sim.counts.create;
    expect((await checkout(order._id)).paymentID).toBe(payment.paymentID);
    expect(sim.counts.create).toBe(creates);

    const page = await fetch(payment.bkashURL);
    expect(await page.text()).toContain('bKash simulator — no real money moves');
    const wrongPin = await submitPage(payment.bkashURL, {
      action: 'pay',
      wallet: '01770618575',
      otp: SIMULATOR_OTP,
      pin: '11111',
    });
    expect(wrongPin.status).toBe(200);
    expect(await wrongPin.text()).toContain('Wrong PIN');
    const done = await submitPage(payment.bkashURL, {
      action: 'pay',
      wallet: '01770618575',
      otp: SIMULATOR_OTP,
      pin: SIMULATOR_PIN,
    });
    expect(done.status).toBe(302);
    const back = new URL(String(done.headers.get('location')));
    expect(back.pathname).toBe('/api/payments/bkash/callback');
    expect(back.searchParams.get('status')).toBe('success');

    const landing = await callback(back.searchParams.get('paymentID')!, 'success');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SHOP}/dashboard/payment/${order._id}`);
    expect(landing.searchParams.get('bkash')).toBe('success');
    const paid = await orderOf(order._id);
    expect(paid.payment).toMatchObject({
      status: 'paid',
      provider: 'bkash',
      transactionId: atBkash.trxID,
    });
    expect(paid.payment.transactionId).toMatch(/^[A-Z0-9]{10}$/);
    expect(paid.paid).toBe(true);
  });

  it('changes nothing when the callback is replayed or arrives twice at once', async () => {
    const order = await book();
    const payment = await checkout(order._id);
    sim.approve(payment.paymentID);
    const [first, second] = await Promise.all([
      callback(payment.paymentID),
      callback(payment.paymentID),
    ]);
    expect([first.searchParams.get('bkash'), second.searchParams.get('bkash')]).toEqual([
      'success',
      'success',
    ]);
    const paid = await orderOf(order._id);
    const executes = sim.counts.execute;
    expect((await callback(payment.paymentID)).searchParams.get('bkash')).toBe('success');
    expect(sim.counts.execute).toBe(executes);
    const again = await orderOf(order._id);
    expect(again.history).toEqual(paid.history);
    expect(again.payment.transactionId).toBe(sim.payments.get(payment.paymentID)!.trxID);
    // Paying again is refused.
    expect((await startCheckout(order._id)).statusCode).toBe(409);
  });

  it('never trusts the query string: a forged success, an unknown or malformed payment', async () => {
    const order = await book();
    const payment = await checkout(order._id);
    // Nobody approved it on bKash's page: execute answers 2056, the order stays unpaid.
    const forged = await callback(payment.paymentID, 'success');
    expect(forged.searchParams.get('bkash')).toBe('failure');
    expect(forged.searchParams.get('reason')).toBe('Invalid Payment State');
    expect((await orderOf(order._id)).payment.status).toBe('unpaid');

    const unknown = await app.inject({
      method: 'GET',
      url: '/api/payments/bkash/callback?paymentID=TR0011NEVERMADE&status=success',
    });
    expect(unknown.statusCode).toBe(404);
    for (const query of [
      'paymentID=x%27%3B&status=success',
      'paymentID=TR0011&status=paid',
      'status=success',
      'paymentID=TR1&status=success&amount=1',
    ]) {
      const bad = await app.inject({ method: 'GET', url: `/api/payments/bkash/callback?${query}` });
      expect(bad.statusCode).toBe(400);
    }
  });

  it("pays only the order a payment was made for: another order's payment does not pay this one", async () => {
    const first = await book();
    const second = await book();
    const firstPayment = await checkout(first._id);
    const secondPayment = await checkout(second._id);
    sim.approve(firstPayment.paymentID);
    const landing = await callback(firstPayment.paymentID);
    expect(landing.pathname).toBe(`/dashboard/payment/${first._id}`);
    expect((await orderOf(first._id)).payment.status).toBe('paid');
    expect((await orderOf(second._id)).payment.status).toBe('unpaid');
    expect(sim.payments.get(secondPayment.paymentID)!.status).toBe('Initiated');
    // Someone else's order: 404, as for the card payments.
    expect((await startCheckout(second._id, other)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/payments/bkash/checkout',
      payload: { orderId: second._id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("asks bKash's payment status when execute's answer is lost", async () => {
    const order = await book();
    const payment = await checkout(order._id);
    sim.approve(payment.paymentID);
    sim.loseNextAnswer('execute');
    const queries = sim.counts.query;
    expect((await callback(payment.paymentID)).searchParams.get('bkash')).toBe('success');
    expect(sim.counts.query).toBe(queries + 1);
    expect((await orderOf(order._id)).payment).toMatchObject({
      status: 'paid',
      transactionId: sim.payments.get(payment.paymentID)!.trxID,
    });
  });

  it("brings the customer back with bKash's reason when the payment is cancelled or fails", async () => {
    const order = await book();
    const cancelled = await checkout(order._id);
    const cancel = await submitPage(cancelled.bkashURL, { action: 'cancel' });
    const cancelBack = new URL(String(cancel.headers.get('location')));
    expect(cancelBack.searchParams.get('status')).toBe('cancel');
    expect((await callback(cancelled.paymentID, 'cancel')).searchParams.get('bkash')).toBe(
      'cancel',
    );
    expect((await orderOf(order._id)).payment.status).toBe('unpaid');

    // A new payment after the cancelled one; the wallet has too little money: execute says so.
    const poor = await checkout(order._id);
    expect(poor.paymentID).not.toBe(cancelled.paymentID);
    sim.approve(poor.paymentID, INSUFFICIENT_BALANCE_WALLET);
    const failed = await callback(poor.paymentID, 'success');
    expect(failed.searchParams.get('bkash')).toBe('failure');
    expect(failed.searchParams.get('reason')).toBe('Insufficient Balance');

    // Three wrong PINs: bKash's page fails the payment.
    const third = await checkout(order._id);
    let last: Response | undefined;
    for (let i = 0; i < 3; i++) {
      last = await submitPage(third.bkashURL, {
        action: 'pay',
        wallet: '01770618575',
        otp: SIMULATOR_OTP,
        pin: '00000',
      });
    }
    expect(last!.status).toBe(302);
    const failureBack = new URL(String(last!.headers.get('location')));
    expect(failureBack.searchParams.get('status')).toBe('failure');
    const wrongPins = await callback(third.paymentID, 'failure');
    expect(wrongPins.searchParams.get('bkash')).toBe('failure');
    expect(wrongPins.searchParams.get('reason')).toBe('Wrong PIN count exceeded');
    expect((await orderOf(order._id)).payment.status).toBe('unpaid');
  });

  it('does not execute a payment for an order cancelled meanwhile; one executed already is refunded', async () => {
    const order = await book();
    const payment = await checkout(order._id);
    sim.approve(payment.paymentID);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${order._id}`,
      headers: bearer(customer),
    });
    expect(cancel.statusCode).toBe(200);
    const executes = sim.counts.execute;
    const landing = await callback(payment.paymentID);
    expect(landing.searchParams.get('bkash')).toBe('failure');
    expect(landing.searchParams.get('reason')).toBe('This order was cancelled');
    expect(sim.counts.execute).toBe(executes);
    expect(sim.payments.get(payment.paymentID)!.status).toBe('Authorized');
    expect((await orderOf(order._id)).payment.status).toBe('unpaid');

    // Executed by an earlier callback whose process stopped before settling, then cancelled.
    const late = await book();
    const latePayment = await checkout(late._id);
    sim.approve(latePayment.paymentID);
    await app
      .get<BkashPaymentProvider>(BKASH_PROVIDER)
      .client.executePayment(latePayment.paymentID);
    await app.inject({
      method: 'DELETE',
      url: `/api/booking/${late._id}`,
      headers: bearer(customer),
    });
    const refunded = await callback(latePayment.paymentID);
    expect(refunded.searchParams.get('bkash')).toBe('failure');
    expect(refunded.searchParams.get('reason')).toBe(
      'This order was cancelled: your payment is refunded',
    );
    const after = await orderOf(late._id);
    expect(after.status).toBe('cancelled');
    expect(after.payment).toMatchObject({
      status: 'refunded',
      provider: 'bkash',
      refundedTaka: late.total,
    });
    expect(sim.payments.get(latePayment.paymentID)!.refunds).toEqual([
      expect.objectContaining({ amount: `${late.total}.00` }),
    ]);
  });

  it('refunds a bKash-paid order through bKash, once per refund even when its answer is lost', async () => {
    const { order, payment } = await paidOrder(2);
    sim.loseNextAnswer('refund');
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: bearer(admin),
      payload: { lines: [{ partId: PART._id, quantity: 1 }], reason: 'one unit damaged' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Order).payment.status).toBe('refund_pending');
    expect(sim.payments.get(payment.paymentID)!.refunds).toHaveLength(1);
    // Recovery asks again with the same key: bKash's refund is answered, not made twice.
    await app.get(OrderRefundsService).finishInterrupted(new Date(Date.now() + 60_000));
    const refunds = sim.payments.get(payment.paymentID)!.refunds;
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toBe(`${PART.price}.00`);
    const after = await orderOf(order._id);
    expect(after.payment).toMatchObject({ status: 'partially_refunded', refundedTaka: PART.price });
    expect(after.payment.refunds?.[0]).toMatchObject({ providerRefundId: refunds[0].refundTrxID });

    // The rest: everything still kept, in one more bKash refund.
    const rest = await app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: bearer(admin),
      payload: {},
    });
    expect(rest.statusCode).toBe(200);
    expect((rest.json() as Order).payment).toMatchObject({
      status: 'refunded',
      refundedTaka: order.total,
    });
    expect(sim.payments.get(payment.paymentID)!.refunds.map((refund) => refund.amount)).toEqual([
      `${PART.price}.00`,
      `${order.total - PART.price}.00`,
    ]);
  });

  it("offers 'Pay with bKash' on the payment options, labelled as the simulator", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bkashCheckout: { simulator: true } });
  });

  it('takes over from an opened card form, and the card form from an open bKash payment', async () => {
    const order = await book();
    const card = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(customer),
      payload: { orderId: order._id },
    });
    expect(card.statusCode).toBe(200);
    const payment = await checkout(order._id);
    // The card form opened first can no longer pay: its intent was cancelled.
    const { clientSecret } = card.json() as { clientSecret: string };
    const byCard = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: bearer(customer),
      payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    });
    expect(byCard.statusCode).not.toBe(200);
    expect((await orderOf(order._id)).payment.status).toBe('unpaid');

    // Back to the card: the open bKash payment is replaced and its callback executes nothing.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: bearer(customer),
          payload: { orderId: order._id },
        })
      ).statusCode,
    ).toBe(200);
    sim.approve(payment.paymentID);
    const executes = sim.counts.execute;
    expect((await callback(payment.paymentID)).searchParams.get('bkash')).toBe('failure');
    expect(sim.counts.execute).toBe(executes);
    expect((await orderOf(order._id)).payment.status).toBe('unpaid');
  });

  describe('the grant token', () => {
    const tokens = () => app.get<Model<BkashToken>>(getModelToken(BkashToken.name));
    const newProcess = () =>
      new BkashClient(
        {
          appKey: sim.credentials.appKey,
          appSecret: sim.credentials.appSecret,
          username: sim.credentials.username,
          password: sim.credentials.password,
          baseUrl: sim.baseUrl,
        },
        tokens(),
      );

    it('is granted once for two processes asking at the same time, and shared', async () => {
      await tokens().deleteMany({}).exec();
      const grants = sim.counts.grant;
      const [a, b] = await Promise.all([newProcess().idToken(), newProcess().idToken()]);
      expect(a).toBe(b);
      expect(sim.counts.grant).toBe(grants + 1);
      expect(await newProcess().idToken()).toBe(a);
      expect(sim.counts.grant).toBe(grants + 1);
    });

    it('is not granted again by a process whose read came just before another stored its token', async () => {
      await tokens().deleteMany({}).exec();
      const first = await newProcess().idToken();
      const grants = sim.counts.grant;
      // The second process reads no token (as it would have an instant earlier), then asks for
      // the lease, which the first has let go with its token stored.
      const read = jest.spyOn(tokens(), 'findById');
      read.mockReturnValueOnce({
        lean: () => ({ exec: async () => null }),
      } as unknown as ReturnType<Model<BkashToken>['findById']>);
      try {
        expect(await newProcess().idToken()).toBe(first);
      } finally {
        read.mockRestore();
      }
      expect(sim.counts.grant).toBe(grants);
    });

    it('is refreshed (not granted again) once it expires, and the calls go on', async () => {
      await newProcess().idToken();
      sim.expireTokens();
      await tokens()
        .updateOne({ _id: 'bkash' }, { $set: { expiresAt: new Date(Date.now() - 1000) } })
        .exec();
      const grants = sim.counts.grant;
      const refreshes = sim.counts.refresh;
      const order = await book();
      const payment = await checkout(order._id);
      expect(payment.paymentID).toMatch(/^TR0011/);
      expect(sim.counts.refresh).toBe(refreshes + 1);
      expect(sim.counts.grant).toBe(grants);
    });

    it('is renewed when bKash refuses it before its time (401), once', async () => {
      const client = newProcess();
      await client.idToken();
      sim.expireTokens();
      const status = await client.queryPayment('TR0011NEVERMADE');
      expect(status).toMatchObject({ statusCode: '2002', statusMessage: 'Invalid Payment ID' });
    });
  });
});
