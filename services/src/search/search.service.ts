import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { PartCategory } from '@shop/contracts';
import mongoose, { type Model, type Types } from 'mongoose';
import { CatalogueCache, Part, type PartMatchDto } from '../catalogue';
import type { CatalogueEntry, CatalogueSnapshot } from './catalogue-snapshot';
import type { SearchHit, SearchIndex, SearchIndexQuery } from './search-index';

/** The provider token of the SearchIndex in use (SearchModule). */
export const SEARCH_INDEX = Symbol('SEARCH_INDEX');

/** After a failed rebuild (database unreachable), the next one is tried this much later at the earliest. */
export const REBUILD_RETRY_MS = 1_000;
/** A request waits at most this long for a rebuild when a snapshot exists (then answers from it). */
export const REBUILD_WAIT_MS = 2_000;

const ENTRY_FIELDS = {
  name: 1,
  nameBn: 1,
  brand: 1,
  category: 1,
  price: 1,
  quantity: 1,
  img: 1,
  description: 1,
  descriptionBn: 1,
  specs: 1,
  'variants.archived': 1,
} as const;

type EntryRow = {
  _id: Types.ObjectId;
  name: string;
  nameBn?: string;
  brand?: string;
  category: PartCategory;
  price: number;
  quantity: number;
  img: string;
  description: string;
  descriptionBn?: string;
  specs?: { key: string; value: string | number | boolean }[];
  variants?: { archived?: boolean }[];
};

/** A built snapshot: the entries, by id, and the catalogue counters it was read under. */
interface Built {
  entries: CatalogueSnapshot;
  byId: ReadonlyMap<string, CatalogueEntry>;
  /** CatalogueCache.visible when the read started: edits and sell-outs up to it are in. */
  visible: number;
  /** CatalogueCache.version when the quantities were read. */
  version: number;
}

const onSale = () => ({ archived: mongoose.trusted({ $ne: true }) });

/**
 * The catalogue as search and the storefront's filters read it: an in-memory snapshot of the
 * products on sale (`entries()`), the SearchIndex built from it (`search()`, `suggest()`).
 *
 * Kept current by the catalogue's counters (CatalogueCache): a request first lets the cache check
 * the shared version (at most every VERSION_CHECK_INTERVAL_MS, shared by every request), then
 * - `visible` moved (an edit anywhere, or a product sold out or back in stock): the snapshot is read
 *   again and the index updated; the request waits for that one rebuild. One rebuild runs at a
 *   time, shared by every request that needs it.
 * - only `version` moved (stock taken or given back, availability unchanged): the quantities are
 *   read again (one projected read), the index is left as it is (ranking depends on availability
 *   only); `entries()` waits for it, `search()` does not.
 * While the database is unreachable the last snapshot keeps answering (as the catalogue cache does):
 * once a rebuild failed nobody waits for the database; a rebuild that hangs holds a request at most
 * REBUILD_WAIT_MS. Whenever an answer came from a snapshot older than the catalogue (that, or a
 * shared rebuild started before the latest write), a catch-up rebuild follows in the background —
 * retried every REBUILD_RETRY_MS while the database stays unreachable — and, once it succeeds,
 * drops the catalogue cache's answers (the stale one may be kept under its URL). Before the first
 * snapshot there is nothing to answer with, and the read's error (503) is the answer.
 */
@Injectable()
export class SearchService implements OnModuleDestroy {
  private readonly logger = new Logger(SearchService.name);
  private built: Built | undefined;
  private rebuilding: Promise<Built> | undefined;
  private refreshing: Promise<Built> | undefined;
  private failedAt = Number.NEGATIVE_INFINITY;
  /**
   * An answer came from a snapshot older than the catalogue version: the catalogue cache may hold
   * it under its URL. The next successful rebuild drops those answers.
   */
  private servedStale = false;
  /** The background catch-up (catchUp()), while one is scheduled or running. */
  private catchingUp: Promise<void> | undefined;
  private closed = false;

  constructor(
    @InjectModel(Part.name) private readonly parts: Model<Part>,
    private readonly cache: CatalogueCache,
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
  ) {}

  /** No more background catch-ups once the app shuts down. */
  onModuleDestroy(): void {
    this.closed = true;
  }

  /** The products on sale, oldest first, as of the catalogue's current version. */
  async entries(): Promise<CatalogueSnapshot> {
    const built = await this.current();
    return (await this.quantitiesOf(built)).entries;
  }

  /** Product ids best first for what a shopper typed; `ids` keeps only those. */
  async search(q: string, options: SearchIndexQuery = {}): Promise<SearchHit[]> {
    await this.current();
    return this.index.search(q, options);
  }

  /** The navbar's and results page's matches: `limit` best (default 40) with name, image, price. */
  async suggest(q: string, limit = 40): Promise<PartMatchDto[]> {
    const built = await this.current();
    const hits = await this.index.search(q, { limit });
    // A background rebuild may have updated the index meanwhile: its snapshot names the hits.
    const byId = (this.built ?? built).byId;
    return hits.flatMap(({ id }) => {
      const entry = byId.get(id);
      return entry ? [{ _id: entry.id, name: entry.name, img: entry.img, price: entry.price }] : [];
    });
  }

