/**
 * One cash-on-delivery order cannot reserve a whole stock with no end: an order takes at most
 * MAX_UNITS_PER_LINE units of one product (booking and cart checkout), and a cash-on-delivery order
 * the shop has not confirmed within COD_CONFIRM_HOURS is cancelled by the sweep, its stock back.
 * Time travel: the sweep is called with a `now` in the future, never by sleeping.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order } from '@shop/contracts';
import { ORDER_MESSAGES } from '@shop/rules';
import { Types } from 'mongoose';
import { OrderRecoveryService } from '../src/orders/order-recovery.service';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, type Session, signup } from './helpers/auth';

const CONFIRM_HOURS = 48;
const HOUR = 3_600_000;
const CONTACT = { name: 'Karim Ahmed', phone: '01812345678', address: 'House 3, Road 9, Uttara', district: 'Dhaka' };

describe('units per order and unconfirmed cash-on-delivery orders', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    app = await bootApp({
      database: 'e2e-order-unit-limits',
      env: { MAX_UNITS_PER_LINE: '10', COD_CONFIRM_HOURS: String(CONFIRM_HOURS) },
    });
    admin = await login(app, ADMIN);
    customer = await signup(app, { name: 'Units Customer', email: 'units-1@mail.com', password: 'Units#2026' });
  });

  afterAll(() => dropAndClose(app));

  const db = () => connectionOf(app);

  async function createPart(quantity: number): Promise<string> {
    const part = await db().model('Part').create({
      name: `Units Part ${new Types.ObjectId().toHexString().slice(-6)}`,
      category: 'tws',
      img: '/static/products/units.svg',
      price: 1220,
      quantity,
      description: 'A part of the unit limit tests',
    });
    return String(part._id);
  }

  const stockOf = async (partId: string) =>
    (await db().collection('parts').findOne({ _id: new Types.ObjectId(partId) }))?.quantity as number;

  const book = (partId: string, quantity: number | string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...bearer(customer), cookie: `lang=${lang}` },
      payload: { partsId: partId, quantity, ...CONTACT, paymentMethod: 'cod' },
    });

  const checkout = (lines: { partId: string; quantity: number }[]) =>
    app.inject({ method: 'POST', url: '/api/orders', headers: bearer(customer), payload: { lines, ...CONTACT } });

  async function orderNow(orderId: string): Promise<Order> {
    return (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(admin) })).json<Order>();
  }

  const sweep = (now: Date) => app.get(OrderRecoveryService).cancelUnconfirmedCod(now);
  const at = (fromNow: number) => new Date(Date.now() + fromNow);

  describe('MAX_UNITS_PER_LINE', () => {
    it('a booking of 1 000 units is refused with 400 naming the field and the limit; nothing is taken', async () => {
      const part = await createPart(1000);
      for (const quantity of [1000, '11']) {
        const res = await book(part, quantity);
        expect(res.json()).toEqual({
          statusCode: 400,
          code: 'TOO_MANY_UNITS',
          message: 'You can order at most 10 of one product',
          field: 'quantity',
          limit: 10,
        });
      }
      expect(ORDER_MESSAGES.quantityOverLimit).toBe('You can order at most 10 of one product');
      expect(await stockOf(part)).toBe(1000);
      expect(await db().collection('orders').countDocuments({ 'lines.partId': new Types.ObjectId(part) })).toBe(0);
    });

    it('a booking of 10 units is placed', async () => {
      const part = await createPart(55);
      const res = await book(part, 10);
      expect(res.statusCode).toBe(201);
      expect(await stockOf(part)).toBe(45);
    });

    it('a cart checkout names the line that asks for too many; 10 of each is placed', async () => {
      const [a, b] = [await createPart(1000), await createPart(1000)];
      const refused = await checkout([
        { partId: a, quantity: 2 },
        { partId: b, quantity: 1000 },
      ]);
      expect(refused.json()).toEqual({
        statusCode: 400,
        code: 'TOO_MANY_UNITS',
        message: 'You can order at most 10 of one product',
        field: 'lines[1].quantity',
        limit: 10,
      });
      expect([await stockOf(a), await stockOf(b)]).toEqual([1000, 1000]);
      const placed = await checkout([
        { partId: a, quantity: 10 },
        { partId: b, quantity: 10 },
      ]);
      expect(placed.statusCode).toBe(201);
      expect([await stockOf(a), await stockOf(b)]).toEqual([990, 990]);
    });
  });

  describe('COD_CONFIRM_HOURS', () => {
    it('cancels a cash-on-delivery order not confirmed in time, stock back, the customer told in their language; a confirmed one is untouched', async () => {
      const part = await createPart(20);
      const unconfirmed = (await book(part, 5, 'bn')).json<{ order: Order }>().order;
      const english = (await book(part, 2)).json<{ order: Order }>().order;
      const confirmed = (await book(part, 3)).json<{ order: Order }>().order;
      const ok = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${confirmed._id}/status`,
        headers: bearer(admin),
        payload: { status: 'confirmed' },
      });
      expect(ok.statusCode).toBe(200);
      expect(await stockOf(part)).toBe(10);

      // Within the time, nothing happens.
      await sweep(at(CONFIRM_HOURS * HOUR - 60_000));
      expect((await orderNow(unconfirmed._id)).status).toBe('placed');

      // Past it (several sweeps at once cancel each order once): cancelled, stock back once.
      const late = at(CONFIRM_HOURS * HOUR + 60_000);
      await Promise.all([sweep(late), sweep(late), sweep(late)]);
      expect(await stockOf(part)).toBe(17);
      const cancelled = await orderNow(unconfirmed._id);
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'not confirmed by the shop in time' });
      expect(cancelled.history.filter((entry) => entry.status === 'cancelled')).toEqual([
        expect.objectContaining({ byRole: 'system', note: 'not confirmed by the shop in time' }),
      ]);
      const stored = async (id: string) =>
        ((await db().collection('orders').findOne({ _id: new Types.ObjectId(id) }))!.notifications as { event: string; reason?: string }[]).filter(
          (entry) => entry.event === 'cancelled',
        );
      expect(await stored(unconfirmed._id)).toEqual([expect.objectContaining({ reason: 'দোকান সময়মতো নিশ্চিত করেনি' })]);
      expect(await stored(english._id)).toEqual([expect.objectContaining({ reason: 'not confirmed by the shop in time' })]);
      expect((await orderNow(confirmed._id)).status).toBe('confirmed');

      await sweep(at(CONFIRM_HOURS * HOUR * 10));
      expect(await stockOf(part)).toBe(17);
      expect((await orderNow(confirmed._id)).status).toBe('confirmed');
    });

    it('never cancels a card order by this rule (its payment window does)', async () => {
      const part = await createPart(5);
      const res = await app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: bearer(customer),
        payload: { partsId: part, quantity: 1, ...CONTACT, paymentMethod: 'card' },
      });
      const order = res.json<{ order: Order }>().order;
      await sweep(at(CONFIRM_HOURS * HOUR * 2));
      expect((await orderNow(order._id)).status).toBe('placed');
    });
  });
});
