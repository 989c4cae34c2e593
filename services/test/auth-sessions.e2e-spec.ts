import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, ErrorCode, REFRESH_COOKIE } from '@shop/contracts';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, nextAddress, type Session, signup, waitFor } from './helpers/auth';

const DATABASE = 'e2e-auth-sessions';

/**
 * Sessions that end, end everywhere: an access token names its login (`sid`) and
 * stops working when that login ends — logout, password reset, role change, removal — not 15
 * minutes later.
 */
describe('access tokens end with their session', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  const outbox = join(tmpdir(), `shop-e2e-${process.pid}`, DATABASE, 'outbox');
  let accounts = 0;

  beforeAll(async () => {
    app = await bootApp({ database: DATABASE });
    admin = await login(app, ADMIN);
  });

  afterAll(() => dropAndClose(app));

  async function newAccount(): Promise<{ session: Session; email: string; password: string }> {
    accounts += 1;
    const email = `ending${accounts}@mail.com`;
    const password = `Ending#2026-${accounts}`;
    return {
      session: await signup(app, { name: `Ending ${accounts}`, email, password }),
      email,
      password,
    };
  }

  const me = (session: Session) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session) });
  const rename = (session: Session, name: string) =>
    app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: { name },
      headers: bearer(session),
    });

  /** The token works before; afterwards both the hot read and a write answer 401 'No user is logged in'. */
  async function expectEndedBy(session: Session, end: () => Promise<void>): Promise<void> {
    expect((await me(session)).statusCode).toBe(200); // and now this process remembers it as live
    await end();
    for (const res of [await me(session), await rename(session, 'Changed After')]) {
      expect(res.json<ApiErrorBody>()).toEqual({
        statusCode: 401,
        code: ErrorCode.UNAUTHORIZED,
        message: 'No user is logged in',
      });
    }
  }

  const post = (url: string, payload?: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as never,
      remoteAddress: nextAddress(),
      ...(cookie ? { cookies: { [REFRESH_COOKIE]: cookie } } : {}),
    });

  it('after logout; another login of the same account keeps working', async () => {
    const { session, email, password } = await newAccount();
    const other = await login(app, { email, password });
    await expectEndedBy(session, async () => {
      expect((await post('/api/auth/logout', undefined, session.refreshToken)).statusCode).toBe(
        204,
      );
    });
    expect((await me(other)).statusCode).toBe(200);
  });

  it('after a password reset, for every login of the account', async () => {
    const { session, email, password } = await newAccount();
    const other = await login(app, { email, password });
    await expectEndedBy(session, async () => {
      expect((await post('/api/auth/reset', { email })).statusCode).toBe(200);
      const token = await waitFor(async () => {
        for (const file of await readdir(outbox).catch(() => [] as string[])) {
          const mail = (await readFile(join(outbox, file), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          const link = mail.includes(`To: ${email}`)
            ? /\/reset\?token=([A-Za-z0-9_-]{43})/.exec(mail)
            : null;
          if (link) return link[1];
        }
        return undefined;
      });
      expect(
        (await post('/api/auth/reset/confirm', { token, password: 'Brand-New#2026' })).statusCode,
      ).toBe(200);
    });
    expect((await me(other)).statusCode).toBe(401);
  });

  it('after a role change', async () => {
    const { session } = await newAccount();
    await expectEndedBy(session, async () => {
      const promoted = await app.inject({
        method: 'PATCH',
        url: `/api/users/${session.answer.user._id}/role`,
        payload: { role: 'admin' },
        headers: bearer(admin),
      });
      expect(promoted.statusCode).toBe(200);
    });
  });

  it('after the account is removed', async () => {
    const { session } = await newAccount();
    await expectEndedBy(session, async () => {
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/users/${session.answer.user._id}`,
        headers: bearer(admin),
      });
      expect(removed.statusCode).toBe(204);
    });
  });

  it('refuses a token without a session id (issued before sessions were named): the browser refreshes', async () => {
    const { session } = await newAccount();
    const jwt = app.get(JwtService, { strict: false });
    const { sid, ...withoutSid } = jwt.decode<{
      sub: string;
      role: string;
      sid: string;
      iat: number;
      exp: number;
    }>(session.accessToken);
    expect(typeof sid).toBe('string');
    const old = await jwt.signAsync({ sub: withoutSid.sub, role: withoutSid.role });
    expect((await me({ ...session, accessToken: old })).statusCode).toBe(401);
    const made = await jwt.signAsync({
      sub: withoutSid.sub,
      role: withoutSid.role,
      sid: 'not-a-session-of-theirs',
    });
    expect((await me({ ...session, accessToken: made })).statusCode).toBe(401);
    // The refresh cookie still gives a token that works.
    const refreshed = await post('/api/auth/refresh', undefined, session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(
      (await me({ ...session, accessToken: refreshed.json<{ accessToken: string }>().accessToken }))
        .statusCode,
    ).toBe(200);
  });
});
