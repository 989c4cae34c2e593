/**
 * Where an order is, for its customer: `GET /api/orders/:id/tracking` (the owner's own order) and
 * `POST /api/track` (the public /track form: number + phone). The two answer the same timeline and
 * nothing personal; the public one is rate-limited and cannot tell a wrong number from a wrong phone.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, ErrorCode, type OrderTracking } from '@shop/contracts';
import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import { Shipment } from '../src/couriers/schemas/shipment.schema';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { TRACK_RATE_LIMIT } from '../src/tracking/track-throttler.guard';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session, signup } from './helpers/auth';

const PART = SEED_PRODUCTS.filter((product) => !product.variants && product.quantity > 20)[0];
const PHONE = '01712345678';
const PICKED_UP = '2026-11-21T10:00:00.000Z';
const IN_TRANSIT = '2026-11-21T18:00:00.000Z';

describe('tracking (API)', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let other: Session;
  let shipments: Model<Shipment>;
  /** The customer's order, shipped with Steadfast (a shipment written as the courier module keeps it). */
  let shipped = { id: '', number: '' };
  /** The customer's order, only placed. */
  let placed = { id: '', number: '' };

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-tracking' });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    other = await signup(app, {
      name: 'Other',
      email: 'tracking-other@mail.com',
      password: 'Secret#2026',
    });
    shipments = app.get<Model<Shipment>>(getModelToken(Shipment.name));
    placed = await book(customer);
    shipped = await book(customer);
    for (const status of ['confirmed', 'shipped']) await move(shipped.id, status);
    await shipments.create({
      orderId: new Types.ObjectId(shipped.id),
      courier: 'steadfast',
      invoice: shipped.number,
      consignmentId: '1432198',
      trackingCode: '9a8b7c6d',
      booking: 'booked',
      bookingAttemptAt: new Date(),
      codAmount: 1000,
      state: 'in_transit',
      events: [
        {
          key: 'a',
          rawStatus: 'picked',
          state: 'picked_up',
          at: new Date(PICKED_UP),
          receivedAt: new Date(),
          source: 'webhook',
          applied: true,
        },
        {
          key: 'b',
          rawStatus: 'pending',
          state: 'in_transit',
          at: new Date(IN_TRANSIT),
          receivedAt: new Date(),
          source: 'webhook',
          applied: true,
        },
      ],
    });
  });

  afterAll(() => dropAndClose(app));

  async function book(session: Session): Promise<{ id: string; number: string }> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(session),
      remoteAddress: nextAddress(),
      payload: {
        partsId: PART._id,
        quantity: 1,
        name: 'Rahim Uddin',
        phone: PHONE,
        address: 'House 12, Road 5, Dhanmondi',
        district: 'Dhaka',
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<{ order: { _id: string; number: string } }>().order;
    return { id: order._id, number: order.number };
  }

  async function move(orderId: string, status: string): Promise<void> {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: bearer(admin),
      payload: { status },
    });
    expect(res.statusCode).toBe(200);
  }

  const ownTracking = (orderId: string, session?: Session) =>
    app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking`, headers: bearer(session) });

  const track = (payload: unknown, remoteAddress = nextAddress()) =>
    app.inject({ method: 'POST', url: '/api/track', payload: payload as object, remoteAddress });

  /** Every key anywhere in an answer: none may be personal. */
  const keysOf = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(keysOf)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
        : [];

  it("answers the customer their shipped order's timeline, courier, consignment and link", async () => {
    const res = await ownTracking(shipped.id, customer);
    expect(res.statusCode).toBe(200);
    const tracking = res.json<OrderTracking>();
    expect(tracking.number).toBe(shipped.number);
    expect(tracking.district).toBe('Dhaka');
    expect(tracking.steps.map((step) => [step.step, step.reached])).toEqual([
      ['placed', true],
      ['confirmed', true],
      ['handed_to_courier', true],
      ['in_transit', true],
      ['out_for_delivery', false],
      ['delivered', false],
    ]);
    expect(tracking.steps[2].at).toBe(PICKED_UP);
    expect(tracking.steps[3].at).toBe(IN_TRANSIT);
    expect(typeof tracking.steps[0].at).toBe('string');
    expect(typeof tracking.steps[1].at).toBe('string');
    expect(tracking.parcel).toEqual({
      courier: 'steadfast',
      consignmentId: '1432198',
      trackingUrl: 'https://steadfast.com.bd/t/9a8b7c6d',
    });
  });

  it('an order without a parcel: placed only, no courier', async () => {
    const tracking = (await ownTracking(placed.id, customer)).json<OrderTracking>();
    expect(tracking.steps.filter((step) => step.reached).map((step) => step.step)).toEqual([
      'placed',
    ]);
    expect(tracking.parcel).toBeUndefined();
  });

  it("another customer's order is 404 (as one that does not exist); signed out is 401", async () => {
    const res = await ownTracking(shipped.id, other);
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiErrorBody>().code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await ownTracking(new Types.ObjectId().toHexString(), customer)).json()).toEqual(
      res.json(),
    );
    expect((await ownTracking(shipped.id)).statusCode).toBe(401);
    expect((await ownTracking('not-an-id', customer)).statusCode).toBe(400);
  });

  it('/track: the number (with #, any case) and the phone (any written form) answer the same timeline', async () => {
    const own = (await ownTracking(shipped.id, customer)).json<OrderTracking>();
    for (const [number, phone] of [
      [shipped.number, PHONE],
      [`#${shipped.number.toLowerCase()}`, '+880 1712-345678'],
      [` ${shipped.number} `, '০১৭১২৩৪৫৬৭৮'],
    ]) {
      const res = await track({ number, phone });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(own);
    }
  });

  it('/track: a wrong phone, a wrong number and a number that is no number are the same 404', async () => {
    const wrongPhone = await track({ number: shipped.number, phone: '01812345678' });
    expect(wrongPhone.statusCode).toBe(404);
    const unknown = shipped.number === 'FFFFFF' ? 'FFFFFE' : 'FFFFFF';
    for (const payload of [
      { number: unknown, phone: PHONE },
      { number: 'hello', phone: PHONE },
      { number: shipped.number.slice(0, 5), phone: PHONE },
      { number: shipped.number, phone: '12345' },
    ]) {
      const res = await track(payload);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(wrongPhone.body);
    }
    expect(wrongPhone.json<ApiErrorBody>()).toEqual({
      statusCode: 404,
      code: ErrorCode.ORDER_NOT_FOUND,
      message: 'Order not found',
    });
  });

  it('/track says nothing personal: no name, address, email, phone or ids of people', async () => {
    const res = await track({ number: shipped.number, phone: PHONE });
    const body = res.body;
    for (const text of ['Rahim', 'Dhanmondi', '@', PHONE, '1712345678', 'userId', 'history'])
      expect(body).not.toContain(text);
    expect([...new Set(keysOf(res.json()))].sort()).toEqual(
      [
        'at',
        'consignmentId',
        'courier',
        'district',
        'number',
        'parcel',
        'reached',
        'step',
        'steps',
        'trackingUrl',
      ].sort(),
    );
  });

  it('/track: fields that are not text of 1–30 characters are 400', async () => {
    for (const payload of [
      {},
      { number: shipped.number },
      { number: 1, phone: PHONE },
      { number: 'x'.repeat(31), phone: PHONE },
    ]) {
      const res = await track(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().code).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it(`/track: ${TRACK_RATE_LIMIT.limit} look-ups per address, then 429 with Retry-After; another address goes on`, async () => {
    const client = '103.4.145.9';
    for (let i = 0; i < TRACK_RATE_LIMIT.limit; i++) {
      const res = await track(
        { number: shipped.number, phone: i % 2 ? PHONE : '01812345678' },
        client,
      );
      expect([200, 404]).toContain(res.statusCode);
    }
    const refused = await track({ number: shipped.number, phone: PHONE }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>()).toMatchObject({
      statusCode: 429,
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: 'Too many look-ups from your address. Please try again in 15 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await track({ number: shipped.number, phone: PHONE }, '103.4.145.10')).statusCode).toBe(
      200,
    );
  });
});
