import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type AuthAnswer, REFRESH_COOKIE } from '@shop/contracts';

export const ADMIN = { email: 'admin@shop.local', password: 'Admin#2026' };
export const CUSTOMER = { email: 'customer@shop.local', password: 'Customer#2026' };

let addressCounter = 0;
/** A fresh client address per call, so per-IP limits of one test do not spill into another. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 65536) % 256}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
}

export interface Session {
  accessToken: string;
  /** The raw refresh token from Set-Cookie. */
  refreshToken: string;
  answer: AuthAnswer;
}

/** The value of a Set-Cookie for `name`, or undefined; '' when the cookie is being cleared. */
export function cookieFrom(res: { headers: Record<string, unknown> }, name = REFRESH_COOKIE): string | undefined {
  const raw = res.headers['set-cookie'];
  const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  const cookie = cookies.find((c: string) => c.startsWith(`${name}=`));
  return cookie === undefined ? undefined : decodeURIComponent(cookie.slice(name.length + 1).split(';')[0]);
}

export function setCookieHeader(res: { headers: Record<string, unknown> }, name = REFRESH_COOKIE): string | undefined {
  const raw = res.headers['set-cookie'];
  const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return cookies.find((c: string) => c.startsWith(`${name}=`));
}

function toSession(res: { statusCode: number; body: string; headers: Record<string, unknown>; json: () => unknown }): Session {
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`expected a session, got ${res.statusCode} ${res.body}`);
  const answer = res.json() as AuthAnswer;
  return { accessToken: answer.accessToken, refreshToken: cookieFrom(res)!, answer };
}

export async function login(app: NestFastifyApplication, credentials: { email: string; password: string }): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials, remoteAddress: nextAddress() });
  return toSession(res);
}

export async function signup(
  app: NestFastifyApplication,
  account: { name: string; email: string; password: string },
): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: account, remoteAddress: nextAddress() });
  return toSession(res);
}

export function bearer(session: Session | undefined): Record<string, string> {
  return session ? { authorization: `Bearer ${session.accessToken}` } : {};
}

/** Waits (polling, up to `timeoutMs`) until `check` answers something other than undefined. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the confirmation link in a mail's text (`…/confirm-email?token=…`). */
export function confirmationToken(text: string): string {
  const match = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text.slice(0, 200)}`);
  return match[1];
}

/** Opens the confirmation link of a mail's text, as the /confirm-email page does. */
export async function confirmEmailFrom(app: NestFastifyApplication, text: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/email-confirmation/confirm',
    payload: { token: confirmationToken(text) },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`confirmation refused: ${res.statusCode} ${res.body}`);
}
