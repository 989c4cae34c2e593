/**
 * The database killed (`kill -9`) while bookings, then cancellations, run in parallel. Whatever
 * moment the kill hits: no answer is a 500; every 201 order exists; an order that exists was either
 * acknowledged or answered 503 ORDER_OUTCOME_UNKNOWN ("may exist"), and a retry with its
 * Idempotency-Key answers it; a plain 503 DATABASE_UNAVAILABLE means no order; and once the database
 * is back and the sweeps have run, the stock is the start less the units of the live orders. The
 * assertions are about these invariants, never about timing; every wait is bounded.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode, type Order } from '@shop/contracts';
import { type EmbeddedMongo, startEmbeddedMongo } from '@shop/tools/embedded-mongo';
import { Types } from 'mongoose';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderRecoveryService } from '../src/orders/order-recovery.service';
import { OrderStockService } from '../src/orders/order-stock.service';
import { bootApp, connectionOf } from './helpers/app';
import { bearer, CUSTOMER, login, type Session } from './helpers/auth';

const CONTACT = { name: 'Rafiq Islam', phone: '01512345678', address: 'House 5, Road 2, Gulshan', district: 'Dhaka' };
const START = 500;
const BOOKINGS = 30;
/** A bound for anything that waits, far above what a healthy step takes. */
const BOUND_MS = 25_000;
/** Each test's own bound: a database start (Java) on a busy machine is slow; the run takes ~30 s. */
const TEST_BOUND_MS = 150_000;

interface Answer {
  statusCode: number;
  body: string;
  retryAfter?: string;
  json: () => Record<string, unknown>;
}

