/**
 * The pure parts of `npm run bench:api`: its options, how rounds combine, the targets
 * and the printed report. Measuring is in api.ts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable, median } from './report';

// ---------------------------------------------------------------------------------------------
// Options

export interface ApiBenchOptions {
  skipBuild: boolean;
  /** Seconds of each measured run (one server, one route, one round). */
  duration: number;
  /** Rounds per route; each round measures the baseline and the shop back to back, alternating who goes first. */
  rounds: number;
  connections: number;
  /** Bookings sent in the booking measurement (a fixed count, so every answer is counted). */
  bookings: number;
  /**
   * Bookings sent to each server before the measured ones, not measured: a process just started
   * compiles its booking path during its first few hundred requests.
   */
  warmup: number;
  /** Seconds of mixed browsing and bookings after the measurements; 0: no soak. */
  soak: number;
  json: string | undefined;
  verbose: boolean;
  /**
   * Instead of the reads and bookings: the server-rendered `/shops` page idle and during parallel
   * large image uploads (api-ssr-uploads.ts), on the whole stack of `npm start`.
   */
  ssrUploads: boolean;
  /**
   * Order messages (mail, SMS) made by a second API process of their own, as a deployment can run
   * them: the measured API runs with `NOTIFICATIONS_POLL_MS=0`.
   */
  notificationsWorker: boolean;
  /** Only the bookings (and the soak): no catalogue reads measured, no read answers compared. */
  bookingsOnly: boolean;
  /**
   * A directory: the measured API's CPU profile during each booking run is written there
   * (`api-<n>.cpuprofile`) and summarised (cpu-profile-summary.ts).
   */
  cpuProfile: string | undefined;
  /**
   * The API build measured instead of `services/dist/main.js` (another build's `main.js`, in a
   * `services/dist` of its own beside that build's `static/`): one build and another on the same
   * machine minutes apart, for before/after figures of a change. Implies `--skip-build`.
   */
  apiMain: string | undefined;
}

/** The `--ssr-uploads` scenario: this many clients keep uploading a PNG of this many megapixels. */
export const SSR_PARALLEL_UPLOADS = 4;
export const SSR_UPLOAD_MEGAPIXELS = 36;

export const API_BENCH_USAGE = `Usage: npm run bench:api -- [options]
  --skip-build       reuse services/dist instead of building the API through Nx
  --duration S       seconds per measured run (default 10)
  --rounds N         alternating rounds per route, baseline and shop each (default 2)
  --connections N    concurrent connections (default 64)
  --bookings N       bookings sent in the booking measurement (default 6000)
  --warmup N         bookings sent to each server first, not measured (default 2000; 0: none)
  --quick            --duration 3 --rounds 1 --bookings 1500 (a smoke run; figures are rougher)
  --soak S           afterwards, S seconds of mixed browsing and bookings: zero 5xx, zero lost orders
  --ssr-uploads      instead: p99 of the server-rendered /shops idle vs. during ${SSR_PARALLEL_UPLOADS} parallel
                     ${SSR_UPLOAD_MEGAPIXELS}-megapixel uploads (builds and starts the whole shop; --duration, --rounds apply)
  --bookings-only    only the bookings (and --soak): no catalogue reads
  --cpu-profile DIR  profile the API during each booking run: DIR/api-<n>.cpuprofile and a summary
  --api-main FILE    measure that build of the API (its main.js) instead of services/dist (no build)
  --notifications-worker
                     order messages made by a second API process of their own; the measured one
                     runs with NOTIFICATIONS_POLL_MS=0 (as docker compose's api and notifications)
  --json FILE        also write the results as JSON
  --verbose          the servers' logs too`;

export class ApiBenchUsageError extends Error {
  override name = 'ApiBenchUsageError';
}

function wholeNumber(name: string, value: string, min: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < min) {
    throw new ApiBenchUsageError(
      `--${name} must be a whole number ≥ ${min}, not "${value}"\n${API_BENCH_USAGE}`,
    );
  }
  return number;
}

