/**
 * 'Continue with Google' without any network: the first redirect is built locally; for the callback
 * the guard that would talk to Google is replaced by one handing the controller a fake identity.
 */
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type AuthAnswer, REFRESH_COOKIE } from '@shop/contracts';
import { GoogleCallbackGuard, type GoogleCallbackRequest } from '../src/auth/google/google-callback.guard';
import { GOOGLE_STATE_COOKIE } from '../src/auth/google/google-state';
import type { GoogleIdentity } from '../src/users/users.service';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { cookieFrom, CUSTOMER, nextAddress, signup } from './helpers/auth';

const GOOGLE_ENV = {
  GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'test-client-secret',
  SHOP_URL: 'http://localhost:4200',
  API_PORT: '3999',
};

describe('Google sign-in (configured)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-google', env: GOOGLE_ENV });
  });

  afterAll(() => dropAndClose(app));

  it('is announced by /auth/providers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: true });
  });

  it('redirects to Google with the client id, callback, scopes and a signed state bound to a cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/google?from=%2Fproduct%2F665f1e000000000000000008' });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('client_id')).toBe(GOOGLE_ENV.GOOGLE_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3999/api/auth/google/callback');
    expect(location.searchParams.get('scope')).toBe('email profile');
    const nonce = cookieFrom(res, GOOGLE_STATE_COOKIE);
    expect(nonce).toBeTruthy();
    const claims = await app.get(JwtService, { strict: false }).verifyAsync(location.searchParams.get('state')!);
    expect(claims).toMatchObject({ purpose: 'google-sign-in', nonce, from: '/product/665f1e000000000000000008' });
  });

  it('sends the browser back with google=error when the state does not match the cookie', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/google?from=/shops' });
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const res = await app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=abc&state=${encodeURIComponent(state)}`,
      cookies: { [GOOGLE_STATE_COOKIE]: 'someone-elses-nonce' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:4200/login?google=error&from=%2Fshops');
    expect(cookieFrom(res)).toBeUndefined();
  });
});

describe('Google sign-in callback: profile to account', () => {
  let app: NestFastifyApplication;

  /** Stands in for passport + Google: the identity comes from a test header. */
  class FakeGoogleGuard implements CanActivate {
    canActivate(context: ExecutionContext): boolean {
      const request = context.switchToHttp().getRequest<GoogleCallbackRequest & { headers: Record<string, string> }>();
      const raw = request.headers['x-test-google-identity'];
      request.googleSignIn = { identity: raw ? (JSON.parse(raw) as GoogleIdentity) : undefined, from: request.headers['x-test-from'] ?? '/shops' };
      return true;
    }
  }

  beforeAll(async () => {
    app = await bootApp({
      database: 'e2e-google-callback',
      env: GOOGLE_ENV,
      configure: (builder) => builder.overrideGuard(GoogleCallbackGuard).useClass(FakeGoogleGuard),
    });
  });

  afterAll(() => dropAndClose(app));

  const callback = (identity: Partial<GoogleIdentity> | undefined, from = '/dashboard/profile') =>
    app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=abc&state=xyz',
      headers: {
        ...(identity ? { 'x-test-google-identity': JSON.stringify({ name: 'Google Person', emailVerified: true, ...identity }) } : {}),
        'x-test-from': from,
      },
      remoteAddress: nextAddress(),
    });
  const users = () => connectionOf(app).collection('users');
  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: token }, remoteAddress: nextAddress() });

  it('creates a customer for a new verified Google account, starts a session and redirects to the shop', async () => {
    const res = await callback({ googleId: 'g-new', email: 'new.person@gmail.com', photoURL: 'https://lh3.googleusercontent.com/p' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:4200/login?google=success&from=%2Fdashboard%2Fprofile');
    const token = cookieFrom(res)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await refresh(token);
    expect(session.json<AuthAnswer>().user).toMatchObject({
      name: 'Google Person',
      displayName: 'Google Person',
      email: 'new.person@gmail.com',
      role: 'customer',
      photoURL: 'https://lh3.googleusercontent.com/p',
    });
    expect(await users().findOne({ email: 'new.person@gmail.com' })).toMatchObject({ googleId: 'g-new' });
    // The same Google account signs in to the same shop account next time.
    await callback({ googleId: 'g-new', email: 'new.person@gmail.com' });
    expect(await users().countDocuments({ email: 'new.person@gmail.com' })).toBe(1);
  });

  it('links to the existing account with the same verified email (keeping its role and password)', async () => {
    const res = await callback({ googleId: 'g-customer', email: CUSTOMER.email });
    expect(res.headers.location).toContain('google=success');
    const session = await refresh(cookieFrom(res)!);
    expect(session.json<AuthAnswer>().user).toMatchObject({ email: CUSTOMER.email, name: 'Demo Customer', role: 'customer' });
    const stored = await users().findOne({ email: CUSTOMER.email });
    expect(stored).toMatchObject({ googleId: 'g-customer' });
    expect(String(stored?.passwordHash)).toMatch(/^\$argon2id\$/);
  });

  it('refuses an unverified email: no link to the existing account, no new account', async () => {
    await signup(app, { name: 'Owner', email: 'owner@mail.com', password: 'Owner#2026' });
    const taken = await callback({ googleId: 'g-attacker', email: 'owner@mail.com', emailVerified: false });
    expect(taken.headers.location).toBe('http://localhost:4200/login?google=error&from=%2Fdashboard%2Fprofile');
    expect(cookieFrom(taken)).toBeUndefined();
    expect((await users().findOne({ email: 'owner@mail.com' }))?.googleId).toBeUndefined();
    const fresh = await callback({ googleId: 'g-unverified', email: 'fresh@mail.com', emailVerified: false });
    expect(fresh.headers.location).toContain('google=error');
    expect(await users().countDocuments({ email: 'fresh@mail.com' })).toBe(0);
  });

  it('redirects with google=error when Google sign-in failed, and never to another site', async () => {
    const failed = await callback(undefined, '//evil.example');
    expect(failed.statusCode).toBe(302);
    expect(failed.headers.location).toBe('http://localhost:4200/login?google=error&from=%2Fshops');
  });
});
