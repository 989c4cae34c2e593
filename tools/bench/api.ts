/**
 * `npm run bench:api`: the API's throughput and latency against a bare server reading the same
 * database, measured side by side in one run.
 *
 *   npm run bench:api -- [--skip-build] [--duration 10] [--rounds 2] [--connections 64]
 *                        [--bookings 6000] [--warmup 2000] [--quick] [--soak 60] [--ssr-uploads]
 *                        [--json results.json]
 *                        [--notifications-worker] [--verbose]
 *
 * 1. Builds the API for production through Nx (`--skip-build` reuses `services/dist`), starts the
 *    embedded in-memory database as `tools/stack` does, the API on it (seeded as on a first start)
 *    and the baseline (`api-baseline.ts`: Fastify + the `mongodb` driver, same database, same JSON).
 *    Both servers' answers are compared before anything is measured.
 * 2. For each catalogue read, autocannon at 64 connections measures the baseline, the shop and the
 *    one-process limit (`api-bare-http.ts`: a bare node:http server sending the API's own answer,
 *    headers and bytes) in alternating rounds (who goes first alternates), after a short warm-up
 *    of each.
 * 3. Bookings: a fixed number of `POST /api/booking`, each with its own Idempotency-Key, on a part
 *    whose stock the admin set high, first at 16 connections, then at `--connections` (64), by as
 *    many customers as connections in turn (copies of the seeded customer), so no account reaches
 *    MAX_OPEN_UNPAID_ORDERS; before them, `--warmup` bookings (2 000) to each server, not measured
 *    (a process just started compiles its booking path first). After each run the database must
 *    hold exactly one order per 201 answer and the stock must be the start minus the units booked.
 *    The same bookings go to the baseline's bare-driver `POST /api/booking` (stock decrement,
 *    order, outbox entry) on a part of its own, before or after the shop's (alternating), and are
 *    checked the same way.
 *    Each process's CPU time (user + system, from `/proc/<pid>/stat`) during its run is
 *    reported per booking: on a shared machine it moves far less than rates and latencies. The
 *    shop's run ends once every order message of its bookings is relayed and sent (the worker
 *    makes them after the answers), so its CPU includes the messages' work.
 * 4. `--soak S`: S seconds of mixed browsing (autocannon) and bookings (a fixed set of clients that
 *    count every answer): zero 5xx, and orders written = orders answered 201.
 * `--notifications-worker`: the order messages (mail, SMS) are made by a second API process, as
 * docker compose runs them; the measured API runs with `NOTIFICATIONS_POLL_MS=0`.
 * `--ssr-uploads` measures instead the server-rendered `/shops` idle and during parallel large image
 * uploads, on the whole shop (builds the frontends too): see api-ssr-uploads.ts.
 *
 * Missed targets are reported (✗), never fatal; a server that cannot start, answers that differ
 * from the baseline's, or lost orders exit with 1.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { MongoClient, ObjectId } from 'mongodb';
import { EmbeddedMongoSetupError, freePort, startEmbeddedMongo } from '../embedded-mongo';
import {
  ApiCallError,
  BuildError,
  callApi,
  Cleanup,
  currentCommit,
  logIn,
  nxBuild,
  REPO_ROOT,
  SEEDED_ADMIN,
  SEEDED_CUSTOMER,
  ServerStartError,
  startServerProcess,
  stopProcess,
  testContact,
} from '../stack';
import {
  type ApiBenchOptions,
  type ApiBenchReport,
  ApiBenchUsageError,
  type BaselineBookingMeasurement,
  type BookingMeasurement,
  checkApiTargets,
  combineRuns,
  countStatus,
  formatApiReport,
  parseApiBenchOptions,
  processCpuMs,
  type ReadMeasurement,
  type RunFigures,
  type SoakMeasurement,
} from './api-report';
import { measureSsrUploads, SsrUploadsFailure } from './api-ssr-uploads';
import { type CpuProfile, formatProfileSummary, summarizeProfile } from './cpu-profile-summary';
import { rerunUnderProductionNode } from '../node-runtime';

const DATABASE = 'shop';
const CONTACT = testContact('Bench Customer');
/** Stock given to the parts the bookings take from: never the limit. */
const LARGE_STOCK = 10_000_000;
const WARM_UP_SECONDS = 1;
/** Bookings are also measured at this many connections, before the main run. */
const LIGHTER_BOOKING_CONNECTIONS = 16;
/** Soak: this many of the connections book, the others browse. */
const SOAK_BOOKING_CLIENTS = 8;