export function parseApiBenchOptions(argv: readonly string[]): ApiBenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        'skip-build': { type: 'boolean', default: false },
        quick: { type: 'boolean', default: false },
        duration: { type: 'string' },
        rounds: { type: 'string' },
        connections: { type: 'string' },
        bookings: { type: 'string' },
        warmup: { type: 'string' },
        soak: { type: 'string' },
        json: { type: 'string' },
        verbose: { type: 'boolean', default: false },
        'ssr-uploads': { type: 'boolean', default: false },
        'notifications-worker': { type: 'boolean', default: false },
        'bookings-only': { type: 'boolean', default: false },
        'cpu-profile': { type: 'string' },
        'api-main': { type: 'string' },
      },
    }));
  } catch (error) {
    throw new ApiBenchUsageError(`${(error as Error).message}\n${API_BENCH_USAGE}`);
  }
  const quick = values.quick;
  return {
    skipBuild: values['skip-build'] || values['api-main'] !== undefined,
    duration: wholeNumber('duration', values.duration ?? (quick ? '3' : '10'), 1),
    rounds: wholeNumber('rounds', values.rounds ?? (quick ? '1' : '2'), 1),
    connections: wholeNumber('connections', values.connections ?? '64', 1),
    bookings: wholeNumber('bookings', values.bookings ?? (quick ? '1500' : '6000'), 1),
    warmup: wholeNumber('warmup', values.warmup ?? String(DEFAULT_WARMUP_BOOKINGS), 0),
    soak: wholeNumber('soak', values.soak ?? '0', 0),
    json: values.json,
    verbose: values.verbose,
    ssrUploads: values['ssr-uploads'],
    notificationsWorker: values['notifications-worker'],
    bookingsOnly: values['bookings-only'],
    cpuProfile: values['cpu-profile'],
    apiMain: values['api-main'] === undefined ? undefined : path.resolve(values['api-main']),
  };
}

// ---------------------------------------------------------------------------------------------
// Figures

