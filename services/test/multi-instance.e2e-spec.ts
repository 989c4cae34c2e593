import { type AuthAnswer, ErrorCode, REFRESH_COOKIE } from '@shop/contracts';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { SIGNUPS_PER_ADDRESS_PER_HOUR } from '../src/auth/auth-attempt-limits';
import { turnsWithin } from '../src/auth/login-attempts.service';
import { SESSION_CACHE_TTL_MS } from '../src/sessions/session-cache';
import { databaseUri } from './helpers/database';

const SERVICES = join(__dirname, '..');
const DATABASE = 'e2e-multi-instance';
const STARTUP_TIMEOUT_MS = 45_000;

/** One API process (src/main.ts, compiled on load by SWC: no build needed), and everything it printed. */
interface Instance {
  process: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts main.ts on a free port (API_PORT=0) and resolves once it says where it listens. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(
    process.execPath,
    ['--require', join(__dirname, 'support/swc-register.cjs'), join(SERVICES, 'src/main.ts')],
    {
      cwd: SERVICES,
      env: {
        PATH: process.env.PATH ?? '',
        NO_COLOR: '1',
        API_HOST: '127.0.0.1',
        API_PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`no "API listening" line in time:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /API listening on (http:\/\/\S+)\/api /.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({ process: child, url: listening[1], output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      fail(new Error(`the API exited (${code}) before listening:\n${output}`)),
    );
  });
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

/**
 * Two API processes on one database, as docker-compose runs them behind nginx: the failed-login
 * limits, the access-token key and refresh sessions are shared through the database (and the data
 * folder), not kept in one process's memory.
 */
describe('several API instances on one database', () => {
  let keyDir: string;
  let instances: Instance[] = [];
  let database: mongoose.Connection;

  beforeAll(async () => {
    keyDir = await mkdtemp(join(tmpdir(), 'shop-multi-instance-'));
    database = await mongoose.createConnection(databaseUri(DATABASE)).asPromise();
    const env = {
      MONGODB_URI: databaseUri(DATABASE),
      SEED_ON_START: 'false',
      // As behind the shop's nginx: the client address is the X-Forwarded-For hop.
      TRUST_PROXY: 'true',
      JWT_SECRET_FILE: join(keyDir, 'jwt-secret'),
      MAIL_OUTBOX_DIR: join(keyDir, 'outbox'),
      UPLOADS_DIR: join(keyDir, 'uploads'),
    };
    // Both start at the same moment: they must agree on one generated key.
    const started = await Promise.allSettled([startInstance(env), startInstance(env)]);
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }, 2 * STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await database?.dropDatabase();
    await database?.close();
    await rm(keyDir, { recursive: true, force: true });
  });

  const post = (
    instance: Instance,
    path: string,
    body?: unknown,
    cookie?: string,
    client = '198.51.100.1',
  ) =>
    fetch(`${instance.url}/api/auth/${path}`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': client,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie === undefined ? {} : { cookie: `${REFRESH_COOKIE}=${cookie}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const refreshCookieOf = (res: Response) =>
    /shop_refresh=([A-Za-z0-9_-]{43});/.exec(res.headers.get('set-cookie') ?? '')?.[1];

  const account = {
    name: 'Two Instances',
    email: 'two-instances@mail.com',
    password: 'Right#2026',
  };

  it('uses one generated key: created by one instance, read by the other, and said so in one line each', async () => {
    const [a, b] = instances;
    const lines = [a, b].map((instance) =>
      instance
        .output()
        .split('\n')
        .filter((line) => line.includes('JWT_SECRET is not set')),
    );
    expect(lines.map((found) => found.length)).toEqual([1, 1]);
    expect(lines.flat().every((line) => line.includes(join(keyDir, 'jwt-secret')))).toBe(true);
    expect(lines.flat().filter((line) => line.includes('just generated'))).toHaveLength(1);

    const signedUp = await post(a, 'signup', account);
    expect(signedUp.status).toBe(201);
    const { accessToken } = (await signedUp.json()) as AuthAnswer;
    const me = await fetch(`${b.url}/api/users/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: account.email });
  });

  it('holds the failed-login limit across instances: failures split over both add up', async () => {
    const [a, b] = instances;
    const started = Date.now();
    const guesses = Array.from({ length: 40 }, (_, i) =>
      post(i % 2 === 0 ? a : b, 'login', { email: account.email, password: `wrong-${i}` }),
    );
    const statuses = await Promise.all(guesses.map(async (guess) => (await guess).status));
    // 5 in all (not 5 per instance), plus one per wait that ended while the burst lasted.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(5 + turnsWithin(Date.now() - started));
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - checked);
  });

  it('counts failures one after another on alternate instances in one counter', async () => {
    const [a, b] = instances;
    const other = { email: 'alternating@mail.com', password: 'Right#2026' };
    const signedUp = await post(
      a,
      'signup',
      { name: 'Alternating', ...other },
      undefined,
      '198.51.100.9',
    );
    expect(signedUp.status).toBe(201);
    const guess = (instance: Instance, i: number) =>
      post(instance, 'login', { email: other.email, password: `wrong-${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await guess(i % 2 === 0 ? a : b, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const pairs = database.collection<{ _id: string; count: number }>('login_attempts');
    const pair = { _id: { $regex: '^pair:alternating@mail\\.com\\|198\\.51\\.100\\.1@' } as never };
    expect((await pairs.findOne(pair))?.count).toBe(5);
    // As if the fifth check had just ended (on a busy machine it can take a while): both refuse.
    await pairs.updateOne(pair, { $set: { lastAt: new Date() } });
    for (const instance of [b, a]) {
      const refused = await guess(instance, 5);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS });
    }
  });

  it(`holds the sign-up limit (${SIGNUPS_PER_ADDRESS_PER_HOUR} an hour per address) across instances`, async () => {
    const [a, b] = instances;
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUPS_PER_ADDRESS_PER_HOUR + 2; i++) {
      const res = await post(
        i % 2 === 0 ? a : b,
        'signup',
        { name: 'Burst', email: `burst${i}@mail.com`, password: 'Secret#2026' },
        undefined,
        '198.51.100.77',
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(SIGNUPS_PER_ADDRESS_PER_HOUR).fill(201), 429, 429]);
  });

  it('lets two tabs refresh one session at once through different instances', async () => {
    const [a, b] = instances;
    const other = { name: 'Two Tabs', email: 'two-tabs@mail.com', password: 'Right#2026' };
    const cookie = refreshCookieOf(await post(b, 'signup', other))!;
    const [first, second] = await Promise.all([
      post(a, 'refresh', undefined, cookie),
      post(b, 'refresh', undefined, cookie),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(refreshCookieOf(first)).toBeDefined();
    expect(refreshCookieOf(second)).toBe(refreshCookieOf(first));
    expect((await post(b, 'refresh', undefined, refreshCookieOf(first))).status).toBe(200);
  });

  it('ends a logged-out session on the other instance within SESSION_CACHE_TTL_MS', async () => {
    const [a, b] = instances;
    const other = { name: 'Log Out', email: 'log-out@mail.com', password: 'Right#2026' };
    const signedUp = await post(a, 'signup', other);
    const { accessToken } = (await signedUp.json()) as AuthAnswer;
    const meOn = (instance: Instance) =>
      fetch(`${instance.url}/api/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    // B has read the session and keeps it as live.
    expect((await meOn(b)).status).toBe(200);

    expect((await post(a, 'logout', undefined, refreshCookieOf(signedUp))).status).toBe(204);
    const loggedOutAt = Date.now();
    expect((await meOn(a)).status).toBe(401);
    let status = 200;
    while (status === 200 && Date.now() - loggedOutAt < 10 * SESSION_CACHE_TTL_MS) {
      status = (await meOn(b)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const refusedAfter = Date.now() - loggedOutAt;
    expect(status).toBe(401);
    // The bound, plus the time of one request on a busy machine.
    expect(refusedAfter).toBeLessThanOrEqual(SESSION_CACHE_TTL_MS + 1000);
  });
});
