import { Logger, type OnModuleInit } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { type CompressedEncoding, compressAnswer, weakEtag } from './catalogue-cache.http';

/**
 * The catalogue's answers (list, search, featured, product), kept in this process and dropped on
 * every catalogue write.
 *
 * Freshness, exactly:
 * - **Writes through this instance** (admin edits, stock taken or given back by orders, seed) call
 *   `invalidate()` once the database write is done: the cache is emptied before the write's caller
 *   gets its answer, so the very next read of this instance reads the database.
 * - **Writes through another instance** bump a version counter in MongoDB (`catalogue_version`,
 *   one `$inc`). Before serving from its cache an instance re-reads that counter when its last check
 *   is older than VERSION_CHECK_INTERVAL_MS (one small read, shared by every request waiting for
 *   it) and empties its cache when the counter moved. A write on another instance is therefore seen
 *   at most VERSION_CHECK_INTERVAL_MS plus one database round trip after it was answered.
 * - A read that started before an invalidation never stores its (possibly old) answer: every fill
 *   carries the generation it started under (`ticket()`), and a cleared cache has a new generation.
 * - Writes made behind the API's back (a mongo shell, a migration) are not seen until the next
 *   write through the API bumps the counter; such tools should `$inc` the counter themselves.
 *
 * While the database is unreachable the version cannot be checked: the cache keeps answering what
 * it holds for as long as the outage lasts (stale-if-error: the storefront stays browsable while
 * the database restarts or is down). Nobody can write the catalogue meanwhile, so only a write made
 * in the last VERSION_CHECK_INTERVAL_MS before the outage, or one made by an instance on the far
 * side of a network split, can be missing. Anything not cached goes to the database and answers
 * 503 DATABASE_UNAVAILABLE, as writes do. Failed checks are retried in the background at most
 * every RETRY_AFTER_FAILURE_MS (nobody waits for a database that was just unreachable); the first
 * that succeeds empties the cache if the catalogue changed meanwhile.
 */
export const VERSION_CHECK_INTERVAL_MS = 200;
export const RETRY_AFTER_FAILURE_MS = 1_000;
/** At most this many answers are kept (distinct URLs; the oldest entry goes first). */
export const MAX_CACHED_ANSWERS = 500;

/**
 * What a write changed: `edit` — what an admin (or a review, or the seed) changed: a product, its
 * price or stock as the admin set it, a review; `stock` — stock taken or given back by an order
 * (booking, cancellation, expiry, return); `availability` — such an order's stock movement that
 * also sold a product out or brought a sold-out one back. All move the version; only an edit moves
 * `edits`, which lets the server renderer's page cache treat them differently (its `stockLagMs`);
 * `visible` moves with edits and availability changes, never with a plain stock movement.
 */
export type CatalogueChange = 'edit' | 'availability' | 'stock';

/** Which of two changes a bump shared by both stands for: the one more counters move with. */
function weightier(a: CatalogueChange, b: CatalogueChange): CatalogueChange {
  const rank: Record<CatalogueChange, number> = { stock: 0, availability: 1, edit: 2 };
  return rank[a] >= rank[b] ? a : b;
}

/**
 * The shared counters: `version` moves with every write, `edits` with every edit, `visible` with
 * every edit and every sold-out ↔ in-stock change. `visible` is what the public
 * `GET /api/catalogue/version` answers: `version` rises with every order and cancellation, so
 * serving it would let anyone count the shop's orders (README.md beside this file).
 */
export interface CatalogueVersion {
  version: number;
  edits: number;
  visible: number;
}

/** The cross-instance version counter. */
export interface CatalogueVersionStore {
  /** The current counters (0 and 0 before the first write). */
  read(): Promise<CatalogueVersion>;
  /**
   * Adds one to the version (to `edits` for an edit, to `visible` for an edit or an availability
   * change) and answers the counters after.
   */
  bump(change: CatalogueChange): Promise<CatalogueVersion>;
}

/** At most this many recorded answers (distinct Origin and encoding) per cached answer. */
export const MAX_REPLAYS_PER_ANSWER = 16;

/** A whole 200 answer as the API's pipeline sent it once, to be written again as it is. */
export interface Replay {
  /** Flat `[name, value, name, value…]` as `writeHead` takes them, content-length included. */
  readonly headers: readonly string[];
  readonly body: Buffer;
}

/**
 * One cached answer: its JSON, its ETag, its compressed forms made on first request, and the whole
 * answers (headers and bytes) the pipeline sent for it, one per variant of request.
 */
export class CachedAnswer {
  readonly etag: string;
  /** Size of the JSON in bytes. */
  readonly bytes: number;
  private readonly compressed = new Map<CompressedEncoding, Buffer>();
  private readonly replays = new Map<string, Replay>();
  private utf8: Buffer | undefined;

  constructor(readonly body: string) {
    this.etag = weakEtag(body);
    this.bytes = Buffer.byteLength(body);
  }

  /** The JSON as bytes, encoded once (a string body is encoded again for every answer). */
  get bodyBytes(): Buffer {
    this.utf8 ??= Buffer.from(this.body, 'utf8');
    return this.utf8;
  }