class BenchFailure extends Error {
  override name = 'BenchFailure';
}

/** What `--ssr-uploads` runs: the API and every frontend (the shell's server renderer included). */
const WHOLE_SHOP = ['services', 'shell', 'mfe-shop', 'mfe-dashboard', 'mfe-admin'];

function figures(result: autocannon.Result): RunFigures {
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = Number(count);
  const answered = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    requests: answered,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes,
    errors: result.errors + result.timeouts,
  };
}

interface ReadRoute {
  label: string;
  path: string;
  /**
   * `shape`: the answers are compared by shape only (both non-empty lists, the same fields in every
   * item): the shop's search ranks by relevance through its search index (words, synonyms, stock),
   * the baseline's is a plain match on the name.
   */
  compare?: 'shape';
}

/** The servers reads are measured on: the shop, the baseline, and the bare node:http limit. */
type ReadServer = 'shop' | 'baseline' | 'bare';

async function measureReads(
  routes: readonly ReadRoute[],
  servers: Record<ReadServer, string>,
  options: ApiBenchOptions,
): Promise<ReadMeasurement[]> {
  const measurements: ReadMeasurement[] = [];
  for (const route of routes) {
    const runs: Record<ReadServer, RunFigures[]> = { shop: [], baseline: [], bare: [] };
    for (const server of ['baseline', 'bare', 'shop'] as const) {
      await autocannon({
        url: servers[server] + route.path,
        connections: options.connections,
        duration: WARM_UP_SECONDS,
      });
    }
    for (let round = 0; round < options.rounds; round++) {
      const order =
        round % 2 === 0
          ? (['baseline', 'shop', 'bare'] as const)
          : (['bare', 'shop', 'baseline'] as const);
      for (const server of order) {
        const result = figures(
          await autocannon({
            url: servers[server] + route.path,
            connections: options.connections,
            duration: options.duration,
          }),
        );
        if (countStatus(result.statusCodes, 200) !== result.requests) {
          throw new BenchFailure(
            `${server} answered ${route.label} with ${JSON.stringify(result.statusCodes)}`,
          );
        }
        runs[server].push(result);
      }
    }
    const measurement = {
      ...route,
      shop: combineRuns(runs.shop),
      baseline: combineRuns(runs.baseline),
      bare: combineRuns(runs.bare),
    };
    console.log(
      `  ${route.label}: shop ${Math.round(measurement.shop.requestsPerSecond)} req/s, ` +
        `baseline ${Math.round(measurement.baseline.requestsPerSecond)} req/s, ` +
        `bare node:http ${Math.round(measurement.bare.requestsPerSecond)} req/s`,
    );
    measurements.push(measurement);
  }
  return measurements;
}

/** The CPU ms `pid` has used so far, or undefined where there is no `/proc` (not Linux). */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return processCpuMs(stat, clockTicksPerSecond());
  } catch {
    return undefined;
  }
}

/**
 * A meter started now: each call answers the CPU ms every process of `pids` has used since (undefined
 * for one `/proc` cannot tell of), and `load`, this process's own (the load generator).
 */
function cpuMeter<K extends string>(
  pids: Record<K, number | undefined>,
): () => Record<K, number | undefined> & { load: number } {
  const keys = Object.keys(pids) as K[];
  const start = new Map(keys.map((key) => [key, cpuMsOf(pids[key])]));
  const loadStart = process.cpuUsage();
  return () => {
    const spent = {} as Record<K, number | undefined>;
    for (const key of keys) {
      const [before, now] = [start.get(key), cpuMsOf(pids[key])];
      spent[key] = before === undefined || now === undefined ? undefined : now - before;
    }
    const load = process.cpuUsage(loadStart);
    return { ...spent, load: (load.user + load.system) / 1000 };
  };
}

