/**
 * GET /api/catalogue/version: the server renderer's page cache is keyed by it, so it
 * must move with every edit of what a server-rendered page shows — an admin's price or stock
 * edit, a review written or hidden — and with every product that sells out or comes back into
 * stock, before that write is answered, and must stay put while nothing is written. It is public:
 * it must not move with an order that leaves a product in stock, nor with its cancellation, or
 * anyone could count the shop's orders. `edits` moves with the admin's and the reviews' changes
 * only (the renderer may let a page lag a stock change by its stockLagMs, never an edit).
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Part, Review } from '@shop/contracts';
import { MongoCatalogueVersion } from '../src/catalogue/catalogue-cache';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session } from './helpers/auth';

const DATABASE = 'e2e-catalogue-version';

describe('GET /api/catalogue/version', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let part: Part;

  beforeAll(async () => {
    app = await bootApp({ database: DATABASE });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    const parts = (await app.inject({ method: 'GET', url: '/api/part' })).json<Part[]>();
    // Products sold in one variant: booked as the spec books them.
    part = parts.find((p) => p.quantity >= 10 && p.variantCount === undefined)!;
  });

  afterAll(() => dropAndClose(app));

  async function counters(): Promise<{ version: number; edits: number }> {
    const res = await app.inject({ method: 'GET', url: '/api/catalogue/version' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json<{ version: number; edits: number }>();
    expect(Number.isInteger(body.version)).toBe(true);
    expect(Number.isInteger(body.edits)).toBe(true);
    expect(body.edits).toBeLessThanOrEqual(body.version);
    return body;
  }

  async function version(): Promise<number> {
    return (await counters()).version;
  }

  async function edits(): Promise<number> {
    return (await counters()).edits;
  }

  it('stays put while nothing is written, reads included', async () => {
    const before = await version();
    await app.inject({ method: 'GET', url: '/api/part' });
    await app.inject({ method: 'GET', url: `/api/product/${part._id}` });
    expect(await version()).toBe(before);
  });

  it("moves with an admin's price edit and stock edit, before they are answered", async () => {
    const editsBefore = await edits();
    let before = await version();
    const price = await app.inject({
      method: 'PUT',
      url: `/api/priceUpdate/${part._id}`,
      payload: { price: part.price + 7 },
      headers: bearer(admin),
    });
    expect(price.statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    const stock = await app.inject({
      method: 'PUT',
      url: `/api/part/${part._id}`,
      payload: { quantity: part.quantity + 5 },
      headers: bearer(admin),
    });
    expect(stock.statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    expect(await edits()).toBe(editsBefore + 2);
  });

  let bookings = 0;
  async function book(partId: string, quantity: number): Promise<string> {
    bookings += 1;
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: {
        partsId: partId,
        quantity,
        name: 'Rahim Uddin',
        phone: '+880 1712-345678',
        address: 'House 12, Road 5, Dhanmondi',
        district: 'Dhaka',
      },
      headers: { ...bearer(customer), 'idempotency-key': `version-e2e-${Date.now()}-${bookings}` },
    });
    expect(booked.statusCode).toBe(201);
    return booked.json<{ insertedId: string }>().insertedId;
  }

  async function cancel(orderId: string): Promise<void> {
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${orderId}`,
      headers: bearer(customer),
    });
    expect(cancelled.statusCode).toBeLessThan(300);
  }

  async function stockOf(partId: string): Promise<number> {
    const res = await app.inject({ method: 'GET', url: `/api/product/${partId}` });
    return res.json<Part>().quantity;
  }

  it('does not move with an order that leaves the product in stock, nor with its cancellation', async () => {
    const before = await counters();
    const stock = await stockOf(part._id);
    const orderId = await book(part._id, 1);
    // The order did take the stock (the product page shows it): only the public version stays.
    expect(await stockOf(part._id)).toBe(stock - 1);
    expect(await counters()).toEqual(before);

    await cancel(orderId);
    expect(await stockOf(part._id)).toBe(stock);
    expect(await counters()).toEqual(before);
  });

  it('moves, as no edit, when an order sells a product out and when its cancellation brings it back', async () => {
    // Another product, set to two units by the admin (an edit, before the counters are read).
    const parts = (await app.inject({ method: 'GET', url: '/api/part' })).json<Part[]>();
    const partId = parts.find(
      (p) => p._id !== part._id && p.quantity > 0 && p.variantCount === undefined,
    )!._id;
    const set = await app.inject({
      method: 'PUT',
      url: `/api/part/${partId}`,
      payload: { quantity: 2 },
      headers: bearer(admin),
    });
    expect(set.statusCode).toBe(200);

    const before = await counters();
    const first = await book(partId, 1);
    expect(await counters()).toEqual(before); // one left: still in stock

    const last = await book(partId, 1);
    expect(await stockOf(partId)).toBe(0);
    const soldOut = await counters();
    expect(soldOut.version).toBeGreaterThan(before.version);
    expect(soldOut.edits).toBe(before.edits);

    await cancel(last);
    const back = await counters();
    expect(back.version).toBeGreaterThan(soldOut.version);
    expect(back.edits).toBe(before.edits);

    await cancel(first);
    expect(await counters()).toEqual(back); // two in stock again: nothing a visitor did not see
  });

  it('moves when a review is hidden, shown again or deleted by a moderator', async () => {
    const [review] = (await app.inject({ method: 'GET', url: '/api/review' })).json<Review[]>();
    expect(review).toBeDefined();
    const moderate = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/reviews/${review._id}`,
        headers: bearer(admin),
        payload,
      });

    let before = await version();
    const editsBefore = await edits();
    expect((await moderate({ visibility: 'hidden', reason: 'Off topic' })).statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    expect(await edits()).toBe(editsBefore + 1);

    before = await version();
    expect((await moderate({ visibility: 'visible', reason: 'Back on' })).statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/reviews/${review._id}`,
      headers: bearer(admin),
      payload: { reason: 'Spam link' },
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await version()).toBeGreaterThan(before);
  });

  it('starts the public counter at the old version for a document written before it existed', async () => {
    const collection = connectionOf(app).db!.collection<{ _id: string }>('catalogue_version');
    await collection.updateOne(
      { _id: 'catalogue' },
      { $set: { version: 5000, edits: 40 }, $unset: { visible: '' } },
    );
    // A process started on that document: the public number does not go back, and plain stock
    // does not move it.
    const store = new MongoCatalogueVersion(connectionOf(app));
    expect(await store.read()).toEqual({ version: 5000, edits: 40, visible: 5000 });
    expect(await store.bump('stock')).toEqual({ version: 5001, edits: 40, visible: 5000 });
    expect(await store.bump('availability')).toEqual({ version: 5002, edits: 40, visible: 5001 });
  });
});
