import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether the secret a webhook carries is the configured one, in constant time: both are hashed
 * first so timingSafeEqual compares equal-length buffers and the length leaks nothing either.
 */
export function secretMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined || given === '') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  return header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
}
