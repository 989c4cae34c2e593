/**
 * `npm run bench:ssr`: server-rendered pages under a crowd, measured against the same
 * server's static file in one run.
 *
 *   npm run bench:ssr -- [--skip-build] [--quick] [--duration 10] [--soak 60] [--json out.json]
 *                        [--verbose] [--cpu-profile renders.cpuprofile] [--system-node]
 *
 * Runs under the production images' Node (tools/node-runtime `rerunUnderProductionNode`) unless
 * given `--system-node`.
 *
 * 1. Builds the API and the four frontends through Nx (`--skip-build` reuses their dist/), starts
 *    the whole shop on free ports with the in-memory database as `bench:web` does (`tools/stack`:
 *    the shell's static server, with its renderer and page cache, runs in this process; the load
 *    runs in a child process, `ssr-load.ts`, so the two do not share an event loop).
 * 2. autocannon at 16 connections (`Accept: text/html`, gzip) on `/favicon.svg` (the static
 *    baseline) and on the server-rendered `/`, `/shops`, `/shops` with a category, sort and page,
 *    a product page and `/reviews`, in English and in Bengali (`/bn/…` when the shell serves
 *    Bengali URLs, else the `lang=bn` cookie), answered from the page cache: pages/s, p50, p99,
 *    ratio to the static rate (goal ≥ 0.5×, p99 ≤ 30 ms).
 * 3. Pages no stored page can answer: `/shops?q=<a new search each request>` (each one rendered),
 *    and `/shops?utm_x=<new>` (a tracking parameter: the page cache leaves it out of its key, so
 *    it should be a stored page): ratio to the static rate (goal ≥ 0.1×). With `--verbose`, what
 *    a render's stages cost (the web server's own, published on `RENDER_STAGES_CHANNEL`, and the
 *    HTTP calls the process made, from undici's diagnostics channels). With `--cpu-profile FILE`,
 *    this process's CPU profile over the new searches' run, written to FILE and summarised per
 *    function in ms per page (ssr-profile.ts).
 * 4. The flash-crowd soak: `--soak` seconds (default 60) of 200 connections browsing those pages
 *    at random while 20 bookings a second come in (`POST /api/booking` as signed-in customers, on
 *    the first product sold without variants, which the visitors also browse): zero 5xx, page p99 ≤ 300 ms, and orders
 *    in the database = 201 answers.
 * `--quick`: 3 s per page and a 15 s soak. Missed figures are marked ✗; a 5xx or a lost order
 * exits with 1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { MongoClient, ObjectId } from 'mongodb';
import {
  callApi,
  freeStackPorts,
  logIn,
  nxBuild,
  REPO_ROOT,
  SEEDED_ADMIN,
  SEEDED_CUSTOMER,
  startStack,
  testContact,
} from '../stack';
import { RENDER_STAGES_CHANNEL, type RenderStage } from '@shop/web-server/src/render-stages';
import {
  fasterStaticRun,
  formatPagesTable,
  formatSoak,
  formatStages,
  type PageFigures,
  type SoakFigures,
  type StageFigures,
} from './ssr-report';
import { formatFunctionTimes, functionTimes, profileThisProcess } from './ssr-profile';
import { rerunUnderProductionNode } from '../node-runtime';

const CONTACT = testContact('Bench Customer');
const CONNECTIONS = 16;
const SOAK_VISITORS = 200;
const BOOKINGS_PER_SECOND = 20;
const BOOKING_ACCOUNTS = 40;

interface Target {
  label: string;
  path: string;
  cookie?: string;
}

function options() {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean', default: false },
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      soak: { type: 'string' },
      json: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      'cpu-profile': { type: 'string' },
    },
  });
  const quick = values.quick ?? false;
  return {
    skipBuild: values['skip-build'] ?? false,
    duration: Number(values.duration ?? (quick ? 3 : 10)),
    soak: Number(values.soak ?? (quick ? 15 : 60)),
    json: values.json,
    verbose: values.verbose ?? false,
    cpuProfile: values['cpu-profile'],
  };
}

/** One autocannon run in a child process (ssr-load.ts). */
function load(
  url: string,
  targets: Array<Pick<Target, 'path' | 'cookie'>>,
  connections: number,
  duration: number,
): Promise<autocannon.Result & { cpuMs: number }> {
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(__dirname, 'ssr-load.ts'),
        JSON.stringify({ url, targets, connections, duration }),
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load exited ${code}`));
      const result = JSON.parse(out) as autocannon.Result;
      const { user, system } = process.cpuUsage(cpuBefore);
      resolve({ ...result, cpuMs: (user + system) / 1000 / Math.max(1, result.requests.total) });
    });
  });
}

function figures(label: string, result: autocannon.Result & { cpuMs?: number }): PageFigures {
  return {
    label,
    rate: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMs: result.cpuMs,
  };
}

/**
 * The stages of the renders in this process while it runs: the web server's (RENDER_STAGES_CHANNEL)
 * and the HTTP calls its renders make (undici's `undici:request:*` channels, which Node's fetch
 * publishes): to the API (its version asks apart) and to the remotes' servers.
 */
function stageRecorder(apiUrl: string) {
  const api = new URL(apiUrl);
  const totals = new Map<string, StageFigures>();
  const add = (stage: string, ms: number) => {
    const figures = totals.get(stage) ?? { stage, totalMs: 0, count: 0 };
    figures.totalMs += ms;
    figures.count += 1;
    totals.set(stage, figures);
  };
  const started = new WeakMap<object, number>();
  type UndiciRequest = { origin?: string | URL; path?: string };
  const onStage = (message: unknown) => {
    const { stage, ms } = message as RenderStage;
    add(stage, ms);
  };
  const onCreate = (message: unknown) => {
    started.set((message as { request: object }).request, performance.now());
  };
  const onHeaders = (message: unknown) => {
    const request = (message as { request: UndiciRequest }).request;
    const start = started.get(request);
    if (start === undefined) return;
    const origin = String(request.origin ?? '').replace(/\/$/, '');
    const kind =
      origin !== api.origin
        ? 'HTTP: remote files (manifest, CSS, server chunks)'
        : request.path?.startsWith(`${api.pathname.replace(/\/$/, '')}/catalogue/version`)
          ? 'HTTP: catalogue version ask'
          : 'HTTP: API call (answer headers)';
    add(kind, performance.now() - start);
  };
  const channels: Array<[string, (message: unknown) => void]> = [
    [RENDER_STAGES_CHANNEL, onStage],
    ['undici:request:create', onCreate],
    ['undici:request:headers', onHeaders],
  ];
  return {
    start() {
      totals.clear();
      for (const [name, listener] of channels) subscribe(name, listener);
    },
    stop(): { stages: StageFigures[]; renders: number } {
      for (const [name, listener] of channels) unsubscribe(name, listener);
      const stages = [...totals.values()];
      const renders =
        stages.find((figures) => figures.stage.startsWith('page rendered'))?.count ?? 0;
      return { stages, renders };
    },
  };
}

const status5xx = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, { count }]) => sum + count, 0);

async function main(): Promise<void> {
  // Before the options are read: it takes out --system-node.
  rerunUnderProductionNode();
  const opts = options();
  if (!opts.skipBuild) nxBuild(['services', 'shell', 'mfe-shop', 'mfe-dashboard', 'mfe-admin']);
  console.log(`Starting the shop (load average ${loadavg()[0].toFixed(1)})...`);
  const stack = await startStack({
    ports: await freeStackPorts(),
    dbBackend: 'memory',
    installMissing: true,
    // 20 bookings a second from BOOKING_ACCOUNTS customers: cash bookings count as open unpaid
    // orders, which the shop limits per account (3); a crowd is many more customers than that.
    // The same accounts book all run long: the hourly limits on order actions and messages too.
    apiEnv: {
      MAX_OPEN_UNPAID_ORDERS: '1000',
      ORDER_ACTIONS_PER_HOUR: '100000',
      MESSAGES_PER_PHONE_PER_HOUR: '100000',
      MESSAGES_PER_EMAIL_PER_HOUR: '100000',
    },
    log: (source, line) => {
      if (opts.verbose) console.log(`[${source}] ${line}`);
    },
  });
  const client = await new MongoClient(stack.mongoUri).connect();
  try {
    const shell = stack.urls.shell;
    const api = stack.urls.api;
    const parts = await callApi<Array<{ _id: string; name: string; variantCount?: number }>>(
      `${api}/part`,
    );
    // A product sold without variants: its stock is set, and booked, as one.
    const product = parts.find((part) => !part.variantCount) ?? parts[0];
    // Bengali URLs when the shell serves them, else the remembered-language cookie.
    const bnPage = await fetch(`${shell}/bn/shops`, { headers: { accept: 'text/html' } });
    const bengaliUrls = bnPage.ok && /<html lang="?bn/.test(await bnPage.text());
    const english: Target[] = [
      { label: '/', path: '/' },
      { label: '/shops', path: '/shops' },
      {
        label: '/shops?category=…&sort=…&page=2',
        path: '/shops?category=Smart%20Watch&sort=price_asc&page=2',
      },
      { label: '/product/:id', path: `/product/${product._id}` },
      { label: '/reviews', path: '/reviews' },
    ];
    const bengali: Target[] = english.map((target) =>
      bengaliUrls
        ? {
            label: `/bn${target.label === '/' ? '' : target.label}`,
            path: `/bn${target.path === '/' ? '' : target.path}`,
          }
        : { ...target, label: `${target.label} (lang=bn)`, cookie: 'lang=bn' },
    );
    const targets = [...english, ...bengali];
    for (const target of targets) {
      const page = await fetch(shell + target.path, {
        headers: { accept: 'text/html', ...(target.cookie ? { cookie: target.cookie } : {}) },
      });
      const html = await page.text();
      if (page.status !== 200 || !html.includes('__SHOP_STATE__'))
        throw new Error(`${target.path} was not server-rendered (${page.status})`);
    }

    console.log(`Measuring at ${CONNECTIONS} connections, ${opts.duration} s each...`);
    await load(shell, [{ path: '/favicon.svg' }], CONNECTIONS, 1);
    const staticBefore = figures(
      '/favicon.svg (static file)',
      await load(shell, [{ path: '/favicon.svg' }], CONNECTIONS, opts.duration),
    );
    const pages: PageFigures[] = [];
    for (const target of targets) {
      pages.push(figures(target.label, await load(shell, [target], CONNECTIONS, opts.duration)));
      if (opts.verbose) console.log(formatPagesTable(staticBefore, pages.slice(-1)));
    }
    const staticAfter = figures(
      '/favicon.svg (static file)',
      await load(shell, [{ path: '/favicon.svg' }], CONNECTIONS, opts.duration),
    );
    const staticFile = fasterStaticRun([staticBefore, staticAfter]);
    console.log(
      `Static file: ${Math.round(staticBefore.rate)}/s before the pages, ${Math.round(staticAfter.rate)}/s after them; the ratios are to the faster.`,
    );
    console.log(formatPagesTable(staticFile, pages));

    // Pages no stored page answers: a new search each request (rendered), and a new tracking
    // parameter each request (left out of the page cache's key: it should not need a render).
    const renderTargets: Target[] = [
      { label: '/shops?q=<new search>', path: '/shops?q=bench{n}' },
      { label: '/shops?utm_x=<new>', path: '/shops?utm_x={n}' },
    ];
    const recorder = stageRecorder(api);
    const renderPages: PageFigures[] = [];
    let stageReport: ReturnType<typeof recorder.stop> | undefined;
    for (const target of renderTargets) {
      if (opts.verbose) recorder.start();
      // The new searches only: every page of that run is a render.
      const profiler =
        opts.cpuProfile && target === renderTargets[0] ? await profileThisProcess() : undefined;
      const result = await load(shell, [target], CONNECTIONS, opts.duration);
      renderPages.push(figures(target.label, result));
      if (profiler) {
        const profile = await profiler.stop();
        await writeFile(opts.cpuProfile!, JSON.stringify(profile));
        console.log(`${target.label}: CPU profile in ${opts.cpuProfile}`);
        // Per page rendered: a 503 (the render queue full) costs next to nothing.
        console.log(
          formatFunctionTimes(functionTimes(profile), result.requests.total - result.non2xx),
        );
      }
      if (opts.verbose) {
        const report = recorder.stop();
        stageReport ??= report;
        console.log(`${target.label}: ${report.renders} renders; their stages:`);
        console.log(formatStages(report.stages, report.renders));
      }
    }
    console.log(formatPagesTable(staticFile, renderPages, 'render'));

    // The soak: visitors browse every page while customers book the product they look at.
    const adminToken = await logIn(api, SEEDED_ADMIN);
    await callApi(`${api}/part/${product._id}`, {
      method: 'PUT',
      token: adminToken,
      body: { quantity: 10_000_000 },
    });
    const users = client.db().collection('users');
    const customer = await users.findOne({ email: SEEDED_CUSTOMER.email });
    if (!customer) throw new Error('The seeded customer is missing');
    const { _id: _seeded, ...account } = customer;
    const emails = Array.from(
      { length: BOOKING_ACCOUNTS },
      (_, n) => `ssr-bench-${n + 1}@shop.local`,
    );
    await users.insertMany(
      emails.map((email, n) => ({ ...account, email, name: `Bench ${n + 1}` })),
    );
    const tokens = await Promise.all(
      emails.map((email) => logIn(api, { email, password: SEEDED_CUSTOMER.password })),
    );
    const orders = client.db().collection('orders');
    const ordersOf = () => orders.countDocuments({ 'lines.partId': new ObjectId(product._id) });
    const ordersBefore = await ordersOf();

    console.log(
      `Soak: ${opts.soak} s, ${SOAK_VISITORS} visitors, ${BOOKINGS_PER_SECOND} bookings/s on ${product.name}...`,
    );
    const booking = { sent: 0, created: 0, errors5xx: 0, other: {} as Record<string, number> };
    const inFlight = new Set<Promise<void>>();
    const book = () => {
      const token = tokens[booking.sent % tokens.length];
      booking.sent += 1;
      const done = fetch(`${api}/booking`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ partsId: product._id, quantity: 1, ...CONTACT }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 201) booking.created += 1;
          else if (response.status >= 500) booking.errors5xx += 1;
          else booking.other[response.status] = (booking.other[response.status] ?? 0) + 1;
        })
        .catch(() => {
          booking.other.error = (booking.other.error ?? 0) + 1;
        })
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    };
    if (opts.verbose) recorder.start();
    const started = performance.now();
    const timer = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * BOOKINGS_PER_SECOND);
      while (booking.sent < due && booking.sent < opts.soak * BOOKINGS_PER_SECOND) book();
    }, 10);
    const crowd = await load(shell, targets, SOAK_VISITORS, opts.soak);
    clearInterval(timer);
    await Promise.all(inFlight);
    if (opts.verbose) {
      const report = recorder.stop();
      console.log(`Soak: ${report.renders} renders; the stages of every page request:`);
      console.log(formatStages(report.stages, report.renders));
    }
    const soak: SoakFigures = {
      seconds: opts.soak,
      visitors: SOAK_VISITORS,
      pages: crowd.requests.total,
      pageP50: crowd.latency.p50,
      pageP99: crowd.latency.p99,
      page5xx: status5xx(crowd),
      pageErrors: crowd.errors + crowd.timeouts,
      bookingsSent: booking.sent,
      bookings201: booking.created,
      booking5xx: booking.errors5xx,
      bookingOther: booking.other,
      ordersWritten: (await ordersOf()) - ordersBefore,
    };
    const { ok, text } = formatSoak(soak);
    console.log(text);
    console.log(`Load average at the end: ${loadavg()[0].toFixed(1)}`);
    if (opts.json)
      await writeFile(
        opts.json,
        JSON.stringify(
          { staticFile, staticBefore, staticAfter, pages, renderPages, stages: stageReport, soak },
          null,
          2,
        ),
      );
    if (!ok) process.exitCode = 1;
  } finally {
    await client.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