/** One autocannon run of one server on one route. */
export interface RunFigures {
  requests: number;
  seconds: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  /** Answers by status code. */
  statusCodes: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

/** Several runs of the same server and route, combined. */
export interface RouteFigures {
  requestsPerSecond: number;
  /** Medians of the runs' percentiles. */
  p50: number;
  p99: number;
  requests: number;
  statusCodes: Record<string, number>;
  errors: number;
}

/** Rate over all runs (total answers / total time); latency percentiles: the median run's. */
export function combineRuns(runs: readonly RunFigures[]): RouteFigures {
  if (runs.length === 0) throw new Error('no runs to combine');
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const statusCodes: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, count] of Object.entries(run.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  }
  return {
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    requests,
    statusCodes,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** Answers with a status code from `from` to `to` (inclusive). */
export function countStatus(codes: Record<string, number>, from: number, to = from): number {
  return Object.entries(codes)
    .filter(([code]) => Number(code) >= from && Number(code) <= to)
    .reduce((sum, [, count]) => sum + count, 0);
}

export interface ReadMeasurement {
  /** The request as shown, e.g. `GET /api/part`. */
  label: string;
  path: string;
  shop: RouteFigures;
  baseline: RouteFigures;
  /**
   * The one-process limit: a bare node:http server sending the API's own answer to this URL,
   * bytes and headers (api-bare-http.ts). Absent in reports made before it was measured.
   */
  bare?: RouteFigures;
}

/**
 * The same bookings sent to the baseline's bare-driver `POST /api/booking` (api-baseline.ts: the
 * conditional stock decrement, the order and its outbox entry, nothing else), on a part of its own.
 */
export interface BaselineBookingMeasurement {
  figures: RouteFigures;
  /** Answered 201. */
  created: number;
  /** Orders the baseline wrote during the run (its own collection). */
  ordersWritten: number;
  stockBefore: number;
  stockAfter: number;
  /** CPU ms (user + system) of the baseline process during the run; absent without `/proc`. */
  cpuMs?: number;
  /** CPU ms of the database process during the run; absent without `/proc`. */
  databaseCpuMs?: number;
  /** CPU ms of the bench's own process (the load generator, autocannon) during the run. */
  loadCpuMs?: number;
}

export interface BookingMeasurement {
  /** Concurrent connections booking (each one a customer of its own). */
  connections: number;
  shop: RouteFigures;
  /** The bare-driver booking server, same bookings, same connections, same database. */
  baseline: BaselineBookingMeasurement;
  /** Answered 201. */
  created: number;
  /** Orders in the database for the benchmark's part, written during the run. */
  ordersWritten: number;
  unitsPerBooking: number;
  stockBefore: number;
  stockAfter: number;
  /**
   * CPU time (user + system) the measured API process spent from the first booking until the last
   * of their order messages was made, in ms; absent where `/proc` cannot tell. Steadier than rates
   * on a shared machine.
   */
  apiCpuMs?: number;
  /** The database process's CPU ms in the same window; absent without `/proc`. */
  databaseCpuMs?: number;
  /** The part of databaseCpuMs spent before the last answer (the rest went to the messages). */
  databaseCpuUntilLastAnswerMs?: number;
  /** The bench's own process's CPU ms (the load generator, autocannon) in the same window. */
  loadCpuMs?: number;
  /**
   * The bookings' order messages (mail, SMS): how long after the last answer the bench waited for
   * them to be relayed and sent (inside the CPU window), whether they all were, and, with
   * `--notifications-worker`, the CPU ms the process that makes them spent in that window.
   */
  messages?: { waitedMs: number; made: boolean; workerCpuMs?: number };
}

export interface SoakMeasurement {
  seconds: number;
  reads: number;
  readErrors5xx: number;
  bookingsSent: number;
  bookingsCreated: number;
  bookingErrors5xx: number;
  /** Other answers to bookings by status code (e.g. 409 when stock ran out). */
  bookingOther: Record<string, number>;
  ordersWritten: number;
  stockBefore: number;
  stockAfter: number;
  unitsPerBooking: number;
  connectionErrors: number;
}

/** The server-rendered page, idle and while large uploads keep the API's image work busy. */
export interface SsrUploadsMeasurement {
  /** The page measured, e.g. `/shops`. */
  page: string;
  connections: number;
  idle: RouteFigures;
  during: RouteFigures;
  uploads: {
    parallel: number;
    megapixels: number;
    bytes: number;
    /** Answers to the uploads made during the measured runs, by status code. */
    answers: Record<string, number>;
    /** Connection errors of the uploads. */
    errors: number;
  };
}

export interface ApiBenchReport {
  measuredAt: string;
  commit: string;
  machine: {
    cpus: number;
    loadAverageAtStart: readonly number[];
    loadAverageAtEnd: readonly number[];
  };
  options: Pick<ApiBenchOptions, 'duration' | 'rounds' | 'connections' | 'bookings' | 'soak'> &
    Partial<Pick<ApiBenchOptions, 'notificationsWorker' | 'apiMain' | 'warmup'>>;
  reads: ReadMeasurement[];
  /** Bookings at `options.connections` (64). */
  booking?: BookingMeasurement;
  /** The same bookings at fewer connections first (16); the same targets apply. */
  lighterBookings?: BookingMeasurement[];
  soak?: SoakMeasurement;
  ssrUploads?: SsrUploadsMeasurement;
}

// ---------------------------------------------------------------------------------------------
// Targets

/**
 * Bookings to each server before the measured runs. The database is a JVM (mongo-java-server), and
 * its compiler was still at work on the shop's commands after 300: the first measured run then
 * cost the database 2.4 ms of CPU per booking instead of 0.8, and the API 1.7 instead of 1.1
 * (450 against 876 bookings a second, 2026-12-01).
 */
export const DEFAULT_WARMUP_BOOKINGS = 2000;

export const READ_RATIO_TARGET = 2;
/** Reads ≥ this share of the bare node:http server answering the same bytes (one process). */
export const BARE_RATIO_TARGET = 0.4;
/** Bookings ≥ this share of the bare-driver booking baseline's rate. */
export const BOOKING_RATIO_TARGET = 0.5;
/** The API process's CPU per booking (user + system), at most. */
export const BOOKING_CPU_TARGET_MS = 2.5;
export const P99_TARGET_MS = 50;
/** The server-rendered page's p99 during the uploads at most this many times its idle p99. */
export const SSR_UPLOAD_RATIO_TARGET = 2;

export interface TargetCheck {
  target: string;
  subject: string;
  value: string;
  met: boolean;
}

export const ratio = (shop: number, baseline: number): number =>
  baseline > 0 ? shop / baseline : 0;

export function checkApiTargets(report: ApiBenchReport): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const read of report.reads) {
    const r = ratio(read.shop.requestsPerSecond, read.baseline.requestsPerSecond);
    checks.push({
      target: `reads ≥ ${READ_RATIO_TARGET}× baseline`,
      subject: read.label,
      value: `${formatRatio(r)} (${formatRate(read.shop.requestsPerSecond)} vs ${formatRate(read.baseline.requestsPerSecond)} req/s)`,
      met: r >= READ_RATIO_TARGET,
    });
    if (read.bare) {
      const toBare = ratio(read.shop.requestsPerSecond, read.bare.requestsPerSecond);
      checks.push({
        target: `reads ≥ ${BARE_RATIO_TARGET}× the bare node:http limit`,
        subject: read.label,
        value: `${formatRatio(toBare)} (${formatRate(read.shop.requestsPerSecond)} vs ${formatRate(read.bare.requestsPerSecond)} req/s)`,
        met: toBare >= BARE_RATIO_TARGET,
      });
    }
    checks.push(p99Check(read.label, read.shop.p99));
  }
  const booking = report.booking;
  for (const measured of [...(report.lighterBookings ?? []), ...(booking ? [booking] : [])]) {
    const r = ratio(measured.shop.requestsPerSecond, measured.baseline.figures.requestsPerSecond);
    checks.push({
      target: `bookings ≥ ${BOOKING_RATIO_TARGET}× the bare-driver booking baseline`,
      subject: bookingLabel(measured),
      value: `${formatRatio(r)} (${formatRate(measured.shop.requestsPerSecond)} vs ${formatRate(measured.baseline.figures.requestsPerSecond)} bookings/s)`,
      met: r >= BOOKING_RATIO_TARGET,
    });
    const cpu = apiCpuMsPerBooking(measured);
    if (cpu !== undefined)
      checks.push({
        target: `API CPU ≤ ${BOOKING_CPU_TARGET_MS} ms per booking`,
        subject: bookingLabel(measured),
        value: `${cpu.toFixed(1)} ms`,
        met: cpu <= BOOKING_CPU_TARGET_MS,
      });
    const expectedStock = measured.stockBefore - measured.created * measured.unitsPerBooking;
    checks.push({
      target: 'no oversell: orders written = 201 answers, stock = start − units',
      subject: bookingLabel(measured),
      value: `${measured.ordersWritten} orders for ${measured.created} × 201; stock ${measured.stockBefore} → ${measured.stockAfter} (expected ${expectedStock})`,
      met: measured.ordersWritten === measured.created && measured.stockAfter === expectedStock,
    });
    const base = measured.baseline;
    const baseExpected = base.stockBefore - base.created * measured.unitsPerBooking;
    checks.push({
      target: 'no oversell: orders written = 201 answers, stock = start − units',
      subject: `baseline ${bookingLabel(measured)}`,
      value: `${base.ordersWritten} orders for ${base.created} × 201; stock ${base.stockBefore} → ${base.stockAfter} (expected ${baseExpected})`,
      met: base.ordersWritten === base.created && base.stockAfter === baseExpected,
    });
  }
  const ssr = report.ssrUploads;
  if (ssr) {
    const r = ratio(ssr.during.p99, ssr.idle.p99);
    checks.push({
      target: `p99 during ${ssr.uploads.parallel} parallel uploads ≤ ${SSR_UPLOAD_RATIO_TARGET}× idle`,
      subject: `GET ${ssr.page} (server-rendered)`,
      value: `${formatRatio(r)} (${formatMs(ssr.during.p99)} vs ${formatMs(ssr.idle.p99)} ms)`,
      met: r <= SSR_UPLOAD_RATIO_TARGET,
    });
    const failed =
      countStatus(ssr.idle.statusCodes, 500, 599) + countStatus(ssr.during.statusCodes, 500, 599);
    checks.push({
      target: 'zero 5xx',
      subject: `GET ${ssr.page} (server-rendered)`,
      value: `${failed} of ${ssr.idle.requests + ssr.during.requests} answers`,
      met: failed === 0,
    });
  }
  const soak = report.soak;
  if (soak) {
    checks.push({
      target: 'zero 5xx',
      subject: `soak (${soak.seconds} s)`,
      value: `${soak.readErrors5xx + soak.bookingErrors5xx} of ${soak.reads + soak.bookingsSent} answers`,
      met: soak.readErrors5xx + soak.bookingErrors5xx === 0,
    });
    const expectedStock = soak.stockBefore - soak.bookingsCreated * soak.unitsPerBooking;
    checks.push({
      target: 'zero lost orders: orders written = orders answered 201',
      subject: `soak (${soak.seconds} s)`,
      value: `${soak.ordersWritten} written, ${soak.bookingsCreated} answered 201; stock ${soak.stockBefore} → ${soak.stockAfter} (expected ${expectedStock})`,
      met: soak.ordersWritten === soak.bookingsCreated && soak.stockAfter === expectedStock,
    });
  }
  return checks;
}

