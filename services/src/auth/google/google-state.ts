/** Where to send the browser after sign-in: a same-site path only (no open redirect), else /shops. */
export const DEFAULT_RETURN_PATH = '/shops';

export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || from.length > 500) return DEFAULT_RETURN_PATH;
  // A path of this site: one leading slash, no scheme-relative `//` or `/\`, no control characters.
  const hasControl = [...from].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (!/^\/(?![/\\])/.test(from) || hasControl) return DEFAULT_RETURN_PATH;
  return from;
}

/** Cookie binding the OAuth `state` to the browser that started the sign-in (10 minutes). */
export const GOOGLE_STATE_COOKIE = 'shop_google_state';
export const GOOGLE_STATE_TTL_SECONDS = 10 * 60;
export const GOOGLE_COOKIE_PATH = '/api/auth/google';

/** Claims of the signed `state` parameter. */
export interface GoogleStateClaims {
  purpose: 'google-sign-in';
  nonce: string;
  from: string;
}
