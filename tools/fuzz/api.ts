/**
 * `npm run fuzz:api`: schemathesis over the API's own OpenAPI document (also a step of `npm test`).
 *
 *   npm run fuzz:api -- [--built] [--max-examples 25] [--seed N] [--run-timeout 360] [--operation 'POST /api/x']
 *
 * 1. Creates the git-ignored virtualenv `.venv-schemathesis/` and installs the pinned schemathesis
 *    into it when it is missing or another version.
 * 2. Starts the embedded in-memory database and two APIs on free ports, each with a database of its
 *    own seeded as on a first start (`--built`: services/dist/main.js, as `npm test` does after its
 *    builds; otherwise the sources, compiled on load by SWC). Mails, uploads and the JWT key go to a
 *    temporary folder.
 * 3. Places, on each, a booking and an order as the seeded customer (one cancelled, one confirmed by
 *    the admin) and sends a Contact Us message, so that the admin's reads answer with real records.
 * 4. Runs schemathesis three times with every check and every phase (examples, coverage, fuzzing,
 *    stateful): anonymously over every operation, then with the seeded customer's and the seeded
 *    admin's access tokens over every operation but the auth ones, unsafe methods included
 *    (plan.ts). The admin's run goes against one API while the other two, one after the other, go
 *    against the other (FUZZ_TRACKS). An operation that refuses a run's caller before reading the
 *    request (401, or 403 by its `x-roles`) gets a few cases in that run instead of every boundary
 *    value: it gets them all in the run of a caller it serves. Each run's figures are printed; any
 *    failure exits with 1 after schemathesis' report of it.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedMongoSetupError, freePorts, startEmbeddedMongo } from '../embedded-mongo';
import {
  ApiCallError,
  type ApiCallInit,
  callApi,
  Cleanup,
  logIn,
  REPO_ROOT,
  SEEDED_ADMIN,
  SEEDED_CUSTOMER,
  type ServerProcess,
  ServerStartError,
  startServerProcess,
  stopProcess,
  testContact,
} from '../stack';
import {
  type Caller,
  CALLERS,
  CONFIG_FILE,
  describeOutcomes,
  describeSummary,
  type FuzzOptions,
  type FuzzRun,
  FuzzUsageError,
  FUZZ_TRACKS,
  fuzzRuns,
  parseFuzzOptions,
  parseSchemathesisSummary,
  type OpenApiDocumentLike,
  redactArgs,
  REFUSED_MAX_EXAMPLES,
  refusedOperations,
  runConfig,
  type RunOutcome,
  SCHEMATHESIS_VERSION,
} from './plan';
import { ensureSchemathesis, SchemathesisInstallError } from './venv';

const CONTACT = testContact('Fuzz Customer');
const DATABASE = 'shop';

class FuzzFailure extends Error {
  override name = 'FuzzFailure';
}

/** The API's arguments to Node: its build (`--built`, as `npm test` runs it) or its sources. */
function apiArgs(built: boolean): string[] {
  const services = path.join(REPO_ROOT, 'services');
  if (!built) {
    return [
      '--require',
      path.join(services, 'test/support/swc-register.cjs'),
      path.join(services, 'src/main.ts'),
    ];
  }
  const main = path.join(services, 'dist/main.js');
  if (!fs.existsSync(main)) {
    throw new FuzzFailure(
      'services/dist/main.js is missing: build the API first (npx nx run services:build).',
    );
  }
  return [main];
}

/** One request to `/api<route>` that must answer `expected`; returns the parsed body. */
const call = (
  apiUrl: string,
  method: string,
  route: string,
  expected: number,
  init: Omit<ApiCallInit, 'method' | 'expected'> = {},
) => callApi(`${apiUrl}/api${route}`, { ...init, method, expected });

/**
 * Data for the admin's reads to answer with, so that their documented schemas are checked against
 * real records: a booking, a two-line order (one cancelled, one moved on by the admin, both with a
 * history), and a Contact Us message.
 */
