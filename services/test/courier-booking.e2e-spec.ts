/**
 * What Manage All Orders' booking dialog reads and sends: the couriers offered, the shipments of a
 * page of orders, the bulk answer in both languages, a product's parcel weight (edited by the
 * admin, validated) and that weight reaching the courier with the booking (RedX's simulator keeps
 * the grams it was sent).
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type RunningRedxSimulator,
  type RunningSteadfastSimulator,
  startRedxSimulator,
  startSteadfastSimulator,
} from '@shop/tools/courier-simulators';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session } from './helpers/auth';

const [PART, OTHER] = SEED_PRODUCTS.filter((product) => !product.variants && product.quantity > 50);

describe('couriers: the admin booking dialog and parcel weights', () => {
  let steadfast: RunningSteadfastSimulator;
  let redx: RunningRedxSimulator;
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    [steadfast, redx] = await Promise.all([
      startSteadfastSimulator({ port: 0 }),
      startRedxSimulator({ port: 0 }),
    ]);
    // Pathao has no keys here: it is not offered.
    app = await bootApp({
      database: 'e2e-courier-booking',
      env: {
        STEADFAST_API_KEY: steadfast.credentials.apiKey,
        STEADFAST_SECRET_KEY: steadfast.credentials.secretKey,
        STEADFAST_BASE_URL: steadfast.baseUrl,
        REDX_API_TOKEN: redx.credentials.token,
        REDX_BASE_URL: redx.baseUrl,
        COURIERS_SIMULATOR: 'true',
      },
    });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
  });

  afterAll(async () => {
    await dropAndClose(app);
    await Promise.all([steadfast?.close(), redx?.close()]);
  });

  const editWeight = (partId: string, shippingWeightGrams: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${partId}`,
      headers: bearer(admin),
      payload: { shippingWeightGrams },
    });

  async function confirmedOrder(partId: string, quantity: number, confirm = true) {
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(customer),
      remoteAddress: nextAddress(),
      payload: {
        partsId: partId,
        quantity,
        name: 'Rahim Uddin',
        phone: '+8801712345678',
        address: 'House 12, Road 5, Dhanmondi',
        district: 'Dhaka',
      },
    });
    expect(booked.statusCode).toBe(201);
    const order = booked.json<{
      order: { _id: string; number: string; delivery: { weightGrams: number } };
    }>().order;
    if (confirm) {
      const moved = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}/status`,
        headers: bearer(admin),
        payload: { status: 'confirmed' },
      });
      expect(moved.statusCode).toBe(200);
    }
    return order;
  }

  describe("a product's parcel weight", () => {
    it.each([
      [0, 'shippingWeightGrams must be at least 1 gram'],
      [100_001, 'shippingWeightGrams must be at most 100000 grams'],
      [1.5, 'shippingWeightGrams must be a whole number of grams'],
      ['heavy', 'shippingWeightGrams must be a whole number of grams'],
    ])('refuses %p with 400 naming the rule, and changes nothing', async (weight, message) => {
      const answer = await editWeight(OTHER._id, weight);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(answer.json<{ message: string }>().message).toContain(message);
      const details = await app.inject({ method: 'GET', url: `/api/product/${OTHER._id}` });
      expect(details.json()).not.toHaveProperty('shippingWeightGrams');
    });

    it('is saved by the edit page, shown with the product and written to the activity log', async () => {
      const answer = await editWeight(PART._id, 1200);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ _id: PART._id, shippingWeightGrams: 1200 });
      const details = await app.inject({ method: 'GET', url: `/api/product/${PART._id}` });
      expect(details.json()).toMatchObject({ shippingWeightGrams: 1200 });
      const log = await app.inject({
        method: 'GET',
        url: '/api/admin/activity',
        headers: bearer(admin),
      });
      expect(JSON.stringify(log.json())).toContain('shippingWeightGrams');
    });
  });

  describe('booking', () => {
    it('lists only the couriers with keys here, in a fixed order, with what each allows', async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/admin/couriers',
        headers: bearer(admin),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual([
        { name: 'steadfast', label: 'Steadfast', simulated: true, canCancel: false },
        { name: 'redx', label: 'RedX', simulated: true, canCancel: true },
      ]);
    });

    it("sends the courier the order's real parcel weight: its lines' weights × quantities", async () => {
      const order = await confirmedOrder(PART._id, 2);
      expect(order.delivery.weightGrams).toBe(2400);
      const answer = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order._id}/shipment`,
        headers: bearer(admin),
        payload: { courier: 'redx' },
      });
      expect(answer.statusCode).toBe(201);
      const { consignmentId } = answer.json<{ consignmentId: string }>();
      // Before, every parcel was declared at 1 kg (1000 g).
      expect(redx.parcels.get(consignmentId)?.parcel_weight).toBe(2400);
    });

    it('answers the shipments of a page of orders, leaving out those without one; junk ids are 400', async () => {
      const booked = await confirmedOrder(PART._id, 1);
      const notBooked = await confirmedOrder(PART._id, 1);
      const answer = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${booked._id}/shipment`,
        headers: bearer(admin),
        payload: { courier: 'steadfast' },
      });
      expect(answer.statusCode).toBe(201);
      const page = await app.inject({
        method: 'GET',
        url: `/api/admin/shipments?orderIds=${booked._id},${notBooked._id},${booked._id}`,
        headers: bearer(admin),
      });
      expect(page.statusCode).toBe(200);
      const shipments = page.json<Array<{ orderId: string; courier: string; booking: string }>>();
      expect(shipments).toHaveLength(1);
      expect(shipments[0]).toMatchObject({
        orderId: booked._id,
        courier: 'steadfast',
        booking: 'booked',
      });
      for (const orderIds of [
        '',
        'nope',
        `${booked._id},`,
        Array(101).fill(booked._id).join(','),
      ]) {
        const junk = await app.inject({
          method: 'GET',
          url: `/api/admin/shipments?orderIds=${orderIds}`,
          headers: bearer(admin),
        });
        expect(junk.statusCode).toBe(400);
      }
    });

    it('answers each order of a bulk booking on its own, a refusal in both languages', async () => {
      const ready = await confirmedOrder(PART._id, 1);
      const placed = await confirmedOrder(PART._id, 1, false);
      const answer = await app.inject({
        method: 'POST',
        url: '/api/admin/shipments/bulk',
        headers: bearer(admin),
        payload: { courier: 'steadfast', orderIds: [ready._id, placed._id] },
      });
      expect(answer.statusCode).toBe(200);
      const [booked, refused] =
        answer.json<
          Array<{ orderId: string; ok: boolean; shipment?: { consignmentId?: string } }>
        >();
      expect(booked).toMatchObject({ orderId: ready._id, ok: true });
      expect(booked.shipment?.consignmentId).toEqual(expect.any(String));
      expect(refused).toEqual({
        orderId: placed._id,
        ok: false,
        code: 'SHIPMENT_NOT_ALLOWED',
        message: 'Only a confirmed order is booked with a courier; this one is placed',
        messageBn: 'শুধু নিশ্চিত করা অর্ডারই কুরিয়ারে বুক করা যায়',
      });
    });
  });
});
