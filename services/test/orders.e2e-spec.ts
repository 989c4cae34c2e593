/**
 * Orders against the real app and the embedded database: booking and checkout, prices and
 * totals from the server, stock that never oversells (also under 200 parallel bookings and racing
 * checkouts), cancel exactly once, idempotent submits, who may see what, the admin's workflow and
 * crash recovery. Every part used here is created by this file, in its own database.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type ApiErrorBody,
  ErrorCode,
  type Order,
  type OrderPage,
  type OrderSummary,
  type Part,
} from '@shop/contracts';
import { ORDER_MESSAGES, OUTSIDE_DHAKA_DELIVERY_FEE } from '@shop/rules';
import { Types } from 'mongoose';
import { StockService } from '../src/stock/stock.service';
import { ORDER_SHAPE_MESSAGES } from '../src/orders/dto/create-order.dto';
import { OrderStockService } from '../src/orders/order-stock.service';
import { OrdersService, PENDING_ORDER_TIMEOUT_MS } from '../src/orders/orders.service';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session, signup } from './helpers/auth';

const CONTACT = {
  name: 'Rahim Uddin',
  phone: '+880 1712-345678',
  address: 'House 12, Road 5, Dhanmondi',
  district: 'Dhaka',
};

interface NewPart {
  _id: string;
  /** Its one variant's. */
  sku: string;
  name: string;
  price: number;
  quantity: number;
}

