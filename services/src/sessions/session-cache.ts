import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../common';

/**
 * How long this process trusts what it read about an access token's session (the user, and whether
 * the session family is still live) before reading the database again. Also the longest a revoked
 * access token keeps working in *another* API process (auth/README.md); in the process that revoked
 * it, it stops at once.
 */
export const SESSION_CACHE_TTL_MS = 2_000;
/** At most this many sessions are remembered (the oldest is forgotten first). */
export const MAX_CACHED_SESSIONS = 10_000;

/** The caller behind a live session, or null: the session ended or the account is gone. */
export type CachedCaller = AuthenticatedUser | null;

interface Entry {
  userId: string;
  caller: CachedCaller;
  /** When the load that produced it started (monotonic ms). */
  loadedAt: number;
}

/**
 * The JWT guard's memory of sessions, so that a hot read path costs no database round trip per
 * request: per session family, what the database said about the caller, for SESSION_CACHE_TTL_MS.
 *
 * - Revocations through this process (`forgetFamily`, `forgetUser`, called by SessionsService once
 *   the database write is done) take effect at once.
 * - Revocations through another process are seen once the entry is older than the TTL. An entry's
 *   age counts from the start of the read that filled it, so it can never outlive a revocation by
 *   more than the TTL.
 * - A read that was running when something was forgotten is answered to its own request but never
 *   stored (a generation counter), and later requests do not join it.
 * - Concurrent requests for one session share one read.
 */
@Injectable()
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedCaller>>();
  private generation = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** The caller for this session: from memory while fresh, else from `load` (a database read). */
  resolve(
    familyId: string,
    userId: string,
    load: () => Promise<CachedCaller>,
  ): Promise<CachedCaller> {
    const key = `${userId}/${familyId}`;
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.loadedAt < SESSION_CACHE_TTL_MS)
      return Promise.resolve(entry.caller);
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const loadedAt = this.now();
    const pending = load()
      .then((caller) => {
        if (generation === this.generation) this.store(key, { userId, caller, loadedAt });
        return caller;
      })
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
    this.loading.set(key, pending);
    return pending;
  }

  /** The session family ended (logout, reuse of a rotated token). */
  forgetFamily(familyId: string): void {
    this.forget((key) => key.endsWith(`/${familyId}`));
  }

  /** Every session of the user ended, or the user changed (password, role, name, removal). */
  forgetUser(userId: string): void {
    this.forget((key) => key.startsWith(`${userId}/`));
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(matches: (key: string) => boolean): void {
    this.generation += 1;
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
    for (const key of [...this.loading.keys()]) if (matches(key)) this.loading.delete(key);
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_CACHED_SESSIONS)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}
