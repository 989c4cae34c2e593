/** `unknown` until the first silent refresh has answered. */
export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';
