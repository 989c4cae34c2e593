import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order } from '@shop/contracts';
import mongoose, { type Connection, Types } from 'mongoose';
import { ConfigService } from '@nestjs/config';
import { type Migration, MIGRATIONS, MigrationsService } from '../src/migrations';
import { OrderLifecycleService } from '../src/orders/order-lifecycle.service';
import { OrderRefundsService } from '../src/orders/order-refunds.service';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, type Session } from './helpers/auth';
import { databaseUri } from './helpers/database';

const DATABASE = 'e2e-migrations';
const HOUR = 3_600_000;

/**
 * Orders and payments written as the release before the order state machine wrote them (raw
 * inserts, today's shape), then the API started on that database: the migration runs once, and the
 * new code reads and moves those orders.
 */
describe('migrations at start-up', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  const userId = new Types.ObjectId();
  const partA = new Types.ObjectId();
  const partB = new Types.ObjectId();
  /** A part whose ledger a crash left in the old shape: a hold and a return of orders long gone. */
  const partC = new Types.ObjectId();
  const goneOrder = new Types.ObjectId();
  const ids = {
    unpaidCard: new Types.ObjectId(),
    cancelledPaid: new Types.ObjectId(),
    deliveredCash: new Types.ObjectId(),
    placedPaid: new Types.ObjectId(),
  };
  const intents = { cancelledPaid: 'pi_sandbox_oldcancelled', placedPaid: 'pi_sandbox_oldplaced' };
  const startedAt = new Date();

  /** An order exactly as the previous release stored it (no refunds, no refundedQuantity, no notifications). */
  function oldOrder(
    _id: Types.ObjectId,
    fields: { status: string; paymentMethod: 'cod' | 'card'; payment: Record<string, unknown> },
    lines = [{ partId: partA, quantity: 2, unitPrice: 1000 }],
  ) {
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
    const at = new Date(Date.now() - 48 * HOUR);
    return {
      _id,
      userId,
      name: 'Old Customer',
      email: 'old-customer@mail.com',
      phone: '01712345678',
      address: 'House 1, Road 2, Mirpur',
      district: 'Dhaka',
      lines: lines.map((line) => ({
        partId: line.partId,
        name: `Old part ${line.partId.toHexString().slice(-4)}`,
        img: '/static/products/old.svg',
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        lineTotal: line.unitPrice * line.quantity,
        stockReturned: fields.status === 'cancelled',
      })),
      subtotal,
      deliveryFee: 0,
      total: subtotal,
      paymentMethod: fields.paymentMethod,
      payment: fields.payment,
      status: fields.status,
      history: [{ status: 'placed', at, byUserId: userId, byRole: 'customer' }],
      createdAt: at,
      updatedAt: at,
      __v: 0,
    };
  }

  function oldIntent(id: string, orderId: Types.ObjectId, amount: number) {
    return {
      _id: id,
      clientSecret: `${id}_secret_x`,
      amount,
      currency: 'usd',
      orderId: orderId.toHexString(),
      status: 'succeeded',
      idempotencyKey: `order-${orderId.toHexString()}-${amount}`,
    };
  }

  beforeAll(async () => {
    const connection = await mongoose.createConnection(databaseUri(DATABASE)).asPromise();
    await connection.dropDatabase();
    await connection.collection('parts').insertMany(
      [partA, partB].map((_id, index) => ({
        _id,
        name: `Migration Part ${index}`,
        nameLower: `migration part ${index}`,
        category: 'tws',
        img: '/static/products/old.svg',
        price: 1000,
        quantity: 10,
        description: 'A part of the previous release',
        featured: false,
        archived: false,
        holds: [],
        returns: [],
      })),
    );
    await connection.collection('parts').insertOne({
      _id: partC,
      name: 'Migration Part Ledger',
      nameLower: 'migration part ledger',
      category: 'tws',
      img: '/static/products/old.svg',
      price: 700,
      quantity: 4,
      description: 'A part of the previous release with a crash left in its ledger',
      featured: false,
      archived: false,
      holds: [{ orderId: goneOrder, quantity: 1 }],
      returns: [new Types.ObjectId()],
    });
    await connection.collection('orders').insertMany([
      oldOrder(ids.unpaidCard, {
        status: 'placed',
        paymentMethod: 'card',
        payment: { status: 'unpaid' },
      }),
      oldOrder(ids.cancelledPaid, {
        status: 'cancelled',
        paymentMethod: 'card',
        payment: {
          status: 'paid',
          transactionId: intents.cancelledPaid,
          paidAt: new Date(),
          provider: 'sandbox',
          intentId: intents.cancelledPaid,
          amountCents: 1640,
          currency: 'usd',
        },
      }),
      oldOrder(
        ids.deliveredCash,
        {
          status: 'delivered',
          paymentMethod: 'cod',
          payment: {
            status: 'paid',
            transactionId: 'cash-x',
            paidAt: new Date(),
            provider: 'cash',
          },
        },
        [
          { partId: partA, quantity: 1, unitPrice: 1000 },
          { partId: partB, quantity: 3, unitPrice: 500 },
        ],
      ),
      oldOrder(ids.placedPaid, {
        status: 'placed',
        paymentMethod: 'card',
        payment: {
          status: 'paid',
          transactionId: intents.placedPaid,
          paidAt: new Date(),
          provider: 'sandbox',
          intentId: intents.placedPaid,
          amountCents: 1640,
          currency: 'usd',
        },
      }),
    ]);
    await connection
      .collection<{ _id: string }>('sandbox_payment_intents')
      .insertMany([
        oldIntent(intents.cancelledPaid, ids.cancelledPaid, 1640),
        oldIntent(intents.placedPaid, ids.placedPaid, 1640),
      ]);
    await connection.close();
    app = await bootApp({ database: DATABASE });
    admin = await login(app, ADMIN);
  });

  afterAll(() => dropAndClose(app));

  const db = () => connectionOf(app);
  const orderOf = async (id: Types.ObjectId): Promise<Order> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/orders/${id.toHexString()}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    return res.json<Order>();
  };
  const stockOf = async (id: Types.ObjectId) =>
    (await db().collection('parts').findOne({ _id: id }))?.quantity as number;

  it('ran each migration once and recorded it', async () => {
    const records = await db().collection('migrations').find().toArray();
    expect(records.map((record) => record._id)).toEqual(
      MIGRATIONS.map((migration) => migration.name),
    );
    expect(records[0]).toMatchObject({
      state: 'done',
      result: expect.objectContaining({
        orders: 4,
        paymentWindows: 1,
        refundsOwed: 1,
        sandboxIntents: 2,
      }),
    });
    expect(await app.get(MigrationsService).runAll()).toEqual([]);
  });

  it('gives every old product its one variant (price, stock, SKU), and every old line that variant', async () => {
    for (const id of [partA, partB]) {
      const part = await db().collection('parts').findOne({ _id: id });
      expect(part?.options).toEqual([]);
      expect(part?.variants).toEqual([
        {
          sku: expect.stringMatching(/^MIGRATION-PART-\d-[0-9A-F]{6}$/),
          values: [],
          price: 1000,
          quantity: part?.quantity,
          archived: false,
        },
      ]);
    }
    const skuOfA = (await db().collection('parts').findOne({ _id: partA }))?.variants[0].sku;
    const delivered = await orderOf(ids.deliveredCash);
    expect(delivered.lines.find((line) => line.partId === partA.toHexString())?.sku).toBe(skuOfA);
    // The old ledger named its variant, so recovery could settle it: the gone order's unit back,
    // the return forgotten, and the variant's stock the product's.
    const ledger = await db().collection('parts').findOne({ _id: partC });
    expect(ledger).toMatchObject({ quantity: 5, holds: [], returns: [] });
    expect(ledger?.variants[0].quantity).toBe(5);
    const record = await db()
      .collection('migrations')
      .findOne({ _id: '2026-12-04-product-variants' as never });
    expect(record?.result).toEqual({ partsMigrated: 3, ordersMigrated: 4 });
  });

  it('reads every old order through the new code, in the new shape', async () => {
    for (const id of [ids.unpaidCard, ids.deliveredCash, ids.placedPaid]) {
      const stored = await db().collection('orders').findOne({ _id: id });
      expect(stored).toMatchObject({
        payment: { refundedTaka: 0, refundedCents: 0, refunds: [] },
        notifications: [],
      });
      for (const line of stored!.lines as { refundedQuantity: number }[])
        expect(line.refundedQuantity).toBe(0);
    }
    expect(await orderOf(ids.deliveredCash)).toMatchObject({
      status: 'delivered',
      paid: true,
      payment: { status: 'paid' },
    });
  });

  it('stores the short order number of every old order, and the admin search finds it by it', async () => {
    for (const id of Object.values(ids)) {
      const stored = await db().collection('orders').findOne({ _id: id });
      expect(stored?.number).toBe(id.toHexString().slice(-6).toUpperCase());
    }
    const record = await db()
      .collection('migrations')
      .findOne({ _id: '2026-12-05-order-numbers' as never });
    expect(record?.result).toEqual({ orders: 4 });
    const number = ids.deliveredCash.toHexString().slice(-6);
    const res = await app.inject({
      method: 'GET',
      url: `/api/booking?q=${encodeURIComponent(`#${number.toLowerCase()}`)}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const found = res.json<{ items: Order[] }>().items;
    expect(found.map((order) => order._id)).toContain(ids.deliveredCash.toHexString());
    expect(found.find((order) => order._id === ids.deliveredCash.toHexString())?.number).toBe(
      number.toUpperCase(),
    );
  });

  it('gives an open unpaid card order its payment window from the upgrade on, then expires it', async () => {
    const order = await orderOf(ids.unpaidCard);
    const expiresAt = new Date(order.expiresAt!).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(startedAt.getTime() + 30 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    const before = await stockOf(partA);
    expect(await app.get(OrderLifecycleService).expireOverdue(new Date(expiresAt + 1))).toBe(1);
    expect(await orderOf(ids.unpaidCard)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'not paid in time',
    });
    expect(await stockOf(partA)).toBe(before + 2);
  });

  it('refunds the old "cancelled + paid" order through its provider (recovery at start-up carries it out), once', async () => {
    const stockBefore = await stockOf(partA);
    // Start-up's recovery pass already did it; another pass finds nothing to do.
    expect(await app.get(OrderRefundsService).finishInterrupted(new Date(Date.now() + HOUR))).toBe(
      0,
    );
    const order = await orderOf(ids.cancelledPaid);
    expect(order).toMatchObject({
      status: 'cancelled',
      paid: false,
      payment: { status: 'refunded', refundedTaka: 2000 },
    });
    expect(order.payment.refunds).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        amountTaka: 2000,
        amountCents: 1640,
        provider: 'sandbox',
      }),
    ]);
    const intent = await db()
      .collection('sandbox_payment_intents')
      .findOne({ _id: intents.cancelledPaid as never });
    expect(intent).toMatchObject({
      amountRefunded: 1640,
      refunds: [expect.objectContaining({ amount: 1640 })],
    });
    // Its stock went back when it was cancelled, in the previous release: not again.
    expect(await stockOf(partA)).toBe(stockBefore);
  });

  it('cancels an old card-paid order with a full refund', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${ids.placedPaid.toHexString()}/status`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>()).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded', refundedTaka: 2000 },
    });
  });

  it('records a cash refund of one line of an old delivered cash-on-delivery order, stock back for that line only', async () => {
    const [a, b] = [await stockOf(partA), await stockOf(partB)];
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${ids.deliveredCash.toHexString()}/refunds`,
      headers: bearer(admin),
      payload: { lines: [{ partId: partB.toHexString(), quantity: 2 }], reason: 'returned' },
    });
    expect(res.statusCode).toBe(200);
    const order = res.json<Order>();
    expect(order.payment).toMatchObject({ status: 'partially_refunded', refundedTaka: 1000 });
    expect(order.payment.refunds).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        provider: 'cash',
        amountTaka: 1000,
        byUserId: admin.answer.user._id,
        reason: 'returned',
      }),
    ]);
    expect(order.lines[1].refundedQuantity).toBe(2);
    expect([await stockOf(partA), await stockOf(partB)]).toEqual([a, b + 2]);
  });

  it('several processes starting together run a migration exactly once', async () => {
    const up = jest.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { touched: 1 };
    });
    const spy: Migration = { name: '2099-01-01-spy', description: 'counts its runs', up };
    const config = app.get(ConfigService);
    const processes = Array.from(
      { length: 5 },
      () => new MigrationsService(db() as Connection, config, [spy]),
    );
    const ran = await Promise.all(processes.map((process) => process.runAll()));
    expect(up).toHaveBeenCalledTimes(1);
    expect(ran.flat()).toEqual(['2099-01-01-spy']);
    expect(
      await db()
        .collection('migrations')
        .findOne({ _id: spy.name as never }),
    ).toMatchObject({ state: 'done' });
  });
});
