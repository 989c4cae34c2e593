import {
  addToTray,
  COMPARE_MAX,
  COMPARE_STORAGE_KEY,
  createTrayStore,
  parseTray,
  removeFromTray,
  type CompareItem,
} from './compare-tray';

const item = (n: number, category: CompareItem['category'] = 'router'): CompareItem => ({
  _id: `665f1e00000000000000${String(n).padStart(4, '0')}`,
  name: `Product ${n}`,
  img: `/static/p${n}.svg`,
  category,
});

describe('addToTray', () => {
  it('adds a product to an empty tray, and more of the same category', () => {
    const one = addToTray([], item(1));
    expect(one).toEqual({ ok: true, items: [item(1)] });
    const two = addToTray(one.ok ? one.items : [], item(2));
    expect(two).toEqual({ ok: true, items: [item(1), item(2)] });
  });

  it('refuses a product of another category, naming the tray’s category', () => {
    expect(addToTray([item(1, 'router')], item(2, 'kettle'))).toEqual({
      ok: false,
      reason: 'category',
      current: 'router',
    });
  });

  it(`takes ${COMPARE_MAX} products and refuses the next one`, () => {
    const full = [1, 2, 3, 4].map((n) => item(n));
    expect(addToTray(full.slice(0, 3), item(4))).toEqual({ ok: true, items: full });
    expect(addToTray(full, item(5))).toEqual({ ok: false, reason: 'full' });
  });

  it('leaves the tray as it is for a product already in it, even a full one', () => {
    const full = [1, 2, 3, 4].map((n) => item(n));
    const outcome = addToTray(full, item(2));
    expect(outcome).toEqual({ ok: true, items: full });
    expect(outcome.ok && outcome.items).toBe(full);
  });

  it('checks the category before the limit: a full tray of routers refuses a kettle for its category', () => {
    const full = [1, 2, 3, 4].map((n) => item(n));
    expect(addToTray(full, item(9, 'kettle'))).toMatchObject({ ok: false, reason: 'category' });
  });
});

describe('removeFromTray', () => {
  it('removes one product; after the last, any category is welcome again', () => {
    expect(removeFromTray([item(1), item(2)], item(1)._id)).toEqual([item(2)]);
    expect(addToTray(removeFromTray([item(1)], item(1)._id), item(3, 'kettle')).ok).toBe(true);
  });
});

describe('parseTray', () => {
  it('reads nothing from nothing, from broken JSON or from something not a list', () => {
    expect(parseTray(null)).toEqual([]);
    expect(parseTray('{oops')).toEqual([]);
    expect(parseTray('{"_id":"x"}')).toEqual([]);
  });

  it('keeps the rules whatever was stored: valid entries, one category, no repeats, at most four', () => {
    const stored = [
      item(1),
      { _id: 'not-an-id', name: 'x', img: 'y', category: 'router' },
      { ...item(2), category: 'toaster' },
      item(3, 'kettle'),
      item(1),
      item(4),
      item(5),
      item(6),
      item(7),
    ];
    expect(parseTray(JSON.stringify(stored))).toEqual([item(1), item(4), item(5), item(6)]);
  });
});

class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('createTrayStore', () => {
  it('persists the tray: a store opened later (the next page, the next visit) reads it back', () => {
    const storage = new MemoryStorage();
    const store = createTrayStore(() => storage);
    store.add(item(1));
    store.add(item(2));
    expect(JSON.parse(storage.getItem(COMPARE_STORAGE_KEY) ?? '')).toEqual([item(1), item(2)]);

    const later = createTrayStore(() => storage);
    expect(later.get()).toEqual([item(1), item(2)]);
    later.remove(item(1)._id);
    expect(createTrayStore(() => storage).get()).toEqual([item(2)]);
    later.clear();
    expect(createTrayStore(() => storage).get()).toEqual([]);
  });

  it('tells its subscribers of each change, and gives the same snapshot until one', () => {
    const store = createTrayStore(() => new MemoryStorage());
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.get();
    expect(store.get()).toBe(before);
    store.add(item(1));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(before);
    // A refused product changes nothing and wakes nobody.
    expect(store.add(item(2, 'kettle')).ok).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.remove(item(1)._id);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears a change made in another tab (the storage event)', () => {
    const storage = new MemoryStorage();
    const store = createTrayStore(() => storage);
    const listener = jest.fn();
    store.subscribe(listener);
    storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([item(7)]));
    window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual([item(7)]);
  });

  it('still works for this page when the storage refuses to be used', () => {
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    const store = createTrayStore(() => broken);
    expect(store.get()).toEqual([]);
    store.add(item(1));
    expect(store.get()).toEqual([item(1)]);
  });
});