  /** The whole answer recorded for requests of `variant` (see answerVariant), if there is one. */
  replayFor(variant: string): Replay | undefined {
    return this.replays.get(variant);
  }

  /** Keeps the whole answer sent to a request of `variant`; bounded, so odd Origins cannot grow it. */
  rememberReplay(variant: string, replay: Replay): void {
    if (this.replays.size < MAX_REPLAYS_PER_ANSWER || this.replays.has(variant))
      this.replays.set(variant, replay);
  }

  compressedAs(encoding: CompressedEncoding): Buffer {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes = compressAnswer(this.body, encoding);
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/** Taken before loading an answer from the database; a fill with an outdated ticket is not kept. */
export interface CacheTicket {
  readonly generation: number;
}

export class CatalogueCache implements OnModuleInit {
  private readonly logger = new Logger(CatalogueCache.name);
  private readonly entries = new Map<string, CachedAnswer>();
  private generation = 0;
  /** The shared version the entries were loaded under (undefined before the first check). */
  private knownVersion: number | undefined;
  /** The highest shared counters this instance has read or made (see `version`). */
  private latestVersion = 0;
  private latestEdits = 0;
  private latestVisible = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private failedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;
  /** A write's bump failed (database gone right after the write): made at the next check. */
  private bumpOwed: CatalogueChange | undefined;
  /** The bump running now, and the one queued after it for the writes made meanwhile. */
  private bumping: Promise<void> | undefined;
  private nextBump: Promise<void> | undefined;
  /** What the queued bump stands for: the weightiest change of the writes waiting for it. */
  private nextChange: CatalogueChange = 'stock';

  constructor(
    private readonly versions: CatalogueVersionStore,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Learns the shared version before the first request (and before the seed's write), so that the
   * first check of a request does not count as a change that discards the answers being loaded.
   */
  async onModuleInit(): Promise<void> {
    await this.revalidate();
  }

  /**
   * Undefined when the entries may be served as they are; otherwise the version check to wait for
   * (it never rejects). Requests arriving while a check runs share it. While the database is
   * unreachable (the last check failed) checks are retried in the background, nobody waits for
   * them, and get() serves what the cache holds until one succeeds.
   */
  revalidate(): Promise<void> | undefined {
    const now = this.now();
    if (now - this.checkedAt < VERSION_CHECK_INTERVAL_MS) return undefined;
    if (now - this.failedAt < RETRY_AFTER_FAILURE_MS) return undefined;
    const failing = this.failedAt !== Number.NEGATIVE_INFINITY;
    this.checking ??= this.check(now).finally(() => {
      this.checking = undefined;
    });
    return failing ? undefined : this.checking;
  }

  /**
   * Whether an answer is held for this key (vouched for or not). A request without one need not wait
   * for a due version check: it reads the database anyway, and its ticket keeps a fill that the
   * check outdates from being stored.
   */
  holds(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The cached answer for this key, if there is one. Callers ask revalidate() first: the entries are
   * then either vouched for by a check younger than VERSION_CHECK_INTERVAL_MS or, the database
   * being unreachable, the last answers it gave (stale-if-error).
   */
  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  ticket(): CacheTicket {
    return { generation: this.generation };
  }

  /**
   * The answer for `value` (a route handler's result), kept under `key` unless the catalogue
   * changed since `ticket` was taken.
   */
  store(ticket: CacheTicket, key: string, value: unknown): CachedAnswer {
    const answer = new CachedAnswer(JSON.stringify(value));
    if (ticket.generation === this.generation) {
      if (this.entries.size >= MAX_CACHED_ANSWERS && !this.entries.has(key)) {
        this.entries.delete(this.entries.keys().next().value!);
      }
      this.entries.set(key, answer);
    }
    return answer;
  }

  /**
   * Called after every catalogue write: empties this instance's cache at once and bumps the shared
   * version so the other instances empty theirs; resolves once a bump that started after this call
   * is done. Writes arriving while a bump runs share the one queued after it (under a burst of
   * bookings: one `$inc` per round trip, not one per booking; an edit among them makes it an edit,
   * else a sell-out among them an availability change).
   * Never throws (the write itself succeeded): a bump that fails is owed and made by the next
   * version check.
   */
  invalidate(change: CatalogueChange = 'edit'): Promise<void> {
    this.clear();
    if (!this.bumping) {
      this.bumping = this.bump(change).finally(() => {
        this.bumping = undefined;
      });
      return this.bumping;
    }
    this.nextChange = weightier(this.nextChange, change);
    this.nextBump ??= this.bumping.then(() => {
      const queued = this.nextChange;
      this.nextBump = undefined;
      this.nextChange = 'stock';
      return this.invalidate(queued);
    });
    return this.nextBump;
  }

  private async bump(change: CatalogueChange): Promise<void> {
    try {
      this.noteOwnBump(await this.versions.bump(change));
    } catch (error) {
      // Nobody learns of this write until the owed bump is made: the server renderer's pages may
      // lag it by as long (the database is unreachable meanwhile anyway).
      this.bumpOwed = this.bumpOwed ? weightier(this.bumpOwed, change) : change;
      this.logger.warn(`Could not bump the catalogue version (retried later): ${messageOf(error)}`);
    }
  }

  /**
   * Empties this instance's answers without moving the shared version: for a reader that answered
   * from data older than the version it knew (search's index while the database was unreachable),
   * once it has caught up, so those answers are not served until the next write.
   */
  dropAnswers(): void {
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The catalogue version as this instance knows it: the highest of the shared counter's values it
   * has read (version checks) or made (its own writes' bumps, done before those writes answer).
   * Callers ask revalidate() first, as for get(): it then moves with every write through this
   * instance at once, and with another instance's within VERSION_CHECK_INTERVAL_MS. The server
   * renderer keys its page cache by it (`GET /api/catalogue/version`).
   */
  get version(): number {
    return this.latestVersion;
  }

  /** How many of those writes were edits (`CatalogueChange`), known exactly as `version` is. */
  get edits(): number {
    return this.latestEdits;
  }

  /**
   * How many were edits or availability changes, known exactly as `version` is: the public
   * catalogue version (never below what `version` was before this counter existed).
   */
  get visible(): number {
    return this.latestVisible;
  }

  private async check(startedAt: number): Promise<void> {
    try {
      if (this.bumpOwed) {
        this.noteOwnBump(await this.versions.bump(this.bumpOwed));
        this.bumpOwed = undefined;
      }
      const { version, edits, visible } = await this.versions.read();
      this.latestVersion = Math.max(this.latestVersion, version);
      this.latestEdits = Math.max(this.latestEdits, edits);
      this.latestVisible = Math.max(this.latestVisible, visible);
      if (version !== this.knownVersion) {
        this.clear();
        this.knownVersion = version;
      }
      this.checkedAt = startedAt;
      this.failedAt = Number.NEGATIVE_INFINITY;
    } catch (error) {
      if (this.failedAt === Number.NEGATIVE_INFINITY) {
        this.logger.warn(`Catalogue version check failed: ${messageOf(error)}`);
      }
      this.failedAt = this.now();
    }
  }

  /** Our own bump right after the last known version: nobody else wrote, no need to clear again. */
  private noteOwnBump({ version, edits, visible }: CatalogueVersion): void {
    this.latestVersion = Math.max(this.latestVersion, version);
    this.latestEdits = Math.max(this.latestEdits, edits);
    this.latestVisible = Math.max(this.latestVisible, visible);
    if (this.knownVersion !== undefined && version === this.knownVersion + 1) {
      this.knownVersion = version;
    }
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const VERSION_COLLECTION = 'catalogue_version';
const VERSION_ID = 'catalogue';

type VersionDocument = { _id: string; version: number; edits?: number; visible?: number };

/**
 * The counters: one document `{_id: 'catalogue', version, edits, visible}` in `catalogue_version`.
 * A document written before `visible` existed gets it set to its `version` before this process
 * reads or bumps it: the public version the server renderers knew was that one, and it must never
 * go back (a renderer would take the pages it stored under a higher number for current).
 */
export class MongoCatalogueVersion implements CatalogueVersionStore {
  private visibleReady: Promise<void> | undefined;

  constructor(private readonly connection: Connection) {}

  private get collection() {
    const db = this.connection.db;
    if (!db) throw new Error('The database connection is not open');
    return db.collection<VersionDocument>(VERSION_COLLECTION);
  }

  /** Once per process (again after a failure); conditional, so several processes may race. */
  private ensureVisible(): Promise<void> {
    this.visibleReady ??= (async () => {
      const doc = await this.collection.findOne({ _id: VERSION_ID });
      if (doc && doc.visible === undefined) {
        await this.collection.updateOne(
          { _id: VERSION_ID, visible: { $exists: false } },
          { $set: { visible: doc.version ?? 0 } },
        );
      }
    })().catch((error: unknown) => {
      this.visibleReady = undefined;
      throw error;
    });
    return this.visibleReady;
  }

  async read(): Promise<CatalogueVersion> {
    await this.ensureVisible();
    const doc = await this.collection.findOne(
      { _id: VERSION_ID },
      { projection: { version: 1, edits: 1, visible: 1 } },
    );
    return countersOf(doc);
  }

  async bump(change: CatalogueChange): Promise<CatalogueVersion> {
    await this.ensureVisible();
    const doc = await this.collection.findOneAndUpdate(
      { _id: VERSION_ID },
      {
        $inc: {
          version: 1,
          edits: change === 'edit' ? 1 : 0,
          visible: change === 'stock' ? 0 : 1,
        },
      },
      { upsert: true, returnDocument: 'after', projection: { version: 1, edits: 1, visible: 1 } },
    );
    return countersOf(doc);
  }
}

function countersOf(doc: Omit<VersionDocument, '_id'> | null): CatalogueVersion {
  const version = doc?.version ?? 0;
  return { version, edits: doc?.edits ?? 0, visible: doc?.visible ?? version };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
