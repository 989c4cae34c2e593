import type { CookieSerializeOptions } from '@fastify/cookie';
import { REFRESH_COOKIE } from '@shop/contracts';

export { REFRESH_COOKIE };
/** The cookie goes only to the auth routes (refresh, logout), never to the rest of the API. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export function refreshCookieOptions(secure: boolean, expires?: Date): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: REFRESH_COOKIE_PATH, secure, ...(expires ? { expires } : {}) };
}