let clockTicks: number | undefined;
function clockTicksPerSecond(): number {
  if (clockTicks === undefined) {
    const configured = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    clockTicks = configured > 0 ? configured : 100;
  }
  return clockTicks;
}

interface Database {
  stockOf(partId: string): Promise<number>;
  /** Order messages not yet made: entries not relayed, outbox messages not sent. */
  pendingMessages(): Promise<number>;
  ordersFor(partId: string): Promise<number>;
  /** Orders the baseline's bookings wrote for the part. */
  baselineOrdersFor(partId: string): Promise<number>;
}

/**
 * `count` customers signed in, one per booking connection: copies of the seeded customer's account
 * (same password) written straight into the database, `bench-customer-N@shop.local`.
 */
async function benchCustomers(shop: string, client: MongoClient, count: number): Promise<string[]> {
  const users = client.db().collection('users');
  const customer = await users.findOne({ email: SEEDED_CUSTOMER.email });
  if (!customer) throw new BenchFailure('The seeded customer is missing');
  const { _id: _seeded, ...account } = customer;
  const emails = Array.from({ length: count }, (_, n) => `bench-customer-${n + 1}@shop.local`);
  await users.insertMany(
    emails.map((email, n) => ({ ...account, email, name: `Bench Customer ${n + 1}` })),
  );
  return Promise.all(
    emails.map((email) => logIn(`${shop}/api`, { email, password: SEEDED_CUSTOMER.password })),
  );
}

function bookingBody(partId: string): string {
  return JSON.stringify({ partsId: partId, quantity: 1, ...CONTACT });
}

/** How long the bench waits for the order messages of a booking run to be made, at most. */
const MESSAGES_TIMEOUT_MS = 300_000;
/**
 * How often it checks meanwhile: each check reads the orders (or the outbox) on the embedded
 * database, inside the window whose database CPU is measured.
 */
const MESSAGES_POLL_MS = 500;

/**
 * Waits until every order message is made (relayed into the outbox and sent): a booking's mail and
 * SMS are made by the notifications worker after its answer, mostly once the bookings are over.
 * Answers how long it waited and whether they were all made.
 */
async function waitForMessages(db: Database): Promise<{ waitedMs: number; made: boolean }> {
  const start = Date.now();
  for (;;) {
    if ((await db.pendingMessages()) === 0) return { waitedMs: Date.now() - start, made: true };
    if (Date.now() - start > MESSAGES_TIMEOUT_MS)
      return { waitedMs: Date.now() - start, made: false };
    await new Promise((resolve) => setTimeout(resolve, MESSAGES_POLL_MS));
  }
}

/**
 * Bookings at `connections`, by the customers of `tokens` in turn (a real crowd is many customers,
 * and one account would reach MAX_OPEN_UNPAID_ORDERS), each with an Idempotency-Key of its own.
 */
