/**
 * How many database round trips one booking makes. Every command the app sends to the
 * embedded database is seen through the driver's command monitoring (`monitorCommands=true` in the
 * URI, the real app and database otherwise), in order; commands that overlap in time (sent together
 * with Promise.all) count as one round trip in time. The numbers are the ones written down in
 * src/orders/README.md ("Round trips of a booking"): a change that adds one fails here.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CommandStartedEvent, CommandSucceededEvent, CommandFailedEvent } from 'mongodb';
import { Types } from 'mongoose';
import { StockService } from '../src/stock/stock.service';
import { OrderStockService } from '../src/orders/order-stock.service';
import { NotificationRelay } from '../src/notifications/notification-relay.service';
import { notificationEntry } from '../src/notifications';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { bearer, CUSTOMER, login, type Session } from './helpers/auth';
import { databaseUri } from './helpers/database';
import { COLOUR_OPTION } from './helpers/variant-options';

const CONTACT = {
  name: 'Rahim Uddin',
  phone: '+880 1712-345678',
  address: 'House 12, Road 5, Dhanmondi',
  district: 'Dhaka',
};

interface Sent {
  requestId: number;
  /** `insert orders`, `findAndModify parts`, … */
  what: string;
  startedAt: number;
  endedAt?: number;
}

/**
 * The commands sent while `run` runs, in order, and how many round trips in time they took (not
 * counting the commands named in `beside`, sent beside the others, which may outlast the one they
 * started with and so hide the next).
 */
async function commandsOf(
  app: NestFastifyApplication,
  run: () => Promise<unknown>,
  beside: readonly string[] = [],
): Promise<{ commands: string[]; roundTrips: number }> {
  const client = connectionOf(app).getClient();
  const sent = new Map<number, Sent>();
  const started = (event: CommandStartedEvent) => {
    const collection = event.command[event.commandName];
    sent.set(event.requestId, {
      requestId: event.requestId,
      what: `${event.commandName}${typeof collection === 'string' ? ` ${collection}` : ''}`,
      startedAt: performance.now(),
    });
  };
  const ended = (event: CommandSucceededEvent | CommandFailedEvent) => {
    const command = sent.get(event.requestId);
    if (command) command.endedAt = performance.now();
  };
  client.on('commandStarted', started);
  client.on('commandSucceeded', ended);
  client.on('commandFailed', ended);
  try {
    await run();
  } finally {
    client.off('commandStarted', started);
    client.off('commandSucceeded', ended);
    client.off('commandFailed', ended);
  }
  const commands = [...sent.values()]
    .filter((command) => !SESSION_CHECK.includes(command.what))
    .sort((a, b) => a.startedAt - b.startedAt);
  // A round trip in time: a command that starts after every earlier one has answered.
  let roundTrips = 0;
  let busyUntil = Number.NEGATIVE_INFINITY;
  for (const command of commands) {
    if (beside.includes(command.what)) continue;
    if (command.startedAt >= busyUntil) roundTrips += 1;
    busyUntil = Math.max(busyUntil, command.endedAt ?? Number.POSITIVE_INFINITY);
  }
  return { commands: commands.map((command) => command.what), roundTrips };
}

/**
 * The sign-in check's reads (SessionCache): a request whose session was checked less than
 * SESSION_CACHE_TTL_MS (2 s) ago makes none, so the warm-up request below normally leaves none to
 * count. On a loaded machine that warm-up can be older than 2 s by the counted request; the
 * session check is the guard's, not the booking's (session-cache.spec.ts covers it), so it is
 * left out of the count.
 */
const SESSION_CHECK = ['find sessions', 'find users'];

