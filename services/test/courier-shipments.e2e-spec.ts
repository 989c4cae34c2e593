/**
 * Booking parcels with the couriers (their simulators) from the admin API, and the couriers'
 * webhooks, which the simulators POST to the running API as their documents describe: secrets,
 * replays, events out of order, Pathao's integration check, unknown consignments, lost answers.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  PATHAO_INTEGRATION_VALUE,
  type RunningPathaoSimulator,
  type RunningRedxSimulator,
  type RunningSteadfastSimulator,
} from '@shop/tools/courier-simulators';
import type { Model } from 'mongoose';
import { ShipmentOrderMoves } from '../src/couriers/order-moves';
import { Shipment } from '../src/couriers/schemas/shipment.schema';
import { ShipmentsService } from '../src/couriers/shipments.service';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session } from './helpers/auth';
import { type CourierApp, startCourierApp } from './helpers/courier-app';

const PART = SEED_PRODUCTS.filter((product) => !product.variants && product.quantity > 50)[0];

describe('couriers: booking and webhooks (simulators)', () => {
  let couriers: CourierApp;
  let steadfast: RunningSteadfastSimulator;
  let pathao: RunningPathaoSimulator;
  let redx: RunningRedxSimulator;
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let shipments: Model<Shipment>;

  beforeAll(async () => {
    couriers = await startCourierApp({ database: 'e2e-couriers' });
    ({ app, steadfast, pathao, redx } = couriers);
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    shipments = app.get<Model<Shipment>>(getModelToken(Shipment.name));
  });

  afterAll(() => couriers?.close());

  afterEach(() => {
    steadfast.setDown(false);
    pathao.setDown(false);
    redx.setDown(false);
  });

  /** A cash-on-delivery order of the customer, confirmed by the shop. */
  async function confirmedOrder(
    confirm = true,
  ): Promise<{ id: string; number: string; total: number }> {
    const booked = await app.inject({
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
    expect(booked.statusCode).toBe(201);
    const order = booked.json<{ order: { _id: string; number: string; total: number } }>().order;
    if (confirm) {
      const moved = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}/status`,
        headers: bearer(admin),
        payload: { status: 'confirmed' },
      });
      expect(moved.statusCode).toBe(200);
    }
    return { id: order._id, number: order.number, total: order.total };
  }

  const book = (orderId: string, courier: string, session: Session = admin) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/shipment`,
      headers: bearer(session),
      payload: { courier },
    });
  const shipmentOf = async (orderId: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}/shipment`,
        headers: bearer(admin),
      })
    ).json();

  describe('booking', () => {
    it('books a confirmed COD order with Steadfast: its number as invoice, its total to collect, audited', async () => {
      const order = await confirmedOrder();
      const answer = await book(order.id, 'steadfast');
      expect(answer.statusCode).toBe(201);
      const shipment = answer.json();
      expect(shipment).toMatchObject({
        orderId: order.id,
        courier: 'steadfast',
        simulated: true,
        invoice: order.number,
        booking: 'booked',
        state: 'booked',
        rawStatus: 'in_review',
        codAmount: order.total,
      });
      const stored = steadfast.consignments.get(Number(shipment.consignmentId))!;
      expect(stored).toMatchObject({
        invoice: order.number,
        recipient_phone: '01712345678',
        cod_amount: order.total,
      });
      const activity = await app.inject({
        method: 'GET',
        url: `/api/admin/activity?action=order.shipment-booked&targetId=${order.id}`,
        headers: bearer(admin),
      });
      expect(activity.json().items).toHaveLength(1);
      // Booked once: a second booking is refused, nothing sent to the courier.
      const creates = steadfast.counts.create;
      const again = await book(order.id, 'redx');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'SHIPMENT_NOT_ALLOWED',
        messageBn: expect.any(String),
      });
      expect(steadfast.counts.create).toBe(creates);
    });

    it('refuses an order the shop has not confirmed, and one that does not exist', async () => {
      const order = await confirmedOrder(false);
      expect((await book(order.id, 'pathao')).json()).toMatchObject({
        statusCode: 409,
        code: 'SHIPMENT_NOT_ALLOWED',
      });
      expect((await book('665f1e0000000000000fffff', 'pathao')).statusCode).toBe(404);
    });

    it('a courier that is down → 503 COURIER_UNAVAILABLE in both languages, nothing booked; later it books', async () => {
      const order = await confirmedOrder();
      redx.setDown(true);
      const down = await book(order.id, 'redx');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        code: 'COURIER_UNAVAILABLE',
        courier: 'redx',
        messageBn: expect.stringContaining('রেডএক্স'),
      });
      redx.setDown(false);
      // RedX has no lookup by invoice: the lost attempt is waited for before booking again.
      const waiting = await book(order.id, 'redx');
      expect(waiting.statusCode).toBe(409);
      await shipments.updateOne(
        { invoice: order.number },
        { $set: { bookingAttemptAt: new Date(Date.now() - 16 * 60_000) } },
      );
      const later = await book(order.id, 'redx');
      expect(later.statusCode).toBe(201);
      expect(later.json()).toMatchObject({
        booking: 'booked',
        state: 'booked',
        rawStatus: 'pickup-pending',
      });
    });

    it('a lost answer is found by invoice (Steadfast status_by_invoice), never booked twice', async () => {
      const order = await confirmedOrder();
      const before = steadfast.consignments.size;
      steadfast.loseNextAnswer('create');
      const lost = await book(order.id, 'steadfast');
      // Found right away by invoice: booked, its consignment id brought by the next webhook.
      expect(lost.statusCode).toBe(201);
      expect(lost.json()).toMatchObject({ booking: 'booked', invoice: order.number });
      expect(steadfast.consignments.size).toBe(before + 1);
      const consignment = [...steadfast.consignments.values()].find(
        (row) => row.invoice === order.number,
      )!;
      // Until a webhook names it, the consignment is read by invoice (status_by_invoice).
      consignment.status = 'hold';
      const refreshed = await app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.id}/shipment?refresh=true`,
        headers: bearer(admin),
      });
      expect(refreshed.json()).toMatchObject({ state: 'on_hold', rawStatus: 'hold' });
      expect(await steadfast.advance(consignment.consignment_id, 'delivered')).toBe(200);
      expect(await shipmentOf(order.id)).toMatchObject({
        consignmentId: String(consignment.consignment_id),
        state: 'delivered',
      });
      // Then by its id (status_by_cid). (The order-moves worker read it too, before it recorded the cash.)
      await app.get(ShipmentOrderMoves).runOnce();
      const statusReads = steadfast.counts.status;
      const read = await app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.id}/shipment?refresh=true`,
        headers: bearer(admin),
      });
      expect(read.json()).toMatchObject({ state: 'delivered', rawStatus: 'delivered' });
      expect(steadfast.counts.status).toBe(statusReads + 1);
      expect(steadfast.consignments.size).toBe(before + 1);
    });

    it('a refusal by the courier (its validation) → 422 with its message; the admin may try again', async () => {
      const order = await confirmedOrder();
      // Someone booked this invoice at Steadfast by hand: Steadfast refuses it again.
      const collide = await fetch(`${steadfast.baseUrl}/create_order`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Api-Key': steadfast.credentials.apiKey,
          'Secret-Key': steadfast.credentials.secretKey,
        },
        body: JSON.stringify({
          invoice: order.number,
          recipient_name: 'X',
          recipient_phone: '01700000000',
          recipient_address: 'Somewhere',
          cod_amount: 0,
        }),
      });
      expect(collide.status).toBe(200);
      const refused = await book(order.id, 'steadfast');
      // status_by_invoice is not consulted for a fresh booking: the courier says the invoice is taken.
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'COURIER_REJECTED',
        message: expect.stringContaining('invoice has already been taken'),
      });
      expect(await shipmentOf(order.id)).toMatchObject({ booking: 'failed' });
      const other = await book(order.id, 'pathao');
      expect(other.statusCode).toBe(201);
      expect(other.json()).toMatchObject({ courier: 'pathao', booking: 'booked' });
    });

    it('bulk: Steadfast in one bulk order, each order answered on its own', async () => {
      const first = await confirmedOrder();
      const second = await confirmedOrder();
      const unconfirmed = await confirmedOrder(false);
      const bulks = steadfast.counts.bulk;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/admin/shipments/bulk',
        headers: bearer(admin),
        payload: { courier: 'steadfast', orderIds: [first.id, second.id, unconfirmed.id] },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual([
        expect.objectContaining({
          orderId: first.id,
          ok: true,
          shipment: expect.objectContaining({ booking: 'booked' }),
        }),
        expect.objectContaining({ orderId: second.id, ok: true }),
        expect.objectContaining({
          orderId: unconfirmed.id,
          ok: false,
          code: 'SHIPMENT_NOT_ALLOWED',
        }),
      ]);
      expect(steadfast.counts.bulk).toBe(bulks + 1);
      const tooMany = await app.inject({
        method: 'POST',
        url: '/api/admin/shipments/bulk',
        headers: bearer(admin),
        payload: { courier: 'steadfast', orderIds: Array.from({ length: 501 }, () => first.id) },
      });
      expect(tooMany.statusCode).toBe(400);
    });

    it('cancel: RedX before pickup; Steadfast has no cancel call (409, clear message)', async () => {
      const order = await confirmedOrder();
      expect((await book(order.id, 'redx')).statusCode).toBe(201);
      const cancelled = await app.inject({
        method: 'DELETE',
        url: `/api/admin/orders/${order.id}/shipment`,
        headers: bearer(admin),
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
      const steadfastOrder = await confirmedOrder();
      expect((await book(steadfastOrder.id, 'steadfast')).statusCode).toBe(201);
      const refused = await app.inject({
        method: 'DELETE',
        url: `/api/admin/orders/${steadfastOrder.id}/shipment`,
        headers: bearer(admin),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'SHIPMENT_NOT_CANCELLABLE',
        message: expect.stringContaining("Steadfast's merchant panel"),
      });
    });

    it('books a parcel again after a cancellation before pickup, under a new invoice, with any courier', async () => {
      const order = await confirmedOrder();
      const first = (await book(order.id, 'redx')).json<{ consignmentId: string }>();
      const cancel = () =>
        app.inject({
          method: 'DELETE',
          url: `/api/admin/orders/${order.id}/shipment`,
          headers: bearer(admin),
        });
      // Booked again once the order has followed the cancellation (the worker, at once).
      const bookAgain = async (courier: string) => {
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const answer = await book(order.id, courier);
          if (answer.statusCode !== 409) return answer;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return book(order.id, courier);
      };
      expect((await cancel()).statusCode).toBe(200);
      const second = await bookAgain('redx');
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({
        courier: 'redx',
        invoice: `${order.number}-2`,
        state: 'booked',
        booking: 'booked',
      });
      expect(second.json().consignmentId).not.toBe(first.consignmentId);
      // Still booked: no third booking beside it.
      expect((await book(order.id, 'steadfast')).statusCode).toBe(409);

      expect((await cancel()).statusCode).toBe(200);
      const third = await bookAgain('steadfast');
      expect(third.statusCode).toBe(201);
      expect(third.json()).toMatchObject({ courier: 'steadfast', invoice: `${order.number}-3` });
      expect(await shipmentOf(order.id)).toMatchObject({
        courier: 'steadfast',
        state: 'booked',
      });
    });

    it('admins only', async () => {
      const order = await confirmedOrder();
      expect((await book(order.id, 'steadfast', customer)).statusCode).toBe(403);
    });
  });

  describe('webhooks', () => {
    it('Steadfast: wrong or missing token → 401 and nothing changes', async () => {
      const order = await confirmedOrder();
      const shipment = (await book(order.id, 'steadfast')).json();
      const body = {
        notification_type: 'delivery_status',
        consignment_id: Number(shipment.consignmentId),
        invoice: order.number,
        status: 'delivered',
        updated_at: '2030-01-01 10:00:00',
      };
      for (const headers of [
        {},
        { authorization: 'Bearer wrong' },
        { authorization: steadfast.credentials.webhookToken },
      ]) {
        const refused = await app.inject({
          method: 'POST',
          url: '/api/couriers/steadfast/webhook',
          headers,
          payload: body,
        });
        expect(refused.statusCode).toBe(401);
      }
      expect(await shipmentOf(order.id)).toMatchObject({
        state: 'booked',
        events: [expect.objectContaining({ source: 'booking' })],
      });
    });

    it('the same event delivered 5 times changes the shipment once', async () => {
      const order = await confirmedOrder();
      const shipment = (await book(order.id, 'pathao')).json();
      const body = {
        event: 'order.picked',
        consignment_id: shipment.consignmentId,
        merchant_order_id: order.number,
        timestamp: '2030-01-01T10:00:00+00:00',
        updated_at: '2030-01-01 16:00:00',
      };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          app.inject({
            method: 'POST',
            url: '/api/couriers/pathao/webhook',
            headers: { 'x-pathao-signature': pathao.credentials.webhookSecret },
            payload: body,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
      const after = await shipmentOf(order.id);
      expect(after.state).toBe('picked_up');
      expect(
        after.events.filter((event: { rawStatus: string }) => event.rawStatus === 'order.picked'),
      ).toHaveLength(1);
      // The orders side's outbox held the move once: the order-moves worker carried it out
      // (test/shipment-order-moves.e2e-spec.ts) and emptied it.
      await app.get(ShipmentOrderMoves).runOnce();
      expect(await shipments.findOne({ invoice: order.number }).lean()).toMatchObject({
        orderMovePending: null,
      });
      expect(await app.get(ShipmentsService).claimOrderMove()).toBeNull();
    });

    it('an older event never moves a shipment backwards; a newer hold does, an older one does not', async () => {
      const order = await confirmedOrder();
      const shipment = (await book(order.id, 'redx')).json();
      const id = shipment.consignmentId;
      expect(await redx.advance(id, 'delivery-in-progress')).toBe(200);
      expect(await redx.advance(id, 'ready-for-delivery')).toBe(200);
      expect((await shipmentOf(order.id)).state).toBe('out_for_delivery');
      const send = (status: string, timestamp: string) =>
        app.inject({
          method: 'POST',
          url: `/api/couriers/redx/webhook?token=${redx.credentials.webhookToken}`,
          payload: { tracking_number: id, status, timestamp },
        });
      expect((await send('agent-hold', '2000-01-01T00:00:00.000Z')).statusCode).toBe(200);
      expect((await shipmentOf(order.id)).state).toBe('out_for_delivery');
      expect((await send('agent-hold', '2099-01-01T00:00:00.000Z')).statusCode).toBe(200);
      expect((await shipmentOf(order.id)).state).toBe('on_hold');
      expect(await redx.advance(id, 'delivered')).toBe(200);
      expect(await redx.advance(id, 'delivery-in-progress')).toBe(200);
      const final = await shipmentOf(order.id);
      expect(final.state).toBe('delivered');
      expect(final.events.map((event: { applied: boolean }) => event.applied)).toContain(false);
    });

    it('an undocumented status is kept, flagged for the admin, and moves nothing', async () => {
      const order = await confirmedOrder();
      const shipment = (await book(order.id, 'steadfast')).json();
      expect(await steadfast.advance(Number(shipment.consignmentId), 'teleported')).toBe(200);
      expect(await shipmentOf(order.id)).toMatchObject({
        state: 'booked',
        needsAttention: true,
        events: expect.arrayContaining([
          expect.objectContaining({ rawStatus: 'teleported', state: 'unknown', applied: false }),
        ]),
      });
    });

    it("Pathao's integration check: 202 with X-Pathao-Merchant-Webhook-Integration-Secret exactly", async () => {
      expect(await pathao.integrate()).toEqual({ status: 202, ok: true });
      const direct = await app.inject({
        method: 'POST',
        url: '/api/couriers/pathao/webhook',
        headers: { 'x-pathao-signature': pathao.credentials.webhookSecret },
        payload: { event: 'webhook_integration' },
      });
      expect(direct.statusCode).toBe(202);
      expect(direct.headers['x-pathao-merchant-webhook-integration-secret']).toBe(
        PATHAO_INTEGRATION_VALUE,
      );
      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/couriers/pathao/webhook',
        payload: { event: 'webhook_integration' },
      });
      expect(unsigned.statusCode).toBe(401);
    });

    it('an unknown consignment: accepted and ignored (Steadfast: its documented error body), nothing stored', async () => {
      const count = await shipments.countDocuments();
      const steadfastAnswer = await app.inject({
        method: 'POST',
        url: '/api/couriers/steadfast/webhook',
        headers: { authorization: `Bearer ${steadfast.credentials.webhookToken}` },
        payload: {
          notification_type: 'delivery_status',
          consignment_id: 999999999,
          invoice: 'NOPE',
          status: 'delivered',
          updated_at: '2030-01-01 10:00:00',
        },
      });
      expect(steadfastAnswer.statusCode).toBe(200);
      expect(steadfastAnswer.json()).toEqual({
        status: 'error',
        message: 'Invalid consignment ID.',
      });
      const redxAnswer = await app.inject({
        method: 'POST',
        url: `/api/couriers/redx/webhook?token=${redx.credentials.webhookToken}`,
        payload: { tracking_number: 'NOPE', status: 'delivered' },
      });
      expect(redxAnswer.statusCode).toBe(200);
      expect(await shipments.countDocuments()).toBe(count);
    });

    it('junk gets 400 (or 401 without the secret), never 500', async () => {
      const cases = [
        {
          url: '/api/couriers/steadfast/webhook',
          headers: { authorization: `Bearer ${steadfast.credentials.webhookToken}` },
        },
        {
          url: '/api/couriers/pathao/webhook',
          headers: { 'x-pathao-signature': pathao.credentials.webhookSecret },
        },
        { url: `/api/couriers/redx/webhook?token=${redx.credentials.webhookToken}`, headers: {} },
      ];
      for (const { url, headers } of cases) {
        for (const payload of [
          [1, 2],
          { a: { b: 1 } },
          'text',
          { consignment_id: {}, status: [] },
        ]) {
          const answer = await app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expect([400, 401]).toContain(answer.statusCode);
        }
        const unsigned = await app.inject({
          method: 'POST',
          url: url.replace(/\?.*$/, ''),
          payload: { x: 1 },
        });
        expect(unsigned.statusCode).toBe(401);
      }
    });
  });

  it('the stored shipment keeps one document per consignment with the documented fields', async () => {
    const order = await confirmedOrder();
    await book(order.id, 'pathao');
    const doc = await shipments.findOne({ invoice: order.number }).lean();
    expect(doc).toMatchObject({
      courier: 'pathao',
      invoice: order.number,
      state: 'booked',
      events: [expect.objectContaining({ key: expect.any(String) })],
    });
  });
});