async function measureBookings(
  servers: { shop: string; baseline: string },
  tokens: readonly string[],
  parts: { shop: string; baseline: string },
  db: Database,
  options: ApiBenchOptions,
  connections: number,
  pids: {
    shop: number | undefined;
    baseline: number | undefined;
    messages: number | undefined;
    database: number | undefined;
  },
  baselineFirst: boolean,
  /** Signals the API's CPU profiler (cpu-profile-preload.cjs) just before and after its run. */
  profile?: () => void,
): Promise<BookingMeasurement> {
  // The baseline's bookings go first or last, alternating with the number of connections, so a
  // burst of load from elsewhere does not always hit the same server.
  const baseline = baselineFirst
    ? await measureBaselineBookings(
        servers.baseline,
        parts.baseline,
        db,
        options,
        connections,
        pids,
      )
    : undefined;
  const partId = parts.shop;
  const stockBefore = await db.stockOf(partId);
  const ordersBefore = await db.ordersFor(partId);
  profile?.();
  const spent = cpuMeter({ api: pids.shop, messages: pids.messages, database: pids.database });
  const result = await sendBookings(
    `${servers.shop}/api/booking`,
    partId,
    options.bookings,
    connections,
    tokens,
  );
  const untilLastAnswer = spent();
  // The CPU counted is the bookings' and their messages': the window ends once the last message
  // of these orders is made, not at the last answer.
  const messages = await waitForMessages(db);
  const cpu = spent();
  profile?.();
  if (!messages.made)
    console.log(`  order messages still pending after ${Math.round(messages.waitedMs / 1000)} s`);
  const created = result.statusCodes['201'] ?? 0;
  if (created !== result.requests)
    console.log(
      `  booking answers: ${JSON.stringify(result.statusCodes)}, ${result.errors} errors`,
    );
  const ordersWritten = (await db.ordersFor(partId)) - ordersBefore;
  const stockAfter = await db.stockOf(partId);
  return {
    connections,
    shop: combineRuns([result]),
    baseline:
      baseline ??
      (await measureBaselineBookings(
        servers.baseline,
        parts.baseline,
        db,
        options,
        connections,
        pids,
      )),
    created,
    ordersWritten,
    unitsPerBooking: 1,
    stockBefore,
    stockAfter,
    ...(cpu.api === undefined ? {} : { apiCpuMs: cpu.api }),
    ...(cpu.database === undefined || untilLastAnswer.database === undefined
      ? {}
      : { databaseCpuMs: cpu.database, databaseCpuUntilLastAnswerMs: untilLastAnswer.database }),
    loadCpuMs: cpu.load,
    messages: {
      waitedMs: messages.waitedMs,
      made: messages.made,
      ...(cpu.messages === undefined ? {} : { workerCpuMs: cpu.messages }),
    },
  };
}

/**
 * `count` bookings of one unit of `partId` at `connections`, each with an Idempotency-Key of its
 * own, signed in as the customers of `tokens` in turn (none: the bare-driver server's).
 */
async function sendBookings(
  url: string,
  partId: string,
  count: number,
  connections: number,
  tokens?: readonly string[],
): Promise<RunFigures> {
  let nextToken = 0;
  const started = performance.now();
  let lastAnswer = started;
  const run = autocannon({
    url,
    connections,
    amount: count,
    timeout: 30,
    // autocannon calls setupRequest only for the requests of `requests`, not for the top level.
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bookingBody(partId),
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            ...(tokens ? { authorization: `Bearer ${tokens[nextToken++ % tokens.length]}` } : {}),
            'idempotency-key': randomUUID(),
          },
        }),
      },
    ],
  });
  run.on('response', () => (lastAnswer = performance.now()));
  const result = figures(await run);
  // autocannon ends a run of a fixed `amount` at its next one-second tick, and its `duration`
  // with it, so a rate from that is the count over whole seconds (1 500 bookings answered in
  // 1.2 s read as 750/s, in 2.1 s as 500/s). The run's own time ends at its last answer.
  return { ...result, seconds: (lastAnswer - started) / 1000 };
}

/**
 * `count` bookings to the shop and to the baseline, not measured, before the measured runs: a
 * process just started compiles its booking path during its first few hundred requests, which a
 * figure for a running shop should not count (it did until 2026-11-30: each server's first
 * bookings were the 16-connection run's). Every answer must be 201, and the shop's order messages
 * are made before the measured runs start, so none of their work falls into a measured window.
 */
async function warmUpBookings(
  servers: { shop: string; baseline: string },
  tokens: readonly string[],
  parts: { shop: string; baseline: string },
  db: Database,
  count: number,
  connections: number,
): Promise<void> {
  const send = async (url: string, partId: string, signedIn?: readonly string[]) => {
    const result = await sendBookings(url, partId, count, connections, signedIn);
    const created = result.statusCodes['201'] ?? 0;
    if (created !== count || result.errors > 0)
      throw new BenchFailure(
        `Warm-up of ${url}: ${created} of ${count} bookings answered 201 (${JSON.stringify(result.statusCodes)}), ${result.errors} errors`,
      );
  };
  await send(`${servers.shop}/api/booking`, parts.shop, tokens);
  await send(`${servers.baseline}/api/booking`, parts.baseline);
  const messages = await waitForMessages(db);
  if (!messages.made)
    throw new BenchFailure('The warm-up bookings’ order messages were not made in time');
}

