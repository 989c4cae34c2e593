/**
 * Cancelling an order whose parcel is booked with a courier (the simulators): the consignment is
 * cancelled with the courier first where its API can and the parcel still waits for pickup, then
 * the order (stock back once); otherwise the cancel is refused (409) and nothing changes — for the
 * customer (DELETE /api/booking/:id) and the admin (PATCH /api/orders/:id/status) alike. The
 * system's expiry of an unpaid card order keeps one whose parcel is booked, and tells the admin once.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type RunningPathaoSimulator,
  type RunningRedxSimulator,
} from '@shop/tools/courier-simulators';
import { type Model, Types } from 'mongoose';
import { ShipmentOrderMoves } from '../src/couriers/order-moves';
import { OrdersService } from '../src/orders/orders.service';
import { CourierOrderParcels } from '../src/couriers/order-parcels';
import { Shipment } from '../src/couriers/schemas/shipment.schema';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { connectionOf } from './helpers/app';
import {
  ADMIN,
  bearer,
  CUSTOMER,
  login,
  nextAddress,
  type Session,
  signup,
  waitFor,
} from './helpers/auth';
import { type CourierApp, startCourierApp } from './helpers/courier-app';

const PART = SEED_PRODUCTS.filter((product) => !product.variants && product.quantity > 50)[0];
type CourierName = 'steadfast' | 'pathao' | 'redx';

const CUSTOMER_REFUSAL = {
  statusCode: 409,
  code: 'PARCEL_WITH_COURIER',
  message:
    'Your parcel is already with the courier, so this order can no longer be cancelled here. Please contact the shop.',
  messageBn:
    'আপনার পার্সেল ইতিমধ্যে কুরিয়ারের কাছে, তাই এখান থেকে অর্ডারটি আর বাতিল করা যাবে না। দোকানের সাথে যোগাযোগ করুন।',
};

interface StoredOrder {
  status: string;
  history: Array<{ status: string; byRole: string; note?: string }>;
  lines: Array<{ stockReturned?: boolean }>;
}

describe('cancelling an order whose parcel is booked with a courier (simulators)', () => {
  let couriers: CourierApp;
  let pathao: RunningPathaoSimulator;
  let redx: RunningRedxSimulator;
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let shipments: Model<Shipment>;
  let worker: ShipmentOrderMoves;
  let redxWebhook: string;

  beforeAll(async () => {
    couriers = await startCourierApp({
      database: 'e2e-order-cancel-parcel',
      env: {
        // Only the courier's events run the worker (no timer), so what it does is what they caused.
        SHIPMENT_MOVES_SECONDS: '0',
      },
    });
    ({ app, pathao, redx, redxWebhook } = couriers);
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    shipments = app.get<Model<Shipment>>(getModelToken(Shipment.name));
    worker = app.get(ShipmentOrderMoves);
  });

  afterAll(() => couriers?.close());

  afterEach(() => {
    redx.setDown(false);
    redx.setWebhookUrl(redxWebhook);
  });

  const db = () => connectionOf(app);
  const stored = async (id: string) =>
    (await db()
      .collection('orders')
      .findOne({ _id: new Types.ObjectId(id) })) as unknown as StoredOrder;
  const stockOf = async () =>
    (
      await db()
        .collection('parts')
        .findOne({ _id: new Types.ObjectId(PART._id) })
    )?.quantity as number;
  const shipmentOf = (orderId: string) =>
    shipments.findOne({ orderId: new Types.ObjectId(orderId) }).lean();
  const activity = async (action: string, orderId: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/admin/activity?action=${action}&targetId=${orderId}`,
        headers: bearer(admin),
      })
    ).json<{
      total: number;
      items: Array<{ note?: string; actor: { name: string; email: string } }>;
    }>();

  /** A cash-on-delivery order of the customer, confirmed and booked with `courier`. */
  async function bookedOrder(courier: CourierName): Promise<{ id: string; consignmentId: string }> {
    const placed = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(customer),
      remoteAddress: nextAddress(),
      payload: {
        partsId: PART._id,
        quantity: 1,
        name: 'Rahim Uddin',
        phone: '+8801712345678',
        address: 'House 12, Road 5, Dhanmondi',
        district: 'Dhaka',
      },
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json<{ order: { _id: string } }>().order._id;
    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: bearer(admin),
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    const booked = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/shipment`,
      headers: bearer(admin),
      payload: { courier },
    });
    expect(booked.statusCode).toBe(201);
    return { id, consignmentId: booked.json<{ consignmentId: string }>().consignmentId };
  }

  const customerCancel = (id: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/booking/${id}`,
      headers: bearer(customer),
      remoteAddress: nextAddress(),
    });
  const adminCancel = (id: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });

  it('RedX, waiting for pickup: the consignment is cancelled with RedX, then the order; stock back once', async () => {
    const stockBefore = await stockOf();
    const order = await bookedOrder('redx');
    expect(await stockOf()).toBe(stockBefore - 1);
    const cancels = redx.counts.cancel;

    const answer = await customerCancel(order.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'cancelled' });
    expect(redx.counts.cancel).toBe(cancels + 1);
    expect(redx.parcels.get(order.consignmentId)?.status).toBe('cancelled');
    expect(await shipmentOf(order.id)).toMatchObject({
      state: 'cancelled',
      orderMovePending: null,
    });
    expect(await stockOf()).toBe(stockBefore);

    // Audited with the customer as the one who cancelled it.
    const audited = await activity('order.shipment-cancelled', order.id);
    expect(audited.total).toBe(1);
    expect(audited.items[0]).toMatchObject({
      note: 'Order cancelled by the customer',
      actor: { email: CUSTOMER.email },
    });
    // Cancelled with its order: nothing for the admin to do.
    await worker.runOnce();
    expect((await activity('order.shipment-needs-attention', order.id)).total).toBe(0);
    const after = await stored(order.id);
    expect(after.history.filter((entry) => entry.status === 'cancelled')).toHaveLength(1);
    expect(after.history.some((entry) => entry.note?.includes('consignment'))).toBe(false);
    expect(await stockOf()).toBe(stockBefore);
  });

  it.each<CourierName>(['steadfast', 'pathao'])(
    '%s (no cancel call), waiting for pickup: refused with why, nothing changed',
    async (courier) => {
      const order = await bookedOrder(courier);
      const stockBefore = await stockOf();
      const shipmentBefore = await shipmentOf(order.id);

      const refused = await customerCancel(order.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(CUSTOMER_REFUSAL);
      expect((await stored(order.id)).status).toBe('confirmed');
      expect(await stockOf()).toBe(stockBefore);
      expect(await shipmentOf(order.id)).toMatchObject({
        state: 'booked',
        events: shipmentBefore!.events,
      });

      // The admin is told what to do: cancel the parcel in the courier's panel first.
      const label = courier === 'steadfast' ? 'Steadfast' : 'Pathao';
      const adminRefused = await adminCancel(order.id);
      expect(adminRefused.statusCode).toBe(409);
      expect(adminRefused.json()).toMatchObject({
        code: 'SHIPMENT_NOT_CANCELLABLE',
        message: expect.stringContaining(`cancel it in ${label}'s merchant panel first`),
        messageBn: expect.stringContaining('মার্চেন্ট প্যানেল'),
      });
      expect((await stored(order.id)).status).toBe('confirmed');
      expect(await stockOf()).toBe(stockBefore);
      expect((await activity('order.status-changed', order.id)).items).not.toContainEqual(
        expect.objectContaining({ note: expect.anything() }),
      );
    },
  );

  it('Pathao cancelled in its panel (its webhook): the order may be cancelled, stock back', async () => {
    const order = await bookedOrder('pathao');
    const stockBefore = await stockOf();
    expect(await pathao.advance(order.consignmentId, 'order.pickup-cancelled')).toBe(202);
    await waitFor(async () =>
      (await shipmentOf(order.id))?.state === 'cancelled' ? true : undefined,
    );
    const answer = await customerCancel(order.id);
    expect(answer.statusCode).toBe(200);
    expect(await stockOf()).toBe(stockBefore + 1);
  });

  it('picked up (the webhook arrived, the order shipped): refused for the customer and the admin', async () => {
    const order = await bookedOrder('redx');
    expect(await redx.advance(order.consignmentId, 'ready-for-delivery')).toBe(200);
    await waitFor(async () => ((await stored(order.id)).status === 'shipped' ? true : undefined));
    const stockBefore = await stockOf();
    const cancels = redx.counts.cancel;

    const refused = await customerCancel(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });

    // The admin may cancel a shipped order, but not while its goods are with the courier.
    const adminRefused = await adminCancel(order.id);
    expect(adminRefused.statusCode).toBe(409);
    expect(adminRefused.json()).toMatchObject({
      code: 'SHIPMENT_NOT_CANCELLABLE',
      message: expect.stringContaining('The parcel is already with RedX (picked_up)'),
    });
    expect((await stored(order.id)).status).toBe('shipped');
    expect(await stockOf()).toBe(stockBefore);
    expect(redx.counts.cancel).toBe(cancels);
  });

  it('picked up while its webhook is still on the way: RedX refuses the cancel, so does the shop', async () => {
    const order = await bookedOrder('redx');
    const stockBefore = await stockOf();
    // RedX has the parcel; the shop has not heard yet.
    redx.setWebhookUrl(undefined);
    await redx.advance(order.consignmentId, 'ready-for-delivery');
    expect((await shipmentOf(order.id))?.state).toBe('booked');

    const refused = await customerCancel(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(CUSTOMER_REFUSAL);
    // The refusal read RedX's status: the shipment and then the order follow the parcel.
    expect((await shipmentOf(order.id))?.state).toBe('picked_up');
    await waitFor(async () => ((await stored(order.id)).status === 'shipped' ? true : undefined));
    expect(await stockOf()).toBe(stockBefore);
  });

  it('RedX not answering: 503, nothing changed', async () => {
    const order = await bookedOrder('redx');
    const stockBefore = await stockOf();
    redx.setDown(true);
    const answer = await customerCancel(order.id);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      code: 'COURIER_UNAVAILABLE',
      message:
        'We could not reach the courier to cancel your parcel. Nothing was changed; please try again in a few minutes.',
      messageBn: expect.stringContaining('কুরিয়ারের সাথে যোগাযোগ করা যায়নি'),
    });
    expect((await stored(order.id)).status).toBe('confirmed');
    expect((await shipmentOf(order.id))?.state).toBe('booked');
    expect(await stockOf()).toBe(stockBefore);

    redx.setDown(false);
    expect((await customerCancel(order.id)).statusCode).toBe(200);
    expect(await stockOf()).toBe(stockBefore + 1);
  });

  it('two cancels at once (the customer twice, and the admin): one cancel, stock back once', async () => {
    const order = await bookedOrder('redx');
    const stockBefore = await stockOf();
    const answers = await Promise.all([
      customerCancel(order.id),
      customerCancel(order.id),
      adminCancel(order.id),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: expect.stringMatching(/^(ORDER_NOT_CANCELLABLE|INVALID_STATUS_TRANSITION)$/),
      });
    }
    expect(redx.parcels.get(order.consignmentId)?.status).toBe('cancelled');
    expect((await shipmentOf(order.id))?.state).toBe('cancelled');
    const after = await stored(order.id);
    expect(after.status).toBe('cancelled');
    expect(after.history.filter((entry) => entry.status === 'cancelled')).toHaveLength(1);
    expect(after.lines.every((line) => line.stockReturned === true)).toBe(true);
    expect(await stockOf()).toBe(stockBefore + 1);
  });

  it("the admin's cancel of a RedX parcel waiting for pickup cancels it with RedX first, audited with the admin", async () => {
    const order = await bookedOrder('redx');
    const stockBefore = await stockOf();
    const answer = await adminCancel(order.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'cancelled' });
    expect(redx.parcels.get(order.consignmentId)?.status).toBe('cancelled');
    expect((await activity('order.shipment-cancelled', order.id)).items[0]).toMatchObject({
      note: 'Order cancelled by the shop',
      actor: { email: ADMIN.email },
    });
    expect(await stockOf()).toBe(stockBefore + 1);
  });

  it("the order's cancel failing after its consignment was cancelled: the admin is told to book again or cancel", async () => {
    const order = await bookedOrder('redx');
    const stockBefore = await stockOf();
    const who = customer.answer.user;
    const parcels = app.get(CourierOrderParcels);
    const released = await parcels.releaseForCancel(order.id, {
      id: who._id,
      name: who.name,
      email: who.email,
      role: 'customer',
    });
    expect(released).not.toBeNull();
    // Held for the cancelling request: the worker leaves it alone meanwhile.
    expect(await worker.runOnce()).toBe(0);
    await released!.abandoned();
    await waitFor(async () =>
      (await activity('order.shipment-needs-attention', order.id)).total === 1 ? true : undefined,
    );
    await worker.runOnce();
    expect((await activity('order.shipment-needs-attention', order.id)).items[0].note).toBe(
      'The consignment was cancelled with RedX, but the order was not cancelled: book the parcel again (with RedX or another courier) or cancel the order',
    );
    expect((await stored(order.id)).status).toBe('confirmed');
    expect(await stockOf()).toBe(stockBefore);
    expect((await shipmentOf(order.id))?.orderMovePending).toBeNull();
  });

  describe('the expiry sweep and a booked parcel (an unpaid card order the admin confirmed and booked)', () => {
    let payer: Session;
    beforeAll(async () => {
      payer = await signup(app, {
        name: 'Sweep Customer',
        email: 'sweep-parcel@mail.com',
        password: 'Sweep#2026',
      });
    });

    const sweep = () => app.get(OrdersService).expireOverdueOrders();
    const NEEDS_ATTENTION = 'order.shipment-needs-attention';

    /** An unpaid card order, confirmed and booked with `courier`, its payment window closed. */
    async function overdueBookedCardOrder(
      courier: CourierName,
    ): Promise<{ id: string; consignmentId: string }> {
      const placed = await app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: bearer(payer),
        remoteAddress: nextAddress(),
        payload: {
          partsId: PART._id,
          quantity: 1,
          name: 'Karim Ahmed',
          phone: '01812345678',
          address: 'House 3, Road 9, Uttara',
          district: 'Dhaka',
          paymentMethod: 'card',
        },
      });
      expect(placed.statusCode).toBe(201);
      const id = placed.json<{ order: { _id: string } }>().order._id;
      const confirmed = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}/status`,
        headers: bearer(admin),
        payload: { status: 'confirmed' },
      });
      expect(confirmed.statusCode).toBe(200);
      const booked = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/shipment`,
        headers: bearer(admin),
        payload: { courier },
      });
      expect(booked.statusCode).toBe(201);
      // Time travel: the payment window closed a minute ago.
      await db()
        .collection('orders')
        .updateOne(
          { _id: new Types.ObjectId(id) },
          { $set: { expiresAt: new Date(Date.now() - 60_000) } },
        );
      return { id, consignmentId: booked.json<{ consignmentId: string }>().consignmentId };
    }

    it('Steadfast, waiting for pickup: not expired, stock kept; the admin told once what to do (three sweeps)', async () => {
      const order = await overdueBookedCardOrder('steadfast');
      const stockBefore = await stockOf();

      expect(await sweep()).toBe(0);
      expect(await sweep()).toBe(0);
      expect(await sweep()).toBe(0);

      const kept = await stored(order.id);
      expect(kept.status).toBe('confirmed');
      expect(kept.history.some((entry) => entry.status === 'cancelled')).toBe(false);
      expect(await stockOf()).toBe(stockBefore);
      expect((await shipmentOf(order.id))?.state).toBe('booked');
      const told = await activity(NEEDS_ATTENTION, order.id);
      expect(told.total).toBe(1);
      expect(told.items[0].note).toMatch(
        /^The payment window closed with the order unpaid, but it was not expired: its parcel is booked with Steadfast \(.+\) and waits for pickup, with no cash to collect\. Cancel the parcel in Steadfast's merchant panel, then the order once Steadfast reports it cancelled, or send it if the customer pays another way$/,
      );
      expect(told.items[0].actor.name).toBe('Steadfast');
      // The same words on the order, once.
      expect(kept.history.filter((entry) => entry.note === told.items[0].note)).toHaveLength(1);
    });

    it('RedX, waiting for pickup: kept without calling RedX; once the admin cancels the parcel, the next sweep expires it, stock back once', async () => {
      const order = await overdueBookedCardOrder('redx');
      const stockBefore = await stockOf();
      const cancels = redx.counts.cancel;

      expect(await sweep()).toBe(0);
      expect(redx.counts.cancel).toBe(cancels);
      expect(redx.parcels.get(order.consignmentId)?.status).not.toBe('cancelled');
      expect((await stored(order.id)).status).toBe('confirmed');
      expect(await stockOf()).toBe(stockBefore);
      expect((await activity(NEEDS_ATTENTION, order.id)).items[0].note).toContain(
        'Cancel the order (its parcel is cancelled with RedX first)',
      );

      // The admin cancels the parcel alone: nothing is with the courier any more.
      const parcelCancelled = await app.inject({
        method: 'DELETE',
        url: `/api/admin/orders/${order.id}/shipment`,
        headers: bearer(admin),
      });
      expect(parcelCancelled.statusCode).toBe(200);
      expect(await Promise.all([sweep(), sweep()])).toEqual(expect.arrayContaining([1, 0]));
      const expired = await stored(order.id);
      expect(expired.status).toBe('cancelled');
      expect(expired.history.at(-1)).toMatchObject({
        status: 'cancelled',
        byRole: 'system',
        note: 'not paid in time',
      });
      expect(await stockOf()).toBe(stockBefore + 1);
      expect(await sweep()).toBe(0);
      expect(await stockOf()).toBe(stockBefore + 1);
    });

    it('picked up, the order not moved along yet: kept, the admin told the goods are with the courier', async () => {
      const order = await overdueBookedCardOrder('redx');
      const stockBefore = await stockOf();
      // The shipment heard "picked up"; the order-moves worker has not shipped the order yet.
      await shipments.updateOne(
        { orderId: new Types.ObjectId(order.id) },
        { $set: { state: 'picked_up' } },
      );
      expect(await sweep()).toBe(0);
      expect((await stored(order.id)).status).toBe('confirmed');
      expect(await stockOf()).toBe(stockBefore);
      expect((await activity(NEEDS_ATTENTION, order.id)).items[0].note).toContain(
        'its parcel is already with RedX (picked_up)',
      );
    });

    it('a booking under way (its answer not recorded yet): kept, the admin told to wait for it', async () => {
      const order = await overdueBookedCardOrder('pathao');
      const stockBefore = await stockOf();
      await shipments.updateOne(
        { orderId: new Types.ObjectId(order.id) },
        { $set: { booking: 'unconfirmed' } },
      );
      expect(await sweep()).toBe(0);
      expect((await stored(order.id)).status).toBe('confirmed');
      expect(await stockOf()).toBe(stockBefore);
      expect((await activity(NEEDS_ATTENTION, order.id)).items[0].note).toContain(
        'a booking of its parcel with Pathao is under way or its answer was lost',
      );
    });
  });
});
