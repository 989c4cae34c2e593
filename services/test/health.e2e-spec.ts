import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode, type Part } from '@shop/contracts';
import { type EmbeddedMongo, startEmbeddedMongo } from '@shop/tools/embedded-mongo';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootApp } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session } from './helpers/auth';

/**
 * Not a speed target (machines here are noisy): a bound well under what a hanging request would
 * take (the driver's default server selection waits 30 s; the API's is 2.5 s, database.ts).
 */
const NOT_HANGING_MS = 12_000;

const UNAVAILABLE = {
  statusCode: 503,
  code: ErrorCode.DATABASE_UNAVAILABLE,
  message: 'The database is unreachable',
};
const CONTACT = {
  name: 'Rahim Uddin',
  phone: '+880 1712-345678',
  address: 'House 12, Road 5, Dhanmondi',
  district: 'Dhaka',
};

/**
 * The API must say so, quickly, when its database goes away, and be back as soon as the database
 * is (a dedicated database server here, on disk so that its data survives the restart, as a real
 * one's does). The tests run in order: up, stopped, started again.
 */
describe('health with the database stopped and started again', () => {
  let dataDir: string;
  let mongo: EmbeddedMongo | undefined;
  let port = 0;
  let app: NestFastifyApplication | undefined;
  let customer: Session;
  let admin: Session;
  let part: Part;
  /** Catalogue answers read while the database was up, by URL. */
  const cached = new Map<string, string>();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-health-'));
    mongo = await startEmbeddedMongo({ backend: 'h2', dataDir, installMissing: true });
    port = mongo.port;
    app = await bootApp({ database: 'e2e-health', uri: `${mongo.uri}/e2e-health` });
    customer = await login(app, CUSTOMER);
    admin = await login(app, ADMIN);
  });

  afterAll(async () => {
    await app?.close();
    await mongo?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** One request, timed. */
  async function timed(
    url: string,
    options: {
      method?: 'GET' | 'POST' | 'PUT';
      payload?: object;
      headers?: Record<string, string>;
    } = {},
  ) {
    const started = performance.now();
    const res = await app!.inject({
      method: options.method ?? 'GET',
      url,
      payload: options.payload,
      headers: options.headers,
    });
    return { res, ms: performance.now() - started };
  }

  const book = (partId: string) =>
    timed('/api/booking', {
      method: 'POST',
      payload: { partsId: partId, quantity: 1, ...CONTACT },
      headers: { ...bearer(customer), 'idempotency-key': `health-${performance.now()}` },
    });

  it('answers 200 while the database is up, then 503 DATABASE_UNAVAILABLE within seconds of it stopping', async () => {
    const up = await timed('/api/health');
    expect(up.res.statusCode).toBe(200);
    expect(up.res.json()).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    // The catalogue list is read (and cached) while the database is up.
    part = (await timed('/api/part')).res.json<Part[]>().find((p) => p.quantity > 5 && p.variantCount === undefined)!;
    expect(part).toBeDefined();
    for (const url of [
      '/api/part',
      `/api/product/${part._id}`,
      '/api/partHome',
      `/api/part/search?q=${encodeURIComponent(part.name.slice(0, 4))}`,
    ]) {
      const res = (await timed(url)).res;
      expect([url, res.statusCode]).toEqual([url, 200]);
      cached.set(url, res.body);
    }

    await mongo!.stop();
    mongo = undefined;

    // Wait for the condition: the driver notices the closed sockets on the next use.
    const deadline = performance.now() + 10_000;
    let last = await timed('/api/health');
    while (last.res.statusCode === 200 && performance.now() < deadline) {
      last = await timed('/api/health');
    }
    expect(last.res.statusCode).toBe(503);
    expect(last.ms).toBeLessThan(NOT_HANGING_MS);
    expect(last.res.json()).toMatchObject({
      ...UNAVAILABLE,
      status: 'error',
      error: { database: { status: 'down' } },
    });

    // Still down, still quick: no hanging request.
    const again = await timed('/api/health');
    expect(again.res.statusCode).toBe(503);
    expect(again.ms).toBeLessThan(NOT_HANGING_MS);
  });

  it('answers catalogue reads it has not cached with 503 DATABASE_UNAVAILABLE instead of hanging', async () => {
    const { res, ms } = await timed('/api/part?sort=price_desc');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(ms).toBeLessThan(NOT_HANGING_MS);
  });

  it('keeps answering the catalogue reads it has cached, as they were, for as long as it is down (stale-if-error)', async () => {
    const { res, ms } = await timed('/api/part');
    expect(res.statusCode).toBe(200);
    expect(res.json<Part[]>().find((p) => p._id === part._id)).toEqual(part);
    expect(ms).toBeLessThan(NOT_HANGING_MS);
    for (const [url, body] of cached) {
      const again = await timed(url);
      expect([url, again.res.statusCode, again.res.body]).toEqual([url, 200, body]);
      expect(again.ms).toBeLessThan(NOT_HANGING_MS);
    }
  });

  it('answers a catalogue write with 503 DATABASE_UNAVAILABLE', async () => {
    const { res, ms } = await timed(`/api/priceUpdate/${part._id}`, {
      method: 'PUT',
      payload: { price: part.price + 1 },
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(ms).toBeLessThan(NOT_HANGING_MS);
  });

  it('answers a sign-in with 503 DATABASE_UNAVAILABLE, quickly', async () => {
    const { res, ms } = await timed('/api/auth/login', { method: 'POST', payload: CUSTOMER });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(ms).toBeLessThan(NOT_HANGING_MS);
  });

  it('answers a signed-in call (a booking) with 503, not 401: an outage never signs anyone out', async () => {
    const { res, ms } = await book(part._id);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(ms).toBeLessThan(NOT_HANGING_MS);
  });

  it('is healthy again within seconds of the database coming back, with its data and a fresh catalogue', async () => {
    mongo = await startEmbeddedMongo({ backend: 'h2', dataDir, port, installMissing: true });

    const deadline = performance.now() + 15_000;
    let health = await timed('/api/health');
    while (health.res.statusCode !== 200 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await timed('/api/health');
    }
    expect(health.res.statusCode).toBe(200);

    // Reads and writes work again; the booking's stock is on the very next read of the cached list.
    const booked = await book(part._id);
    expect(booked.res.statusCode).toBe(201);
    const after = (await timed('/api/part')).res.json<Part[]>().find((p) => p._id === part._id);
    expect(after?.quantity).toBe(part.quantity - 1);
    expect((await timed('/api/part?sort=price_desc')).res.statusCode).toBe(200);
  });
});
