/**
 * Which release of a remote a visitor gets while a canary runs (services/src/releases/README.md,
 * "Canaries"): the one rule the web server (its `/config.json` and its server renderer) and anything
 * in the browser apply, so a page is rendered and hydrated with the same release.
 *
 * - A visitor's bucket (1–100) is a hash of the remote, the canary's salt and the visitor's id;
 *   the canary is theirs when `bucket <= percent`. Raising the percent (10 → 25) keeps everyone who
 *   had it; a new canary (a new salt) draws everyone afresh.
 * - The visitor's id is the first-party cookie `shop_visitor` (random, set by the web server on the
 *   first page or `/config.json`). Signing in or out keeps it, so the version never changes under a
 *   person in the middle of a visit; the account id is not used (the page's server never learns who
 *   is signed in, and switching to the account's bucket at sign-in would switch the version).
 *
 * Dependency-free and synchronous (no Web Crypto): the web server imports this file's source.
 */

/** The first-party cookie that names a visitor for canary buckets (no personal data in it). */
export const VISITOR_COOKIE = 'shop_visitor';

/** What a visitor id looks like (the web server makes 22 base64url characters; anything else is replaced). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
}

/** A canary as the release channel states it (`LiveRemote.canary` of @shop/contracts). */
export interface CanaryShare {
  percent: number;
  salt: string;
}

/** 32-bit FNV-1a over the string's UTF-16 code units, then murmur3's finaliser to spread the bits. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The visitor's bucket for a remote's canary: 1–100, the same for the same three inputs. */
export function canaryBucket(remote: string, salt: string, visitorId: string): number {
  // Separators no input contains (remote names, hex salts and visitor ids never hold U+0000).
  return (hash32(`${remote}\u0000${salt}\u0000${visitorId}`) % 100) + 1;
}

/** Whether the visitor gets the canary: their bucket is within its percent. No visitor id, no canary. */
export function inCanary(
  remote: string,
  canary: CanaryShare | undefined,
  visitorId: string | undefined,
): boolean {
  if (!canary || !visitorId) return false;
  return canaryBucket(remote, canary.salt, visitorId) <= canary.percent;
}

/** A remote's live release as the channel answers it (`LiveRemote` of @shop/contracts). */
export interface LiveChoice {
  version: string;
  manifestUrl: string;
  canary?: CanaryShare & { version: string; manifestUrl: string };
}

/** The release of `remote` this visitor gets: the canary's when they are in it, else the stable one. */
export function chooseRelease(
  remote: string,
  live: LiveChoice,
  visitorId: string | undefined,
): { version: string; manifestUrl: string; canary: boolean } {
  if (live.canary && inCanary(remote, live.canary, visitorId)) {
    return { version: live.canary.version, manifestUrl: live.canary.manifestUrl, canary: true };
  }
  return { version: live.version, manifestUrl: live.manifestUrl, canary: false };
}