async function primeData(apiUrl: string, adminToken: string): Promise<void> {
  const customer = await logIn(`${apiUrl}/api`, SEEDED_CUSTOMER);
  // Products sold in one variant: booked as the spec books them, without naming a variant.
  const parts = (
    (await call(apiUrl, 'GET', '/part', 200)) as unknown as Array<{
      _id: string;
      quantity: number;
      variantCount?: number;
    }>
  ).filter((part) => part.variantCount === undefined && part.quantity >= 3);
  const [first, second] = parts;
  const booking = await call(apiUrl, 'POST', '/booking', 201, {
    token: customer,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { partsId: first._id, quantity: 1, ...CONTACT },
  });
  const order = await call(apiUrl, 'POST', '/orders', 201, {
    token: customer,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      lines: [
        { partId: first._id, quantity: 1 },
        { partId: second._id, quantity: 2 },
      ],
      ...CONTACT,
      paymentMethod: 'cod',
    },
  });
  await call(apiUrl, 'DELETE', `/booking/${String(booking.insertedId)}`, 200, { token: customer });
  await call(apiUrl, 'PATCH', `/orders/${String(order.insertedId)}/status`, 200, {
    token: adminToken,
    body: { status: 'confirmed' },
  });
  await call(apiUrl, 'POST', '/contact', 201, {
    body: {
      email: 'fuzz@mail.com',
      subject: 'Delivery to Sylhet',
      message: 'Do you deliver to Sylhet?',
    },
  });
}

/**
 * Runs schemathesis with its output in `<report dir>/output.log` (its progress bars and pytest-like
 * banners would drown the suite's log); the summary's figures are printed, and the whole output
 * when the run fails. Stopped after `timeoutSeconds`.
 */
function runSchemathesis(
  cli: string,
  fuzzRun: FuzzRun,
  reportDir: string,
  timeoutSeconds: number,
): Promise<RunOutcome> {
  console.log(`\n--- schemathesis (${fuzzRun.label}): st ${redactArgs(fuzzRun.args).join(' ')}`);
  const logFile = path.join(reportDir, fuzzRun.label, 'output.log');
  // This run's reports only (schemathesis names them by time).
  fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const started = Date.now();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    const child = spawn(cli, fuzzRun.args, {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PYTHONUNBUFFERED: '1', NO_COLOR: '1' },
    });
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    }, timeoutSeconds * 1000);
    child.once('close', (code) => {
      clearTimeout(timer);
      const output = Buffer.concat(chunks).toString('utf8');
      fs.writeFileSync(logFile, output);
      const summary = parseSchemathesisSummary(output);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `    ${describeSummary(summary)}; ${seconds} s; log: ${path.relative(REPO_ROOT, logFile)}`,
      );
      if (code !== 0 || timedOut) console.error(output);
      resolve({ label: fuzzRun.label, exitCode: code, timedOut, summary });
    });
  });
}

/**
 * Each run's config file, beside its report folder: the shared settings, and fewer cases for the
 * operations the API's document says refuse that run's caller (plan.ts, `refusedOperations`).
 */
async function writeRunConfigs(
  schemaUrl: string,
  reportDir: string,
): Promise<Record<Caller, string>> {
  const document = await callApi<OpenApiDocumentLike>(schemaUrl, { expected: 200 });
  const shared = fs.readFileSync(CONFIG_FILE, 'utf8');
  fs.mkdirSync(reportDir, { recursive: true });
  const files = {} as Record<Caller, string>;
  for (const caller of CALLERS) {
    const refused = refusedOperations(document, caller);
    files[caller] = path.join(reportDir, `${caller}.schemathesis.toml`);
    fs.writeFileSync(files[caller], runConfig(shared, refused));
    console.log(
      `${caller}: ${refused.length} operations refuse this caller before reading the request ` +
        `(${REFUSED_MAX_EXAMPLES} cases per phase, no coverage phase; every case in another run)`,
    );
  }
  return files;
}

interface Track {
  apiUrl: string;
  api: ServerProcess;
  adminToken: string;
  customerToken: string;
}