/** The same bookings (count, connections, body, a key each) sent to the bare-driver baseline. */
async function measureBaselineBookings(
  baseline: string,
  partId: string,
  db: Database,
  options: ApiBenchOptions,
  connections: number,
  pids: { baseline: number | undefined; database: number | undefined },
): Promise<BaselineBookingMeasurement> {
  const stockBefore = await db.stockOf(partId);
  const ordersBefore = await db.baselineOrdersFor(partId);
  const spent = cpuMeter({ server: pids.baseline, database: pids.database });
  const result = await sendBookings(
    `${baseline}/api/booking`,
    partId,
    options.bookings,
    connections,
  );
  const cpu = spent();
  const created = result.statusCodes['201'] ?? 0;
  if (created !== result.requests)
    console.log(
      `  baseline booking answers: ${JSON.stringify(result.statusCodes)}, ${result.errors} errors`,
    );
  return {
    figures: combineRuns([result]),
    created,
    ordersWritten: (await db.baselineOrdersFor(partId)) - ordersBefore,
    stockBefore,
    stockAfter: await db.stockOf(partId),
    ...(cpu.server === undefined ? {} : { cpuMs: cpu.server }),
    ...(cpu.database === undefined ? {} : { databaseCpuMs: cpu.database }),
    loadCpuMs: cpu.load,
  };
}

async function soak(
  shop: string,
  token: string,
  partId: string,
  readPaths: readonly string[],
  db: Database,
  options: ApiBenchOptions,
): Promise<SoakMeasurement> {
  const stockBefore = await db.stockOf(partId);
  const ordersBefore = await db.ordersFor(partId);
  const deadline = Date.now() + options.soak * 1000;
  const booking = {
    sent: 0,
    created: 0,
    errors5xx: 0,
    connectionErrors: 0,
    other: {} as Record<string, number>,
  };
  /** One customer's browser: books, waits for the answer, books again, until the deadline. */
  const bookingClient = async () => {
    while (Date.now() < deadline) {
      booking.sent += 1;
      try {
        const response = await fetch(`${shop}/api/booking`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: bookingBody(partId),
        });
        await response.arrayBuffer();
        if (response.status === 201) booking.created += 1;
        else if (response.status >= 500) booking.errors5xx += 1;
        else booking.other[response.status] = (booking.other[response.status] ?? 0) + 1;
      } catch {
        booking.connectionErrors += 1;
      }
    }
  };
  const [browsing] = await Promise.all([
    autocannon({
      url: shop,
      connections: Math.max(1, options.connections - SOAK_BOOKING_CLIENTS),
      duration: options.soak,
      requests: readPaths.map((readPath) => ({ method: 'GET', path: readPath })),
    }),
    ...Array.from({ length: SOAK_BOOKING_CLIENTS }, bookingClient),
  ]);
  const reads = figures(browsing);
  return {
    seconds: options.soak,
    reads: reads.requests,
    readErrors5xx: countStatus(reads.statusCodes, 500, 599),
    bookingsSent: booking.sent,
    bookingsCreated: booking.created,
    bookingErrors5xx: booking.errors5xx,
    bookingOther: booking.other,
    ordersWritten: (await db.ordersFor(partId)) - ordersBefore,
    stockBefore,
    stockAfter: await db.stockOf(partId),
    unitsPerBooking: 1,
    connectionErrors: reads.errors + booking.connectionErrors,
  };
}

/** Both servers must answer the same JSON, or the comparison means nothing. */
async function compareAnswers(
  routes: readonly ReadRoute[],
  servers: { shop: string; baseline: string },
): Promise<void> {
  for (const route of routes) {
    const [shop, baseline] = await Promise.all([
      callApi(servers.shop + route.path),
      callApi(servers.baseline + route.path),
    ]);
    const sameShape = (a: unknown, b: unknown) =>
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length > 0 &&
      b.length > 0 &&
      [...a, ...b].every((item) =>
        isDeepStrictEqual(Object.keys(item as object).sort(), Object.keys(a[0] as object).sort()),
      );
    if (
      route.compare === 'shape' ? !sameShape(shop, baseline) : !isDeepStrictEqual(shop, baseline)
    ) {
      throw new BenchFailure(
        `The baseline answers ${route.label} differently from the shop; fix api-baseline.ts first.`,
      );
    }
  }
}

