import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, ErrorCode, REFRESH_COOKIE } from '@shop/contracts';
import { bootApp, dropAndClose } from './helpers/app';
import { CUSTOMER, login, nextAddress, setCookieHeader } from './helpers/auth';

const EVIL = 'https://evil.example';
const SHOP = 'http://localhost:4200';

/**
 * Login and logout CSRF: another site's page must not be able to sign the
 * visitor in (into the attacker's account) or out. JSON routes take JSON only, and the routes that
 * set or clear the refresh cookie answer only the shop's own origins.
 */
describe('auth routes refuse requests sent by other sites', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-auth-cross-site' });
  });

  afterAll(() => dropAndClose(app));

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  /** What an auto-submitted `<form method=post>` on another site sends. */
  const formPost = (path: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/auth/${path}`,
      payload,
      remoteAddress: nextAddress(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: EVIL,
        'sec-fetch-site': 'cross-site',
        ...headers,
      },
    });

  const jsonPost = (path: string, body: unknown, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/auth/${path}`,
      payload: body === undefined ? undefined : JSON.stringify(body),
      remoteAddress: nextAddress(),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
    });

  function expectRefused(
    res: Awaited<ReturnType<typeof formPost>>,
    statusCode: number,
    code: ErrorCode,
  ) {
    expect(res.statusCode).toBe(statusCode);
    expect(res.json<ApiErrorBody>()).toMatchObject({ statusCode, code });
    expect(res.headers['set-cookie']).toBeUndefined();
  }

  const refreshWith = (token: string, origin = SHOP) =>
    jsonPost('refresh', undefined, { cookie: `${REFRESH_COOKIE}=${token}`, origin });

  it('answers a cross-site form that logs in with 415 and sets no cookie', async () => {
    const res = await formPost('login', form(CUSTOMER));
    expectRefused(res, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  });

  it('answers a cross-site form that signs up with 415, and no account is made', async () => {
    const account = {
      name: 'Attacker',
      email: 'csrf-attacker@mail.com',
      password: 'Attacker#2026',
    };
    expectRefused(await formPost('signup', form(account)), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    const { email, password } = account;
    expect((await jsonPost('login', { email, password }, { origin: SHOP })).statusCode).toBe(401);
  });

  it('answers text/plain (the other form encoding that skips the preflight) with 415', async () => {
    const res = await formPost('login', JSON.stringify(CUSTOMER), { 'content-type': 'text/plain' });
    expectRefused(res, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  });

  it('refuses a JSON login from another origin with 403 CROSS_SITE_REQUEST and sets no cookie', async () => {
    expectRefused(
      await jsonPost('login', CUSTOMER, { origin: EVIL }),
      403,
      ErrorCode.CROSS_SITE_REQUEST,
    );
    expectRefused(
      await jsonPost('login', CUSTOMER, { origin: 'null' }),
      403,
      ErrorCode.CROSS_SITE_REQUEST,
    );
    expectRefused(
      await jsonPost(
        'signup',
        { name: 'X', email: 'x-csrf@mail.com', password: 'Xyzzy#2026' },
        { origin: EVIL },
      ),
      403,
      ErrorCode.CROSS_SITE_REQUEST,
    );
  });

  it('refuses a request without Origin that the browser marks Sec-Fetch-Site: cross-site', async () => {
    const res = await jsonPost('login', CUSTOMER, { 'sec-fetch-site': 'cross-site' });
    expectRefused(res, 403, ErrorCode.CROSS_SITE_REQUEST);
  });

  it('keeps the session when another site posts to logout or refresh, as a form or as JSON', async () => {
    const session = await login(app, CUSTOMER);
    const cookie = { cookie: `${REFRESH_COOKIE}=${session.refreshToken}` };
    expectRefused(await formPost('logout', '', cookie), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    expectRefused(
      await jsonPost('logout', undefined, { ...cookie, origin: EVIL }),
      403,
      ErrorCode.CROSS_SITE_REQUEST,
    );
    expectRefused(
      await jsonPost('logout', undefined, { ...cookie, 'sec-fetch-site': 'cross-site' }),
      403,
      ErrorCode.CROSS_SITE_REQUEST,
    );
    expectRefused(await refreshWith(session.refreshToken, EVIL), 403, ErrorCode.CROSS_SITE_REQUEST);

    // The session still works: the shop's own page refreshes it.
    const refreshed = await refreshWith(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(setCookieHeader(refreshed)).toBeDefined();
  });

  it("answers the shop's own origins and clients without Origin as before", async () => {
    const callers: Record<string, string>[] = [
      { origin: SHOP },
      { origin: 'http://localhost:4201', 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of callers) {
      const res = await jsonPost('login', CUSTOMER, headers);
      expect(res.statusCode).toBe(200);
      expect(setCookieHeader(res)).toBeDefined();
    }
    const session = await login(app, CUSTOMER);
    const out = await jsonPost('logout', undefined, {
      cookie: `${REFRESH_COOKIE}=${session.refreshToken}`,
      origin: SHOP,
      'sec-fetch-site': 'same-site',
    });
    expect(out.statusCode).toBe(204);
    expect((await refreshWith(session.refreshToken)).statusCode).toBe(401);
  });
});