/**
 * The CPU time a process has used (user + system), in ms, from the text of `/proc/<pid>/stat`
 * (fields 14 and 15, in clock ticks; the name in field 2 may hold spaces and parentheses).
 */
export function processCpuMs(stat: string, ticksPerSecond: number): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (the state).
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isInteger(utime) || !Number.isInteger(stime) || !(ticksPerSecond > 0))
    throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return ((utime + stime) * 1000) / ticksPerSecond;
}

/** The API's CPU ms per booking answered, or undefined when it was not measured. */
export const apiCpuMsPerBooking = (booking: BookingMeasurement): number | undefined =>
  booking.apiCpuMs === undefined || booking.shop.requests === 0
    ? undefined
    : booking.apiCpuMs / booking.shop.requests;

/** The baseline process's CPU ms per booking answered, or undefined when it was not measured. */
export const baselineCpuMsPerBooking = (booking: BookingMeasurement): number | undefined =>
  booking.baseline.cpuMs === undefined || booking.baseline.figures.requests === 0
    ? undefined
    : booking.baseline.cpuMs / booking.baseline.figures.requests;

/** One server's CPU per booking on the whole machine, in ms: every process a booking ran in. */
export interface MachineCpuPerBooking {
  /** The server answering (the shop's API, or the bare-driver server). */
  server: number;
  /** The shop's notifications process (with `--notifications-worker`). */
  messages?: number;
  database: number;
  /** The shop's database CPU spent before the last answer (the rest went to the messages). */
  databaseUntilLastAnswer?: number;
  /** The bench's own process sending the bookings. */
  load: number;
  total: number;
}