/** When, at which commit and on what machine a report was measured. */
function measuredAt(loadAverageAtStart: number[]) {
  return {
    measuredAt: new Date().toISOString(),
    commit: currentCommit(),
    machine: { cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: loadavg() },
  };
}

async function run(options: ApiBenchOptions, cleanup: Cleanup): Promise<ApiBenchReport> {
  const loadAverageAtStart = loadavg();
  if (!options.skipBuild) nxBuild(options.ssrUploads ? WHOLE_SHOP : ['services']);
  if (options.ssrUploads) {
    const ssrUploads = await measureSsrUploads(options, (stop) => cleanup.add(stop));
    return {
      ...measuredAt(loadAverageAtStart),
      options: {
        duration: options.duration,
        rounds: options.rounds,
        connections: ssrUploads.connections,
        bookings: 0,
        soak: 0,
      },
      reads: [],
      ssrUploads,
    };
  }

  console.log('Starting the in-memory database, the API and the baseline...');
  const mongo = await startEmbeddedMongo({
    backend: 'memory',
    port: await freePort(),
    installMissing: true,
    log: (line) => options.verbose && console.log(`[db] ${line}`),
  });
  cleanup.add(() => mongo.stop());
  const mongoUri = `${mongo.uri}/${DATABASE}`;
  const scratch = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  cleanup.add(() => rm(scratch, { recursive: true, force: true }));

  const apiPort = await freePort();
  const shop = `http://127.0.0.1:${apiPort}`;
  const apiEnv: NodeJS.ProcessEnv = {
    MONGODB_URI: mongoUri,
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    UPLOADS_DIR: path.join(scratch, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(scratch, 'outbox'),
    // As the API's container runs it (services/Dockerfile): libraries in their production builds
    // (React renders every order's mail; its development build took several times the CPU). Over
    // plain http here, with the card sandbox, as in production without Stripe's keys.
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    PAYMENTS_SANDBOX: 'true',
    // The bench places many orders with one account; MAX_OPEN_UNPAID_ORDERS (default 3) would refuse them.
    MAX_OPEN_UNPAID_ORDERS: '1000',
    // Each customer books many times a run (and the bench's phone number is one): the hourly
    // limits on order actions and messages would refuse a crowd measured through a few accounts.
    ORDER_ACTIONS_PER_HOUR: '100000',
    MESSAGES_PER_PHONE_PER_HOUR: '100000',
    MESSAGES_PER_EMAIL_PER_HOUR: '100000',
  };
  const startServer = (name: string, args: string[], env: NodeJS.ProcessEnv, healthUrl: string) =>
    startServerProcess({
      name,
      args,
      env,
      healthUrl,
      onSpawn: (child) => cleanup.add(() => stopProcess(child)),
      onLine: options.verbose ? (line) => console.log(`[${name}] ${line}`) : undefined,
    }).then(({ child }) => child);
  if (options.cpuProfile) await mkdir(options.cpuProfile, { recursive: true });
  const api = await startServer(
    'api',
    [
      ...(options.cpuProfile
        ? ['--require', path.join(REPO_ROOT, 'tools/bench/cpu-profile-preload.cjs')]
        : []),
      options.apiMain ?? path.join(REPO_ROOT, 'services/dist/main.js'),
    ],
    {
      ...apiEnv,
      ...(options.cpuProfile ? { CPU_PROFILE_DIR: path.resolve(options.cpuProfile) } : {}),
      API_PORT: String(apiPort),
      // With a worker process of their own, the measured API makes no order messages.
      ...(options.notificationsWorker ? { NOTIFICATIONS_POLL_MS: '0' } : {}),
    },
    `${shop}/api/health`,
  );
  let messagesWorker: Awaited<ReturnType<typeof startServer>> | undefined;
  if (options.notificationsWorker) {
    // Started once the API has seeded the database. It answers HTTP too, but nothing calls it.
    const workerPort = await freePort();
    messagesWorker = await startServer(
      'notifications',
      [options.apiMain ?? path.join(REPO_ROOT, 'services/dist/main.js')],
      { ...apiEnv, API_PORT: String(workerPort) },
      `http://127.0.0.1:${workerPort}/api/health`,
    );
  }
  const baselinePort = await freePort();
  const baseline = `http://127.0.0.1:${baselinePort}`;
  const baselineServer = await startServer(
    'baseline',
    ['--import', 'tsx', path.join(REPO_ROOT, 'tools/bench/api-baseline.ts')],
    { MONGODB_URI: mongoUri, PORT: String(baselinePort) },
    `${baseline}/api/health`,
  );

  const client = await new MongoClient(mongoUri).connect();
  cleanup.add(() => client.close());
  const parts = client.db().collection('parts');
  const orders = client.db().collection('orders');
  const db: Database = {
    // Each count reads a whole collection on the embedded database, whose CPU the bench measures:
    // the outbox is counted only once no entry waits to be relayed.
    pendingMessages: async () =>
      (await orders.countDocuments({ 'notifications.state': 'pending' })) ||
      (await client.db().collection('notification_outbox').countDocuments({ state: 'pending' })),
    stockOf: async (partId) =>
      (await parts.findOne({ _id: new ObjectId(partId) }, { projection: { quantity: 1 } }))
        ?.quantity as number,
    ordersFor: (partId) => orders.countDocuments({ 'lines.partId': new ObjectId(partId) }),
    baselineOrdersFor: (partId) =>
      client
        .db()
        .collection('baseline_orders')
        .countDocuments({ 'lines.partId': new ObjectId(partId) }),
  };

  const catalogue = await callApi<{ _id: string; name: string }[]>(`${shop}/api/part`);
  if (catalogue.length < 3) throw new BenchFailure('The seeded catalogue is missing');
  const product = catalogue[0];
  const routes: ReadRoute[] = [
    { label: 'GET /api/part', path: '/api/part' },
    {
      label: 'GET /api/part?category=…&sort=…&page=…',
      path: '/api/part?category=Smart%20Watch&sort=price_asc&page=1',
    },
    { label: 'GET /api/product/:id', path: `/api/product/${product._id}` },
    { label: 'GET /api/part/search?q=…', path: '/api/part/search?q=pro', compare: 'shape' },
  ];
  if (!options.bookingsOnly) await compareAnswers(routes, { shop, baseline });

  const adminToken = await logIn(`${shop}/api`, SEEDED_ADMIN);
  const customerToken = await logIn(`${shop}/api`, SEEDED_CUSTOMER);
  // The parts the bookings take from: the admin sets their stock, as in the shop. The baseline's
  // bookings take from a part of their own.
  const [benchPart, soakPart, baselinePart] = [
    catalogue[catalogue.length - 1]._id,
    catalogue[catalogue.length - 2]._id,
    catalogue[catalogue.length - 3]._id,
  ];
  for (const partId of [benchPart, soakPart, baselinePart]) {
    await callApi(`${shop}/api/part/${partId}`, {
      method: 'PUT',
      token: adminToken,
      body: { quantity: LARGE_STOCK },
    });
  }

  if (!options.bookingsOnly)
    console.log(
      `Measuring reads: ${options.rounds} round(s) of ${options.duration} s per server and route, ${options.connections} connections...`,
    );
  let reads: ReadMeasurement[] = [];
  if (!options.bookingsOnly) {
    // The one-process limit: the API's own answers (taken now, after the stock edits above), sent
    // again by a bare node:http server.
    const barePort = await freePort();
    const bare = `http://127.0.0.1:${barePort}`;
    await startServer(
      'bare',
      ['--import', 'tsx', path.join(REPO_ROOT, 'tools/bench/api-bare-http.ts')],
      {
        SOURCE: shop,
        PATHS: JSON.stringify(routes.map((route) => route.path)),
        PORT: String(barePort),
      },
      bare + routes[0].path,
    );
    reads = await measureReads(routes, { shop, baseline, bare }, options);
  }

  const bookingTokens = await benchCustomers(shop, client, options.connections);
  let bookingRuns = 0;
  const bookingsAt = (connections: number) => {
    console.log(
      `Measuring ${options.bookings} bookings at ${connections} connections, shop and bare-driver baseline...`,
    );
    return measureBookings(
      { shop, baseline },
      bookingTokens,
      { shop: benchPart, baseline: baselinePart },
      db,
      options,
      connections,
      {
        shop: api.pid,
        baseline: baselineServer.pid,
        messages: messagesWorker?.pid,
        database: mongo.pid,
      },
      bookingRuns++ % 2 === 1,
      options.cpuProfile && api.pid !== undefined
        ? () => process.kill(api.pid!, 'SIGWINCH')
        : undefined,
    );
  };
  if (options.warmup > 0) {
    const connections = Math.min(LIGHTER_BOOKING_CONNECTIONS, options.connections);
    console.log(`Warming up: ${options.warmup} bookings to each server, not measured...`);
    await warmUpBookings(
      { shop, baseline },
      bookingTokens,
      { shop: benchPart, baseline: baselinePart },
      db,
      options.warmup,
      connections,
    );
  }
  const lighterBookings: BookingMeasurement[] = [];
  for (const connections of [LIGHTER_BOOKING_CONNECTIONS].filter((n) => n < options.connections)) {
    lighterBookings.push(await bookingsAt(connections));
  }
  const booking = await bookingsAt(options.connections);
  if (options.cpuProfile) {
    // The profiler writes its file once the process has a moment between requests.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    [...lighterBookings, booking].forEach((measured, index) => {
      const file = path.join(options.cpuProfile!, `api-${index + 1}.cpuprofile`);
      const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
      console.log(
        `\nCPU profile of the API, bookings at ${measured.connections} connections (${file}):\n` +
          formatProfileSummary(summarizeProfile(profile), measured.shop.requests, 15),
      );
    });
  }

  let soakResult: SoakMeasurement | undefined;
  if (options.soak > 0) {
    console.log(`Soak: ${options.soak} s of browsing and bookings...`);
    soakResult = await soak(
      shop,
      customerToken,
      soakPart,
      [
        ...routes.map((route) => route.path),
        '/api/partHome',
        `/api/product/${catalogue[1]._id}`,
        '/api/part?page=2&limit=10',
      ],
      db,
      options,
    );
  }

  if (options.notificationsWorker) {
    // The worker's share of the work was done elsewhere, but done: the orders' messages it queued.
    const outbox = client.db().collection('notification_outbox');
    console.log(
      `Order messages queued by the notifications process: ${await outbox.countDocuments()} ` +
        `(${await outbox.countDocuments({ state: 'sent' })} sent so far).`,
    );
  }

  return {
    ...measuredAt(loadAverageAtStart),
    options: {
      duration: options.duration,
      rounds: options.rounds,
      connections: options.connections,
      bookings: options.bookings,
      warmup: options.warmup,
      soak: options.soak,
      notificationsWorker: options.notificationsWorker,
      apiMain: options.apiMain,
    },
    reads,
    booking,
    lighterBookings,
    soak: soakResult,
  };
}

async function main(): Promise<number> {
  // Before the options are read: it takes out --system-node.
  rerunUnderProductionNode();
  let options: ApiBenchOptions;
  try {
    options = parseApiBenchOptions(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const cleanup = new Cleanup();
  const interrupt = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the servers...`);
    void cleanup.run().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const report = await run(options, cleanup);
    console.log(`\n${formatApiReport(report)}`);
    if (options.json) await writeFile(options.json, `${JSON.stringify(report, null, 2)}\n`);
    const lost = checkApiTargets(report).filter(
      (check) => !check.met && /oversell|lost orders|5xx/.test(check.target),
    );
    return lost.length > 0 ? 1 : 0;
  } catch (error) {
    const known =
      error instanceof BenchFailure ||
      error instanceof SsrUploadsFailure ||
      error instanceof ServerStartError ||
      error instanceof BuildError ||
      error instanceof ApiCallError ||
      error instanceof EmbeddedMongoSetupError ||
      error instanceof ApiBenchUsageError;
    console.error(known ? (error as Error).message : error);
    return 1;
  } finally {
    await cleanup.run();
  }
}

void main().then((code) => process.exit(code));
