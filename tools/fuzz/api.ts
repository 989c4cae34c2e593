/**
 * `npm run fuzz:api`: schemathesis over the API's own OpenAPI document (also a step of `npm test`).
 *
 *   npm run fuzz:api -- [--built] [--max-examples 25] [--seed N] [--run-timeout 240] [--operation 'POST /api/x']
 *
 * 1. Creates the git-ignored virtualenv `.venv-schemathesis/` and installs the pinned schemathesis
 *    into it when it is missing or another version.
 * 2. Starts the embedded in-memory database and the API on free ports, seeded as on a first start
 *    (`--built`: services/dist/main.js, as `npm test` does after its builds; otherwise the sources,
 *    compiled on load by SWC). Mails, uploads and the JWT key go to a temporary folder.
 * 3. Places a booking and an order as the seeded customer (one cancelled, one confirmed by the admin)
 *    and sends a Contact Us message, so that the admin's reads answer with real records.
 * 4. Runs schemathesis three times, one after the other, with every check and every phase
 *    (examples, coverage, fuzzing, stateful): anonymously over every operation, then with the seeded
 *    customer's and the seeded admin's access tokens over every operation but the auth ones, unsafe
 *    methods included (plan.ts). Each run's figures are printed; any failure exits with 1 after
 *    schemathesis' report of it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { EmbeddedMongoSetupError, freePort, startEmbeddedMongo } from '../embedded-mongo';
import { REPO_ROOT } from '../stack';
import {
  describeOutcomes,
  describeSummary,
  type FuzzRun,
  FuzzUsageError,
  fuzzRuns,
  parseFuzzOptions,
  parseSchemathesisSummary,
  parseSchemathesisVersion,
  redactArgs,
  type RunOutcome,
  SCHEMATHESIS_VERSION,
  venvPaths,
} from './plan';

const ADMIN = { email: 'admin@shop.local', password: 'Admin#2026' };
const CUSTOMER = { email: 'customer@shop.local', password: 'Customer#2026' };
const CONTACT = {
  name: 'Fuzz Customer',
  phone: '01712345678',
  address: 'House 1, Road 1, Dhanmondi',
  district: 'Dhaka',
};
const DATABASE = 'shop';
const API_START_TIMEOUT_MS = 90_000;

class FuzzFailure extends Error {
  override name = 'FuzzFailure';
}

function run(command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** The virtualenv with the pinned schemathesis; returns the path of its CLI. */
function ensureSchemathesis(): string {
  const venv = venvPaths(REPO_ROOT);
  if (fs.existsSync(venv.schemathesis)) {
    const installed = parseSchemathesisVersion(run(venv.schemathesis, ['--version']).output);
    if (installed === SCHEMATHESIS_VERSION) return venv.schemathesis;
  }
  if (!fs.existsSync(venv.python)) {
    console.log(`Creating the virtualenv ${path.relative(REPO_ROOT, venv.dir)}/ ...`);
    const python = process.env.PYTHON ?? 'python3';
    const created = run(python, ['-m', 'venv', venv.dir]);
    if (created.status !== 0) {
      throw new FuzzFailure(
        `Could not create a Python virtualenv with "${python} -m venv" (Python 3.9+ with venv is needed; ` +
          `on Debian: apt-get install python3-venv; or set PYTHON):\n${created.output}`,
      );
    }
  }
  console.log(`Installing schemathesis ${SCHEMATHESIS_VERSION} into it from PyPI ...`);
  const install = spawnSync(
    venv.python,
    [
      '-m',
      'pip',
      'install',
      '--quiet',
      '--disable-pip-version-check',
      `schemathesis==${SCHEMATHESIS_VERSION}`,
    ],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (install.status !== 0 || !fs.existsSync(venv.schemathesis)) {
    throw new FuzzFailure(
      `pip could not install schemathesis ${SCHEMATHESIS_VERSION}; see the output above.`,
    );
  }
  return venv.schemathesis;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the API and waits until its health check answers 200; its output is kept for errors. */
async function startApi(
  built: boolean,
  env: NodeJS.ProcessEnv,
  healthUrl: string,
): Promise<{ child: ChildProcess; output: () => string }> {
  const services = path.join(REPO_ROOT, 'services');
  const args = built
    ? [path.join(services, 'dist/main.js')]
    : [
        '--require',
        path.join(services, 'test/support/swc-register.cjs'),
        path.join(services, 'src/main.ts'),
      ];
  if (built && !fs.existsSync(args[0])) {
    throw new FuzzFailure(
      'services/dist/main.js is missing: build the API first (npx nx run services:build).',
    );
  }
  const child = spawn(process.execPath, args, {
    cwd: services,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (lines.length > 200) lines.shift();
    });
  }
  const output = () => lines.join('\n');
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new FuzzFailure(`The API exited with code ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(healthUrl)).ok) return { child, output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(child);
  throw new FuzzFailure(`The API did not become healthy at ${healthUrl} in time:\n${output()}`);
}

/** One request that must answer `expected`; returns the parsed body. */
async function call(
  apiUrl: string,
  method: string,
  route: string,
  expected: number,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${apiUrl}/api${route}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (response.status !== expected) {
    throw new FuzzFailure(
      `${method} /api${route} answered ${response.status}, not ${expected}: ${text}`,
    );
  }
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

async function logIn(
  apiUrl: string,
  account: { email: string; password: string },
): Promise<string> {
  const body = await call(apiUrl, 'POST', '/auth/login', 200, { body: account });
  if (typeof body.accessToken !== 'string')
    throw new FuzzFailure(`No accessToken for ${account.email}`);
  return body.accessToken;
}

/**
 * Data for the admin's reads to answer with, so that their documented schemas are checked against
 * real records: a booking, a two-line order (one cancelled, one moved on by the admin, both with a
 * history), and a Contact Us message.
 */
async function primeData(apiUrl: string, adminToken: string): Promise<void> {
  const customer = await logIn(apiUrl, CUSTOMER);
  const parts = (await call(apiUrl, 'GET', '/part?page=1&limit=2', 200)).items as Array<{
    _id: string;
  }>;
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

async function main(): Promise<number> {
  const options = parseFuzzOptions(process.argv.slice(2));
  const cli = ensureSchemathesis();
  const scratch = await mkdtemp(path.join(tmpdir(), 'shop-fuzz-'));
  const cleanups: Array<() => Promise<unknown>> = [
    () => rm(scratch, { recursive: true, force: true }),
  ];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  let api: { child: ChildProcess; output: () => string } | undefined;
  try {
    const mongo = await startEmbeddedMongo({ backend: 'memory', installMissing: true });
    cleanups.push(() => mongo.stop());
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    api = await startApi(
      options.built,
      {
        MONGODB_URI: `${mongo.uri}/${DATABASE}`,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_ON_START: 'true',
        MAIL_OUTBOX_DIR: path.join(scratch, 'outbox'),
        UPLOADS_DIR: path.join(scratch, 'uploads'),
        JWT_SECRET_FILE: path.join(scratch, 'jwt-secret'),
        NO_COLOR: '1',
      },
      `${apiUrl}/api/health`,
    );
    const child = api.child;
    cleanups.push(() => stopProcess(child));
    const adminToken = await logIn(apiUrl, ADMIN);
    await primeData(apiUrl, adminToken);
    const reportDir = path.join(REPO_ROOT, 'tmp', 'schemathesis');
    const customerToken = await logIn(apiUrl, CUSTOMER);
    const runs = fuzzRuns({
      schemaUrl: `${apiUrl}/api/docs-json`,
      options,
      customerToken,
      adminToken,
      reportDir,
    });
    const outcomes: RunOutcome[] = [];
    const started = Date.now();
    for (const fuzzRun of runs)
      outcomes.push(await runSchemathesis(cli, fuzzRun, reportDir, options.runTimeoutSeconds));
    const { passed, lines } = describeOutcomes(outcomes);
    console.log(
      `\n=== API fuzzing (schemathesis ${SCHEMATHESIS_VERSION}, every check, ${options.maxExamples} examples per ` +
        `operation and phase; ${Math.round((Date.now() - started) / 1000)} s)`,
    );
    for (const line of lines) console.log(line);
    if (api.child.exitCode !== null) {
      console.error(
        `The API stopped during the run (exit ${api.child.exitCode}):\n${api.output()}`,
      );
      return 1;
    }
    console.log('Reports: tmp/schemathesis/<run>/ (JUnit XML and the whole output)');
    return passed ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof FuzzFailure ||
      error instanceof FuzzUsageError ||
      error instanceof EmbeddedMongoSetupError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