/**
 * The CPU every process spent per booking, for the shop and for the bare-driver baseline, or
 * undefined when a figure is missing (no `/proc`). When the cores are the bound, a server's
 * bookings a second cannot exceed cores × 1 000 ÷ its total, so the ratio of the totals is the
 * highest booking ratio this machine allows for the work each one does.
 */
export function machineCpuPerBooking(
  booking: BookingMeasurement,
): { shop: MachineCpuPerBooking; baseline: MachineCpuPerBooking } | undefined {
  const base = booking.baseline;
  const shopAnswers = booking.shop.requests;
  const baseAnswers = base.figures.requests;
  if (
    shopAnswers === 0 ||
    baseAnswers === 0 ||
    booking.apiCpuMs === undefined ||
    booking.databaseCpuMs === undefined ||
    booking.loadCpuMs === undefined ||
    base.cpuMs === undefined ||
    base.databaseCpuMs === undefined ||
    base.loadCpuMs === undefined
  )
    return undefined;
  const messages =
    booking.messages?.workerCpuMs === undefined
      ? undefined
      : booking.messages.workerCpuMs / shopAnswers;
  const shop = {
    server: booking.apiCpuMs / shopAnswers,
    ...(messages === undefined ? {} : { messages }),
    database: booking.databaseCpuMs / shopAnswers,
    ...(booking.databaseCpuUntilLastAnswerMs === undefined
      ? {}
      : { databaseUntilLastAnswer: booking.databaseCpuUntilLastAnswerMs / shopAnswers }),
    load: booking.loadCpuMs / shopAnswers,
  };
  const baseline = {
    server: base.cpuMs / baseAnswers,
    database: base.databaseCpuMs / baseAnswers,
    load: base.loadCpuMs / baseAnswers,
  };
  const total = (cpu: Omit<MachineCpuPerBooking, 'total'>) =>
    cpu.server + (cpu.messages ?? 0) + cpu.database + cpu.load;
  return {
    shop: { ...shop, total: total(shop) },
    baseline: { ...baseline, total: total(baseline) },
  };
}

