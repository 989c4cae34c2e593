/**
 * SearchService's freshness rules with the catalogue's counters and a stand-in for the parts'
 * reads (the reads themselves are covered against the real database in test/search.e2e-spec.ts):
 * rebuild when `visible` moves, only quantities when `version` alone moves, one rebuild at a time,
 * the last snapshot while the database is unreachable, retried later.
 */
import { Logger } from '@nestjs/common';
import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import { CatalogueCache, type Part } from '../catalogue';
import type { CatalogueVersion, CatalogueVersionStore } from '../catalogue/catalogue-cache';
import { MiniSearchIndex } from './search-index';
import { REBUILD_RETRY_MS, REBUILD_WAIT_MS, SearchService } from './search.service';

const ID = new Types.ObjectId('665f1e000000000000000001');

class Counters implements CatalogueVersionStore {
  value: CatalogueVersion = { version: 0, edits: 0, visible: 0 };
  read = () => Promise.resolve({ ...this.value });
  bump = () => Promise.resolve({ ...this.value });
  move(visible: boolean) {
    this.value = {
      version: this.value.version + 1,
      edits: this.value.edits + (visible ? 1 : 0),
      visible: this.value.visible + (visible ? 1 : 0),
    };
  }
}

/** The parts' reads SearchService makes: the full rows, and the quantities alone. */
class Parts {
  name = 'Walton Electric Kettle';
  quantity = 5;
  reads = 0;
  quantityReads = 0;
  failing = false;
  private pending: (() => void)[] = [];
  held = false;

  find(_filter: unknown, projection: Record<string, number>) {
    const quantitiesOnly = Object.keys(projection).length === 1;
    // What the database holds when the read starts (a write landing meanwhile is not in it).
    const name = this.name;
    const exec = async () => {
      if (this.held) await new Promise<void>((resolve) => this.pending.push(resolve));
      if (this.failing) throw new Error('connection refused');
      if (quantitiesOnly) {
        this.quantityReads += 1;
        return [{ _id: ID, quantity: this.quantity }];
      }
      this.reads += 1;
      return [
        {
          _id: ID,
          name,
          brand: 'Walton',
          category: 'kettle',
          price: 2000,
          quantity: this.quantity,
          img: '/k.svg',
          description: '',
          specs: [],
          variants: [{ archived: false }],
        },
      ];
    };
    const query = { sort: () => query, lean: () => query, exec };
    return query;
  }

  release() {
    this.held = false;
    for (const resolve of this.pending.splice(0)) resolve();
  }
}

describe('SearchService', () => {
  let clock: number;
  let counters: Counters;
  let parts: Parts;
  let cache: CatalogueCache;
  let service: SearchService;

  beforeEach(async () => {
    clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    counters = new Counters();
    parts = new Parts();
    cache = new CatalogueCache(counters, () => clock);
    await cache.onModuleInit();
    service = new SearchService(parts as unknown as Model<Part>, cache, new MiniSearchIndex());
  });

  afterEach(() => jest.restoreAllMocks());

  /** Lets the cache's next version check happen (it checks at most every 200 ms). */
  const later = (ms = 1_000) => {
    clock += ms;
  };
  const names = async (q: string) => (await service.suggest(q)).map((match) => match.name);

  it('builds once, and again only when an edit or a sell-out moved the catalogue', async () => {
    expect(await names('kettle')).toEqual(['Walton Electric Kettle']);
    later();
    await names('kettle');
    expect(parts.reads).toBe(1);
    parts.name = 'Miyako Electric Kettle';
    counters.move(true);
    later();
    expect(await names('miyako')).toEqual(['Miyako Electric Kettle']);
    expect(parts.reads).toBe(2);
  });

  it('reads only the quantities when stock moved without a sell-out', async () => {
    await service.entries();
    parts.quantity = 3;
    counters.move(false);
    later();
    expect((await service.entries())[0].quantity).toBe(3);
    expect(parts.reads).toBe(1);
    expect(parts.quantityReads).toBe(1);
  });

  it('shares one rebuild among the requests that arrive while it runs', async () => {
    parts.held = true;
    const answers = [names('kettle'), names('walton'), service.entries()];
    await Promise.resolve();
    parts.release();
    await Promise.all(answers);
    expect(parts.reads).toBe(1);
  });

  it('answers from the last snapshot while the database is unreachable, and retries later', async () => {
    await names('kettle');
    parts.name = 'Miyako Electric Kettle';
    counters.move(true);
    parts.failing = true;
    later();
    expect(await names('kettle')).toEqual(['Walton Electric Kettle']);
    const failedReads = parts.reads;
    // Within the retry delay nobody waits for the database again.
    clock += REBUILD_RETRY_MS / 2;
    expect(await names('kettle')).toEqual(['Walton Electric Kettle']);
    parts.failing = false;
    later(REBUILD_RETRY_MS);
    // The retry runs in the background, on a timer (cached answers may keep requests away), and
    // drops the answers the catalogue cache kept from the old snapshot.
    cache.store(cache.ticket(), '/api/part/search?q=kettle', []);
    const deadline = Date.now() + 3_000;
    while (parts.reads === failedReads && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await names('miyako')).toEqual(['Miyako Electric Kettle']);
    expect(parts.reads).toBe(failedReads + 1);
    expect(cache.holds('/api/part/search?q=kettle')).toBe(false);
  });

  it('catches up after answering from a shared rebuild that started before the latest write', async () => {
    await names('kettle');
    counters.move(true);
    later();
    parts.held = true;
    const first = names('kettle');
    await new Promise((resolve) => setImmediate(resolve));
    // The write lands while that rebuild reads; this request shares it, and gets its older answer.
    parts.name = 'Miyako Electric Kettle';
    counters.move(true);
    later();
    const second = names('miyako');
    await new Promise((resolve) => setImmediate(resolve));
    parts.release();
    await first;
    expect(await second).toEqual([]);
    cache.store(cache.ticket(), '/api/part/search?q=miyako', []);
    const deadline = Date.now() + 3_000;
    while (parts.reads < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await names('miyako')).toEqual(['Miyako Electric Kettle']);
    expect(cache.holds('/api/part/search?q=miyako')).toBe(false);
  });

  it('holds a request at most REBUILD_WAIT_MS for a rebuild that hangs', async () => {
    await names('kettle');
    parts.name = 'Miyako Electric Kettle';
    counters.move(true);
    later();
    parts.held = true;
    const started = Date.now();
    expect(await names('kettle')).toEqual(['Walton Electric Kettle']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REBUILD_WAIT_MS - 50);
    parts.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await names('miyako')).toEqual(['Miyako Electric Kettle']);
  });

  it("fails with the read's error when there is no snapshot yet (the error filter answers 503)", async () => {
    parts.failing = true;
    await expect(service.search('kettle')).rejects.toThrow('connection refused');
  });
});
