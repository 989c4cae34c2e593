/**
 * Risk check by phone before confirming a cash-on-delivery order: the phone's history in this shop,
 * Steadfast's fraud check across merchants (its simulator), kept 6 hours, the owner's rule marking
 * the order, the ask for the delivery charge in advance — and none of it for a customer.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OrderRisk } from '@shop/contracts';
import { RISK_RULE_MESSAGES } from '@shop/rules';
import {
  type RunningSteadfastSimulator,
  startSteadfastSimulator,
} from '@shop/tools/courier-simulators';
import type { Model } from 'mongoose';
import { CourierPhoneHistoryRecord } from '../src/risk/schemas/courier-phone-history.schema';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session } from './helpers/auth';

const PART = SEED_PRODUCTS.filter((product) => !product.variants && product.quantity > 50)[0];

describe('risk check by phone', () => {
  let steadfast: RunningSteadfastSimulator;
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let histories: Model<CourierPhoneHistoryRecord>;

  beforeAll(async () => {
    steadfast = await startSteadfastSimulator({ port: 0 });
    app = await bootApp({
      database: 'e2e-risk-check',
      env: {
        STEADFAST_API_KEY: steadfast.credentials.apiKey,
        STEADFAST_SECRET_KEY: steadfast.credentials.secretKey,
        STEADFAST_BASE_URL: steadfast.baseUrl,
        COURIERS_SIMULATOR: 'true',
        BKASH_MERCHANT_NUMBER: '01911000000',
      },
    });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    histories = app.get<Model<CourierPhoneHistoryRecord>>(
      getModelToken(CourierPhoneHistoryRecord.name),
    );
  });

  afterAll(async () => {
    await dropAndClose(app);
    await steadfast?.close();
  });

  afterEach(() => steadfast.setDown(false));

  /** A cash-on-delivery order outside Dhaka (it has a delivery charge) with this phone. */
  async function order(
    phone: string,
  ): Promise<{ id: string; number: string; deliveryFee: number }> {
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(customer),
      remoteAddress: nextAddress(),
      payload: {
        partsId: PART._id,
        quantity: 1,
        name: 'Karim Mia',
        phone,
        address: 'House 3, Road 2, Agrabad',
        district: 'Chattogram',
      },
    });
    expect(booked.statusCode).toBe(201);
    const placed = booked.json<{ order: { _id: string; number: string; deliveryFee: number } }>()
      .order;
    return { id: placed._id, number: placed.number, deliveryFee: placed.deliveryFee };
  }

  const move = async (id: string, status: string) => {
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: bearer(admin),
      payload: { status },
    });
    expect(moved.statusCode).toBe(200);
  };

  /** Shipped, then refused at the door: the admin cancels it. */
  async function refusedOrder(phone: string): Promise<void> {
    const { id } = await order(phone);
    await move(id, 'confirmed');
    await move(id, 'shipped');
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${id}`,
      headers: bearer(admin),
    });
    expect(cancelled.statusCode).toBe(200);
  }

  const risk = (id: string, session: Session = admin) =>
    app.inject({ method: 'GET', url: `/api/admin/orders/${id}/risk`, headers: bearer(session) });

  const saveRule = async (rule: Record<string, unknown>) => {
    const current = (
      await app.inject({ method: 'GET', url: '/api/admin/risk/rule', headers: bearer(admin) })
    ).json<{ version: number }>();
    return app.inject({
      method: 'PUT',
      url: '/api/admin/risk/rule',
      headers: bearer(admin),
      payload: {
        enabled: true,
        minParcels: 3,
        minSuccessPercent: 60,
        action: 'mark',
        version: current.version,
        ...rule,
      },
    });
  };

  it("shows a phone's two refused parcels; the owner's rule marks the order, the list sees the mark", async () => {
    const phone = '01811000001';
    await refusedOrder(`+88${phone}`);
    await refusedOrder(phone);
    const cancelledEarly = await order(phone);
    await app.inject({
      method: 'DELETE',
      url: `/api/booking/${cancelledEarly.id}`,
      headers: bearer(customer),
    });
    const current = await order(`880${phone}`);

    const first = await risk(current.id);
    expect(first.statusCode).toBe(200);
    const answer = first.json<OrderRisk>();
    expect(answer).toMatchObject({
      orderId: current.id,
      phone,
      shop: { orders: 3, delivered: 0, refused: 2, cancelled: 1, open: 0 },
      // Steadfast never carried this phone (404): no history there, and no error.
      courier: { courier: 'steadfast', parcels: 0, delivered: 0, cancelled: 0 },
      courierUnavailable: false,
      deliveryCharge: current.deliveryFee,
      advanceRequest: null,
    });
    // The default rule asks for at least 3 parcels: two refused ones do not mark it yet.
    expect(answer.flagged).toBe(false);
    expect(answer.rule).toMatchObject({ minParcels: 3, minSuccessPercent: 60, version: 0 });

    const saved = await saveRule({ minParcels: 2 });
    expect(saved.statusCode).toBe(200);
    const marked = (await risk(current.id)).json<OrderRisk>();
    expect(marked).toMatchObject({ flagged: true, flaggedBy: ['shop'] });

    const flags = await app.inject({
      method: 'GET',
      url: `/api/admin/risk/flags?orderIds=${current.id},${cancelledEarly.id}`,
      headers: bearer(admin),
    });
    expect(flags.statusCode).toBe(200);
    expect(flags.json()).toEqual({ flagged: [current.id] });

    // The rule change is in the audit log, field by field.
    const activity = await app.inject({
      method: 'GET',
      url: '/api/admin/activity?action=risk.rule-updated',
      headers: bearer(admin),
    });
    expect(activity.json().items[0]).toMatchObject({
      action: 'risk.rule-updated',
      target: { type: 'risk-rule' },
      changes: [{ field: 'minParcels', before: 3, after: 2 }],
    });
  });

  it("marks a new cash order in the list before anyone opens it, from the shop's own history", async () => {
    expect((await saveRule({ minParcels: 2 })).statusCode).toBe(200);
    const risky = '01811000009';
    await refusedOrder(risky);
    await refusedOrder(risky);
    const placed = await order(risky);
    const clean = await order('01811000010');
    const flags = () =>
      app.inject({
        method: 'GET',
        url: `/api/admin/risk/flags?orderIds=${placed.id},${clean.id}`,
        headers: bearer(admin),
      });
    const first = await flags();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ flagged: [placed.id] });
    // Asked again: the recorded first look answers, the same.
    expect((await flags()).json()).toEqual({ flagged: [placed.id] });
    // Opening the panel adds the courier's part and keeps the mark.
    expect((await risk(placed.id)).json<OrderRisk>()).toMatchObject({
      flagged: true,
      flaggedBy: ['shop'],
    });
  });

  it('never answers a customer, not even about their own order (403), and their order carries no mark', async () => {
    const mine = await order('01811000002');
    expect((await risk(mine.id, customer)).statusCode).toBe(403);
    const asked = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${mine.id}/risk/advance-request`,
      headers: bearer(customer),
    });
    expect(asked.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/risk/rule', headers: bearer(customer) }))
        .statusCode,
    ).toBe(403);
    await risk(mine.id);
    const own = await app.inject({
      method: 'GET',
      url: `/api/orders/${mine.id}`,
      headers: bearer(customer),
    });
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).not.toMatch(/flagged|risk|fraud/i);
  });

  it("asks Steadfast once in 6 hours per phone, and marks an order by the courier's figures", async () => {
    await saveRule({ minParcels: 3, minSuccessPercent: 60 });
    // The simulator's risky test phone: 1 of 5 delivered with every merchant.
    const phone = '01700000020';
    const first = await order(phone);
    const second = await order(phone);
    const before = steadfast.counts.fraudCheck;

    const answer = (await risk(first.id)).json<OrderRisk>();
    expect(answer.courier).toMatchObject({
      courier: 'steadfast',
      parcels: 5,
      delivered: 1,
      cancelled: 4,
    });
    expect(answer).toMatchObject({
      flagged: true,
      flaggedBy: ['courier'],
      courierUnavailable: false,
    });
    await risk(first.id);
    await risk(second.id);
    expect(steadfast.counts.fraudCheck).toBe(before + 1);

    // Six hours later the kept answer is stale: asked again.
    await histories.updateOne(
      { _id: `steadfast:${phone}` },
      { $set: { expiresAt: new Date(Date.now() - 1) } },
    );
    await risk(first.id);
    expect(steadfast.counts.fraudCheck).toBe(before + 2);
  });

  it("says the courier's part is unavailable when Steadfast is down; the shop's own history still shows", async () => {
    const phone = '01811000003';
    await refusedOrder(phone);
    const current = await order(phone);
    steadfast.setDown(true);
    const answer = await risk(current.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<OrderRisk>()).toMatchObject({
      courier: null,
      courierUnavailable: true,
      shop: { orders: 1, refused: 1 },
    });
    // Nothing was kept: the next look asks Steadfast again.
    expect(await histories.countDocuments({ _id: `steadfast:${phone}` })).toBe(0);
  });

  it('asks the customer for the delivery charge in advance by bKash once, audit-logged', async () => {
    await saveRule({ minParcels: 1, action: 'require_advance' });
    const phone = '01811000004';
    await refusedOrder(phone);
    const current = await order(phone);
    const ask = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${current.id}/risk/advance-request`,
        headers: bearer(admin),
      });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    const request = first.json<OrderRisk>().advanceRequest!;
    expect(request.amount).toBe(current.deliveryFee);
    expect(request.message.en).toContain(`#${current.number}`);
    // The customer pays it in My Booking Products (the shop's bKash checkout), not by Send Money.
    expect(request.message.en).toContain('/dashboard/myOrders');
    expect(request.message.en).toContain('Pay delivery charge by bKash');
    expect(request.message.bn).toContain('বিকাশ');
    expect(first.json<OrderRisk>()).toMatchObject({
      flagged: true,
      rule: { action: 'require_advance' },
    });

    const again = await ask();
    expect(again.json<OrderRisk>().advanceRequest!.requestedAt).toBe(request.requestedAt);
    const activity = await app.inject({
      method: 'GET',
      url: `/api/admin/activity?action=order.advance-requested&targetId=${current.id}`,
      headers: bearer(admin),
    });
    expect(activity.json().total).toBe(1);

    // Once it is shipped there is nothing to ask in advance.
    const other = await order(phone);
    await move(other.id, 'confirmed');
    await move(other.id, 'shipped');
    const late = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${other.id}/risk/advance-request`,
      headers: bearer(admin),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('five looks and five asks at once: each answers, one mark and one ask are stored, one audit entry', async () => {
    const current = await order('01811000005');
    const looks = await Promise.all(Array.from({ length: 5 }, () => risk(current.id)));
    expect(looks.map((look) => look.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const asks = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/admin/orders/${current.id}/risk/advance-request`,
          headers: bearer(admin),
        }),
      ),
    );
    expect(asks.map((ask) => ask.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const requestedAt = asks.map((ask) => ask.json<OrderRisk>().advanceRequest?.requestedAt);
    expect(new Set(requestedAt).size).toBe(1);
    const activity = await app.inject({
      method: 'GET',
      url: `/api/admin/activity?action=order.advance-requested&targetId=${current.id}`,
      headers: bearer(admin),
    });
    expect(activity.json().total).toBe(1);
  });

  it("refuses a rule it cannot use (400, the form's message) and a stale save (409)", async () => {
    const bad = await saveRule({ minSuccessPercent: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: RISK_RULE_MESSAGES.minSuccessPercent,
    });
    const stale = await app.inject({
      method: 'PUT',
      url: '/api/admin/risk/rule',
      headers: bearer(admin),
      payload: { enabled: true, minParcels: 3, minSuccessPercent: 60, action: 'mark', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    const flags = await app.inject({
      method: 'GET',
      url: '/api/admin/risk/flags?orderIds=nope',
      headers: bearer(admin),
    });
    expect(flags.statusCode).toBe(400);
  });
});