/** `POST /api/booking (64 conn.)` */
export const bookingLabel = (booking: BookingMeasurement): string =>
  `POST /api/booking (${booking.connections} conn.)`;

function p99Check(subject: string, p99: number): TargetCheck {
  return {
    target: `p99 ≤ ${P99_TARGET_MS} ms`,
    subject,
    value: `${formatMs(p99)} ms`,
    met: p99 <= P99_TARGET_MS,
  };
}

// ---------------------------------------------------------------------------------------------
// Formatting

export const formatRate = (perSecond: number): string => Math.round(perSecond).toString();
export const formatMs = (ms: number): string => (Number.isInteger(ms) ? String(ms) : ms.toFixed(1));
export const formatRatio = (value: number): string => `${value.toFixed(2)}×`;
const mark = (met: boolean) => (met ? '✓' : '✗');

export const API_TABLE_HEADER = [
  'request',
  'shop req/s',
  'shop p50 / p99 ms',
  'baseline req/s',
  'baseline p50 / p99 ms',
  'ratio',
] as const;

export function apiTableRows(report: ApiBenchReport): string[][] {
  const rows = report.reads.map((read) => {
    const r = ratio(read.shop.requestsPerSecond, read.baseline.requestsPerSecond);
    return [
      read.label,
      formatRate(read.shop.requestsPerSecond),
      `${formatMs(read.shop.p50)} / ${formatMs(read.shop.p99)}`,
      formatRate(read.baseline.requestsPerSecond),
      `${formatMs(read.baseline.p50)} / ${formatMs(read.baseline.p99)}`,
      `${formatRatio(r)} ${mark(r >= READ_RATIO_TARGET)}`,
    ];
  });
  for (const booking of [
    ...(report.lighterBookings ?? []),
    ...(report.booking ? [report.booking] : []),
  ]) {
    const base = booking.baseline.figures;
    const r = ratio(booking.shop.requestsPerSecond, base.requestsPerSecond);
    rows.push([
      bookingLabel(booking),
      formatRate(booking.shop.requestsPerSecond),
      `${formatMs(booking.shop.p50)} / ${formatMs(booking.shop.p99)}`,
      formatRate(base.requestsPerSecond),
      `${formatMs(base.p50)} / ${formatMs(base.p99)}`,
      `${formatRatio(r)} ${mark(r >= BOOKING_RATIO_TARGET)}`,
    ]);
  }
  return rows;
}