/** Rejects after `ms`: no wait of this test is unbounded. */
function bounded<T>(work: Promise<T>, what: string, ms = BOUND_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

describe('the database killed during bookings and cancellations', () => {
  let dataDir: string;
  let mongo: EmbeddedMongo | undefined;
  let port = 0;
  let app: NestFastifyApplication;
  let customer: Session;
  let partId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-kill-'));
    mongo = await startEmbeddedMongo({ backend: 'h2', dataDir, installMissing: true });
    port = mongo.port;
    app = await bootApp({
      database: 'e2e-orders-kill',
      uri: `${mongo.uri}/e2e-orders-kill`,
      env: { ORDER_ACTIONS_PER_HOUR: '100000' },
    });
    customer = await login(app, CUSTOMER);
    const part = await connectionOf(app).model('Part').create({
      name: 'Kill Test Charger',
      category: 'tws',
      img: '/static/products/kill.svg',
      price: 450,
      quantity: START,
      description: 'A part of the database kill test',
    });
    partId = String(part._id);
  });

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await mongo?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => connectionOf(app);

  /** kill -9, as a crash does: no clean shutdown, sockets reset. */
  async function killDatabase(): Promise<void> {
    const victim = mongo!;
    mongo = undefined;
    process.kill(victim.pid!, 'SIGKILL');
    await bounded(victim.exited, 'the killed database to exit');
  }

  /** The same server again, on the same port and file; answers once the API sees it again. */
  async function restartDatabase(): Promise<void> {
    mongo = await startEmbeddedMongo({ backend: 'h2', dataDir, port, installMissing: true });
    await bounded(
      (async () => {
        for (;;) {
          if ((await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })(),
      'the API to see the database again',
    );
  }

  /** Runs `requests` in parallel, starting them a few ms apart, and kills the database mid-way. */
  async function withKill(requests: (() => Promise<Answer>)[]): Promise<Answer[]> {
    let answered = 0;
    let killed: Promise<void> | undefined;
    const running = requests.map(async (request, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 3));
      const answer = await request();
      answered += 1;
      // Killed once a few have answered: the others are at every step of their way.
      if (answered === 3) killed = killDatabase();
      return answer;
    });
    const answers = await bounded(Promise.all(running), 'the requests around the kill');
    if (!killed) killed = killDatabase(); // all answered before the third: killed afterwards (still valid)
    await killed;
    return answers;
  }

  const inject = async (options: Parameters<NestFastifyApplication['inject']>[0]): Promise<Answer> => {
    const res = await app.inject(options);
    const retryAfter = res.headers['retry-after'];
    return { statusCode: res.statusCode, body: res.body, retryAfter: retryAfter === undefined ? undefined : String(retryAfter), json: () => res.json() };
  };

  const book = (index: number) =>
    inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...bearer(customer), 'idempotency-key': `kill-${index}` },
      payload: { partsId: partId, quantity: 1 + (index % 3), ...CONTACT },
    });

  async function sweep(): Promise<void> {
    await bounded(app.get(OrderRecoveryService).recoverStaleOrders(0), 'the recovery sweep');
    await bounded(app.get(OrderStockService).settled(), 'the holds clean-up');
  }

  const storedOrders = () =>
    db()
      .collection('orders')
      .find({ 'lines.partId': new Types.ObjectId(partId) })
      .toArray();

  async function expectStockAccountedFor(): Promise<void> {
    const orders = await storedOrders();
    expect(orders.filter((order) => order.status === 'pending' || order.status === 'failed')).toEqual([]);
    const live = orders.filter((order) => order.status !== 'cancelled');
    const sold = live.reduce((sum, order) => sum + (order.lines as { quantity: number }[])[0].quantity, 0);
    const part = await db().collection('parts').findOne({ _id: new Types.ObjectId(partId) });
    expect({ quantity: part?.quantity, holds: part?.holds ?? [], returns: part?.returns ?? [] }).toEqual({
      quantity: START - sold,
      holds: [],
      returns: [],
    });
  }

  /** No 500, and every 503 tells when to come back. */
  function expectNoServerFault(answers: Answer[], allowed: number[]): void {
    for (const answer of answers) {
      expect([allowed.includes(answer.statusCode), answer.statusCode, answer.body]).toEqual([true, answer.statusCode, answer.body]);
      if (answer.statusCode === 503) {
        expect([ErrorCode.DATABASE_UNAVAILABLE, ErrorCode.ORDER_OUTCOME_UNKNOWN]).toContain(answer.json().code);
        expect(answer.retryAfter).toMatch(/^\d+$/);
      }
    }
  }

  /** Ids of the live orders once the booking phase is settled. */
  let liveIds: string[] = [];

  it('bookings: no 500; 201 orders exist; other orders were answered "may exist" and are found by their key; stock accounted for', async () => {
    const answers = await withKill(Array.from({ length: BOOKINGS }, (_, index) => () => book(index)));
    expectNoServerFault(answers, [201, 503]);
    const acknowledged = new Map<number, string>();
    const unknown: number[] = [];
    const failed: number[] = [];
    answers.forEach((answer, index) => {
      if (answer.statusCode === 201) acknowledged.set(index, (answer.json() as { order: Order }).order._id);
      else if (answer.json().code === ErrorCode.ORDER_OUTCOME_UNKNOWN) unknown.push(index);
      else failed.push(index);
    });

    await restartDatabase();
    // Every acknowledged order survived the kill.
    const afterRestart = new Map((await storedOrders()).map((order) => [String(order._id), order]));
    for (const id of acknowledged.values()) expect(afterRestart.get(id)?.status).toBe('placed');

    // A retry with the same key answers the order that may exist (or places it afresh).
    const retried = await bounded(Promise.all(unknown.map((index) => book(index))), 'the retries');
    const retriedIds = new Map<number, string>();
    retried.forEach((answer, position) => {
      expect([unknown[position], answer.statusCode, answer.body]).toEqual([unknown[position], 201, answer.body]);
      retriedIds.set(unknown[position], (answer.json() as { order: Order }).order._id);
    });
    // An order that was there already is the one answered.
    const userId = customer.answer.user._id;
    for (const [index, id] of retriedIds) {
      const before = [...afterRestart.values()].find((order) => order.idempotencyKey === `${userId}:kill-${index}`);
      if (before?.status === 'placed') expect(id).toBe(String(before._id));
    }

    await sweep();
    const orders = await storedOrders();
    const visible = orders.filter((order) => order.status !== 'pending' && order.status !== 'failed');
    // Every order that exists was acknowledged, or answered "may exist" and found by its key.
    expect(new Set(visible.map((order) => String(order._id)))).toEqual(new Set([...acknowledged.values(), ...retriedIds.values()]));
    // A plain 503: no order.
    for (const index of failed) {
      expect(orders.find((order) => order.idempotencyKey === `${userId}:kill-${index}`)).toBeUndefined();
    }
    await expectStockAccountedFor();
    liveIds = visible.map((order) => String(order._id));
    expect(liveIds.length).toBeGreaterThan(0);
  }, TEST_BOUND_MS);

  it('cancellations: no 500; after the restart and the sweeps every cancelled order gave its stock back once', async () => {
    const cancel = (id: string) => inject({ method: 'DELETE', url: `/api/booking/${id}`, headers: bearer(customer) });
    const answers = await withKill(liveIds.map((id) => () => cancel(id)));
    // One try per order: 200, or 503 (applied or not: the answer was lost); never a 409 or a 500.
    expectNoServerFault(answers, [200, 503]);

    await restartDatabase();
    await sweep();
    await expectStockAccountedFor();

    // The cancels that answered 503 and did not happen are made now; those that happened say so.
    const again = await bounded(
      Promise.all(liveIds.filter((_, index) => answers[index].statusCode === 503).map((id) => cancel(id))),
      'the cancels again',
    );
    for (const answer of again) expect([200, 409]).toContain(answer.statusCode);
    await sweep();
    const orders = await storedOrders();
    expect(orders.map((order) => order.status)).toEqual(orders.map(() => 'cancelled'));
    await expectStockAccountedFor();
  }, TEST_BOUND_MS);
});
