import type { AuthenticatedUser } from '../common';
import { MAX_CACHED_SESSIONS, SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';

const rahim: AuthenticatedUser = {
  id: 'u1',
  name: 'Rahim',
  email: 'rahim@mail.com',
  role: 'customer',
};

/** A cache on a clock the test moves, and a "database read" that counts its calls. */
function setup() {
  let now = 1_000;
  const cache = new SessionCache(() => now);
  const reads = { count: 0 };
  const load =
    (caller: AuthenticatedUser | null = rahim) =>
    () => {
      reads.count += 1;
      return Promise.resolve(caller);
    };
  return { cache, reads, load, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('serves a live session from memory: one database read, then none within the TTL', async () => {
    const { cache, reads, load, advance } = setup();
    expect(await cache.resolve('f1', 'u1', load())).toEqual(rahim);
    for (let i = 0; i < 100; i++) {
      advance((SESSION_CACHE_TTL_MS - 1) / 100);
      expect(await cache.resolve('f1', 'u1', load())).toEqual(rahim);
    }
    expect(reads.count).toBe(1);
  });

  it('reads again once the entry is as old as the TTL (how another process learns of a revocation)', async () => {
    const { cache, reads, load, advance } = setup();
    await cache.resolve('f1', 'u1', load());
    advance(SESSION_CACHE_TTL_MS);
    expect(await cache.resolve('f1', 'u1', load(null))).toBeNull();
    expect(reads.count).toBe(2);
  });

  it('shares one read among concurrent requests for a session', async () => {
    const { cache, reads, load } = setup();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.resolve('f1', 'u1', load())),
    );
    expect(answers.every((answer) => answer === rahim)).toBe(true);
    expect(reads.count).toBe(1);
  });

  it('forgets a family at once (logout here), and only that family', async () => {
    const { cache, reads, load } = setup();
    await cache.resolve('f1', 'u1', load());
    await cache.resolve('f2', 'u1', load());
    cache.forgetFamily('f1');
    expect(await cache.resolve('f1', 'u1', load(null))).toBeNull();
    expect(await cache.resolve('f2', 'u1', load(null))).toEqual(rahim);
    expect(reads.count).toBe(3);
  });

  it("forgets every session of a user at once (password, role, removal), not other users'", async () => {
    const { cache, reads, load } = setup();
    await cache.resolve('f1', 'u1', load());
    await cache.resolve('f2', 'u1', load());
    await cache.resolve('f3', 'u2', load());
    cache.forgetUser('u1');
    expect(await cache.resolve('f1', 'u1', load(null))).toBeNull();
    expect(await cache.resolve('f2', 'u1', load(null))).toBeNull();
    expect(await cache.resolve('f3', 'u2', load(null))).toEqual(rahim);
    expect(reads.count).toBe(5);
  });

  it('never keeps a read that was running when the session was forgotten, and later requests do not join it', async () => {
    const { cache, reads } = setup();
    let finish!: (caller: AuthenticatedUser) => void;
    const slow = cache.resolve('f1', 'u1', () => new Promise((resolve) => (finish = resolve)));
    cache.forgetFamily('f1');
    const after = cache.resolve('f1', 'u1', () => {
      reads.count += 1;
      return Promise.resolve(null);
    });
    finish(rahim);
    expect(await slow).toEqual(rahim);
    expect(await after).toBeNull();
    expect(await cache.resolve('f1', 'u1', () => Promise.resolve(rahim))).toBeNull();
    expect(reads.count).toBe(1);
  });

  it('keeps nothing after a failed read (the database was down): the next request reads again', async () => {
    const { cache, reads, load } = setup();
    await expect(
      cache.resolve('f1', 'u1', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.resolve('f1', 'u1', load())).toEqual(rahim);
    expect(reads.count).toBe(1);
  });

  it(`remembers at most ${MAX_CACHED_SESSIONS} sessions, forgetting the oldest first`, async () => {
    const { cache, load } = setup();
    for (let i = 0; i <= MAX_CACHED_SESSIONS; i++) await cache.resolve(`f${i}`, 'u1', load());
    expect(cache.size).toBe(MAX_CACHED_SESSIONS);
  });
});