export function formatApiReport(report: ApiBenchReport): string {
  const { machine, options } = report;
  const load = (values: readonly number[]) => values.map((v) => v.toFixed(2)).join(' ');
  const lines = [
    `Measured ${report.measuredAt} at commit ${report.commit} on ${machine.cpus} CPUs; load average ` +
      `${load(machine.loadAverageAtStart)} at start, ${load(machine.loadAverageAtEnd)} at end.`,
    ...(report.reads.length > 0 || report.booking
      ? [
          `${options.connections} connections, ${options.rounds} alternating round(s) of ${options.duration} s per ` +
            `server and route; req/s over all rounds, p50/p99 the median round's. Ratio: shop ÷ baseline ` +
            `(bookings: ÷ the baseline's bare-driver bookings, same count and connections` +
            (options.warmup
              ? `, after ${options.warmup} bookings to each server not measured).`
              : `; no warm-up: each server's first bookings measured).`),
          '',
          options.notificationsWorker
            ? 'Order messages: made by a second API process of their own; the measured API runs with NOTIFICATIONS_POLL_MS=0.'
            : 'Order messages: made in the measured API process itself (NOTIFICATIONS_POLL_MS at its default).',
          ...(options.apiMain
            ? [`The API measured: the build ${options.apiMain} (not this commit's services/dist).`]
            : []),
          '',
          markdownTable(API_TABLE_HEADER, apiTableRows(report)),
          ...formatBareLimit(report),
          ...formatBookingCpu(report),
        ]
      : [
          `${options.rounds} alternating round(s) of ${options.duration} s per phase; p50/p99 the median round's.`,
        ]),
  ];
  if (report.ssrUploads) lines.push(...formatSsrUploads(report.ssrUploads));
  if (report.soak) {
    const soak = report.soak;
    const other = Object.entries(soak.bookingOther)
      .map(([code, count]) => `${count} × ${code}`)
      .join(', ');
    lines.push(
      '',
      `Soak: ${soak.seconds} s, ${soak.reads} reads and ${soak.bookingsSent} bookings ` +
        `(${soak.bookingsCreated} × 201${other ? `, ${other}` : ''}), ${soak.connectionErrors} connection errors.`,
    );
  }
  lines.push(
    '',
    'Targets:',
    ...checkApiTargets(report).map(
      (c) => `  ${mark(c.met)} ${c.target} — ${c.subject}: ${c.value}`,
    ),
  );
  return lines.join('\n');
}

export const BARE_TABLE_HEADER = [
  'request',
  'shop req/s',
  'bare node:http req/s',
  'bare p50 / p99 ms',
  'shop ÷ bare',
] as const;

/** Reads against the bare node:http server sending the same bytes, where it was measured. */
export function bareTableRows(report: ApiBenchReport): string[][] {
  return report.reads.flatMap((read) => {
    if (!read.bare) return [];
    const r = ratio(read.shop.requestsPerSecond, read.bare.requestsPerSecond);
    return [
      [
        read.label,
        formatRate(read.shop.requestsPerSecond),
        formatRate(read.bare.requestsPerSecond),
        `${formatMs(read.bare.p50)} / ${formatMs(read.bare.p99)}`,
        `${formatRatio(r)} ${mark(r >= BARE_RATIO_TARGET)}`,
      ],
    ];
  });
}

function formatBareLimit(report: ApiBenchReport): string[] {
  const rows = bareTableRows(report);
  if (rows.length === 0) return [];
  return [
    '',
    `Reads against the one-process limit (a bare node:http server sending the API's own answer, ` +
      `headers and bytes; target ≥ ${BARE_RATIO_TARGET}×):`,
    '',
    markdownTable(BARE_TABLE_HEADER, rows),
  ];
}

/**
 * `API CPU ms per booking: 9.4 (16 conn.), 9.6 (64 conn.); baseline 1.1, 1.0 ...`, or nothing when
 * not measured.
 */
function formatBookingCpu(report: ApiBenchReport): string[] {
  const measured = [...(report.lighterBookings ?? []), ...(report.booking ? [report.booking] : [])]
    .map((booking) => ({ booking, perBooking: apiCpuMsPerBooking(booking) }))
    .filter((entry) => entry.perBooking !== undefined);
  if (measured.length === 0) return [];
  const baseline = measured.map(({ booking }) => baselineCpuMsPerBooking(booking));
  const worker = measured.map(({ booking }) =>
    booking.messages?.workerCpuMs === undefined || booking.shop.requests === 0
      ? undefined
      : booking.messages.workerCpuMs / booking.shop.requests,
  );
  const waits = measured.map(({ booking }) => booking.messages);
  const machine = measured.map(({ booking }) => ({ booking, cpu: machineCpuPerBooking(booking) }));
  return [
    '',
    `API CPU ms per booking: ${measured
      .map(({ booking, perBooking }) => `${perBooking!.toFixed(1)} (${booking.connections} conn.)`)
      .join(', ')}${
      worker.every((value) => value !== undefined)
        ? `; the notifications process ${worker.map((value) => value!.toFixed(1)).join(', ')}`
        : ''
    }${
      baseline.every((value) => value !== undefined)
        ? `; bare-driver baseline ${baseline.map((value) => value!.toFixed(1)).join(', ')}`
        : ''
    } — each process's user + system time during its bookings ÷ answers.`,
    ...(waits.every((wait) => wait !== undefined)
      ? [
          `The shop's figures include its order messages: each run's window ends once every message of ` +
            `its bookings is relayed and sent (${waits
              .map(
                (wait) =>
                  `${(wait!.waitedMs / 1000).toFixed(1)} s${wait!.made ? '' : ', NOT all made'}`,
              )
              .join(', ')} after the last answer).`,
        ]
      : []),
    ...machine.flatMap(({ booking, cpu }) =>
      cpu ? formatMachineCpu(booking, cpu, report.machine.cpus) : [],
    ),
  ];
}