  /** The snapshot to answer from, rebuilt first when an edit or a sell-out moved the catalogue. */
  private async current(): Promise<Built> {
    await this.cache.revalidate();
    const wanted = this.cache.visible;
    const built = this.built;
    if (built && built.visible >= wanted) return built;
    if (!built) return this.startRebuild();
    let answer = built;
    if (this.failedAt === Number.NEGATIVE_INFINITY) {
      // A rebuild that hangs (the database stops answering mid-read) holds nobody past
      // REBUILD_WAIT_MS.
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<Built>((resolve) => {
        timer = setTimeout(() => resolve(built), REBUILD_WAIT_MS);
      });
      try {
        answer = await Promise.race([this.startRebuild().catch(() => built), waited]);
      } finally {
        clearTimeout(timer);
      }
    }
    // The database failed us (now or a moment ago), the rebuild is slow, or the one shared was
    // started before the latest write: this answer is older than the catalogue. The catalogue cache
    // may keep it under its URL, so a rebuild that catches up follows in the background, and drops
    // such answers when it is done.
    if (answer.visible < wanted) {
      this.servedStale = true;
      this.catchUp();
    }
    return answer;
  }

  /**
   * Brings the snapshot up to the catalogue's version without anyone waiting: after the rebuild
   * running now, or at once, or — the database having just failed — REBUILD_RETRY_MS after the
   * failure, and again after each failure until one succeeds (a timer, since cached answers may
   * keep every request from reaching this service).
   */
  private catchUp(): void {
    if (this.catchingUp || this.closed) return;
    const due = this.failedAt + REBUILD_RETRY_MS - performance.now();
    this.catchingUp = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, due));
      timer.unref();
    })
      .then(() => this.rebuilding?.catch(() => undefined))
      .then(() => {
        if (this.closed) return;
        if (this.built && this.built.visible >= this.cache.visible && !this.servedStale) return;
        return this.startRebuild().then(
          () => undefined,
          () => undefined,
        );
      })
      .finally(() => {
        this.catchingUp = undefined;
        // Still behind (the database is still unreachable): try again after the retry delay.
        if (this.servedStale) this.catchUp();
      });
  }

  /** The rebuild running now, or a new one: one at a time, shared by every request. */
  private startRebuild(): Promise<Built> {
    this.rebuilding ??= this.rebuild().finally(() => {
      this.rebuilding = undefined;
    });
    return this.rebuilding;
  }

  private async rebuild(): Promise<Built> {
    const visible = this.cache.visible;
    const version = this.cache.version;
    try {
      const rows = await this.parts
        .find(onSale(), ENTRY_FIELDS)
        .sort({ _id: 1 })
        .lean<EntryRow[]>()
        .exec();
      const entries = rows.map(toEntry);
      await this.index.replaceAll(entries);
      this.built = { entries, byId: byId(entries), visible, version };
      if (this.failedAt !== Number.NEGATIVE_INFINITY) this.logger.log('Search index rebuilt');
      this.failedAt = Number.NEGATIVE_INFINITY;
      if (this.servedStale && visible >= this.cache.visible) {
        this.servedStale = false;
        this.cache.dropAnswers();
      }
      return this.built;
    } catch (error) {
      // Logged once per outage: retries run every REBUILD_RETRY_MS while it lasts.
      if (this.failedAt === Number.NEGATIVE_INFINITY) {
        this.logger.warn(
          `Search index rebuild failed (the last one answers meanwhile): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      this.failedAt = performance.now();
      throw error;
    }
  }

  /** The snapshot with the stock counts of the current version (only counts moved since it was read). */
  private async quantitiesOf(built: Built): Promise<Built> {
    if (built.version >= this.cache.version || built !== this.built) return built;
    this.refreshing ??= this.readQuantities(built).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing.catch(() => built);
  }

  private async readQuantities(built: Built): Promise<Built> {
    const version = this.cache.version;
    const rows = await this.parts
      .find(onSale(), { quantity: 1 })
      .lean<{ _id: Types.ObjectId; quantity: number }[]>()
      .exec();
    const quantities = new Map(rows.map((row) => [row._id.toHexString(), row.quantity]));
    const entries = built.entries.map((entry) => {
      const quantity = quantities.get(entry.id);
      return quantity === undefined || quantity === entry.quantity ? entry : { ...entry, quantity };
    });
    const refreshed: Built = { ...built, entries, byId: byId(entries), version };
    // An edit rebuilt the snapshot meanwhile: that one is newer.
    if (this.built === built) this.built = refreshed;
    return refreshed;
  }
}

function byId(entries: CatalogueSnapshot): ReadonlyMap<string, CatalogueEntry> {
  return new Map(entries.map((entry) => [entry.id, entry]));
}

function toEntry(row: EntryRow): CatalogueEntry {
  const variantCount = (row.variants ?? []).filter((variant) => !variant.archived).length;
  return {
    id: row._id.toHexString(),
    name: row.name,
    ...(row.nameBn ? { nameBn: row.nameBn } : {}),
    brand: row.brand ?? '',
    category: row.category,
    price: row.price,
    quantity: row.quantity,
    img: row.img,
    createdAt: row._id.getTimestamp().getTime(),
    variantCount: Math.max(1, variantCount),
    specs: (row.specs ?? []).map((spec) => ({ key: spec.key, value: spec.value })),
    description: row.description,
    ...(row.descriptionBn ? { descriptionBn: row.descriptionBn } : {}),
  };
}
