/**
 * GET /api/catalogue/version (issue 21): the server renderer's page cache is keyed by it, so it
 * must move with every write of what a server-rendered page shows — an admin's price or stock
 * edit, the stock a booking takes, a review written or hidden — before that write is answered,
 * and must stay put while nothing is written. `edits` moves with the admin's and the reviews'
 * changes only, not with the stock orders take or give back (the renderer may let a page lag those
 * by its stockLagMs, never an edit).
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Part, Review } from '@shop/contracts';
import { bootApp, dropAndClose } from './helpers/app';
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
    part = parts.find((p) => p.quantity >= 10)!;
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

  it('moves with the stock a booking takes and a cancellation gives back, as no edit', async () => {
    const before = await counters();
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: {
        partsId: part._id,
        quantity: 1,
        name: 'Rahim Uddin',
        phone: '+880 1712-345678',
        address: 'House 12, Road 5, Dhanmondi',
        district: 'Dhaka',
      },
      headers: { ...bearer(customer), 'idempotency-key': `version-e2e-${Date.now()}` },
    });
    expect(booked.statusCode).toBe(201);
    const afterBooking = await counters();
    expect(afterBooking.version).toBeGreaterThan(before.version);
    expect(afterBooking.edits).toBe(before.edits);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${booked.json<{ insertedId: string }>().insertedId}`,
      headers: bearer(customer),
    });
    expect(cancelled.statusCode).toBeLessThan(300);
    const afterCancel = await counters();
    expect(afterCancel.version).toBeGreaterThan(afterBooking.version);
    expect(afterCancel.edits).toBe(before.edits);
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
});