/** One track's API on `port`, seeded as on a first start into `database`, with its data primed. */
async function startTrack(
  options: FuzzOptions,
  mongoUri: string,
  database: string,
  port: number,
  scratch: string,
  cleanup: Cleanup,
): Promise<Track> {
  const apiUrl = `http://127.0.0.1:${port}`;
  const files = path.join(scratch, database);
  const api = await startServerProcess({
    name: `The API (${database})`,
    args: apiArgs(options.built),
    cwd: path.join(REPO_ROOT, 'services'),
    env: {
      MONGODB_URI: `${mongoUri}/${database}`,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'true',
      MAIL_OUTBOX_DIR: path.join(files, 'outbox'),
      UPLOADS_DIR: path.join(files, 'uploads'),
      JWT_SECRET_FILE: path.join(files, 'jwt-secret'),
      // The couriers' webhooks answer only where their secrets are set, as in a shop that ships.
      STEADFAST_WEBHOOK_TOKEN: randomBytes(16).toString('hex'),
      PATHAO_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
      REDX_WEBHOOK_TOKEN: randomBytes(16).toString('hex'),
      NO_COLOR: '1',
    },
    healthUrl: `${apiUrl}/api/health`,
    // Kept for the report when the API stops during a run.
    keepLines: 200,
    onSpawn: (child) => cleanup.add(() => stopProcess(child)),
  });
  const adminToken = await logIn(`${apiUrl}/api`, SEEDED_ADMIN);
  await primeData(apiUrl, adminToken);
  const customerToken = await logIn(`${apiUrl}/api`, SEEDED_CUSTOMER);
  return { apiUrl, api, adminToken, customerToken };
}

async function main(): Promise<number> {
  const options = parseFuzzOptions(process.argv.slice(2));
  const cli = ensureSchemathesis();
  const scratch = await mkdtemp(path.join(tmpdir(), 'shop-fuzz-'));
  const cleanup = new Cleanup();
  cleanup.add(() => rm(scratch, { recursive: true, force: true }));
  process.once('SIGINT', () => void cleanup.run().then(() => process.exit(130)));
  try {
    const mongo = await startEmbeddedMongo({ backend: 'memory', installMissing: true });
    cleanup.add(() => mongo.stop());
    const ports = await freePorts(FUZZ_TRACKS.length);
    const tracks = await Promise.all(
      FUZZ_TRACKS.map((_, index) =>
        startTrack(options, mongo.uri, `${DATABASE}-${index + 1}`, ports[index], scratch, cleanup),
      ),
    );
    const reportDir = path.join(REPO_ROOT, 'tmp', 'schemathesis');
    // Every track's API serves the same document.
    const configFiles = await writeRunConfigs(`${tracks[0].apiUrl}/api/docs-json`, reportDir);
    const started = Date.now();
    const outcomes = (
      await Promise.all(
        FUZZ_TRACKS.map(async (callers, index) => {
          const { apiUrl, customerToken, adminToken } = tracks[index];
          const runs = fuzzRuns({
            schemaUrl: `${apiUrl}/api/docs-json`,
            options,
            customerToken,
            adminToken,
            reportDir,
            configFiles,
          }).filter((fuzzRun) => callers.includes(fuzzRun.label));
          const trackOutcomes: RunOutcome[] = [];
          for (const fuzzRun of runs) {
            trackOutcomes.push(
              await runSchemathesis(cli, fuzzRun, reportDir, options.runTimeoutSeconds),
            );
          }
          return trackOutcomes;
        }),
      )
    )
      .flat()
      .sort((a, b) => CALLERS.indexOf(a.label) - CALLERS.indexOf(b.label));
    const { passed, lines } = describeOutcomes(outcomes);
    console.log(
      `\n=== API fuzzing (schemathesis ${SCHEMATHESIS_VERSION}, every check, ${options.maxExamples} examples per ` +
        `operation and phase, ${FUZZ_TRACKS.length} tracks side by side; ${Math.round((Date.now() - started) / 1000)} s)`,
    );
    for (const line of lines) console.log(line);
    const stopped = tracks.filter(({ api }) => api.child.exitCode !== null);
    for (const { api } of stopped) {
      console.error(
        `The API stopped during the run (exit ${api.child.exitCode}):\n${api.output()}`,
      );
    }
    if (stopped.length > 0) return 1;
    console.log('Reports: tmp/schemathesis/<run>/ (JUnit XML and the whole output)');
    return passed ? 0 : 1;
  } finally {
    await cleanup.run();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof FuzzFailure ||
      error instanceof SchemathesisInstallError ||
      error instanceof FuzzUsageError ||
      error instanceof ServerStartError ||
      error instanceof ApiCallError ||
      error instanceof EmbeddedMongoSetupError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