describe('orders', () => {
  let app: NestFastifyApplication;
  let customer: Session;
  let other: Session;
  let admin: Session;
  let partCount = 0;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-orders' });
    customer = await login(app, CUSTOMER);
    admin = await login(app, ADMIN);
    other = await signup(app, {
      name: 'Other Buyer',
      email: 'other-buyer@mail.com',
      password: 'Other#2026',
    });
  });

  afterAll(() => dropAndClose(app));

  /** A part of this file's own, so no seeded product (or other test) is disturbed. */
  async function createPart(quantity: number, price = 1450, name?: string): Promise<NewPart> {
    partCount += 1;
    const partName = name ?? `Orders Test Part ${partCount}`;
    const created = await connectionOf(app)
      .model('Part')
      .create({
        name: partName,
        category: 'tws',
        img: `/static/products/orders-test-${partCount}.svg`,
        price,
        quantity,
        description: 'A part made by the orders e2e test',
      });
    const sku = (created.get('variants') as { sku: string }[])[0].sku;
    return { _id: String(created._id), sku, name: partName, price, quantity };
  }

  async function stockOf(partId: string): Promise<number> {
    const res = await app.inject({ method: 'GET', url: `/api/product/${partId}` });
    return res.json<Part>().quantity;
  }

  const book = (
    session: Session | undefined,
    payload: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: payload as object,
      headers: { ...bearer(session), ...headers },
    });

  const checkout = (
    session: Session | undefined,
    payload: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: payload as object,
      headers: { ...bearer(session), ...headers },
    });

  const cancel = (session: Session, orderId: string) =>
    app.inject({ method: 'DELETE', url: `/api/booking/${orderId}`, headers: bearer(session) });

  const setStatus = (session: Session, orderId: string, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      payload,
      headers: bearer(session),
    });

  const bookingOf = (part: NewPart, quantity: number, extra: object = {}) => ({
    partsId: part._id,
    quantity,
    ...CONTACT,
    ...extra,
  });

  async function placeBooking(
    session: Session,
    part: NewPart,
    quantity = 1,
    extra: object = {},
  ): Promise<Order> {
    const res = await book(session, bookingOf(part, quantity, extra));
    expect(res.statusCode).toBe(201);
    return res.json<{ insertedId: string; order: Order }>().order;
  }

  async function ordersInDb(filter: object = {}) {
    return connectionOf(app).collection('orders').find(filter).toArray();
  }

  describe('POST /api/booking', () => {
    it("books one part at the catalogue's price, for the signed-in account, whatever the body claims", async () => {
      const part = await createPart(7, 1450);
      const res = await book(
        customer,
        bookingOf(part, 2, {
          partsName: 'Something else',
          email: 'someone@else.com',
          price: 1,
          img: 'https://evil.example/x.png',
        }),
      );
      expect(res.statusCode).toBe(201);
      const { insertedId, order } = res.json<{ insertedId: string; order: Order }>();
      expect(insertedId).toBe(order._id);
      expect(order).toMatchObject({
        partsId: part._id,
        partsName: part.name,
        name: CONTACT.name,
        email: CUSTOMER.email,
        phone: '01712345678',
        address: CONTACT.address,
        district: 'Dhaka',
        img: `/static/products/orders-test-${partCount}.svg`,
        price: 2900,
        quantity: 2,
        paid: false,
        subtotal: 2900,
        deliveryFee: 0,
        total: 2900,
        paymentMethod: 'cod',
        payment: { status: 'unpaid' },
        status: 'placed',
        userId: customer.answer.user._id,
      });
      expect(order.lines).toEqual([
        {
          partId: part._id,
          sku: part.sku,
          name: part.name,
          img: order.img,
          unitPrice: 1450,
          quantity: 2,
          lineTotal: 2900,
        },
      ]);
      expect(order.history).toEqual([
        expect.objectContaining({
          status: 'placed',
          byUserId: customer.answer.user._id,
          byRole: 'customer',
        }),
      ]);
      expect(order).not.toHaveProperty('transactionId');
      expect(await stockOf(part._id)).toBe(5);
    });

    it('charges Tk 120 delivery for one unit outside Dhaka, and nothing from two units', async () => {
      const part = await createPart(5, 990);
      const one = await placeBooking(customer, part, 1, {
        district: 'sylhet',
        paymentMethod: 'card',
      });
      expect(one).toMatchObject({
        district: 'Sylhet',
        subtotal: 990,
        deliveryFee: OUTSIDE_DHAKA_DELIVERY_FEE,
        total: 990 + OUTSIDE_DHAKA_DELIVERY_FEE,
        paymentMethod: 'card',
      });
      const two = await placeBooking(customer, part, 2, { district: 'Sylhet' });
      expect(two).toMatchObject({ subtotal: 1980, deliveryFee: 0, total: 1980 });
    });

    it('answers 409 INSUFFICIENT_STOCK naming the part and how many are left, and keeps no order', async () => {
      const part = await createPart(3, 500, 'Orders Test Kettle');
      const before = (await ordersInDb()).length;
      const res = await book(customer, bookingOf(part, 4));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        statusCode: 409,
        code: ErrorCode.INSUFFICIENT_STOCK,
        message: 'Only 3 left of Orders Test Kettle',
      });
      expect(await stockOf(part._id)).toBe(3);
      expect((await ordersInDb()).length).toBe(before);
      const soldOut = await createPart(0, 500, 'Orders Test Sold Out');
      expect((await book(customer, bookingOf(soldOut, 1))).json<ApiErrorBody>().message).toBe(
        'Only 0 left of Orders Test Sold Out',
      );
    });

    it('answers 404 PRODUCT_NOT_FOUND for a part that does not exist', async () => {
      const res = await book(
        customer,
        bookingOf(
          {
            _id: new Types.ObjectId().toHexString(),
            sku: 'NONE-1',
            name: '',
            price: 0,
            quantity: 0,
          },
          1,
        ),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiErrorBody>().code).toBe(ErrorCode.PRODUCT_NOT_FOUND);
    });

    it('needs a signed-in caller', async () => {
      const part = await createPart(1);
      expect((await book(undefined, bookingOf(part, 1))).statusCode).toBe(401);
      expect(await stockOf(part._id)).toBe(1);
    });

    describe('refuses bad input with 400 and the form message, never 500', () => {
      let part: NewPart;
      beforeAll(async () => {
        part = await createPart(5);
      });

      it.each([
        ['quantity 0', { quantity: 0 }, ORDER_MESSAGES.quantityTooSmall],
        ['quantity -1', { quantity: -1 }, ORDER_MESSAGES.quantityTooSmall],
        ['quantity 1.5', { quantity: 1.5 }, ORDER_MESSAGES.quantityWhole],
        ['quantity 10^9', { quantity: 1e9 }, ORDER_MESSAGES.quantityTooLarge],
        ['quantity {"$gt":0}', { quantity: { $gt: 0 } }, ORDER_MESSAGES.quantityWhole],
        ['quantity "abc"', { quantity: 'abc' }, ORDER_MESSAGES.quantityWhole],
        ['no quantity', { quantity: undefined }, ORDER_MESSAGES.quantityRequired],
        ['no name', { name: '  ' }, ORDER_MESSAGES.nameRequired],
        ['no phone', { phone: undefined }, ORDER_MESSAGES.phoneRequired],
        [
          'a phone that is not a Bangladeshi mobile',
          { phone: '12345' },
          ORDER_MESSAGES.phoneInvalid,
        ],
        ['phone {"$ne":null}', { phone: { $ne: null } }, ORDER_MESSAGES.phoneInvalid],
        ['no address', { address: '' }, ORDER_MESSAGES.addressRequired],
        ['no district', { district: undefined }, ORDER_MESSAGES.districtRequired],
        ['an unknown district', { district: 'Calcutta' }, ORDER_MESSAGES.districtUnknown],
        ['partsId {"$gt":""}', { partsId: { $gt: '' } }, ORDER_SHAPE_MESSAGES.partId],
        [
          'an unknown payment method',
          { paymentMethod: 'bitcoin' },
          ORDER_SHAPE_MESSAGES.paymentMethod,
        ],
      ])('%s', async (_label, change, message) => {
        const res = await book(customer, { ...bookingOf(part, 1), ...change });
        expect(res.json()).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message });
        expect(await stockOf(part._id)).toBe(5);
      });

      it('accepts the quantity as text, as a form sends it', async () => {
        const order = await placeBooking(customer, part, '2' as unknown as number);
        expect(order.quantity).toBe(2);
        expect(await stockOf(part._id)).toBe(3);
      });
    });
  });

  describe('POST /api/orders (cart checkout)', () => {
    it('makes one order of every line, priced from the catalogue, with free delivery from two products', async () => {
      const a = await createPart(4, 1200);
      const b = await createPart(6, 350);
      const res = await checkout(customer, {
        lines: [
          { partId: a._id, quantity: 1 },
          { partId: b._id.toUpperCase(), quantity: 3 },
        ],
        ...CONTACT,
        district: 'Khulna',
      });
      expect(res.statusCode).toBe(201);
      const order = res.json<Order & { insertedId: string }>();
      expect(order.insertedId).toBe(order._id);
      expect(order).toMatchObject({
        partsId: a._id,
        partsName: a.name,
        price: 1200 + 3 * 350,
        quantity: 4,
        subtotal: 2250,
        deliveryFee: 0,
        total: 2250,
        status: 'placed',
        email: CUSTOMER.email,
      });
      expect(
        order.lines.map((line) => [line.partId, line.unitPrice, line.quantity, line.lineTotal]),
      ).toEqual([
        [a._id, 1200, 1, 1200],
        [b._id, 350, 3, 1050],
      ]);
      expect(await stockOf(a._id)).toBe(3);
      expect(await stockOf(b._id)).toBe(3);
    });

    it('takes nothing when one line lacks stock, and names that part', async () => {
      const a = await createPart(4);
      const b = await createPart(1, 800, 'Orders Test Scarce Router');
      const res = await checkout(customer, {
        lines: [
          { partId: a._id, quantity: 2 },
          { partId: b._id, quantity: 2 },
        ],
        ...CONTACT,
      });
      expect(res.json()).toMatchObject({
        statusCode: 409,
        code: ErrorCode.INSUFFICIENT_STOCK,
        message: 'Only 1 left of Orders Test Scarce Router',
      });
      expect(await stockOf(a._id)).toBe(4);
      expect(await stockOf(b._id)).toBe(1);
      expect(await ordersInDb({ 'lines.partId': new Types.ObjectId(a._id) })).toEqual([]);
    });

    it.each([
      ['no lines', { lines: [] }, ORDER_SHAPE_MESSAGES.linesRequired],
      ['lines that are not a list', { lines: { $gt: 0 } }, ORDER_SHAPE_MESSAGES.linesRequired],
      ['a line that is not an object', { lines: ['x'] }, ORDER_SHAPE_MESSAGES.lineShape],
      ['a line without a part', { lines: [{ quantity: 1 }] }, ORDER_SHAPE_MESSAGES.partId],
      [
        'a line with quantity 0',
        { lines: [{ partId: '665f1e000000000000000008', quantity: 0 }] },
        ORDER_MESSAGES.quantityTooSmall,
      ],
      [
        'the same part twice',
        {
          lines: [
            { partId: '665f1e000000000000000008', quantity: 1 },
            { partId: '665F1E000000000000000008', quantity: 1 },
          ],
        },
        ORDER_SHAPE_MESSAGES.lineRepeated,
      ],
      [
        '51 lines',
        {
          lines: Array.from({ length: 51 }, () => ({
            partId: new Types.ObjectId().toHexString(),
            quantity: 1,
          })),
        },
        ORDER_SHAPE_MESSAGES.linesTooMany,
      ],
    ])('refuses %s with 400', async (_label, change, message) => {
      const res = await checkout(customer, { ...CONTACT, ...change });
      expect(res.json()).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message });
    });
  });

  describe('stock never oversells', () => {
    it('200 parallel bookings of a part with 10 in stock: exactly 10 orders, stock 0', async () => {
      const part = await createPart(10, 700, 'Orders Test Rush Item');
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => book(customer, bookingOf(part, 1))),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(190);
      for (const res of answers.filter((r) => r.statusCode === 409)) {
        expect(res.json<ApiErrorBody>().message).toBe('Only 0 left of Orders Test Rush Item');
      }
      expect(await stockOf(part._id)).toBe(0);
      const orders = await ordersInDb({ 'lines.partId': new Types.ObjectId(part._id) });
      expect(orders).toHaveLength(10);
      expect(orders.every((order) => order.status === 'placed')).toBe(true);
      // Placed orders dropped their holds (just after their answers), refused ones gave theirs back:
      // the part's ledger is empty.
      await app.get(OrderStockService).settled();
      const row = await connectionOf(app)
        .collection('parts')
        .findOne({ _id: new Types.ObjectId(part._id) });
      expect(row?.holds).toEqual([]);
    });

    it('multi-line checkouts racing single bookings never oversell and leave no stock taken when they fail', async () => {
      const a = await createPart(6);
      const b = await createPart(5);
      // Interleaved: a checkout of both parts, then a booking of the scarce one, twelve times.
      const calls = Array.from({ length: 12 }, () => [
        checkout(customer, {
          lines: [
            { partId: a._id, quantity: 1 },
            { partId: b._id, quantity: 1 },
          ],
          ...CONTACT,
        }),
        book(other, bookingOf(b, 1)),
      ]).flat();
      const answers = await Promise.all(calls);
      for (const res of answers) expect([201, 409]).toContain(res.statusCode);
      const [stockA, stockB] = [await stockOf(a._id), await stockOf(b._id)];
      expect(stockA).toBeGreaterThanOrEqual(0);
      expect(stockB).toBe(0);
      // Every unit that left the stock is in a placed order, and nothing else left it.
      const orders = await ordersInDb({ 'lines.partId': trustedIn([a._id, b._id]) });
      expect(orders.every((order) => order.status === 'placed')).toBe(true);
      const units = (partId: string) =>
        orders
          .flatMap((order) => order.lines)
          .filter((line) => String(line.partId) === partId)
          .reduce((sum, line) => sum + line.quantity, 0);
      expect(units(a._id)).toBe(6 - stockA);
      expect(units(b._id)).toBe(5);
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(orders.length);
    });
  });

  describe('DELETE /api/booking/:id (cancel)', () => {
    it('cancels, gives the stock back once, and keeps the order in the list as cancelled', async () => {
      const part = await createPart(5);
      const order = await placeBooking(customer, part, 2);
      expect(await stockOf(part._id)).toBe(3);
      const res = await cancel(customer, order._id);
      expect(res.statusCode).toBe(200);
      expect(res.json<Order>()).toMatchObject({ _id: order._id, status: 'cancelled' });
      expect(res.json<Order>().history.map((entry) => entry.status)).toEqual([
        'placed',
        'cancelled',
      ]);
      expect(await stockOf(part._id)).toBe(5);

      const again = await cancel(customer, order._id);
      expect(again.json()).toMatchObject({
        statusCode: 409,
        code: ErrorCode.ORDER_NOT_CANCELLABLE,
        message: 'This order is already cancelled',
        messageBn: 'এই অর্ডারটি আগেই বাতিল হয়েছে',
      });
      expect(await stockOf(part._id)).toBe(5);

      const list = (
        await app.inject({
          method: 'GET',
          url: `/api/booking/${CUSTOMER.email}`,
          headers: bearer(customer),
        })
      ).json<Order[]>();
      expect(list.find((o) => o._id === order._id)?.status).toBe('cancelled');
    });

    it('gives the stock back exactly once when two cancels race', async () => {
      const part = await createPart(4);
      const order = await placeBooking(customer, part, 3);
      const answers = await Promise.all([
        cancel(customer, order._id),
        cancel(customer, order._id),
        cancel(admin, order._id),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await stockOf(part._id)).toBe(4);
    });

    it("refuses a customer's cancel once shipped or paid; an admin may still cancel", async () => {
      const part = await createPart(5);
      const shipped = await placeBooking(customer, part, 1);
      expect((await setStatus(admin, shipped._id, { status: 'confirmed' })).statusCode).toBe(200);
      expect((await setStatus(admin, shipped._id, { status: 'shipped' })).statusCode).toBe(200);
      expect((await cancel(customer, shipped._id)).json<ApiErrorBody>().code).toBe(
        ErrorCode.ORDER_NOT_CANCELLABLE,
      );

      const paid = await placeBooking(customer, part, 1);
      await app
        .get(OrdersService)
        .markPaid(paid._id, { transactionId: 'pi_test_paid', provider: 'sandbox' });
      expect((await cancel(customer, paid._id)).json<ApiErrorBody>().code).toBe(
        ErrorCode.ORDER_NOT_CANCELLABLE,
      );
      expect(await stockOf(part._id)).toBe(3);

      expect((await cancel(admin, shipped._id)).statusCode).toBe(200);
      expect((await cancel(admin, paid._id)).statusCode).toBe(200);
      expect(await stockOf(part._id)).toBe(5);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers the same order for a replayed submit, and takes the stock once', async () => {
      const part = await createPart(5);
      const headers = { 'idempotency-key': 'replay-1' };
      const first = await book(customer, bookingOf(part, 2), headers);
      const second = await book(customer, bookingOf(part, 2), headers);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await stockOf(part._id)).toBe(3);
    });

    it('makes one order of concurrent duplicates', async () => {
      const part = await createPart(10);
      const headers = { 'idempotency-key': 'double-click-1' };
      const payload = { lines: [{ partId: part._id, quantity: 1 }], ...CONTACT };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => checkout(customer, payload, headers)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((res) => res.json<Order>()._id)).size).toBe(1);
      expect(await stockOf(part._id)).toBe(9);
      expect(await ordersInDb({ 'lines.partId': new Types.ObjectId(part._id) })).toHaveLength(1);
    });

    it('refuses the same key with a different order (422), but another account may use the same key', async () => {
      const part = await createPart(10);
      const headers = { 'idempotency-key': 'reused-key' };
      expect((await book(customer, bookingOf(part, 1), headers)).statusCode).toBe(201);
      const reused = await book(customer, bookingOf(part, 2), headers);
      expect(reused.json()).toMatchObject({
        statusCode: 422,
        code: ErrorCode.IDEMPOTENCY_KEY_REUSED,
      });
      expect((await book(other, bookingOf(part, 1), headers)).statusCode).toBe(201);
      expect(await stockOf(part._id)).toBe(8);
    });

    it('refuses a malformed key with 400', async () => {
      const part = await createPart(1);
      for (const key of ['x'.repeat(101), 'has space']) {
        const res = await book(customer, bookingOf(part, 1), { 'idempotency-key': key });
        expect(res.json()).toMatchObject({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED });
      }
      expect(await stockOf(part._id)).toBe(1);
    });
  });

  describe('who may see and change an order', () => {
    let order: Order;
    beforeAll(async () => {
      order = await placeBooking(customer, await createPart(3), 1);
    });

    it('shows an order to its owner and to admins; another customer gets 404', async () => {
      for (const session of [customer, admin]) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/orders/${order._id}`,
          headers: bearer(session),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json<Order>()._id).toBe(order._id);
      }
      const res = await app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: bearer(other),
      });
      expect(res.json()).toEqual({
        statusCode: 404,
        code: ErrorCode.ORDER_NOT_FOUND,
        message: 'Order not found',
      });
    });

    it('does not let another customer cancel the order', async () => {
      const res = await cancel(other, order._id);
      expect(res.json<ApiErrorBody>().code).toBe(ErrorCode.ORDER_NOT_FOUND);
      const still = await app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: bearer(customer),
      });
      expect(still.json<Order>().status).toBe('placed');
    });

    it("lists an account's orders newest first for itself and admins, 403 for others", async () => {
      const own = await app.inject({
        method: 'GET',
        url: `/api/booking/${CUSTOMER.email}`,
        headers: bearer(customer),
      });
      const list = own.json<Order[]>();
      expect(list.length).toBeGreaterThan(3);
      expect(list.every((o) => o.email === CUSTOMER.email)).toBe(true);
      const times = list.map((o) => o.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const byAdmin = await app.inject({
        method: 'GET',
        url: `/api/booking/${CUSTOMER.email.toUpperCase()}`,
        headers: bearer(admin),
      });
      expect(byAdmin.json<Order[]>().map((o) => o._id)).toEqual(list.map((o) => o._id));
      const byOther = await app.inject({
        method: 'GET',
        url: `/api/booking/${CUSTOMER.email}`,
        headers: bearer(other),
      });
      expect(byOther.statusCode).toBe(403);
    });

    it("belongs to the account that placed it: a new sign-up with a removed account's email sees none of its orders", async () => {
      const account = {
        name: 'Gone Buyer',
        email: 'gone-buyer@mail.com',
        password: 'Gone#Buyer2026',
      };
      const first = await signup(app, account);
      const part = await createPart(5);
      const old = await placeBooking(first, part, 1);
      const delivered = await placeBooking(first, part, 1);
      for (const status of ['confirmed', 'shipped', 'delivered'])
        await setStatus(admin, delivered._id, { status });
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/users/${first.answer.user._id}`,
        headers: bearer(admin),
      });
      expect(removed.statusCode).toBe(204);

      const again = await signup(app, account);
      expect(again.answer.user._id).not.toBe(first.answer.user._id);
      const mine = await app.inject({
        method: 'GET',
        url: `/api/booking/${account.email}`,
        headers: bearer(again),
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual([]);
      const notFound = {
        statusCode: 404,
        code: ErrorCode.ORDER_NOT_FOUND,
        message: 'Order not found',
      };
      const read = await app.inject({
        method: 'GET',
        url: `/api/orders/${old._id}`,
        headers: bearer(again),
      });
      expect(read.json()).toEqual(notFound);
      expect((await cancel(again, old._id)).json()).toEqual(notFound);
      const pay = await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { orderId: old._id },
        headers: bearer(again),
      });
      expect(pay.json()).toEqual(notFound);
      const confirm = await app.inject({
        method: 'PATCH',
        url: `/api/booking/${old._id}`,
        payload: { appointment: old._id, transactionId: 'pi_none' },
        headers: bearer(again),
      });
      expect(confirm.json()).toEqual(notFound);
      const summary = await app.inject({
        method: 'GET',
        url: '/api/orders/summary',
        headers: bearer(again),
      });
      expect(summary.json<OrderSummary>().customer).toMatchObject({
        orderCount: 0,
        lastOrder: null,
      });
      const verified = await app.get(OrdersService).deliveredPartIdsByUser([again.answer.user._id]);
      expect([...(verified.get(again.answer.user._id) ?? [])]).toEqual([]);

      // The shop keeps them for its books: the admin still finds them by email and by id.
      const books = await app.inject({
        method: 'GET',
        url: `/api/booking/${account.email}`,
        headers: bearer(admin),
      });
      expect(
        books
          .json<Order[]>()
          .map((o) => o._id)
          .sort(),
      ).toEqual([old._id, delivered._id].sort());
      const byId = await app.inject({
        method: 'GET',
        url: `/api/orders/${old._id}`,
        headers: bearer(admin),
      });
      expect(byId.statusCode).toBe(200);
      // Every stored order names its account.
      const orders = connectionOf(app).collection('orders');
      expect(await orders.countDocuments({ userId: { $exists: false } })).toBe(0);
    });

    it('answers 400 INVALID_ID for a malformed id', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/orders/not-an-id',
        headers: bearer(customer),
      });
      expect(res.json<ApiErrorBody>().code).toBe(ErrorCode.INVALID_ID);
    });
  });

  describe('GET /api/booking (admin list)', () => {
    it('pages newest first, filters by status and finds by email or phone', async () => {
      const part = await createPart(10);
      const phoneOrder = await placeBooking(other, part, 1, { phone: '01999888777' });
      const first = (
        await app.inject({
          method: 'GET',
          url: '/api/booking?page=1&limit=2',
          headers: bearer(admin),
        })
      ).json<OrderPage>();
      expect(first.items).toHaveLength(2);
      expect(first.items[0]._id).toBe(phoneOrder._id);
      expect(first).toMatchObject({ page: 1, limit: 2 });
      const second = (
        await app.inject({
          method: 'GET',
          url: '/api/booking?page=2&limit=2',
          headers: bearer(admin),
        })
      ).json<OrderPage>();
      expect(second.total).toBe(first.total);
      expect(second.items[0].createdAt <= first.items[1].createdAt).toBe(true);
      expect(new Set([...first.items, ...second.items].map((o) => o._id)).size).toBe(4);

      const cancelled = (
        await app.inject({
          method: 'GET',
          url: '/api/booking?status=cancelled&limit=100',
          headers: bearer(admin),
        })
      ).json<OrderPage>();
      expect(cancelled.total).toBeGreaterThan(0);
      expect(cancelled.items.every((o) => o.status === 'cancelled')).toBe(true);

      const byPhone = (
        await app.inject({ method: 'GET', url: '/api/booking?q=999888', headers: bearer(admin) })
      ).json<OrderPage>();
      expect(byPhone.items.map((o) => o._id)).toEqual([phoneOrder._id]);
      const byEmail = (
        await app.inject({
          method: 'GET',
          url: '/api/booking?q=OTHER-BUYER@&limit=100',
          headers: bearer(admin),
        })
      ).json<OrderPage>();
      expect(byEmail.total).toBeGreaterThan(0);
      expect(byEmail.items.every((o) => o.email === 'other-buyer@mail.com')).toBe(true);
      const regex = (
        await app.inject({ method: 'GET', url: '/api/booking?q=.*', headers: bearer(admin) })
      ).json<OrderPage>();
      expect(regex.total).toBe(0);
    });

    it('finds an order by its number: whole or part, with or without #, any case', async () => {
      const part = await createPart(10);
      const order = await placeBooking(other, part, 1);
      const number = order._id.slice(-6).toUpperCase();
      expect(order.number).toBe(number);
      const stored = await connectionOf(app).collection('orders').findOne({ number });
      expect(stored?._id.toHexString()).toBe(order._id);
      const search = async (q: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/booking?limit=100&q=${encodeURIComponent(q)}`,
            headers: bearer(admin),
          })
        ).json<OrderPage>();
      for (const q of [number, `#${number}`, number.toLowerCase(), ` #${number.toLowerCase()} `]) {
        const page = await search(q);
        expect({ q, ids: page.items.map((o) => o._id) }).toEqual({ q, ids: [order._id] });
        expect(page.items[0].number).toBe(number);
      }
      for (const q of [number.slice(1, 5), `#${number.slice(0, 4).toLowerCase()}`]) {
        const ids = (await search(q)).items.map((o) => o._id);
        expect({ q, found: ids.includes(order._id) }).toEqual({ q, found: true });
      }
      // A number no order has finds nothing (a seventh character cannot be part of any number).
      expect((await search(`#${number}0`)).total).toBe(0);
    });

    it('refuses customers (403) and bad parameters (400)', async () => {
      expect(
        (await app.inject({ method: 'GET', url: '/api/booking', headers: bearer(customer) }))
          .statusCode,
      ).toBe(403);
      for (const query of [
        'page=0',
        'limit=101',
        'status=pending',
        'status=failed',
        'q=',
        'limit=1.5',
      ]) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/booking?${query}`,
          headers: bearer(admin),
        });
        expect({ query, status: res.statusCode, code: res.json<ApiErrorBody>().code }).toEqual({
          query,
          status: 400,
          code: ErrorCode.VALIDATION_FAILED,
        });
      }
    });
  });

  describe('PATCH /api/orders/:id/status (admin workflow)', () => {
    it('moves one step at a time and refuses other moves with 409', async () => {
      const part = await createPart(5);
      const order = await placeBooking(customer, part, 1);
      const skip = await setStatus(admin, order._id, { status: 'shipped' });
      expect(skip.json()).toMatchObject({
        statusCode: 409,
        code: ErrorCode.INVALID_STATUS_TRANSITION,
        message: 'An order cannot go from placed to shipped',
      });
      for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
        const res = await setStatus(admin, order._id, { status });
        expect(res.statusCode).toBe(200);
        expect(res.json<Order>().status).toBe(status);
      }
      for (const status of ['placed', 'cancelled', 'delivered'] as const) {
        expect((await setStatus(admin, order._id, { status })).json<ApiErrorBody>().code).toBe(
          ErrorCode.INVALID_STATUS_TRANSITION,
        );
      }
      const history = (
        await app.inject({
          method: 'GET',
          url: `/api/orders/${order._id}`,
          headers: bearer(customer),
        })
      ).json<Order>().history;
      expect(history.map((entry) => [entry.status, entry.byRole])).toEqual([
        ['placed', 'customer'],
        ['confirmed', 'admin'],
        ['shipped', 'admin'],
        ['delivered', 'admin'],
      ]);
      expect(await stockOf(part._id)).toBe(4);
    });

    it('gives the stock back once when an admin cancels through the workflow', async () => {
      const part = await createPart(5);
      const order = await placeBooking(customer, part, 2);
      expect(
        (await setStatus(admin, order._id, { status: 'cancelled' })).json<Order>().status,
      ).toBe('cancelled');
      expect((await setStatus(admin, order._id, { status: 'cancelled' })).statusCode).toBe(409);
      expect(await stockOf(part._id)).toBe(5);
    });

    it('marks an unpaid cash-on-delivery order paid when delivered with the cash collected', async () => {
      const part = await createPart(5);
      const cod = await placeBooking(customer, part, 1);
      const card = await placeBooking(customer, part, 1, { paymentMethod: 'card' });
      for (const order of [cod, card]) {
        await setStatus(admin, order._id, { status: 'confirmed' });
        await setStatus(admin, order._id, { status: 'shipped' });
      }
      const delivered = (
        await setStatus(admin, cod._id, { status: 'delivered', cashCollected: true })
      ).json<Order>();
      expect(delivered).toMatchObject({
        status: 'delivered',
        paid: true,
        transactionId: `cash-${cod._id}`,
      });
      expect(delivered.payment).toMatchObject({ status: 'paid', transactionId: `cash-${cod._id}` });
      expect(delivered.payment.paidAt).toEqual(expect.any(String));
      const cardDelivered = (
        await setStatus(admin, card._id, { status: 'delivered', cashCollected: true })
      ).json<Order>();
      expect(cardDelivered).toMatchObject({ status: 'delivered', paid: false });
    });

    it('records the cash of a cash-on-delivery order delivered without it, once', async () => {
      const part = await createPart(5);
      const cod = await placeBooking(customer, part, 1);
      const card = await placeBooking(customer, part, 1, { paymentMethod: 'card' });
      const collect = (orderId: string) =>
        app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/cash-collected`,
          headers: bearer(admin),
        });
      await setStatus(admin, cod._id, { status: 'confirmed' });
      expect((await collect(cod._id)).json()).toMatchObject({
        statusCode: 409,
        code: ErrorCode.CASH_NOT_COLLECTABLE,
        message: 'Cash is recorded once the order is delivered',
      });
      for (const order of [cod, card]) {
        if (order === card) await setStatus(admin, order._id, { status: 'confirmed' });
        await setStatus(admin, order._id, { status: 'shipped' });
        await setStatus(admin, order._id, { status: 'delivered' });
      }
      expect((await collect(card._id)).json()).toMatchObject({
        statusCode: 409,
        code: ErrorCode.CASH_NOT_COLLECTABLE,
        message: 'This order is not cash on delivery: no cash to record',
      });
      expect((await collect(cod._id)).statusCode).toBe(200);
      const stored = async () =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/orders/${cod._id}`,
            headers: bearer(customer),
          })
        ).json<Order>();
      const paid = await stored();
      expect(paid).toMatchObject({
        status: 'delivered',
        paid: true,
        transactionId: `cash-${cod._id}`,
      });
      expect(paid.payment).toMatchObject({ status: 'paid', provider: 'cash' });
      const last = paid.history[paid.history.length - 1];
      expect(last).toMatchObject({ status: 'delivered', byRole: 'admin', at: expect.any(String) });
      const again = await collect(cod._id);
      expect(again.json()).toMatchObject({
        statusCode: 409,
        code: ErrorCode.CASH_NOT_COLLECTABLE,
        message: 'This order is already paid',
      });
      expect(await stored()).toEqual(paid);
      const audit = await connectionOf(app)
        .collection('audit_entries')
        .find({ action: 'order.cash-collected', 'target.id': cod._id })
        .toArray();
      expect(audit).toHaveLength(1);
      // The customer is told it is paid, once.
      const [doc] = await ordersInDb({ _id: new Types.ObjectId(cod._id) });
      const events = (doc.notifications as { event: string }[]).map((n) => n.event);
      expect(events.filter((event) => event === 'paid')).toHaveLength(1);
    });

    it('is for admins only and checks its body', async () => {
      const order = await placeBooking(customer, await createPart(2), 1);
      expect((await setStatus(customer, order._id, { status: 'confirmed' })).statusCode).toBe(403);
      for (const body of [
        { status: 'pending' },
        { status: 'failed' },
        {},
        { status: 'confirmed', cashCollected: 'yes' },
      ]) {
        expect((await setStatus(admin, order._id, body)).json<ApiErrorBody>().code).toBe(
          ErrorCode.VALIDATION_FAILED,
        );
      }
      expect(
        (await setStatus(admin, new Types.ObjectId().toHexString(), { status: 'confirmed' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('GET /api/orders/summary', () => {
    it("sums up the caller's own orders; admins also get today's orders and revenue", async () => {
      const fresh = await signup(app, {
        name: 'Summary Buyer',
        email: 'summary-buyer@mail.com',
        password: 'Summary#2026',
      });
      const empty = (
        await app.inject({ method: 'GET', url: '/api/orders/summary', headers: bearer(fresh) })
      ).json<OrderSummary>();
      expect(empty).toEqual({
        customer: {
          openOrders: 0,
          openByStatus: {},
          lastOrder: null,
          totalSpent: 0,
          orderCount: 0,
        },
      });

      const part = await createPart(10, 1000);
      const shipped = await placeBooking(fresh, part, 2);
      await setStatus(admin, shipped._id, { status: 'confirmed' });
      await setStatus(admin, shipped._id, { status: 'shipped' });
      await setStatus(admin, shipped._id, { status: 'delivered', cashCollected: true });
      const open = await placeBooking(fresh, part, 1);
      const cancelled = await placeBooking(fresh, part, 1);
      await cancel(fresh, cancelled._id);

      const mine = (
        await app.inject({ method: 'GET', url: '/api/orders/summary', headers: bearer(fresh) })
      ).json<OrderSummary>();
      expect(mine.customer).toMatchObject({
        openOrders: 1,
        openByStatus: { placed: 1 },
        totalSpent: 2000,
        orderCount: 3,
      });
      expect(mine.customer.lastOrder?._id).toBe(cancelled._id);
      expect(mine.admin).toBeUndefined();
      expect(open.status).toBe('placed');

      const shop = (
        await app.inject({ method: 'GET', url: '/api/orders/summary', headers: bearer(admin) })
      ).json<OrderSummary>();
      const todays = (
        await ordersInDb({ status: trustedIn(['placed', 'confirmed', 'shipped', 'delivered']) })
      ).filter((o) => o.createdAt >= dhakaMidnightOf(new Date()));
      expect(shop.admin).toEqual({
        ordersToday: todays.length,
        revenueToday: todays.reduce((sum, o) => sum + (o.total as number), 0),
      });
    });
  });

  describe('crash recovery (the stock ledger in the parts)', () => {
    const longAgo = () => new Date(Date.now() - PENDING_ORDER_TIMEOUT_MS - 60_000);
    const parts = () => connectionOf(app).collection<RawPart>('parts');
    const oid = (id: string) => new Types.ObjectId(id);

    interface RawPart {
      _id: Types.ObjectId;
      quantity: number;
      variants?: { sku: string; quantity: number }[];
      holds?: { orderId: Types.ObjectId; sku: string; quantity: number }[];
      returns?: { ledgerId: Types.ObjectId; sku: string }[];
    }

    interface RawLine {
      part: NewPart;
      quantity: number;
      stockReturned?: boolean;
    }

    /** An order as a crash would leave it, written straight into the collection. */
    async function insertRaw(status: string, lines: RawLine[], at = longAgo()) {
      const _id = new Types.ObjectId();
      const subtotal = lines.reduce((sum, line) => sum + line.part.price * line.quantity, 0);
      await connectionOf(app)
        .collection('orders')
        .insertOne({
          _id,
          userId: oid(customer.answer.user._id),
          name: CONTACT.name,
          email: CUSTOMER.email,
          phone: '01712345678',
          address: CONTACT.address,
          district: 'Dhaka',
          lines: lines.map(({ part, quantity, stockReturned }) => ({
            partId: oid(part._id),
            sku: part.sku,
            name: part.name,
            img: '/static/products/x.svg',
            unitPrice: part.price,
            quantity,
            lineTotal: part.price * quantity,
            stockReturned: stockReturned ?? false,
          })),
          subtotal,
          deliveryFee: 0,
          total: subtotal,
          paymentMethod: 'cod',
          payment: { status: 'unpaid' },
          status,
          history: [],
          createdAt: at,
          updatedAt: at,
        });
      return _id.toHexString();
    }

    /** What a take does, in one update: the units leave the stock and the part records the hold. */
    async function takeRaw(part: NewPart, orderId: string, quantity: number) {
      await parts().updateOne(
        { _id: oid(part._id) },
        {
          $inc: { quantity: -quantity, 'variants.0.quantity': -quantity },
          $push: { holds: { orderId: oid(orderId), sku: part.sku, quantity } },
        },
      );
    }

    /** What a cancel's first give-back step does: the units come back and the part records it. */
    async function returnRaw(part: NewPart, orderId: string, quantity: number) {
      await parts().updateOne(
        { _id: oid(part._id) },
        {
          $inc: { quantity, 'variants.0.quantity': quantity },
          $push: { returns: { ledgerId: oid(orderId), sku: part.sku } },
        },
      );
    }

    async function ledgerOf(part: NewPart) {
      // A placed order's holds are dropped just after its answer: wait for that clean-up.
      await app.get(OrderStockService).settled();
      const row = await parts().findOne({ _id: oid(part._id) });
      // The part's total moves with its one variant's, in the same updates.
      expect(row?.variants?.[0]?.quantity).toBe(row?.quantity);
      return {
        quantity: row?.quantity,
        holds: (row?.holds ?? []).map((hold) => [String(hold.orderId), hold.quantity]),
        returns: (row?.returns ?? []).map((entry) => String(entry.ledgerId)),
      };
    }

    const orderRow = (id: string) =>
      connectionOf(app)
        .collection<{ _id: Types.ObjectId; status: string; lines: { stockReturned: boolean }[] }>(
          'orders',
        )
        .findOne({ _id: oid(id) });
    const recover = () => app.get(OrdersService).recoverStaleOrders();
    /**
     * Recovery as if every pending order had outlived the timeout, also one written in this very
     * millisecond (stale means createdAt < now - timeout; a booking's insert and take can fall
     * within one).
     */
    const recoverNow = () => app.get(OrdersService).recoverStaleOrders(0, new Date(Date.now() + 1));

    it('places an order with the holds recorded in its parts, then drops them; undoes a failed one without a trace', async () => {
      const a = await createPart(5);
      const b = await createPart(1, 800, 'Orders Test Ledger Scarce');
      const order = await placeBooking(customer, a, 2);
      expect(await ledgerOf(a)).toEqual({ quantity: 3, holds: [], returns: [] });
      const failed = await checkout(customer, {
        lines: [
          { partId: a._id, quantity: 1 },
          { partId: b._id, quantity: 2 },
        ],
        ...CONTACT,
      });
      expect(failed.statusCode).toBe(409);
      expect(await ledgerOf(a)).toEqual({ quantity: 3, holds: [], returns: [] });
      expect(await ledgerOf(b)).toEqual({ quantity: 1, holds: [], returns: [] });
      expect((await cancel(customer, order._id)).statusCode).toBe(200);
      expect(await ledgerOf(a)).toEqual({ quantity: 5, holds: [], returns: [] });
      expect((await orderRow(order._id))?.lines[0]?.stockReturned).toBe(true);
    });

    it('makes every stock movement of an order happen at most once, whoever repeats it', async () => {
      const stock = app.get(StockService);
      const a = await createPart(5);
      const ref = { partId: a._id, sku: a.sku };
      const orderId = new Types.ObjectId();
      expect(await stock.takeStock(ref, orderId, 2)).toEqual({ taken: true, remaining: 3 });
      // A retried take finds its hold: taken, nothing more.
      expect(await stock.takeStock(ref, orderId, 2)).toEqual({ taken: true, remaining: 3 });
      expect(await ledgerOf(a)).toEqual({
        quantity: 3,
        holds: [[String(orderId), 2]],
        returns: [],
      });
      expect(await stock.takeStock(ref, new Types.ObjectId(), 4)).toEqual({
        taken: false,
        available: 3,
      });
      expect(await stock.undoTake(ref, orderId, 2)).toBe(true);
      expect(await stock.undoTake(ref, orderId, 2)).toBe(false);
      expect(await ledgerOf(a)).toEqual({ quantity: 5, holds: [], returns: [] });

      expect(await stock.returnStock(ref, orderId, 1)).toBe('returned');
      expect(await stock.returnStock(ref, orderId, 1)).toBe('already');
      expect(await ledgerOf(a)).toEqual({ quantity: 6, holds: [], returns: [String(orderId)] });
      await stock.forgetReturn(ref, orderId);
      expect(await ledgerOf(a)).toEqual({ quantity: 6, holds: [], returns: [] });

      const missing = { partId: new Types.ObjectId().toHexString(), sku: a.sku };
      expect(await stock.takeStock(missing, orderId, 1)).toEqual({
        taken: false,
        available: null,
      });
      expect(await stock.returnStock(missing, orderId, 1)).toBe('gone');
      // A SKU the part does not have: nothing to take from, nothing to give back to.
      const otherSku = { partId: a._id, sku: 'NOT-THIS-PART' };
      expect(await stock.takeStock(otherSku, new Types.ObjectId(), 1)).toEqual({
        taken: false,
        available: null,
      });
      expect(await stock.returnStock(otherSku, orderId, 1)).toBe('gone');
      await parts().updateOne({ _id: oid(a._id) }, { $set: { archived: true } });
      expect(await stock.takeStock(ref, new Types.ObjectId(), 1)).toEqual({
        taken: false,
        available: null,
      });
    });

    it('never shows the ledger in a storefront answer', async () => {
      const a = await createPart(5);
      const pendingId = await insertRaw('pending', [{ part: a, quantity: 1 }], new Date());
      await takeRaw(a, pendingId, 1);
      for (const url of [`/api/product/${a._id}`, '/api/part', '/api/part?page=1&limit=100']) {
        const body = (await app.inject({ method: 'GET', url })).body;
        expect(body).not.toContain('holds');
        expect(body).not.toContain(pendingId);
      }
    });

    it('crash after a take, before the next line: undoes a stale pending order, exactly what its parts hold, once', async () => {
      const a = await createPart(10);
      const b = await createPart(10);
      const orderId = await insertRaw('pending', [
        { part: a, quantity: 3 },
        { part: b, quantity: 4 },
      ]);
      await takeRaw(a, orderId, 3);
      // A pending order younger than the timeout belongs to a live request: untouched.
      const fresh = await insertRaw('pending', [{ part: a, quantity: 1 }], new Date());
      await takeRaw(a, fresh, 1);

      const report = await recover();
      expect(report.undone).toBeGreaterThanOrEqual(1);
      expect(await ledgerOf(a)).toEqual({ quantity: 9, holds: [[fresh, 1]], returns: [] });
      expect(await ledgerOf(b)).toEqual({ quantity: 10, holds: [], returns: [] });
      expect(await orderRow(orderId)).toBeNull();
      expect((await orderRow(fresh))?.status).toBe('pending');

      await recover();
      expect((await ledgerOf(a)).quantity).toBe(9);
      expect((await ledgerOf(b)).quantity).toBe(10);
      const visible = await app.inject({
        method: 'GET',
        url: `/api/orders/${fresh}`,
        headers: bearer(customer),
      });
      expect(visible.statusCode).toBe(404);
    });

    it('crash after the last take, before pending → placed: finishes the order, the stock stays taken', async () => {
      const a = await createPart(5);
      const b = await createPart(5);
      const orderId = await insertRaw('pending', [
        { part: a, quantity: 2 },
        { part: b, quantity: 1 },
      ]);
      await takeRaw(a, orderId, 2);
      await takeRaw(b, orderId, 1);
      expect((await recover()).finished).toBeGreaterThanOrEqual(1);
      const res = await app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: bearer(customer),
      });
      expect(res.json<Order>()).toMatchObject({
        status: 'placed',
        history: [expect.objectContaining({ status: 'placed', byRole: 'system' })],
      });
      expect(await ledgerOf(a)).toEqual({ quantity: 3, holds: [], returns: [] });
      expect(await ledgerOf(b)).toEqual({ quantity: 4, holds: [], returns: [] });
      await recover();
      expect((await ledgerOf(a)).quantity).toBe(3);
    });

    it('crash before any take: undoes the order and gives nothing back', async () => {
      const a = await createPart(4);
      const orderId = await insertRaw('pending', [{ part: a, quantity: 2 }]);
      await recover();
      expect(await orderRow(orderId)).toBeNull();
      expect(await ledgerOf(a)).toEqual({ quantity: 4, holds: [], returns: [] });
    });

    it('crash after pending → placed, before the holds are dropped: drops them, the stock unchanged', async () => {
      const a = await createPart(6);
      const placedId = await insertRaw('placed', [{ part: a, quantity: 2 }]);
      await takeRaw(a, placedId, 2);
      // Later cancelled (and given back) before recovery ran: its hold is only a leftover too.
      const cancelledId = await insertRaw('cancelled', [
        { part: a, quantity: 1, stockReturned: true },
      ]);
      await takeRaw(a, cancelledId, 1);
      await returnRaw(a, cancelledId, 1);
      await parts().updateOne(
        { _id: oid(a._id) },
        { $pull: { returns: { ledgerId: oid(cancelledId), sku: a.sku } } },
      );
      expect((await ledgerOf(a)).quantity).toBe(4);
      expect((await recover()).cleaned).toBeGreaterThanOrEqual(2);
      expect(await ledgerOf(a)).toEqual({ quantity: 4, holds: [], returns: [] });
      expect((await orderRow(placedId))?.status).toBe('placed');
    });

    it('crash in the middle of an undo (failed order): gives back only the lines still held, then deletes it', async () => {
      const a = await createPart(5);
      const b = await createPart(5);
      const failedId = await insertRaw('failed', [
        { part: a, quantity: 1 },
        { part: b, quantity: 2 },
      ]);
      // Line a was taken and already given back (hold gone); line b is still held.
      await takeRaw(b, failedId, 2);
      await recover();
      expect(await ledgerOf(a)).toEqual({ quantity: 5, holds: [], returns: [] });
      expect(await ledgerOf(b)).toEqual({ quantity: 5, holds: [], returns: [] });
      expect(await orderRow(failedId)).toBeNull();
      await recover();
      expect((await ledgerOf(b)).quantity).toBe(5);
    });

    it('a late take that landed after its order was undone and deleted: given back once', async () => {
      const a = await createPart(5);
      const goneOrder = new Types.ObjectId().toHexString();
      await takeRaw(a, goneOrder, 3);
      expect((await recover()).undone).toBeGreaterThanOrEqual(1);
      expect(await ledgerOf(a)).toEqual({ quantity: 5, holds: [], returns: [] });
      await recover();
      expect((await ledgerOf(a)).quantity).toBe(5);
    });

    it('crash right after the cancel, before any give-back: gives the stock back once', async () => {
      const a = await createPart(5);
      const b = await createPart(5);
      const orderId = await insertRaw('cancelled', [
        { part: a, quantity: 2 },
        { part: b, quantity: 1 },
      ]);
      await parts().updateOne(
        { _id: oid(a._id) },
        { $inc: { quantity: -2, 'variants.0.quantity': -2 } },
      );
      await parts().updateOne(
        { _id: oid(b._id) },
        { $inc: { quantity: -1, 'variants.0.quantity': -1 } },
      );
      expect((await recover()).restocked).toBe(1);
      expect(await ledgerOf(a)).toEqual({ quantity: 5, holds: [], returns: [] });
      expect(await ledgerOf(b)).toEqual({ quantity: 5, holds: [], returns: [] });
      expect((await orderRow(orderId))?.lines.map((line) => line.stockReturned)).toEqual([
        true,
        true,
      ]);
      await recover();
      expect((await ledgerOf(a)).quantity).toBe(5);
    });

    it('crash after the part took the units back, before the order noted it: does not add them twice', async () => {
      const a = await createPart(5);
      const b = await createPart(5);
      const orderId = await insertRaw('cancelled', [
        { part: a, quantity: 2 },
        { part: b, quantity: 3 },
      ]);
      // Line a: the part's update is done (units back, order recorded), the order not noted yet.
      // Line b: not started.
      await parts().updateOne(
        { _id: oid(b._id) },
        { $inc: { quantity: -3, 'variants.0.quantity': -3 } },
      );
      await returnRaw(a, orderId, 0);
      expect(await ledgerOf(a)).toEqual({ quantity: 5, holds: [], returns: [orderId] });
      await recover();
      expect(await ledgerOf(a)).toEqual({ quantity: 5, holds: [], returns: [] });
      expect(await ledgerOf(b)).toEqual({ quantity: 5, holds: [], returns: [] });
      expect((await orderRow(orderId))?.lines.every((line) => line.stockReturned)).toBe(true);
    });

    it('crash after the order noted the return, before the part forgot it: forgets it, the stock unchanged', async () => {
      const a = await createPart(5);
      const orderId = await insertRaw('cancelled', [{ part: a, quantity: 2, stockReturned: true }]);
      await returnRaw(a, orderId, 0);
      expect((await recover()).cleaned).toBeGreaterThanOrEqual(1);
      expect(await ledgerOf(a)).toEqual({ quantity: 5, holds: [], returns: [] });
    });

    it('two recovery runs at once finish a crashed cancel once', async () => {
      const a = await createPart(5);
      await insertRaw('cancelled', [{ part: a, quantity: 4 }]);
      await parts().updateOne(
        { _id: oid(a._id) },
        { $inc: { quantity: -4, 'variants.0.quantity': -4 } },
      );
      const service = app.get(OrdersService);
      const reports = await Promise.all([
        service.recoverStaleOrders(),
        service.recoverStaleOrders(),
        service.recoverStaleOrders(),
      ]);
      expect(reports.reduce((sum, report) => sum + report.restocked, 0)).toBe(1);
      expect(await ledgerOf(a)).toEqual({ quantity: 5, holds: [], returns: [] });
    });

    it('leaves a recently cancelled order to its own request', async () => {
      const a = await createPart(5);
      const orderId = await insertRaw('cancelled', [{ part: a, quantity: 2 }], new Date());
      await parts().updateOne(
        { _id: oid(a._id) },
        { $inc: { quantity: -2, 'variants.0.quantity': -2 } },
      );
      await recover();
      expect((await ledgerOf(a)).quantity).toBe(3);
      expect((await orderRow(orderId))?.lines[0]?.stockReturned).toBe(false);
    });

    it('does not throw for parts an admin erased meanwhile', async () => {
      const kept = await createPart(5);
      const erased = await createPart(5);
      const pendingId = await insertRaw('pending', [
        { part: kept, quantity: 1 },
        { part: erased, quantity: 1 },
      ]);
      await takeRaw(kept, pendingId, 1);
      await takeRaw(erased, pendingId, 1);
      const cancelledId = await insertRaw('cancelled', [
        { part: erased, quantity: 2 },
        { part: kept, quantity: 1 },
      ]);
      await parts().updateOne(
        { _id: oid(kept._id) },
        { $inc: { quantity: -1, 'variants.0.quantity': -1 } },
      );
      await parts().deleteOne({ _id: oid(erased._id) });

      await expect(recover()).resolves.toEqual(expect.any(Object));
      expect(await orderRow(pendingId)).toBeNull();
      expect(await ledgerOf(kept)).toEqual({ quantity: 5, holds: [], returns: [] });
      expect((await orderRow(cancelledId))?.lines.map((line) => line.stockReturned)).toEqual([
        true,
        true,
      ]);
    });

    /** Runs `during` in the middle of the next take, before (or after) it reaches the database. */
    function interruptNextTake(when: 'before' | 'after', during: () => Promise<unknown>) {
      const stock = app.get(StockService);
      const take = stock.takeStockFor.bind(stock);
      return jest.spyOn(stock, 'takeStockFor').mockImplementationOnce(async (...args) => {
        if (when === 'before') await during();
        const taken = await take(...args);
        if (when === 'after') await during();
        return taken;
      });
    }

    it('a request that outlives the timeout and loses its order to recovery gives back its late take (409)', async () => {
      const a = await createPart(5);
      const spy = interruptNextTake('before', () => recoverNow());
      const res = await book(customer, bookingOf(a, 2));
      expect(spy).toHaveBeenCalled();
      spy.mockRestore();
      expect(res.json()).toMatchObject({ statusCode: 409, code: ErrorCode.CONFLICT });
      expect(await ledgerOf(a)).toEqual({ quantity: 5, holds: [], returns: [] });
      expect(await ordersInDb({ 'lines.partId': oid(a._id) })).toEqual([]);
    });

    it('a request whose order recovery finished meanwhile answers that order (201)', async () => {
      const a = await createPart(5);
      const spy = interruptNextTake('after', () => recoverNow());
      const res = await book(customer, bookingOf(a, 2));
      expect(spy).toHaveBeenCalled();
      spy.mockRestore();
      expect(res.statusCode).toBe(201);
      const order = res.json<{ order: Order }>().order;
      expect(order.status).toBe('placed');
      expect(order.history).toEqual([expect.objectContaining({ byRole: 'system' })]);
      expect(await ledgerOf(a)).toEqual({ quantity: 3, holds: [], returns: [] });
    });

    it('bookings racing recovery runs that undo everything pending: every unit is in stock or in a placed order', async () => {
      const a = await createPart(12);
      const service = app.get(OrdersService);
      let racing = true;
      // Four instances running recovery back to back with no timeout: every pending order is fair game.
      const sweepers = Array.from({ length: 4 }, async () => {
        let runs = 0;
        while (racing) {
          await service.recoverStaleOrders(0);
          runs += 1;
        }
        return runs;
      });
      const answers = [];
      for (let wave = 0; wave < 8; wave += 1) {
        answers.push(
          ...(await Promise.all(Array.from({ length: 5 }, () => book(customer, bookingOf(a, 1))))),
        );
      }
      racing = false;
      expect((await Promise.all(sweepers)).every((runs) => runs > 0)).toBe(true);
      // Every request cleaned up after itself (also the ones whose order recovery took over):
      // nothing is left for another run.
      expect(await service.recoverStaleOrders(0)).toEqual({
        finished: 0,
        undone: 0,
        restocked: 0,
        cleaned: 0,
      });
      for (const res of answers) expect([201, 409]).toContain(res.statusCode);
      const orders = await ordersInDb({ 'lines.partId': oid(a._id) });
      expect(orders.every((order) => order.status === 'placed')).toBe(true);
      const placedIds = answers
        .filter((res) => res.statusCode === 201)
        .map((res) => res.json<{ insertedId: string }>().insertedId);
      expect(orders.map((order) => String(order._id)).sort()).toEqual(placedIds.sort());
      const ledger = await ledgerOf(a);
      expect(ledger.holds).toEqual([]);
      expect((ledger.quantity ?? 0) + orders.length).toBe(12);
    });
  });

  describe('OrdersService for payments and reviews', () => {
    it('keeps the first payment intent and marks an order paid exactly once', async () => {
      const service = app.get(OrdersService);
      const order = await placeBooking(customer, await createPart(3, 2500), 1, {
        paymentMethod: 'card',
      });
      const ref = {
        provider: 'sandbox' as const,
        intentId: 'pi_first',
        amountCents: 2100,
        currency: 'usd' as const,
      };
      expect(await service.attachPaymentIntent(order._id, ref)).toEqual({
        intentId: 'pi_first',
        provider: 'sandbox',
      });
      expect(
        await service.attachPaymentIntent(order._id, { ...ref, intentId: 'pi_second' }),
      ).toEqual({ intentId: 'pi_first', provider: 'sandbox' });
      expect((await service.getPaymentView(order._id))?.intent).toEqual({
        provider: 'sandbox',
        intentId: 'pi_first',
        amountCents: 2100,
        currency: 'usd',
      });

      const results = await Promise.all([
        service.markPaid(
          order._id,
          { transactionId: 'pi_first', provider: 'sandbox' },
          { userId: customer.answer.user._id, role: 'customer' },
        ),
        service.markPaid(
          order._id,
          { transactionId: 'pi_first', provider: 'sandbox' },
          { role: 'system' },
        ),
      ]);
      expect(results.map((r) => r.changed).sort()).toEqual([false, true]);
      const view = await service.getPaymentView(order._id);
      expect(view?.order).toMatchObject({
        paid: true,
        transactionId: 'pi_first',
        payment: { status: 'paid' },
      });
      expect(view?.order.history.filter((entry) => entry.note === 'paid (sandbox)')).toHaveLength(
        1,
      );

      await expect(
        service.getOrderFor(order._id, { id: other.answer.user._id, role: 'customer' }),
      ).rejects.toMatchObject({
        code: ErrorCode.ORDER_NOT_FOUND,
      });
      expect(await service.getPaymentView(new Types.ObjectId().toHexString())).toBeNull();
    });

    it('does not mark a cancelled order paid: a late payment is recorded for its refund, once', async () => {
      const service = app.get(OrdersService);
      const order = await placeBooking(customer, await createPart(3), 1);
      await cancel(customer, order._id);
      const late = { transactionId: 'pi_late', provider: 'stripe' } as const;
      const result = await service.markPaid(order._id, late);
      // Stripe is not this server's provider: the refund waits (recovery logs it for a refund by hand).
      expect(result).toMatchObject({
        changed: true,
        refunding: true,
        order: { status: 'cancelled', payment: { status: 'refund_pending' } },
      });
      expect(result.order.payment.refunds).toHaveLength(1);
      const again = await service.markPaid(order._id, late);
      expect(again).toMatchObject({ changed: false, refunding: false });
      expect(again.order.payment.refunds).toHaveLength(1);
    });

    it("lists each user's delivered part ids", async () => {
      const service = app.get(OrdersService);
      const part = await createPart(3);
      const order = await placeBooking(other, part, 1);
      for (const status of ['confirmed', 'shipped', 'delivered'])
        await setStatus(admin, order._id, { status });
      const map = await service.deliveredPartIdsByUser([
        other.answer.user._id,
        customer.answer.user._id,
        'not-an-id',
      ]);
      expect(map.get(other.answer.user._id)?.has(part._id)).toBe(true);
      expect(map.get(customer.answer.user._id)?.has(part._id)).toBe(false);
      expect(map.has('not-an-id')).toBe(false);
    });
  });
});

/** `{$in: values}` for a raw driver filter (mongoose's sanitizeFilter does not apply to it). */
function trustedIn(values: string[]) {
  return {
    $in: values.map((value) => (/^[0-9a-f]{24}$/i.test(value) ? new Types.ObjectId(value) : value)),
  };
}

function dhakaMidnightOf(now: Date): Date {
  const offset = 6 * 3_600_000;
  const local = now.getTime() + offset;
  return new Date(local - (local % 86_400_000) - offset);
}
