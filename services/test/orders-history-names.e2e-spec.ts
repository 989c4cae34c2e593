/**
 * An order's history names what and who as they were when each event happened: the product by the
 * name the order copied when it was placed, the person by the account's name then. Renaming the
 * product or the account later rewrites no old event; entries from before names were kept are named
 * once by the 2026-12-03 migration and keep that name.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AuthUser, Order, OrderPage } from '@shop/contracts';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import { orderHistoryNamesMigration } from '../src/migrations/2026-12-03-order-history-names';
import { productVariantsMigration } from '../src/migrations/2026-12-04-product-variants';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, type Session, signup } from './helpers/auth';

const CONTACT = {
  name: 'Karim Hasan',
  phone: '+880 1712-345678',
  address: 'House 12, Road 5, Dhanmondi',
  district: 'Dhaka',
};
const CONTEXT = { now: new Date(), settings: { paymentWindowMinutes: 30 } };

describe('order history names as they were at the time', () => {
  let app: NestFastifyApplication;
  let customer: Session;
  let admin: Session;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-orders-history-names' });
    admin = await login(app, ADMIN);
    customer = await signup(app, {
      name: 'Karim Hasan',
      email: 'karim-history@mail.com',
      password: 'Karim#2026',
    });
  });

  afterAll(() => dropAndClose(app));

  const db = () => connectionOf(app);

  async function me(session: Session): Promise<AuthUser> {
    const res = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session) });
    expect(res.statusCode).toBe(200);
    return res.json<AuthUser>();
  }

  async function rename(session: Session, name: string): Promise<void> {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: { name },
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
  }

  async function setStatus(orderId: string, status: string): Promise<void> {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      payload: { status },
      headers: bearer(admin),
    });
    expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
  }

  /** The order as its customer reads it and as the admin's list has it. */
  async function bothViews(orderId: string): Promise<Order[]> {
    const mine = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: bearer(customer),
    });
    expect(mine.statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: '/api/booking?limit=50',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    const inList = list.json<OrderPage>().items.find((order) => order._id === orderId);
    expect(inList).toBeDefined();
    return [mine.json<Order>(), inList!];
  }

  it('keeps the product and the people named as they were when each event happened', async () => {
    const part = await db().model('Part').create({
      name: 'Haylou Solar Plus RT3',
      category: 'tws',
      img: '/static/products/history-names.svg',
      price: 38500,
      quantity: 5,
      description: 'A part made by the history names e2e test',
    });
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: { partsId: String(part._id), quantity: 1, ...CONTACT },
      headers: bearer(customer),
    });
    expect(booked.statusCode).toBe(201);
    const orderId = booked.json<{ insertedId: string }>().insertedId;
    const adminThen = (await me(admin)).name;
    await setStatus(orderId, 'confirmed');

    // Later: the product and both people are renamed.
    await db()
      .collection('parts')
      .updateOne(
        { _id: part._id },
        {
          $set: { name: 'Haylou Solar Plus RT3 (2027)', nameLower: 'haylou solar plus rt3 (2027)' },
        },
      );
    await rename(customer, 'Karim H. Chowdhury');
    await rename(admin, 'Renamed Admin');
    await setStatus(orderId, 'shipped');

    for (const order of await bothViews(orderId)) {
      expect(order.partsName).toBe('Haylou Solar Plus RT3');
      expect(order.lines.map((line) => line.name)).toEqual(['Haylou Solar Plus RT3']);
      expect(order.history.map((entry) => [entry.status, entry.byName])).toEqual([
        ['placed', 'Karim Hasan'],
        ['confirmed', adminThen],
        // An event after the rename carries the name of its own time.
        ['shipped', 'Renamed Admin'],
      ]);
    }
    expect(adminThen).not.toBe('Renamed Admin');
  });

  it('names entries from before names were kept once (the migration), and keeps that name', async () => {
    const customerId = new Types.ObjectId((await me(customer))._id);
    const adminId = new Types.ObjectId((await me(admin))._id);
    const gone = new Types.ObjectId();
    const orderId = new Types.ObjectId();
    const at = new Date(Date.now() - 48 * 3_600_000);
    const line = {
      partId: new Types.ObjectId(),
      name: 'Samsung Galaxy Watch6 Classic',
      img: '/static/products/old.svg',
      unitPrice: 1000,
      quantity: 1,
      lineTotal: 1000,
      refundedQuantity: 0,
      stockReturned: false,
    };
    // As the release before names were kept wrote it: ids and roles only.
    await db()
      .collection('orders')
      .insertOne({
        _id: orderId,
        userId: customerId,
        ...CONTACT,
        phone: '01712345678',
        email: 'karim-history@mail.com',
        lines: [line],
        subtotal: 1000,
        deliveryFee: 0,
        total: 1000,
        paymentMethod: 'cod',
        payment: { status: 'unpaid', refundedTaka: 0, refundedCents: 0, refunds: [] },
        status: 'confirmed',
        history: [
          { status: 'placed', at, byUserId: customerId, byRole: 'customer' },
          { status: 'confirmed', at, byUserId: adminId, byRole: 'admin' },
          { status: 'confirmed', at, byUserId: gone, byRole: 'admin', note: 'checked' },
          { status: 'confirmed', at, byRole: 'system', note: 'recovered' },
        ],
        notifications: [],
        createdAt: at,
        updatedAt: at,
      });

    const result = await orderHistoryNamesMigration.up(db() as Connection, CONTEXT);
    expect(result).toEqual({ orders: 1, entries: 2 });
    // A rerun finds nothing left to name.
    expect(await orderHistoryNamesMigration.up(db() as Connection, CONTEXT)).toEqual({
      orders: 0,
      entries: 0,
    });

    // A release later, its lines are given their variant (as every upgrade runs every migration).
    await productVariantsMigration.up(db() as Connection, CONTEXT);

    await rename(customer, 'Karim Renamed Again');
    for (const order of await bothViews(orderId.toHexString())) {
      expect(order.history.map((entry) => entry.byName ?? null)).toEqual([
        'Karim H. Chowdhury',
        'Renamed Admin',
        // A removed account and the system stay unnamed (the pages say the role).
        null,
        null,
      ]);
    }
  });
});
