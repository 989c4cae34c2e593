/**
 * The order follows its parcel: the couriers' simulators POST their webhooks to the running API,
 * the shipments' outbox holds each state change, and the order-moves worker moves the order
 * (shipped, delivered with the cash, cancelled with its stock back) and tells the customer — once,
 * whatever is replayed, out of order or interrupted by a crash.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type RunningPathaoSimulator,
  type RunningRedxSimulator,
  type RunningSteadfastSimulator,
} from '@shop/tools/courier-simulators';
import { type Model, Types } from 'mongoose';
import { ShipmentOrderMoves } from '../src/couriers/order-moves';
import { Shipment } from '../src/couriers/schemas/shipment.schema';
import { type OrderMove, ShipmentsService } from '../src/couriers/shipments.service';
import { orderSms } from '../src/notifications/sms/order-sms';
import type { OrderMessage } from '../src/notifications/order-message';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { connectionOf } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session, waitFor } from './helpers/auth';
import { type CourierApp, startCourierApp } from './helpers/courier-app';

const PART = SEED_PRODUCTS.filter((product) => !product.variants && product.quantity > 50)[0];

interface StoredOrder {
  status: string;
  cancelReason?: string;
  payment: { status: string; provider?: string; transactionId?: string };
  history: Array<{ status: string; byRole: string; note?: string }>;
  notifications: Array<{ event: string }>;
  shipmentMoves?: string[];
}

describe('shipments move their orders (simulators)', () => {
  let couriers: CourierApp;
  let steadfast: RunningSteadfastSimulator;
  let pathao: RunningPathaoSimulator;
  let redx: RunningRedxSimulator;
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let shipments: Model<Shipment>;
  let service: ShipmentsService;
  let worker: ShipmentOrderMoves;

  beforeAll(async () => {
    couriers = await startCourierApp({
      database: 'e2e-shipment-order-moves',
      env: {
        // Only the courier's events run the worker here (no timer): a crash can be staged.
        SHIPMENT_MOVES_SECONDS: '0',
        NOTIFICATIONS_POLL_MS: '100',
      },
    });
    ({ app, steadfast, pathao, redx } = couriers);
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    shipments = app.get<Model<Shipment>>(getModelToken(Shipment.name));
    service = app.get(ShipmentsService);
    worker = app.get(ShipmentOrderMoves);
  });

  afterAll(() => couriers?.close());

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
  /** Waits until the order's status is `status` and the worker has nothing left under way. */
  const orderIn = async (id: string, status: string) => {
    await waitFor(async () => ((await stored(id)).status === status ? true : undefined));
    await worker.runOnce();
    return stored(id);
  };
  const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;

  /** A cash-on-delivery order of the customer, confirmed by the shop and booked with `courier`. */
  async function bookedOrder(
    courier: 'steadfast' | 'pathao' | 'redx',
    language: 'en' | 'bn' = 'en',
  ): Promise<{ id: string; total: number; consignmentId: string }> {
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...bearer(customer), cookie: `lang=${language}` },
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
    expect(booked.statusCode).toBe(201);
    const order = booked.json<{ order: { _id: string; total: number } }>().order;
    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: bearer(admin),
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    const shipment = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/shipment`,
      headers: bearer(admin),
      payload: { courier },
    });
    expect(shipment.statusCode).toBe(201);
    return {
      id: order._id,
      total: order.total,
      consignmentId: shipment.json<{ consignmentId: string }>().consignmentId,
    };
  }

  const attention = async (orderId: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/admin/activity?action=order.shipment-needs-attention&targetId=${orderId}`,
        headers: bearer(admin),
      })
    ).json<{ total: number; items: Array<{ note?: string; actor: { name: string } }> }>();

  it('picked up → the order is shipped by the shop, the customer told once', async () => {
    const order = await bookedOrder('pathao');
    expect(await pathao.advance(order.consignmentId, 'order.picked')).toBe(202);
    const after = await orderIn(order.id, 'shipped');
    expect(after.history.at(-1)).toMatchObject({
      status: 'shipped',
      byRole: 'system',
      note: 'Pathao picked the parcel up',
    });
    expect(count(after.notifications, (entry) => entry.event === 'shipped')).toBe(1);
    expect(await shipments.findOne({ orderId: new Types.ObjectId(order.id) }).lean()).toMatchObject(
      { state: 'picked_up', orderMovePending: null },
    );
  });

  it('the same webhook 5 times → one change, one SMS', async () => {
    const order = await bookedOrder('pathao');
    const send = (event: string, timestamp: string) =>
      Promise.all(
        Array.from({ length: 5 }, () =>
          app.inject({
            method: 'POST',
            url: '/api/couriers/pathao/webhook',
            headers: { 'x-pathao-signature': pathao.credentials.webhookSecret },
            payload: { event, consignment_id: order.consignmentId, timestamp },
          }),
        ),
      );
    await send('order.picked', '2030-01-01T10:00:00+00:00');
    await send('order.assigned-for-delivery', '2030-01-01T12:00:00+00:00');
    await orderIn(order.id, 'shipped');
    await waitFor(async () =>
      (await stored(order.id)).notifications.some((entry) => entry.event === 'out_for_delivery')
        ? true
        : undefined,
    );
    await worker.runOnce();
    const after = await stored(order.id);
    expect(count(after.history, (entry) => entry.status === 'shipped')).toBe(2); // shipped, out for delivery
    expect(count(after.notifications, (entry) => entry.event === 'shipped')).toBe(1);
    expect(count(after.notifications, (entry) => entry.event === 'out_for_delivery')).toBe(1);
    const outbox = () =>
      db()
        .collection('notification_outbox')
        .find({
          orderId: new Types.ObjectId(order.id),
          channel: 'sms',
          key: { $in: ['shipped', 'out_for_delivery'] },
        })
        .toArray();
    await waitFor(async () => ((await outbox()).length >= 2 ? true : undefined));
    await worker.runOnce();
    expect((await outbox()).map((message) => message.key).sort()).toEqual([
      'out_for_delivery',
      'shipped',
    ]);
  });

  it("out for delivery and delivered are told in the customer's language (Bengali)", async () => {
    const order = await bookedOrder('redx', 'bn');
    expect(await redx.advance(order.consignmentId, 'delivery-in-progress')).toBe(200);
    await waitFor(async () =>
      (await stored(order.id)).notifications.some((entry) => entry.event === 'out_for_delivery')
        ? true
        : undefined,
    );
    expect(await redx.advance(order.consignmentId, 'delivered')).toBe(200);
    await orderIn(order.id, 'delivered');
    const texts = await waitFor(async () => {
      const found = await db()
        .collection('notification_outbox')
        .find({ orderId: new Types.ObjectId(order.id), channel: 'sms' })
        .toArray();
      const wanted = found.filter((message) =>
        ['out_for_delivery', 'delivered'].includes(message.key as string),
      );
      return wanted.length === 2
        ? Object.fromEntries(
            wanted.map((message) => [message.key, orderSms(message.message as OrderMessage)]),
          )
        : undefined;
    });
    expect(texts.out_for_delivery).toContain('আজ ডেলিভারি হবে');
    expect(texts.delivered).toContain('ডেলিভারি হয়েছে');
  });

  it('delivered (COD) → delivered, and the cash collected once the courier, asked again, says so', async () => {
    const order = await bookedOrder('steadfast');
    const reads = steadfast.counts.status;
    expect(await steadfast.advance(Number(order.consignmentId), 'delivered')).toBe(200);
    const after = await orderIn(order.id, 'delivered');
    await waitFor(async () =>
      (await stored(order.id)).payment.status === 'paid' ? true : undefined,
    );
    const paid = await stored(order.id);
    expect(paid.payment).toMatchObject({
      status: 'paid',
      provider: 'cash',
      transactionId: `steadfast-${order.consignmentId}`,
    });
    expect(paid.history.map((entry) => entry.status)).toEqual(
      expect.arrayContaining(['shipped', 'delivered']),
    );
    expect(paid.history.at(-1)?.note).toBe(
      `paid (cash): ৳${order.total.toLocaleString('en-IN')} collected by Steadfast`,
    );
    expect(count(paid.notifications, (entry) => entry.event === 'delivered')).toBe(1);
    expect(count(paid.notifications, (entry) => entry.event === 'paid')).toBe(1);
    // The status was read from the courier before the money moved.
    expect(steadfast.counts.status).toBeGreaterThan(reads);
    // The shipment keeps what the courier collected and charged (the COD ledger reads them).
    expect(await shipments.findOne({ orderId: new Types.ObjectId(order.id) }).lean()).toMatchObject(
      {
        state: 'delivered',
        collectedAmount: order.total,
        deliveryCharge: 100,
      },
    );
    expect(after.status).toBe('delivered');
  });

  it('a "delivered" the courier no longer stands by moves no money, and the admin is told', async () => {
    const order = await bookedOrder('steadfast');
    const consignment = steadfast.consignments.get(Number(order.consignmentId))!;
    // The webhook says delivered; asked again, Steadfast says the parcel is on hold.
    expect(await steadfast.advance(Number(order.consignmentId), 'delivered')).toBe(200);
    consignment.status = 'hold';
    await orderIn(order.id, 'delivered');
    const after = await stored(order.id);
    expect(after.payment.status).toBe('unpaid');
    const alerts = await attention(order.id);
    expect(alerts.total).toBe(1);
    expect(alerts.items[0]).toMatchObject({
      actor: { name: 'Steadfast' },
      note: expect.stringContaining('now says "hold"'),
    });
  });

  it('a COD order paid another way after booking: the cash is not recorded again, the admin is told', async () => {
    const order = await bookedOrder('steadfast');
    // Paid by send money after the parcel was booked to collect its total.
    await db()
      .collection('orders')
      .updateOne(
        { _id: new Types.ObjectId(order.id) },
        { $set: { 'payment.status': 'paid', 'payment.provider': 'wallet' } },
      );
    expect(await steadfast.advance(Number(order.consignmentId), 'delivered')).toBe(200);
    await orderIn(order.id, 'delivered');
    expect((await stored(order.id)).payment).toMatchObject({ status: 'paid', provider: 'wallet' });
    const alerts = await attention(order.id);
    expect(alerts.total).toBe(1);
    expect(alerts.items[0].note).toContain('already paid another way');
  });

  it('partly delivered → delivered with the note, no cash recorded, the admin told once', async () => {
    const order = await bookedOrder('steadfast');
    expect(
      await steadfast.advance(Number(order.consignmentId), 'partial_delivered', 'Kept 1 of 2'),
    ).toBe(200);
    await orderIn(order.id, 'delivered');
    const after = await stored(order.id);
    expect(after.payment.status).toBe('unpaid');
    expect(after.history.at(-1)?.note).toContain('("Kept 1 of 2")');
    const alerts = await attention(order.id);
    expect(alerts.total).toBe(1);
    expect(alerts.items[0].note).toContain('delivered part of the parcel');
  });

  it('out of order (delivered, then in transit) → the order stays delivered', async () => {
    const order = await bookedOrder('steadfast');
    expect(await steadfast.advance(Number(order.consignmentId), 'delivered')).toBe(200);
    await orderIn(order.id, 'delivered');
    expect(await steadfast.advance(Number(order.consignmentId), 'pending')).toBe(200);
    await worker.runOnce();
    const after = await stored(order.id);
    expect(after.status).toBe('delivered');
    expect(count(after.history, (entry) => entry.status === 'shipped')).toBe(1);
  });

  it('returned → cancelled "returned by the courier", its stock back exactly once', async () => {
    const before = await stockOf();
    const order = await bookedOrder('steadfast');
    expect(await stockOf()).toBe(before - 1);
    expect(await steadfast.advance(Number(order.consignmentId), 'pending')).toBe(200);
    await orderIn(order.id, 'shipped');
    // Steadfast's "cancelled" is a refused delivery coming back.
    expect(await steadfast.advance(Number(order.consignmentId), 'cancelled')).toBe(200);
    const after = await orderIn(order.id, 'cancelled');
    expect(after.cancelReason).toBe('returned by the courier');
    expect(await stockOf()).toBe(before);
    // The same move carried out again (a worker that died before marking it done): nothing more.
    const move: OrderMove = {
      shipmentId: String(
        (await shipments.findOne({ orderId: new Types.ObjectId(order.id) }).lean())!._id,
      ),
      orderId: order.id,
      courier: 'steadfast',
      state: 'returned',
      codAmount: order.total,
      invoice: '',
    };
    await worker.apply(move);
    await worker.apply(move);
    expect(await stockOf()).toBe(before);
    const again = await stored(order.id);
    expect(count(again.history, (entry) => entry.status === 'cancelled')).toBe(1);
    expect(count(again.notifications, (entry) => entry.event === 'cancelled')).toBe(1);
  });

  it('a worker that dies between applying a move and marking it done: applied once', async () => {
    const order = await bookedOrder('steadfast');
    const shipment = (await shipments.findOne({ orderId: new Types.ObjectId(order.id) }).lean())!;
    // A state change whose move nothing has carried out yet (as if its process died at once).
    await shipments.updateOne(
      { _id: shipment._id },
      { $set: { state: 'out_for_delivery', orderMovePending: 'out_for_delivery' } },
    );
    let move = await service.claimOrderMove(60_000);
    while (move && move.orderId !== order.id) move = await service.claimOrderMove(60_000);
    expect(move).toMatchObject({ orderId: order.id, state: 'out_for_delivery' });
    await worker.apply(move!); // … and the process dies here: the move stays claimed.
    expect(await service.claimOrderMove(60_000)).toBeNull();
    // After its lease another process takes it over and carries it out again.
    const later = new Date(Date.now() + 61_000);
    let retaken = await service.claimOrderMove(60_000, later);
    while (retaken && retaken.orderId !== order.id)
      retaken = await service.claimOrderMove(60_000, later);
    expect(retaken).toMatchObject({ shipmentId: move!.shipmentId, state: 'out_for_delivery' });
    await worker.apply(retaken!);
    await service.completeOrderMove(retaken!.shipmentId, 'out_for_delivery');
    const after = await stored(order.id);
    expect(after.status).toBe('shipped');
    expect(count(after.history, (entry) => entry.status === 'shipped')).toBe(2);
    expect(count(after.notifications, (entry) => entry.event === 'shipped')).toBe(1);
    expect(count(after.notifications, (entry) => entry.event === 'out_for_delivery')).toBe(1);
    expect(await shipments.findOne({ _id: shipment._id }).lean()).toMatchObject({
      orderMovePending: null,
    });
  });

  it('two processes carrying out the same delivered move at once: shipped, delivered and paid once', async () => {
    const order = await bookedOrder('steadfast');
    const shipment = (await shipments.findOne({ orderId: new Types.ObjectId(order.id) }).lean())!;
    // Delivered at the courier (its status read answers so), the move not carried out yet.
    steadfast.consignments.get(Number(order.consignmentId))!.status = 'delivered';
    await shipments.updateOne({ _id: shipment._id }, { $set: { state: 'delivered' } });
    const move: OrderMove = {
      shipmentId: String(shipment._id),
      orderId: order.id,
      courier: 'steadfast',
      state: 'delivered',
      codAmount: order.total,
      invoice: shipment.invoice,
      consignmentId: order.consignmentId,
    };
    await Promise.all([worker.apply(move), worker.apply(move), worker.apply(move)]);
    const after = await stored(order.id);
    expect(after).toMatchObject({ status: 'delivered', payment: { status: 'paid' } });
    expect(count(after.history, (entry) => entry.status === 'shipped')).toBe(1);
    expect(count(after.history, (entry) => entry.status === 'delivered')).toBe(2); // delivered, paid
    expect(count(after.notifications, (entry) => entry.event === 'paid')).toBe(1);
    expect((await attention(order.id)).total).toBe(0);
  });

  it('lost → the order is kept as it is, with a note, and the admin is told once', async () => {
    const order = await bookedOrder('redx');
    expect(await redx.advance(order.consignmentId, 'ready-for-delivery')).toBe(200);
    await orderIn(order.id, 'shipped');
    const lost = {
      courier: 'redx' as const,
      consignmentId: order.consignmentId,
      rawStatus: 'lost',
      state: 'lost' as const,
      at: new Date(),
      key: `lost-${order.consignmentId}`,
      payload: {},
    };
    expect(await service.applyEvent(lost)).toBe('applied');
    await waitFor(async () =>
      (await stored(order.id)).history.some((entry) => entry.note?.includes('lost'))
        ? true
        : undefined,
    );
    await worker.runOnce();
    const after = await stored(order.id);
    expect(after.status).toBe('shipped');
    expect(after.payment.status).toBe('unpaid');
    expect((await attention(order.id)).total).toBe(1);
    expect(await shipments.findOne({ orderId: new Types.ObjectId(order.id) }).lean()).toMatchObject(
      {
        needsAttention: true,
      },
    );
  });

  it('an undocumented status alerts the admin (audit log, in the courier’s name) once', async () => {
    const order = await bookedOrder('steadfast');
    expect(await steadfast.advance(Number(order.consignmentId), 'teleported')).toBe(200);
    const alerts = await attention(order.id);
    expect(alerts.total).toBe(1);
    expect(alerts.items[0]).toMatchObject({
      actor: { name: 'Steadfast' },
      note: expect.stringContaining('"teleported"'),
    });
    expect((await stored(order.id)).status).toBe('confirmed');
  });
});
