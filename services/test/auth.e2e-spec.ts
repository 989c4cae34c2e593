import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, type AuthAnswer, ErrorCode, REFRESH_COOKIE } from '@shop/contracts';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RESET_CONFIRMS_PER_ACCOUNT,
  RESET_REQUESTS_PER_EMAIL,
  SIGNUPS_PER_ADDRESS_PER_HOUR,
} from '../src/auth/auth-attempt-limits';
import { PasswordResetService } from '../src/auth/password-reset.service';
import { hashToken } from '../src/sessions/session-token';
import { UsersService } from '../src/users/users.service';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, cookieFrom, CUSTOMER, login, nextAddress, setCookieHeader, signup, waitFor } from './helpers/auth';

describe('accounts: sign-up, login, refresh, logout, reset (API)', () => {
  let app: NestFastifyApplication;
  let outbox: string;

  let jwtKeyDir: string;
  let jwtKeyFile: string;

  beforeAll(async () => {
    // JWT_SECRET unset: the API generates its key into JWT_SECRET_FILE (a folder of this test).
    jwtKeyDir = await mkdtemp(join(tmpdir(), 'shop-e2e-auth-key-'));
    jwtKeyFile = join(jwtKeyDir, 'data', 'jwt-secret');
    app = await bootApp({ database: 'e2e-auth', env: { JWT_SECRET_FILE: jwtKeyFile } });
    outbox = join(tmpdir(), `shop-e2e-${process.pid}`, 'e2e-auth', 'outbox');
  });

  afterAll(async () => {
    await dropAndClose(app);
    await rm(jwtKeyDir, { recursive: true, force: true });
  });

  const post = (url: string, payload?: unknown, options: { cookie?: string; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as never,
      remoteAddress: options.ip ?? nextAddress(),
      cookies: options.cookie === undefined ? undefined : { [REFRESH_COOKIE]: options.cookie },
    });
  const me = (accessToken: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } });
  const errorOf = (res: { json: () => unknown }) => res.json() as ApiErrorBody;
  /** As if REFRESH_REUSE_GRACE_MS had passed since every rotation so far. */
  const endGraceWindows = () =>
    connectionOf(app)
      .collection('sessions')
      .updateMany({ graceUntil: { $ne: null } }, { $set: { graceUntil: new Date(Date.now() - 1000) } });

  describe('sign-up', () => {
    it('creates a customer, answers {accessToken, user} and sets the refresh cookie', async () => {
      const res = await post('/api/auth/signup', { name: '  Rahim Uddin ', email: ' Rahim@Mail.com ', password: 'Secret#2026' });
      expect(res.statusCode).toBe(201);
      const body = res.json<AuthAnswer>();
      expect(body.user).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Rahim Uddin',
        displayName: 'Rahim Uddin',
        email: 'rahim@mail.com',
        role: 'customer',
        photoURL: null,
      });
      expect(body.accessToken.split('.')).toHaveLength(3);
      expect(res.body).not.toMatch(/passwordHash|argon2/);
      const cookie = setCookieHeader(res)!;
      expect(cookie).toMatch(/^shop_refresh=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/api/auth');
      expect(cookie).toContain('Expires=');
      expect(cookie).not.toContain('Secure'); // COOKIE_SECURE defaults to false outside production
      expect((await me(body.accessToken)).json()).toEqual(body.user);
    });

    it('refuses a taken email with 409 EMAIL_TAKEN, whatever its case', async () => {
      const res = await post('/api/auth/signup', { name: 'Again', email: 'CUSTOMER@shop.local', password: 'Secret#2026' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, code: ErrorCode.EMAIL_TAKEN, message: 'An account with this email already exists' });
    });

    it.each([
      [{ name: '', email: 'a@b.com', password: 'Secret#2026' }, 'Name is Required'],
      [{ name: 'A', email: '', password: 'Secret#2026' }, 'Email is Required'],
      [{ name: 'A', email: 'not-an-email', password: 'Secret#2026' }, 'Provide a valid Email'],
      [{ name: 'A', email: 'a@b.com', password: '' }, 'Password is Required'],
      [{ name: 'A', email: 'a@b.com', password: '12345' }, 'Must be 6 characters or longer'],
      [{ name: 'A', email: 'a@b.com' }, 'Password is Required'],
      [{ name: 'A', email: 'a@b.com', password: 'password' }, 'This password is too common'],
      [{ name: 'A', email: 'a@b.com', password: '12345678' }, 'This password is too common'],
      [{ name: 'A', email: 'a@b.com', password: 'Qwerty123' }, 'This password is too common'],
    ])('answers %p with the spec message %s', async (payload, message) => {
      const res = await post('/api/auth/signup', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message });
    });

    it('cannot be used to become an admin', async () => {
      const res = await post('/api/auth/signup', { name: 'Mallory', email: 'mallory@mail.com', password: 'Secret#2026', role: 'admin' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('property role should not exist');
    });

    it(`is limited to ${SIGNUPS_PER_ADDRESS_PER_HOUR} accepted sign-ups per hour per IP address (429 saying how long to wait); refused ones do not count`, async () => {
      const ip = nextAddress();
      // People behind one carrier address trying passwords the rules refuse use up nothing.
      for (let i = 0; i < 10; i++) {
        const refused = await post('/api/auth/signup', { name: 'Burst', email: `refused${i}@mail.com`, password: 'password' }, { ip });
        expect(refused.json()).toMatchObject({ statusCode: 400, message: 'This password is too common' });
      }
      const statuses: number[] = [];
      for (let i = 0; i <= SIGNUPS_PER_ADDRESS_PER_HOUR; i++) {
        const res = await post('/api/auth/signup', { name: 'Burst', email: `burst${i}@mail.com`, password: 'Secret#2026' }, { ip });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array(SIGNUPS_PER_ADDRESS_PER_HOUR).fill(201), 429]);
      const res = await post('/api/auth/signup', { name: 'Burst', email: 'burst-over@mail.com', password: 'Secret#2026' }, { ip });
      const body = res.json<ApiErrorBody & { retryAfterSeconds: number; retryAfterMinutes: number }>();
      expect(body).toMatchObject({ statusCode: 429, code: ErrorCode.TOO_MANY_REQUESTS, retryAfterSeconds: expect.any(Number) });
      expect(body.retryAfterSeconds).toBeGreaterThan(3000);
      expect(res.headers['retry-after']).toBe(String(body.retryAfterSeconds));
      expect(body.message).toBe(`Too many attempts. Try again in ${body.retryAfterMinutes} minutes.`);
      expect((await post('/api/auth/signup', { name: 'Other', email: 'other-ip@mail.com', password: 'Secret#2026' })).statusCode).toBe(201);

      // The counters live in the database (shared by API instances); a new hour starts afresh.
      const limits = connectionOf(app).collection('rate_limits');
      expect(await limits.countDocuments({ count: { $gt: SIGNUPS_PER_ADDRESS_PER_HOUR } })).toBe(1);
      await limits.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      expect((await post('/api/auth/signup', { name: 'Burst', email: 'burst-later@mail.com', password: 'Secret#2026' }, { ip })).statusCode).toBe(201);
    });
  });

  describe('login', () => {
    it('answers the seeded admin with role admin', async () => {
      const session = await login(app, ADMIN);
      expect(session.answer.user).toMatchObject({ email: 'admin@shop.local', role: 'admin', name: 'Shop Admin', displayName: 'Shop Admin' });
    });

    it('answers a wrong password and an unknown email alike: 401 INVALID_CREDENTIALS', async () => {
      const expected = { statusCode: 401, code: ErrorCode.INVALID_CREDENTIALS, message: 'Email or password is incorrect' };
      const wrong = await post('/api/auth/login', { email: CUSTOMER.email, password: 'wrong-password' });
      const unknown = await post('/api/auth/login', { email: 'nobody@mail.com', password: 'wrong-password' });
      expect(wrong.json()).toEqual(expected);
      expect(unknown.json()).toEqual(expected);
      expect(cookieFrom(wrong)).toBeUndefined();
    });

    it.each([
      { email: { $gt: '' }, password: 'x' },
      { email: { $gt: '' }, password: { $gt: '' } },
      { email: CUSTOMER.email, password: { $ne: null } },
      { email: { $regex: '.*' }, password: 'Customer#2026' },
      { email: ['customer@shop.local'], password: 'Customer#2026' },
    ])('rejects the operator payload %p with 400 VALIDATION_FAILED', async (payload) => {
      const res = await post('/api/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.body).not.toContain('accessToken');
    });

    it('finds an account signed up as Walker@Example.com whatever the case typed at login', async () => {
      const signedUp = await post('/api/auth/signup', { name: 'Walker', email: 'Walker@Example.com', password: 'Walker#2026' });
      expect(signedUp.statusCode).toBe(201);
      expect(signedUp.json<AuthAnswer>().user.email).toBe('walker@example.com');
      for (const email of ['walker@example.com', ' WALKER@example.COM ', 'Walker@Example.com']) {
        const res = await post('/api/auth/login', { email, password: 'Walker#2026' });
        expect([email, res.statusCode]).toEqual([email, 200]);
        expect(res.json<AuthAnswer>().user.email).toBe('walker@example.com');
      }
    });
    // Failed-login limits (waits, shared addresses, parallel guesses): auth-login-limits.e2e-spec.ts
  });

  describe('refresh and logout', () => {
    it('rotates the refresh token: a new cookie and access token each time', async () => {
      const session = await login(app, CUSTOMER);
      const res = await post('/api/auth/refresh', undefined, { cookie: session.refreshToken });
      expect(res.statusCode).toBe(200);
      const body = res.json<AuthAnswer>();
      expect(body.user).toEqual(session.answer.user);
      expect((await me(body.accessToken)).statusCode).toBe(200);
      const next = cookieFrom(res)!;
      expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(next).not.toBe(session.refreshToken);
      expect((await post('/api/auth/refresh', undefined, { cookie: next })).statusCode).toBe(200);
    });

    it('treats reuse of a rotated token after the grace window as theft: 401 SESSION_REVOKED and the whole family is revoked', async () => {
      const session = await login(app, CUSTOMER);
      const rotated = await post('/api/auth/refresh', undefined, { cookie: session.refreshToken });
      const successor = cookieFrom(rotated)!;
      await endGraceWindows();
      const replay = await post('/api/auth/refresh', undefined, { cookie: session.refreshToken });
      expect(replay.json()).toEqual({
        statusCode: 401,
        code: ErrorCode.SESSION_REVOKED,
        message: 'This session was revoked. Please log in again.',
      });
      expect(setCookieHeader(replay)).toMatch(/^shop_refresh=;/); // cleared
      const afterTheft = await post('/api/auth/refresh', undefined, { cookie: successor });
      expect(afterTheft.json<ApiErrorBody>().code).toBe(ErrorCode.SESSION_REVOKED);
    });

    it.each([2, 5, 10])('lets %i concurrent refreshes with one cookie (tabs waking up) all succeed with the same new cookie', async (tabs) => {
      const session = await login(app, CUSTOMER);
      const answers = await Promise.all(Array.from({ length: tabs }, () => post('/api/auth/refresh', undefined, { cookie: session.refreshToken })));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(tabs).fill(200));
      const cookies = answers.map((res) => setCookieHeader(res)!);
      expect(cookies.every((cookie) => /^shop_refresh=[A-Za-z0-9_-]{43};/.test(cookie))).toBe(true); // none clears it
      const successors = new Set(answers.map((res) => cookieFrom(res)));
      expect(successors.size).toBe(1);
      const [successor] = [...successors];
      expect(successor).not.toBe(session.refreshToken);
      for (const res of answers) expect((await me(res.json<AuthAnswer>().accessToken)).statusCode).toBe(200);
      // The session lives on: the shared successor refreshes, and the family has one live token.
      const next = await post('/api/auth/refresh', undefined, { cookie: successor });
      expect(next.statusCode).toBe(200);
      const sessions = connectionOf(app).collection('sessions');
      const latest = await sessions.findOne({ tokenHash: hashToken(cookieFrom(next)!) });
      expect(await sessions.countDocuments({ familyId: latest!.familyId, revokedAt: null })).toBe(1);
    });

    it('answers a token presented again within the grace window with its successor, unless the session ended meanwhile', async () => {
      const session = await login(app, CUSTOMER);
      const first = await post('/api/auth/refresh', undefined, { cookie: session.refreshToken });
      const again = await post('/api/auth/refresh', undefined, { cookie: session.refreshToken });
      expect(again.statusCode).toBe(200);
      expect(cookieFrom(again)).toBe(cookieFrom(first));

      await post('/api/auth/logout', undefined, { cookie: cookieFrom(first) });
      const afterLogout = await post('/api/auth/refresh', undefined, { cookie: session.refreshToken });
      expect(afterLogout.json<ApiErrorBody>().code).toBe(ErrorCode.SESSION_REVOKED);
    });

    it('answers 204 without any cookie: an anonymous visitor is not an error', async () => {
      for (const cookie of [undefined, '']) {
        const res = await post('/api/auth/refresh', undefined, { cookie });
        expect(res.statusCode).toBe(204);
        expect(res.body).toBe('');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(setCookieHeader(res)).toBeUndefined();
      }
    });

    it('answers 401 UNAUTHORIZED with a malformed or unknown cookie (clearing it), and with an expired one', async () => {
      for (const cookie of ['garbage', 'bogus', 'A'.repeat(43)]) {
        const res = await post('/api/auth/refresh', undefined, { cookie });
        expect(res.json()).toMatchObject({ statusCode: 401, code: ErrorCode.UNAUTHORIZED });
        expect(setCookieHeader(res)).toMatch(/^shop_refresh=;/);
      }
      const session = await login(app, CUSTOMER);
      await connectionOf(app)
        .collection('sessions')
        .updateMany({ userId: { $exists: true }, revokedAt: null }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      const expired = await post('/api/auth/refresh', undefined, { cookie: session.refreshToken });
      expect(expired.json()).toMatchObject({ statusCode: 401, code: ErrorCode.UNAUTHORIZED });
    });

    it('logout revokes the session and clears the cookie; 204 also without one', async () => {
      const session = await login(app, CUSTOMER);
      const res = await post('/api/auth/logout', undefined, { cookie: session.refreshToken });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(setCookieHeader(res)).toMatch(/^shop_refresh=;.*Path=\/api\/auth/);
      const after = await post('/api/auth/refresh', undefined, { cookie: session.refreshToken });
      expect(after.json<ApiErrorBody>().code).toBe(ErrorCode.SESSION_REVOKED);
      expect((await post('/api/auth/logout')).statusCode).toBe(204);
    });

    it('refuses an access token signed with the public development secret of earlier versions', async () => {
      const session = await login(app, CUSTOMER);
      const admin = (await login(app, ADMIN)).answer.user;
      const forge = (sub: string, role: string) =>
        new JwtService({ secret: 'dev-only-insecure-jwt-secret-set-JWT_SECRET-in-production' }).signAsync({ sub, role });
      for (const token of [await forge(session.answer.user._id, 'customer'), await forge(admin._id, 'admin')]) {
        const res = await me(token);
        expect(res.json()).toEqual({ statusCode: 401, code: ErrorCode.UNAUTHORIZED, message: 'No user is logged in' });
      }
    });

    it('signs with the key generated for this installation in JWT_SECRET_FILE (0600), not a constant', async () => {
      const key = (await readFile(jwtKeyFile, 'utf8')).trim();
      expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(32);
      expect((await stat(jwtKeyFile)).mode & 0o777).toBe(0o600);
      const session = await login(app, CUSTOMER);
      const { sid } = new JwtService().decode<{ sid: string }>(session.accessToken);
      const signedWithFileKey = await new JwtService({ secret: key }).signAsync({ sub: session.answer.user._id, role: 'customer', sid });
      expect((await me(signedWithFileKey)).statusCode).toBe(200);
    });

    it('refuses an expired access token and one signed with another key', async () => {
      const session = await login(app, CUSTOMER);
      const jwt = app.get(JwtService, { strict: false });
      const expired = await jwt.signAsync({ sub: session.answer.user._id, exp: Math.floor(Date.now() / 1000) - 60 });
      const forged = await new JwtService({ secret: 'another-secret-another-secret-another' }).signAsync({ sub: session.answer.user._id });
      for (const token of [expired, forged]) {
        const res = await me(token);
        expect(res.json()).toEqual({ statusCode: 401, code: ErrorCode.UNAUTHORIZED, message: 'No user is logged in' });
      }
    });
  });

  describe('password reset by mail', () => {
    const mails = async () => (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    async function latestMailTo(address: string, count: number): Promise<string> {
      const files = await waitFor(async () => {
        const list = await mails();
        return list.length >= count ? list : undefined;
      });
      const texts = await Promise.all(files.sort().map((file) => readFile(join(outbox, file), 'utf8')));
      const mine = texts.filter((text) => text.includes(`To: ${address}`));
      return mine[mine.length - 1];
    }
    /** The token of the mail's reset link (the body may be quoted-printable encoded). */
    /** A mail's text: quoted-printable or base64 body parts decoded (Bengali text comes encoded). */
    const decodeMail = (eml: string) => {
      const qp = eml
        .replace(/=\r?\n/g, '')
        .replace(/(?:=[0-9A-F]{2})+/g, (run: string) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
      const base64Parts = [...eml.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
        (match) => Buffer.from(match[1].replace(/\s/g, ''), 'base64').toString('utf8'),
      );
      return [qp, ...base64Parts].join('\n');
    };
    /** The token of the mail's reset link. */
    const tokenIn = (eml: string) => /http:\/\/localhost:4200\/reset\?token=([A-Za-z0-9_-]{43})\s/.exec(decodeMail(eml))![1];

    it('answers {ok: true} for an unknown email and sends nothing', async () => {
      const before = (await mails()).length;
      const res = await post('/api/auth/reset', { email: 'nobody-here@mail.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const known = await post('/api/auth/reset', { email: 'nobody-here2@mail.com' });
      expect(known.json()).toEqual({ ok: true });
      await app.get(PasswordResetService).settled();
      expect((await mails()).length).toBe(before);
    });

    it('answers before it looks the email up, so its timing cannot tell whether an account exists', async () => {
      const users = app.get(UsersService);
      const resets = app.get(PasswordResetService);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const lookups: string[] = [];
      const findByEmail = users.findByEmail.bind(users);
      const spy = jest.spyOn(users, 'findByEmail').mockImplementation(async (email: string) => {
        lookups.push(email);
        await gate;
        return findByEmail(email);
      });
      try {
        const before = (await mails()).length;
        // Both answers come while the lookup is still held back: nothing in them can depend on it.
        for (const email of [CUSTOMER.email, 'nobody-at-all@mail.com']) {
          const res = await post('/api/auth/reset', { email });
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual({ ok: true });
        }
        expect((await mails()).length).toBe(before);
        release();
        await resets.settled();
        expect(lookups).toEqual([CUSTOMER.email, 'nobody-at-all@mail.com']);
        expect(await latestMailTo(CUSTOMER.email, before + 1)).toContain('/reset?token=');
        expect((await mails()).length).toBe(before + 1);
      } finally {
        release();
        spy.mockRestore();
      }
    });

    it('writes the mail in the language the visitor asked in, with the link to that language\'s page', async () => {
      const before = (await mails()).length;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/reset',
        payload: { email: CUSTOMER.email },
        remoteAddress: nextAddress(),
        headers: { cookie: 'lang=bn' },
      });
      expect(res.json()).toEqual({ ok: true });
      await app.get(PasswordResetService).settled();
      const eml = await latestMailTo(CUSTOMER.email, before + 1);
      const decoded = decodeMail(eml);
      expect(decoded).toMatch(/http:\/\/localhost:4200\/bn\/reset\?token=[A-Za-z0-9_-]{43}\s/);
      expect(decoded).toContain('৩০ মিনিটের মধ্যে');
    });

    it('mails a single-use link that sets a new password and ends every session', async () => {
      await signup(app, { name: 'Forgetful', email: 'forgetful@mail.com', password: 'Old#2026' });
      const session = await login(app, { email: 'forgetful@mail.com', password: 'Old#2026' });
      const before = (await mails()).length;
      const res = await post('/api/auth/reset', { email: 'Forgetful@mail.com' });
      expect(res.json()).toEqual({ ok: true });
      const eml = await latestMailTo('forgetful@mail.com', before + 1);
      expect(eml).toContain('From: TechParts BD <no-reply@techparts.local>');
      const token = tokenIn(eml);

      const confirm = await post('/api/auth/reset/confirm', { token, password: 'New#2026' });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({ ok: true });
      expect((await post('/api/auth/login', { email: 'forgetful@mail.com', password: 'Old#2026' })).statusCode).toBe(401);
      expect((await post('/api/auth/login', { email: 'forgetful@mail.com', password: 'New#2026' })).statusCode).toBe(200);
      const refresh = await post('/api/auth/refresh', undefined, { cookie: session.refreshToken });
      expect(refresh.json<ApiErrorBody>().code).toBe(ErrorCode.SESSION_REVOKED);

      const reused = await post('/api/auth/reset/confirm', { token, password: 'Third#2026' });
      expect(reused.json()).toEqual({
        statusCode: 400,
        code: ErrorCode.RESET_TOKEN_INVALID,
        message: 'This reset link is invalid or has expired',
      });
    });

    it('refuses an expired link, an unknown one and a malformed one with 400 RESET_TOKEN_INVALID', async () => {
      const before = (await mails()).length;
      await post('/api/auth/reset', { email: CUSTOMER.email });
      const token = tokenIn(await latestMailTo(CUSTOMER.email, before + 1));
      await connectionOf(app)
        .collection('password_resets')
        .updateMany({ usedAt: null }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      for (const candidate of [token, 'B'.repeat(43), 'short', '{"$gt":""}']) {
        const res = await post('/api/auth/reset/confirm', { token: candidate, password: 'New#2026' });
        expect({ candidate, body: res.json() }).toEqual({
          candidate,
          body: { statusCode: 400, code: ErrorCode.RESET_TOKEN_INVALID, message: 'This reset link is invalid or has expired' },
        });
      }
      expect((await post('/api/auth/login', CUSTOMER)).statusCode).toBe(200);
    });

    it('checks the new password with the spec messages', async () => {
      const res = await post('/api/auth/reset/confirm', { token: 'C'.repeat(43), password: '123' });
      expect(res.json()).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message: 'Must be 6 characters or longer' });
    });

    it('refuses a common password as the new one, and the link still works for a better one', async () => {
      const before = (await mails()).length;
      await post('/api/auth/reset', { email: 'rahim@mail.com' });
      const token = tokenIn(await latestMailTo('rahim@mail.com', before + 1));
      for (const password of ['password', '12345678']) {
        const res = await post('/api/auth/reset/confirm', { token, password });
        expect(res.json()).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message: 'This password is too common' });
      }
      expect((await post('/api/auth/reset/confirm', { token, password: 'Rahim#Uddin-2026' })).statusCode).toBe(200);
    });

    it('still lets an account whose password is common log in (only new passwords are checked)', async () => {
      await app.get(UsersService).ensureUser({ name: 'Old Timer', email: 'old-timer@mail.com', password: 'password', role: 'customer' });
      expect((await post('/api/auth/login', { email: 'old-timer@mail.com', password: 'password' })).statusCode).toBe(200);
    });

    it(`is limited to ${RESET_REQUESTS_PER_EMAIL} requests per 15 minutes per email, generously per IP address`, async () => {
      const ip = nextAddress();
      const statuses: number[] = [];
      // Different people behind one address each ask for their own link.
      for (let i = 0; i < 12; i++) statuses.push((await post('/api/auth/reset', { email: `x${i}@mail.com` }, { ip })).statusCode);
      expect(statuses).toEqual(Array(12).fill(200));
      const same: number[] = [];
      for (let i = 0; i <= RESET_REQUESTS_PER_EMAIL; i++) same.push((await post('/api/auth/reset', { email: 'Same-Inbox@mail.com' })).statusCode);
      expect(same).toEqual([...Array(RESET_REQUESTS_PER_EMAIL).fill(200), 429]);
      const over = await post('/api/auth/reset', { email: 'same-inbox@mail.com' });
      expect(over.json()).toMatchObject({ statusCode: 429, retryAfterSeconds: expect.any(Number), message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/) });
    });

    it('limits uses of reset links by the link\'s account, so a shared address does not lock out a valid link', async () => {
      const ip = nextAddress();
      // Others behind the same address trying links that lead nowhere.
      for (let i = 0; i < 20; i++) {
        expect((await post('/api/auth/reset/confirm', { token: `${'D'.repeat(40)}${String(i).padStart(3, '0')}`, password: 'New#2026' }, { ip })).statusCode).toBe(400);
      }
      await app.get(UsersService).ensureUser({ name: 'Shared Address', email: 'shared-address@mail.com', password: 'Old#2026', role: 'customer' });
      const before = (await mails()).length;
      await post('/api/auth/reset', { email: 'shared-address@mail.com' });
      const token = tokenIn(await latestMailTo('shared-address@mail.com', before + 1));
      expect((await post('/api/auth/reset/confirm', { token, password: 'New#2026' }, { ip })).statusCode).toBe(200);
      // The used link, tried again from anywhere: counted for its account.
      const statuses: number[] = [];
      for (let i = 1; i <= RESET_CONFIRMS_PER_ACCOUNT; i++) {
        statuses.push((await post('/api/auth/reset/confirm', { token, password: 'Newer#2026' })).statusCode);
      }
      expect(statuses).toEqual([...Array(RESET_CONFIRMS_PER_ACCOUNT - 1).fill(400), 429]);
      const refused = await post('/api/auth/reset/confirm', { token, password: 'Newer#2026' });
      expect(refused.json()).toMatchObject({ statusCode: 429, code: ErrorCode.TOO_MANY_REQUESTS, retryAfterSeconds: expect.any(Number) });
      expect(refused.headers['retry-after']).toEqual(expect.any(String));
    });
  });

  describe('Google sign-in when not configured', () => {
    it('says so in /auth/providers and answers its routes 404 GOOGLE_SIGN_IN_DISABLED', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
      for (const url of ['/api/auth/google?from=/shops', '/api/auth/google/callback?code=abc&state=xyz']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.json()).toEqual({
          statusCode: 404,
          code: ErrorCode.GOOGLE_SIGN_IN_DISABLED,
          message: 'Google sign-in is not configured on this server',
        });
      }
    });
  });

  it('never stores a refresh or reset token in clear', async () => {
    const session = await login(app, CUSTOMER);
    const db = connectionOf(app);
    expect(await db.collection('sessions').countDocuments({ tokenHash: session.refreshToken })).toBe(0);
    const stored = await db.collection('sessions').find({}, { projection: { tokenHash: 1 } }).toArray();
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(String(s.tokenHash)))).toBe(true);
    expect(JSON.stringify(await db.collection('users').find().toArray())).toContain('$argon2id$');
    expect(bearer(session).authorization).toMatch(/^Bearer /);
  });
});
