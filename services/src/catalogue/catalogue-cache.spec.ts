import {
  CatalogueCache,
  type CatalogueChange,
  type CatalogueVersion,
  type CatalogueVersionStore,
  MAX_CACHED_ANSWERS,
  RETRY_AFTER_FAILURE_MS,
  VERSION_CHECK_INTERVAL_MS,
} from './catalogue-cache';

/** The shared counter of a database several instances use; `down` makes every call fail. */
class FakeVersions implements CatalogueVersionStore {
  version = 0;
  edits = 0;
  visible = 0;
  reads = 0;
  down = false;

  async read(): Promise<CatalogueVersion> {
    this.reads += 1;
    if (this.down) throw new Error('connection refused');
    return { version: this.version, edits: this.edits, visible: this.visible };
  }

  async bump(change: CatalogueChange): Promise<CatalogueVersion> {
    if (this.down) throw new Error('connection refused');
    this.version += 1;
    if (change === 'edit') this.edits += 1;
    if (change !== 'stock') this.visible += 1;
    return { version: this.version, edits: this.edits, visible: this.visible };
  }
}

describe('CatalogueCache', () => {
  let versions: FakeVersions;
  let clock: number;
  let cache: CatalogueCache;

  beforeEach(() => {
    versions = new FakeVersions();
    clock = 1_000;
    cache = new CatalogueCache(versions, () => clock);
  });

  /** What a request does: wait for the check when one is due, then look up. */
  async function lookup(key: string) {
    await cache.revalidate();
    return cache.get(key)?.body;
  }

  async function fill(key: string, value: unknown) {
    await cache.revalidate();
    cache.store(cache.ticket(), key, value);
  }

  it('checks the shared version before the first answer, then at most every interval', async () => {
    expect(cache.revalidate()).toBeDefined();
    await cache.revalidate();
    expect(versions.reads).toBe(1);
    clock += VERSION_CHECK_INTERVAL_MS - 1;
    expect(cache.revalidate()).toBeUndefined();
    clock += 1;
    await cache.revalidate();
    expect(versions.reads).toBe(2);
  });

  it('learns the version at start, so answers loaded during the first request check are kept', async () => {
    versions.version = 7;
    await cache.onModuleInit();
    clock += VERSION_CHECK_INTERVAL_MS;
    const checking = cache.revalidate();
    const ticket = cache.ticket(); // a miss loads from the database while the check runs
    await checking;
    cache.store(ticket, '/api/part', ['fresh']);
    expect(cache.get('/api/part')?.body).toBe('["fresh"]');
  });

  it('discards an answer loaded while a check found another version', async () => {
    await cache.onModuleInit();
    versions.version += 1; // another instance wrote
    clock += VERSION_CHECK_INTERVAL_MS;
    const checking = cache.revalidate();
    const ticket = cache.ticket();
    await checking;
    cache.store(ticket, '/api/part', ['maybe old']);
    expect(cache.get('/api/part')).toBeUndefined();
  });

  it('shares one check between the requests waiting for it', async () => {
    await Promise.all([cache.revalidate(), cache.revalidate(), cache.revalidate()]);
    expect(versions.reads).toBe(1);
  });

  it('serves what was stored, as JSON with an ETag', async () => {
    await fill('/api/part', [{ price: 1 }]);
    expect(await lookup('/api/part')).toBe('[{"price":1}]');
    expect(cache.get('/api/part')?.etag).toMatch(/^W\//);
    expect(await lookup('/api/part?sort=price_asc')).toBeUndefined();
  });

  it('forgets everything at once on a write through this instance, and bumps the shared version', async () => {
    await fill('/api/part', [{ price: 1 }]);
    await cache.invalidate();
    expect(cache.get('/api/part')).toBeUndefined();
    expect(versions.version).toBe(1);
  });

  it('bumps once more for all the writes made while a bump runs, and only then resolves them', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const bump = jest.spyOn(versions, 'bump').mockImplementation(async () => {
      await slow;
      versions.version += 1;
      return { version: versions.version, edits: versions.edits, visible: versions.visible };
    });
    const first = cache.invalidate();
    const during = [cache.invalidate(), cache.invalidate(), cache.invalidate()];
    expect(bump).toHaveBeenCalledTimes(1);
    let settled = false;
    void Promise.all(during).then(() => (settled = true));
    release();
    await first;
    await Promise.all(during);
    expect(settled).toBe(true);
    expect(bump).toHaveBeenCalledTimes(2);
    expect(versions.version).toBe(2);
  });

  it('counts edits apart from the stock orders move, on this instance and from others', async () => {
    await cache.revalidate();
    await cache.invalidate('stock');
    expect([cache.version, cache.edits]).toEqual([1, 0]);
    await cache.invalidate();
    expect([cache.version, cache.edits]).toEqual([2, 1]);
    versions.version += 1; // another instance: an admin's edit
    versions.edits += 1;
    clock += VERSION_CHECK_INTERVAL_MS;
    await cache.revalidate();
    expect([cache.version, cache.edits]).toEqual([3, 2]);
  });

  it('moves the visible version with edits and availability changes, never with plain stock', async () => {
    await cache.revalidate();
    await cache.invalidate('stock');
    await cache.invalidate('stock');
    expect([cache.version, cache.visible]).toEqual([2, 0]);
    await cache.invalidate('availability');
    expect([cache.version, cache.edits, cache.visible]).toEqual([3, 0, 1]);
    await cache.invalidate();
    expect([cache.version, cache.edits, cache.visible]).toEqual([4, 1, 2]);
    versions.version += 1; // another instance: a booking that sold a product out
    versions.visible += 1;
    clock += VERSION_CHECK_INTERVAL_MS;
    await cache.revalidate();
    expect([cache.version, cache.visible]).toEqual([5, 3]);
  });

  it('makes a bump shared with a sell-out an availability change, with an edit an edit', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const bump = jest.spyOn(versions, 'bump');
    bump.mockImplementationOnce(async (change) => {
      await slow;
      return FakeVersions.prototype.bump.call(versions, change);
    });
    const first = cache.invalidate('stock');
    const during = [cache.invalidate('availability'), cache.invalidate('stock')];
    release();
    await Promise.all([first, ...during]);
    expect(bump.mock.calls.map(([change]) => change)).toEqual(['stock', 'availability']);
    expect(versions.visible).toBe(1);
  });

  it('makes the bump shared by writes made meanwhile an edit when any of them is one', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const bump = jest.spyOn(versions, 'bump');
    bump.mockImplementationOnce(async (change) => {
      await slow;
      return FakeVersions.prototype.bump.call(versions, change);
    });
    const first = cache.invalidate('stock');
    const during = [cache.invalidate('stock'), cache.invalidate(), cache.invalidate('stock')];
    release();
    await Promise.all([first, ...during]);
    expect(bump.mock.calls.map(([change]) => change)).toEqual(['stock', 'edit']);
    expect([versions.version, versions.edits]).toEqual([2, 1]);
    // Stock alone while a bump runs stays stock.
    bump.mockClear();
    await Promise.all([cache.invalidate('stock'), cache.invalidate('stock')]);
    expect(bump.mock.calls.map(([change]) => change)).toEqual(['stock', 'stock']);
    expect(versions.edits).toBe(1);
  });

  it('does not empty itself again for its own bump', async () => {
    await fill('/api/part', [1]);
    await cache.invalidate();
    await fill('/api/part', [2]);
    clock += VERSION_CHECK_INTERVAL_MS;
    expect(await lookup('/api/part')).toBe('[2]');
  });

  it('never keeps an answer read before a write that finished while it was being read', async () => {
    await cache.revalidate();
    const ticket = cache.ticket();
    await cache.invalidate();
    cache.store(ticket, '/api/part', ['old']);
    expect(cache.get('/api/part')).toBeUndefined();
    cache.store(cache.ticket(), '/api/part', ['new']);
    expect(cache.get('/api/part')?.body).toBe('["new"]');
  });

  it("sees another instance's write at the next check, not before", async () => {
    await fill('/api/part', ['old']);
    versions.version += 1; // another instance wrote
    clock += VERSION_CHECK_INTERVAL_MS - 1;
    expect(await lookup('/api/part')).toBe('["old"]');
    clock += 1;
    expect(await lookup('/api/part')).toBeUndefined();
  });

  it('keeps serving what it holds for as long as the database is down (stale-if-error)', async () => {
    await fill('/api/part', ['cached']);
    versions.down = true;
    clock += VERSION_CHECK_INTERVAL_MS;
    expect(await lookup('/api/part')).toBe('["cached"]');
    const readsAfterFailure = versions.reads;
    // Failed checks are not retried on every request.
    clock += RETRY_AFTER_FAILURE_MS - 1;
    expect(cache.revalidate()).toBeUndefined();
    expect(versions.reads).toBe(readsAfterFailure);
    clock += 1;
    // The retry runs in the background: nobody waits for a database that was just unreachable.
    expect(cache.revalidate()).toBeUndefined();
    expect(versions.reads).toBe(readsAfterFailure + 1);
    expect(cache.get('/api/part')?.body).toBe('["cached"]');
    // An hour later, the database still down: still served, and checks still retried.
    await new Promise((resolve) => setImmediate(resolve));
    clock += 60 * 60_000;
    expect(await lookup('/api/part')).toBe('["cached"]');
    expect(versions.reads).toBe(readsAfterFailure + 2);
    // Not cached: the database is asked (and the caller answers 503).
    expect(await lookup('/api/part?page=2')).toBeUndefined();
  });

  it('checks again as soon as the database answers, and drops what changed during the outage', async () => {
    await fill('/api/part', ['cached']);
    versions.down = true;
    clock += 10 * 60_000;
    expect(await lookup('/api/part')).toBe('["cached"]');
    versions.down = false;
    clock += RETRY_AFTER_FAILURE_MS;
    cache.revalidate(); // the background retry, which succeeds
    await new Promise((resolve) => setImmediate(resolve));
    expect(await lookup('/api/part')).toBe('["cached"]');
    // Another instance wrote just before the outage: the first check that succeeds sees it.
    versions.down = true;
    clock += VERSION_CHECK_INTERVAL_MS;
    expect(await lookup('/api/part')).toBe('["cached"]');
    versions.version += 1;
    versions.down = false;
    clock += RETRY_AFTER_FAILURE_MS;
    cache.revalidate();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await lookup('/api/part')).toBeUndefined();
  });

  it('makes a bump that failed at the next check', async () => {
    await fill('/api/part', ['cached']);
    versions.down = true;
    await expect(cache.invalidate()).resolves.toBeUndefined();
    expect(cache.get('/api/part')).toBeUndefined();
    versions.down = false;
    clock += RETRY_AFTER_FAILURE_MS + VERSION_CHECK_INTERVAL_MS;
    await cache.revalidate();
    expect(versions.version).toBe(1);
    expect(versions.reads).toBeGreaterThan(0);
  });

  it('owes an edit when any of the failed bumps was one', async () => {
    await cache.revalidate();
    versions.down = true;
    await cache.invalidate('stock');
    clock += VERSION_CHECK_INTERVAL_MS;
    await cache.invalidate();
    versions.down = false;
    clock += RETRY_AFTER_FAILURE_MS + VERSION_CHECK_INTERVAL_MS;
    await cache.revalidate();
    expect([versions.version, versions.edits]).toEqual([1, 1]);
    expect(cache.edits).toBe(1);
  });

  it(`keeps at most ${MAX_CACHED_ANSWERS} answers, dropping the oldest`, async () => {
    await cache.revalidate();
    for (let i = 0; i <= MAX_CACHED_ANSWERS; i++)
      cache.store(cache.ticket(), `/api/part/search?q=${i}`, [i]);
    expect(cache.size).toBe(MAX_CACHED_ANSWERS);
    expect(cache.get('/api/part/search?q=0')).toBeUndefined();
    expect(cache.get(`/api/part/search?q=${MAX_CACHED_ANSWERS}`)?.body).toBe(
      `[${MAX_CACHED_ANSWERS}]`,
    );
  });

  it('compresses an answer once per encoding', () => {
    const answer = cache.store(
      cache.ticket(),
      '/api/part',
      Array.from({ length: 200 }, (_, i) => ({ i })),
    );
    const gzip = answer.compressedAs('gzip');
    expect(answer.compressedAs('gzip')).toBe(gzip);
    expect(gzip.length).toBeLessThan(answer.bytes);
  });
});