describe('the round trips of one booking', () => {
  let app: NestFastifyApplication;
  let customer: Session;
  let partId: string;

  beforeAll(async () => {
    const uri = new URL(databaseUri('e2e-order-round-trips'));
    uri.searchParams.set('monitorCommands', 'true');
    app = await bootApp({
      database: 'e2e-order-round-trips',
      uri: uri.toString(),
      // Nothing in the background while a booking is counted: no sweep, no notification relay, no
      // shipment moves.
      // A booking beyond the stock (100) is counted, so one order may ask for that many units.
      env: {
        ORDER_SWEEP_SECONDS: '3600',
        NOTIFICATIONS_POLL_MS: '0',
        SHIPMENT_MOVES_SECONDS: '0',
        MAX_UNITS_PER_LINE: '1000',
      },
    });
    customer = await login(app, CUSTOMER);
    const part = await connectionOf(app).model('Part').create({
      name: 'Round Trip Earbuds',
      category: 'tws',
      img: '/static/products/round-trip.svg',
      price: 1450,
      quantity: 100,
      description: 'A part made by the round-trip test',
    });
    partId = String(part._id);
  });

  afterAll(() => dropAndClose(app));
  // Each test's spy wraps the service's own method, not an earlier test's spy.
  afterEach(() => jest.restoreAllMocks());

  const book = (key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: { partsId: partId, quantity: 2, ...CONTACT },
      headers: { ...bearer(customer), ...(key ? { 'idempotency-key': key } : {}) },
    });

  /**
   * Holds the next clean-up of holds back until `release()`: the booking must answer without it
   * (a booking that waited for it would never answer; the test would time out).
   */
  function holdBackCleanUp() {
    const stock = app.get(StockService);
    const releaseHolds = stock.releaseHolds.bind(stock);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const spy = jest.spyOn(stock, 'releaseHolds').mockImplementationOnce(async (...args) => {
      await gate;
      return releaseHolds(...args);
    });
    return { spy, release };
  }

  /** The same fields through create() store the very same document, whatever defaults it adds. */
  async function expectStoredAsCreate(stored: Record<string, unknown>): Promise<void> {
    const orders = connectionOf(app).collection('orders');
    const { _id, createdAt: _c, updatedAt: _u, __v: _v, idempotencyKey: _k, ...fields } = stored;
    const twinId = new Types.ObjectId();
    await connectionOf(app)
      .model('Order')
      .create({ ...fields, _id: twinId });
    const twin = await orders.findOne({ _id: twinId });
    await orders.deleteOne({ _id: twinId });
    const { _id: _t, createdAt: _tc, updatedAt: _tu, ...twinFields } = twin!;
    expect(twinFields).toEqual({ ...fields, __v: 0 });
  }

  it("stores a new order as Mongoose's create() did: cast, defaults, timestamps and __v", async () => {
    const response = await book('stored-as-create');
    expect(response.statusCode).toBe(201);
    const orderId = new Types.ObjectId(response.json<{ insertedId: string }>().insertedId);
    const orders = connectionOf(app).collection('orders');
    const stored = await orders.findOne({ _id: orderId });
    expect(stored).toMatchObject({ status: 'placed', __v: 0, notifications: [expect.anything()] });
    expect(stored!.createdAt).toBeInstanceOf(Date);
    expect(stored!.updatedAt).toBeInstanceOf(Date);
    await expectStoredAsCreate(stored!);
  });

  it('stores a checkout of variants, warranty, area and card as create() did too', async () => {
    const part = await connectionOf(app)
      .model('Part')
      .create({
        name: 'Round Trip Phone',
        category: 'phone',
        img: '/static/products/round-trip-phone.svg',
        price: 18999,
        quantity: 14,
        description: 'A part with variants made by the round-trip test',
        warranty: {
          months: 12,
          type: 'official',
          covers: { en: 'Manufacturing defects', bn: 'উৎপাদনজনিত ত্রুটি' },
        },
        options: [COLOUR_OPTION],
        variants: [
          { sku: 'RT-PHONE-BLUE', values: ['blue'], price: 18999, quantity: 10 },
          { sku: 'RT-PHONE-BLACK', values: ['black'], price: 19499, quantity: 4 },
        ],
      });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        ...CONTACT,
        area: 'Dhanmondi',
        paymentMethod: 'card',
        lines: [
          { partId: String(part._id), sku: 'rt-phone-black', quantity: 2 },
          { partId: String(part._id), sku: 'RT-PHONE-BLUE', quantity: 1 },
          { partId, quantity: 1 },
        ],
      },
      headers: {
        ...bearer(customer),
        'accept-language': 'bn-BD,bn;q=0.9',
        'idempotency-key': 'rich',
      },
    });
    expect([response.statusCode, response.statusCode === 201 ? '' : response.body]).toEqual([
      201,
      '',
    ]);
    const orders = connectionOf(app).collection('orders');
    const stored = await orders.findOne({
      _id: new Types.ObjectId(response.json<{ insertedId: string }>().insertedId),
    });
    expect(stored).toMatchObject({
      area: 'Dhanmondi',
      language: 'bn',
      paymentMethod: 'card',
      lines: [
        {
          sku: 'RT-PHONE-BLACK',
          variantName: { en: 'Black', bn: 'কালো' },
          warranty: { months: 12 },
        },
        { sku: 'RT-PHONE-BLUE' },
        { quantity: 1 },
      ],
    });
    await expectStoredAsCreate(stored!);
  });

  it('moves the order’s and the part’s updatedAt, as the schemas’ timestamps did', async () => {
    const parts = connectionOf(app).collection('parts');
    const partObjectId = new Types.ObjectId(partId);
    const longAgo = new Date('2020-01-01T00:00:00.000Z');
    await parts.updateOne({ _id: partObjectId }, { $set: { updatedAt: longAgo } });
    const startedAt = new Date();
    const response = await book();
    expect(response.statusCode).toBe(201);
    await app.get(OrderStockService).settled();
    const order = await connectionOf(app)
      .collection('orders')
      .findOne({ _id: new Types.ObjectId(response.json<{ insertedId: string }>().insertedId) });
    // Placed after it was written: pending → placed set the later time.
    expect(order!.updatedAt.getTime()).toBeGreaterThan(order!.createdAt.getTime() - 1);
    expect(order!.updatedAt.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
    const part = await parts.findOne({ _id: partObjectId });
    expect(part!.updatedAt.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
  });

  it("relays a batch of orders' messages, both channels each, with the commands of one", async () => {
    expect((await book()).statusCode).toBe(201);
    await app.get(OrderStockService).settled();
    const relay = app.get(NotificationRelay);
    // The earlier bookings' messages first, uncounted: they open this phone's and this address's
    // hourly windows. A key's first message in an hour takes two commands (the miss, then the new
    // window), and the two channels' second commands may then overlap or not, by timing alone.
    expect(await relay.relayBatch()).toBeGreaterThan(0);
    while ((await relay.relayBatch()) > 0); // an order's second entry goes in the next batch
    // One more entry on each of the customer's orders: every order has one to relay now.
    const orders = connectionOf(app).collection('orders');
    const userId = new Types.ObjectId(customer.answer.user._id);
    await orders.updateMany({ userId }, {
      $push: { notifications: notificationEntry('confirmed') },
    } as never);
    const pending = await orders.countDocuments({ userId, 'notifications.state': 'pending' });
    expect(pending).toBeGreaterThanOrEqual(2);
    let relayed = 0;
    const counted = await commandsOf(app, async () => (relayed = await relay.relayBatch()));
    expect(relayed).toBe(pending);
    // Each message's hourly limit is its own command (two per entry, one per channel); everything
    // else is once for the whole batch (was 5 per entry, plus one claim that found nothing).
    const limits = counted.commands.filter((command) => command === 'findAndModify rate_limits');
    expect(limits).toHaveLength(2 * pending);
    expect(counted.commands.filter((command) => command !== 'findAndModify rate_limits')).toEqual([
      // Which orders have an entry to relay, their claim, the claimed orders read back.
      'find orders',
      'update orders',
      'find orders',
      // (Their accounts, one read: not counted here, see SESSION_CHECK.) The outbox is not read:
      // no other relay had claimed these entries, so it holds nothing of theirs yet.
      // Every message in one write, every entry marked relayed in one.
      'update notification_outbox',
      'update orders',
    ]);
    expect(await orders.countDocuments({ userId, 'notifications.state': 'pending' })).toBe(0);
    const outbox = connectionOf(app).collection('notification_outbox');
    expect(await outbox.countDocuments({ key: 'confirmed' })).toBe(2 * pending);
  });

  it('places a booking in 5 round trips in time (8 commands) and drops its holds after the answer', async () => {
    // Warm: the session is known to this process (SessionCache), as for a customer's second request.
    expect((await book('warm-up')).statusCode).toBe(201);
    await app.get(OrderStockService).settled();
    const cleanUp = holdBackCleanUp();
    let status = 0;
    const booking = await commandsOf(app, async () => {
      status = (await book('counted')).statusCode;
    });
    expect(status).toBe(201);
    expect(booking.commands).toEqual([
      // 1: the account's order actions this hour (ORDER_ACTIONS_PER_HOUR, counted in the database).
      'findAndModify rate_limits',
      // 2: the part's name, price and stock, and a place among the account's open unpaid orders, together.
      expect.stringMatching(/^(find parts|update open_orders)$/),
      expect.stringMatching(/^(find parts|update open_orders)$/),
      // 3: the order, pending (a known Idempotency-Key is refused here by the unique index).
      'insert orders',
      // 4: the stock, taken with one conditional update that answers what it left (so whether
      // the variant sold out is known without reading the part again).
      'findAndModify parts',
      // 5: pending → placed, alongside the catalogue version's bump (an availability change when
      // the take sold the variant out).
      expect.stringMatching(/^(findAndModify orders|findAndModify catalogue_version)$/),
      expect.stringMatching(/^(findAndModify orders|findAndModify catalogue_version)$/),
    ]);
    expect(new Set(booking.commands.slice(-2)).size).toBe(2);
    expect(booking.roundTrips).toBe(5);
    // After the answer: the holds are dropped, one update for all the lines.
    expect(cleanUp.spy).toHaveBeenCalledTimes(1);
    cleanUp.release();
    const after = await commandsOf(app, () => app.get(OrderStockService).settled());
    expect(after.commands).toEqual(['update parts']);
    const part = await connectionOf(app)
      .collection('parts')
      .findOne({ _id: new Types.ObjectId(partId) });
    expect(part?.holds).toEqual([]);
  });

  it('drops the holds of the bookings placed while a release runs together, in one update', async () => {
    await app.get(OrderStockService).settled();
    const cleanUp = holdBackCleanUp();
    expect((await book()).statusCode).toBe(201); // its release waits at the gate
    const meanwhile = await Promise.all([book(), book(), book()]);
    expect(meanwhile.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    cleanUp.release();
    const after = await commandsOf(app, () => app.get(OrderStockService).settled());
    expect(after.commands).toEqual(['update parts', 'update parts']);
    expect(cleanUp.spy).toHaveBeenCalledTimes(2);
    const [orderIds] = cleanUp.spy.mock.calls[1];
    expect(orderIds.map(String).sort()).toEqual(
      meanwhile.map((response) => response.json<{ insertedId: string }>().insertedId).sort(),
    );
    const part = await connectionOf(app)
      .collection('parts')
      .findOne({ _id: new Types.ObjectId(partId) });
    expect(part?.holds).toEqual([]);
  });

  it('answers a replayed Idempotency-Key in 5 round trips, taking nothing', async () => {
    let status = 0;
    const replay = await commandsOf(app, async () => {
      status = (await book('counted')).statusCode;
    });
    expect(status).toBe(201);
    expect(replay.commands).toEqual([
      'findAndModify rate_limits',
      expect.stringMatching(/^(find parts|update open_orders)$/),
      expect.stringMatching(/^(find parts|update open_orders)$/),
      'insert orders', // refused: the key is known
      // the order made with it, while the place claimed for an order never written is given back
      expect.stringMatching(/^(find orders|update open_orders)$/),
      expect.stringMatching(/^(find orders|update open_orders)$/),
      // the hour's order action given back: nothing new was placed
      'update rate_limits',
    ]);
    expect(replay.roundTrips).toBe(5);
  });

  it('checks out a cart of three parts in the same 5 round trips', async () => {
    const more = await connectionOf(app)
      .model('Part')
      .create(
        [2, 3].map((n) => ({
          name: `Round Trip Cable ${n}`,
          category: 'part',
          img: `/static/products/round-trip-${n}.svg`,
          price: 300 * n,
          quantity: 50,
          description: 'A part made by the round-trip test',
        })),
      );
    let status = 0;
    const checkout = await commandsOf(app, async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          lines: [partId, ...more.map((part) => String(part._id))].map((id) => ({
            partId: id,
            quantity: 1,
          })),
          ...CONTACT,
        },
        headers: bearer(customer),
      });
      status = res.statusCode;
      await app.get(OrderStockService).settled();
    });
    expect(status).toBe(201);
    expect(checkout.commands.filter((command) => command === 'update parts')).toHaveLength(2);
    expect(checkout.roundTrips).toBe(6); // the 5 of the answer, then the holds' clean-up
  });

  it('refuses a booking beyond the stock, giving back nothing it did not take', async () => {
    let status = 0;
    const refused = await commandsOf(app, async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/booking',
        payload: { partsId: partId, quantity: 1000, ...CONTACT },
        headers: bearer(customer),
      });
      status = res.statusCode;
    }, ['update open_orders']);
    expect(status).toBe(409);
    // the hour's order actions, read, insert, take (refused), what is left, pending → failed (while
    // the account's place is given back), (nothing given back), delete, and the hour's action given
    // back (nothing was placed).
    expect(refused.commands).toEqual([
      'findAndModify rate_limits',
      expect.stringMatching(/^(find parts|update open_orders)$/),
      expect.stringMatching(/^(find parts|update open_orders)$/),
      'insert orders',
      'findAndModify parts',
      'find parts',
      expect.stringMatching(/^(findAndModify orders|update open_orders)$/),
      expect.stringMatching(/^(findAndModify orders|update open_orders)$/),
      // the give-back, conditional on a hold this order has (none): it reads the stock it leaves, to
      // tell whether the part came back into stock
      'findAndModify parts',
      'delete orders',
      'update rate_limits',
    ]);
    expect(refused.roundTrips).toBe(9);
  });
});
