import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode } from '@shop/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { turnsWithin } from '../src/auth/login-attempts.service';
import { ADMIN, CUSTOMER, signup } from './helpers/auth';

/**
 * Failed-login limits (services/src/auth/README.md): 5 password checks per account + address per
 * 15 minutes, then waits of 1 s, 2 s, 4 s … between attempts; 1 instead of 5 while the account has
 * 20+ failures from everywhere; 300 failures per address. The API runs behind a proxy here
 * (TRUST_PROXY=true): the client address is the X-Forwarded-For hop.
 */
describe('failed-login limits (API)', () => {
  let app: NestFastifyApplication;
  let keyDir: string;
  let addressCounter = 0;

  beforeAll(async () => {
    keyDir = await mkdtemp(join(tmpdir(), 'shop-login-limits-'));
    app = await bootApp({
      database: 'e2e-auth-login-limits',
      env: { TRUST_PROXY: 'true', JWT_SECRET_FILE: join(keyDir, 'jwt-secret') },
    });
  });

  afterAll(async () => {
    await dropAndClose(app);
    await rm(keyDir, { recursive: true, force: true });
  });

  /** A client address of its own (documentation range 203.0.113.0/24 and on). */
  const address = () => {
    addressCounter += 1;
    return `203.0.${113 + Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  };

  /** A login attempt from `ip` through the proxy at 127.0.0.1. */
  const attempt = (credentials: { email: string; password: string }, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': ip },
    });

  const attempts = () =>
    connectionOf(app).collection<{ _id: string; count: number; lastAt?: Date }>('login_attempts');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pairOf = (email: string, ip: string) => ({
    _id: { $regex: `^pair:${escape(`${email}|${ip}`)}@` } as never,
  });
  /** As if the client had waited: moves the pair's last attempt `ms` into the past. */
  const waitAsIf = (email: string, ip: string, ms: number) =>
    attempts().updateOne(pairOf(email, ip), { $set: { lastAt: new Date(Date.now() - ms) } });
  /**
   * As if the last attempt (a password check, which takes a while on a busy machine) had been
   * admitted just now: the next request comes well within the wait.
   */
  const triedJustNow = (email: string, ip: string) => waitAsIf(email, ip, 0);

  const throttled = (seconds: string) => ({
    statusCode: 429,
    code: ErrorCode.TOO_MANY_REQUESTS,
    message: `Too many failed login attempts. Try again in ${seconds}.`,
    // Every 429 says the wait as numbers too, for the page to say it in the reader's language.
    retryAfterSeconds: expect.any(Number),
    retryAfterMinutes: expect.any(Number),
  });

  let accountCounter = 0;
  async function newAccount(): Promise<{ email: string; password: string }> {
    accountCounter += 1;
    const account = { email: `limits${accountCounter}@mail.com`, password: 'Right#2026' };
    await signup(app, { name: `Limits ${accountCounter}`, ...account });
    return account;
  }

  it.each([40, 80])(
    'lets only 5 of %i parallel wrong passwords be checked (401); the others are 429 before any check',
    async (parallel) => {
      const { email } = await newAccount();
      const ip = address();
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: parallel }, (_, i) => attempt({ email, password: `wrong-${i}` }, ip)),
      );
      // 5, plus one per wait that ended while the burst lasted (none in a burst under 1 s).
      const allowed = 5 + turnsWithin(Date.now() - started);
      const statuses = answers.map((res) => res.statusCode);
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeGreaterThanOrEqual(5);
      expect(checked).toBeLessThanOrEqual(allowed);
      expect(statuses.filter((status) => status === 429)).toHaveLength(parallel - checked);
      const refused = answers.find((res) => res.statusCode === 429)!;
      expect(refused.json()).toMatchObject({ statusCode: 429, code: ErrorCode.TOO_MANY_REQUESTS });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    },
  );

  it('slows guessing with waits that double (1 s, 2 s, 4 s …); the right password waits its turn too, then starts over', async () => {
    const account = await newAccount();
    const ip = address();
    for (let i = 0; i < 5; i++)
      expect((await attempt({ ...account, password: `wrong-${i}` }, ip)).statusCode).toBe(401);

    await triedJustNow(account.email, ip);
    const first = await attempt({ ...account, password: 'wrong-5' }, ip);
    expect(first.json()).toEqual(throttled('1 second'));
    expect(first.headers['retry-after']).toBe('1');
    await waitAsIf(account.email, ip, 1000);
    expect((await attempt({ ...account, password: 'wrong-6' }, ip)).statusCode).toBe(401);

    await triedJustNow(account.email, ip);
    expect((await attempt(account, ip)).json()).toEqual(throttled('2 seconds')); // even the right password
    await waitAsIf(account.email, ip, 2000);
    expect((await attempt({ ...account, password: 'wrong-7' }, ip)).statusCode).toBe(401);
    await triedJustNow(account.email, ip);
    const third = await attempt({ ...account, password: 'wrong-8' }, ip);
    expect(third.json()).toEqual(throttled('4 seconds'));
    expect(third.headers['retry-after']).toBe('4');

    await waitAsIf(account.email, ip, 4000);
    expect((await attempt(account, ip)).statusCode).toBe(200);
    // A successful login forgets this address's failures for the account.
    expect((await attempt({ ...account, password: 'wrong-again' }, ip)).statusCode).toBe(401);
  });

  it('caps the wait at 5 minutes', async () => {
    const account = await newAccount();
    const ip = address();
    for (let i = 0; i < 5; i++) await attempt({ ...account, password: `wrong-${i}` }, ip);
    await attempts().updateOne(pairOf(account.email, ip), {
      $set: { count: 40, lastAt: new Date() },
    });
    const res = await attempt({ ...account, password: 'wrong-pass' }, ip);
    expect(res.json()).toEqual(throttled('5 minutes'));
    expect(res.headers['retry-after']).toBe('300');
  });

  it('lets a right password in from a shared address after someone behind it typed wrong ones', async () => {
    const typist = await newAccount();
    const neighbour = await newAccount();
    const sharedAddress = address();
    for (let i = 0; i < 5; i++)
      expect((await attempt({ ...typist, password: `wrong-${i}` }, sharedAddress)).statusCode).toBe(
        401,
      );
    await triedJustNow(typist.email, sharedAddress);
    expect((await attempt({ ...typist, password: 'wrong-5' }, sharedAddress)).statusCode).toBe(429);

    expect((await attempt(neighbour, sharedAddress)).statusCode).toBe(200);
    expect((await attempt(CUSTOMER, sharedAddress)).statusCode).toBe(200);
    // And the typist, from another network (phone on Wi-Fi), is not held up either.
    expect((await attempt(typist, address())).statusCode).toBe(200);
  });

  it('gives a shared address a budget of 300 failures in 15 minutes, then refuses it; successes do not use it up', async () => {
    const ip = address();
    for (let i = 0; i < 3; i++) expect((await attempt(CUSTOMER, ip)).statusCode).toBe(200);
    const budget = await attempts().findOne({
      _id: { $regex: `^address:${escape(ip)}@` } as never,
    });
    expect(budget?.count).toBe(0);

    // 299 failures of many people behind the address so far (as if typed over the last minutes).
    await attempts().updateOne({ _id: budget!._id }, { $set: { count: 299 } });
    expect(
      (await attempt({ email: 'someone@mail.com', password: 'wrong-pass' }, ip)).statusCode,
    ).toBe(401); // the 300th
    const over = await attempt(CUSTOMER, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toMatch(
      /^Too many failed login attempts\. Try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect((await attempt(CUSTOMER, address())).statusCode).toBe(200); // other addresses are unaffected
  });

  it('cannot lock the admin out by email alone: guessing from many addresses only slows the guessers', async () => {
    // 24 addresses (a botnet, or one attacker hopping) each guess once.
    for (let i = 0; i < 24; i++) {
      expect(
        (await attempt({ email: ADMIN.email, password: `guess-${i}` }, address())).statusCode,
      ).toBe(401);
    }
    // The account is now under attack: each new address gets one check, then waits.
    const attacker = address();
    expect((await attempt({ email: ADMIN.email, password: 'guess-a' }, attacker)).statusCode).toBe(
      401,
    );
    await triedJustNow(ADMIN.email, attacker);
    expect((await attempt({ email: ADMIN.email, password: 'guess-b' }, attacker)).json()).toEqual(
      throttled('1 second'),
    );
    expect((await attempt(ADMIN, attacker)).statusCode).toBe(429); // the attacker's turn has not come

    // The admin, from home or from anywhere else, gets in with the right password.
    expect((await attempt(ADMIN, address())).json()).toMatchObject({
      user: { email: ADMIN.email, role: 'admin' },
    });
    expect((await attempt(ADMIN, address())).statusCode).toBe(200);
  });

  it('takes the client address from X-Forwarded-For behind a trusted proxy: one client cannot slow another', async () => {
    const account = await newAccount();
    const [first, second] = [address(), address()];
    for (let i = 0; i < 5; i++) await attempt({ ...account, password: `wrong-${i}` }, first);
    await triedJustNow(account.email, first);
    expect((await attempt(account, first)).statusCode).toBe(429);
    expect((await attempt(account, second)).statusCode).toBe(200); // same proxy socket, another client
  });
});
