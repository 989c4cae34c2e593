/**
 * The delivery charge of a risky cash-on-delivery order paid in advance by bKash (the simulator,
 * in-process): the admin asks, the customer pays exactly the ask through bKash, recorded once under
 * replayed callbacks; confirming is held while it is unpaid (or until the ask is withdrawn); the
 * courier collects the total less the advance; a cancel before shipping gives it back through bKash.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { BkashCheckoutAnswer, Order, OrderRisk } from '@shop/contracts';
import { DELIVERY_ADVANCE_MESSAGES } from '@shop/rules';
import { type RunningBkashSimulator, startBkashSimulator } from '@shop/tools/bkash-simulator';
import {
  type RunningSteadfastSimulator,
  startSteadfastSimulator,
} from '@shop/tools/courier-simulators';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session, signup } from './helpers/auth';

const PART = SEED_PRODUCTS.filter((product) => !product.variants && product.quantity > 50)[0];
const SHOP = 'http://shop.test';

describe('the delivery charge paid in advance by bKash', () => {
  let bkash: RunningBkashSimulator;
  let steadfast: RunningSteadfastSimulator;
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let other: Session;

  beforeAll(async () => {
    bkash = await startBkashSimulator({ port: 0 });
    steadfast = await startSteadfastSimulator({ port: 0 });
    app = await bootApp({
      database: 'e2e-risk-advance',
      env: {
        BKASH_APP_KEY: bkash.credentials.appKey,
        BKASH_APP_SECRET: bkash.credentials.appSecret,
        BKASH_USERNAME: bkash.credentials.username,
        BKASH_PASSWORD: bkash.credentials.password,
        BKASH_BASE_URL: bkash.baseUrl,
        BKASH_SIMULATOR: 'true',
        STEADFAST_API_KEY: steadfast.credentials.apiKey,
        STEADFAST_SECRET_KEY: steadfast.credentials.secretKey,
        STEADFAST_BASE_URL: steadfast.baseUrl,
        COURIERS_SIMULATOR: 'true',
        SHOP_URL: SHOP,
      },
    });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    other = await signup(app, {
      name: 'Other Customer',
      email: 'other-advance@mail.com',
      password: 'Other#2026',
    });
  });

  afterAll(async () => {
    await dropAndClose(app);
    await bkash?.close();
    await steadfast?.close();
  });

  /** A cash-on-delivery order outside Dhaka: it has a delivery charge. */
  async function order(session = customer): Promise<Order> {
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(session),
      remoteAddress: nextAddress(),
      payload: {
        partsId: PART._id,
        quantity: 1,
        name: 'Karim Mia',
        phone: '01712345679',
        address: 'House 3, Road 2, Agrabad',
        district: 'Chattogram',
      },
    });
    expect(booked.statusCode).toBe(201);
    const placed = booked.json<{ order: Order }>().order;
    expect(placed.deliveryFee).toBeGreaterThan(0);
    return placed;
  }

  const orderOf = async (id: string, session = customer) =>
    (
      await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(session) })
    ).json<Order>();

  const ask = async (id: string) => {
    const asked = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/risk/advance-request`,
      headers: bearer(admin),
    });
    expect(asked.statusCode).toBe(200);
    return asked.json<OrderRisk>();
  };

  const move = (id: string, status: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: bearer(admin),
      payload: { status },
    });

  const startPaying = (orderId: string, session = customer) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/bkash/advance',
      headers: bearer(session),
      payload: { orderId },
    });

  async function callback(paymentID: string, status = 'success'): Promise<URL> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/payments/bkash/callback?paymentID=${encodeURIComponent(paymentID)}&status=${status}`,
    });
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location));
  }

  /** The customer pays the ask on the simulator's page: bKash sends the browser back. */
  async function pay(orderId: string): Promise<BkashCheckoutAnswer> {
    const started = await startPaying(orderId);
    expect(started.statusCode).toBe(200);
    const payment = started.json<BkashCheckoutAnswer>();
    bkash.approve(payment.paymentID);
    const back = await callback(payment.paymentID);
    expect(back.pathname).toBe('/dashboard/myOrders');
    expect(back.searchParams.get('advance')).toBe('success');
    return payment;
  }

  it('asks, the customer pays exactly the ask by bKash, recorded once under replays; then confirming is allowed', async () => {
    const placed = await order();
    await ask(placed._id);

    const asked = await orderOf(placed._id);
    expect(asked.deliveryAdvance).toMatchObject({ state: 'asked', amount: placed.deliveryFee });
    expect(asked.deliveryAdvance?.paid).toBeUndefined();

    // Held while unpaid: 409 with why, in both languages.
    const held = await move(placed._id, 'confirmed');
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      statusCode: 409,
      code: 'DELIVERY_ADVANCE_UNPAID',
      message: DELIVERY_ADVANCE_MESSAGES.unpaidHold,
    });
    expect((await orderOf(placed._id)).status).toBe('placed');

    const payment = await pay(placed._id);
    // bKash was asked for the delivery charge, not the order's total.
    expect(payment.amountTaka).toBe(placed.deliveryFee);

    // Replays (a reload, two tabs) record nothing more.
    expect((await callback(payment.paymentID)).searchParams.get('advance')).toBe('success');
    expect((await callback(payment.paymentID)).searchParams.get('advance')).toBe('success');

    const paid = await orderOf(placed._id);
    expect(paid.deliveryAdvance).toMatchObject({
      state: 'paid',
      amount: placed.deliveryFee,
      paid: { amount: placed.deliveryFee, trxId: expect.any(String) },
    });
    // The order keeps its one payment state for its whole total.
    expect(paid.payment.status).toBe('unpaid');
    expect(paid.paid).toBe(false);

    // The admin's Risk panel says asked and paid (TrxID, when).
    const panel = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/orders/${placed._id}/risk`,
        headers: bearer(admin),
      })
    ).json<OrderRisk>();
    expect(panel.advanceRequest?.paid).toEqual(paid.deliveryAdvance?.paid);

    // Paying again: 409 already paid.
    const again = await startPaying(placed._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DELIVERY_ADVANCE_NOT_PAYABLE',
      message: DELIVERY_ADVANCE_MESSAGES.alreadyPaid,
    });

    expect((await move(placed._id, 'confirmed')).statusCode).toBe(200);

    // The courier collects the total less the advance.
    const booked = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed._id}/shipment`,
      headers: bearer(admin),
      payload: { courier: 'steadfast' },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json<{ codAmount: number }>().codAmount).toBe(placed.total - placed.deliveryFee);
  });

  it("refuses another customer's order (404) and wrong states (409)", async () => {
    const placed = await order();

    const notAsked = await startPaying(placed._id);
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json()).toMatchObject({
      statusCode: 409,
      code: 'DELIVERY_ADVANCE_NOT_PAYABLE',
      message: DELIVERY_ADVANCE_MESSAGES.notAsked,
    });

    await ask(placed._id);
    const theirs = await startPaying(placed._id, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });

    const invalid = await startPaying('not-an-id');
    expect(invalid.statusCode).toBe(400);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${placed._id}`,
      headers: bearer(customer),
    });
    expect(cancelled.statusCode).toBe(200);
    const late = await startPaying(placed._id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: DELIVERY_ADVANCE_MESSAGES.notPayable });
  });

  it('withdrawing the ask (with a reason, audit-logged) lets the admin confirm without it', async () => {
    const placed = await order();
    await ask(placed._id);
    expect((await move(placed._id, 'confirmed')).statusCode).toBe(409);

    const noReason = await app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${placed._id}/risk/advance-request`,
      headers: bearer(admin),
    });
    expect(noReason.statusCode).toBe(400);

    const byCustomer = await app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${placed._id}/risk/advance-request?reason=mine`,
      headers: bearer(customer),
    });
    expect(byCustomer.statusCode).toBe(403);

    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${placed._id}/risk/advance-request?reason=${encodeURIComponent('Known customer')}`,
      headers: bearer(admin),
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<OrderRisk>().advanceRequest).toBeNull();
    expect((await orderOf(placed._id)).deliveryAdvance).toBeUndefined();

    const twice = await app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${placed._id}/risk/advance-request?reason=again`,
      headers: bearer(admin),
    });
    expect(twice.statusCode).toBe(409);

    const activity = await app.inject({
      method: 'GET',
      url: `/api/admin/activity?action=order.advance-withdrawn&targetId=${placed._id}`,
      headers: bearer(admin),
    });
    expect(activity.json<{ items: { note?: string }[] }>().items).toEqual([
      expect.objectContaining({ note: 'Known customer' }),
    ]);

    expect((await move(placed._id, 'confirmed')).statusCode).toBe(200);
  });

  it('gives the advance back through bKash when the order is cancelled before it leaves', async () => {
    const placed = await order();
    await ask(placed._id);
    await pay(placed._id);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${placed._id}`,
      headers: bearer(admin),
    });
    expect(cancelled.statusCode).toBe(200);
    const after = await orderOf(placed._id);
    expect(after.status).toBe('cancelled');
    expect(after.deliveryAdvance?.refund).toMatchObject({
      status: 'succeeded',
      amount: placed.deliveryFee,
      refundTrxId: expect.any(String),
    });
  });
});