/**
 * `CPU per booking on the whole machine, 64 conn.: shop 4.1 ms (API 1.0, messages 1.4, …); …`:
 * what each booking cost every process, and the ceiling the cores put on each server's rate.
 */
function formatMachineCpu(
  booking: BookingMeasurement,
  cpu: { shop: MachineCpuPerBooking; baseline: MachineCpuPerBooking },
  cores: number,
): string[] {
  const ms = (value: number) => value.toFixed(2);
  const ceiling = (total: number) => formatRate((cores * 1000) / total);
  const { shop, baseline } = cpu;
  return [
    `CPU per booking on the whole machine, ${booking.connections} conn.: shop ${ms(shop.total)} ms ` +
      `(API ${ms(shop.server)}${shop.messages === undefined ? '' : `, messages ${ms(shop.messages)}`}, ` +
      `database ${ms(shop.database)}${
        shop.databaseUntilLastAnswer === undefined
          ? ''
          : ` (${ms(shop.databaseUntilLastAnswer)} until the last answer; after it, the bench's own check for the messages too)`
      }, load generator ${ms(shop.load)}); bare-driver baseline ` +
      `${ms(baseline.total)} ms (server ${ms(baseline.server)}, database ${ms(baseline.database)}, ` +
      `load generator ${ms(baseline.load)}). With the ${cores} cores as the bound, at most ` +
      `${ceiling(shop.total)} and ${ceiling(baseline.total)} bookings/s: the shop's work allows ` +
      `${formatRatio(baseline.total / shop.total)} the baseline's rate.`,
  ];
}

export const SSR_TABLE_HEADER = [
  'GET /shops (server-rendered)',
  'req/s',
  'p50 ms',
  'p99 ms',
  'answers',
] as const;

function formatSsrUploads(ssr: SsrUploadsMeasurement): string[] {
  const answers = (codes: Record<string, number>) =>
    Object.entries(codes)
      .map(([code, count]) => `${count} × ${code}`)
      .join(', ');
  const row = (label: string, figures: RouteFigures) => [
    label,
    formatRate(figures.requestsPerSecond),
    formatMs(figures.p50),
    formatMs(figures.p99),
    answers(figures.statusCodes),
  ];
  const r = ratio(ssr.during.p99, ssr.idle.p99);
  return [
    '',
    `${ssr.page} rendered by the shell's server, ${ssr.connections} connection(s), idle and while ` +
      `${ssr.uploads.parallel} clients keep uploading a ${ssr.uploads.megapixels}-megapixel PNG ` +
      `(${(ssr.uploads.bytes / 1_048_576).toFixed(1)} MB) to the API (uploads answered: ` +
      `${answers(ssr.uploads.answers) || 'none'}${ssr.uploads.errors ? `, ${ssr.uploads.errors} connection errors` : ''}).`,
    '',
    markdownTable(SSR_TABLE_HEADER, [
      row('idle', ssr.idle),
      row(`during ${ssr.uploads.parallel} uploads`, ssr.during),
    ]),
    '',
    `p99 during ÷ idle: ${formatRatio(r)} ${mark(r <= SSR_UPLOAD_RATIO_TARGET)} (target ≤ ${SSR_UPLOAD_RATIO_TARGET}×)`,
  ];
}
