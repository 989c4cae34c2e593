import { PART_CATEGORIES, type PartCategory } from '@shop/contracts';

/** At most this many products side by side (four columns fit a desktop page). */
export const COMPARE_MAX = 4;

/** Where the tray is kept between visits (this browser only). */
export const COMPARE_STORAGE_KEY = 'compare-tray';

/** A product in the compare tray: what the tray shows of it, and the category it belongs to. */
export interface CompareItem {
  _id: string;
  name: string;
  nameBn?: string;
  img: string;
  category: PartCategory;
}

/**
 * What adding a product did: added (or already there), or refused — the tray holds products of one
 * category (a kettle beside a router compares nothing: they share no spec rows), and at most
 * COMPARE_MAX of them.
 */
export type AddOutcome =
  | { ok: true; items: readonly CompareItem[] }
  | { ok: false; reason: 'category'; current: PartCategory }
  | { ok: false; reason: 'full' };

export function addToTray(items: readonly CompareItem[], item: CompareItem): AddOutcome {
  if (items.some((inTray) => inTray._id === item._id)) return { ok: true, items };
  const current = items[0]?.category;
  if (current !== undefined && current !== item.category) {
    return { ok: false, reason: 'category', current };
  }
  if (items.length >= COMPARE_MAX) return { ok: false, reason: 'full' };
  return { ok: true, items: [...items, item] };
}

export function removeFromTray(items: readonly CompareItem[], id: string): readonly CompareItem[] {
  return items.filter((item) => item._id !== id);
}

const isCategory = (value: unknown): value is PartCategory =>
  PART_CATEGORIES.includes(value as PartCategory);

function asItem(value: unknown): CompareItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { _id, name, nameBn, img, category } = value as Record<string, unknown>;
  if (typeof _id !== 'string' || !/^[0-9a-f]{24}$/i.test(_id)) return undefined;
  if (typeof name !== 'string' || typeof img !== 'string' || !isCategory(category))
    return undefined;
  return { _id, name, img, category, ...(typeof nameBn === 'string' ? { nameBn } : {}) };
}

/**
 * The tray as stored: whatever the storage holds (written by an older page, edited by hand, cut
 * short) reads as a tray that keeps the rules — valid entries only, one category (the first's), no
 * repeats, at most COMPARE_MAX.
 */
export function parseTray(text: string | null): readonly CompareItem[] {
  if (!text) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  let items: readonly CompareItem[] = [];
  for (const entry of stored) {
    const item = asItem(entry);
    if (!item) continue;
    const outcome = addToTray(items, item);
    if (outcome.ok) items = outcome.items;
  }
  return items;
}

export interface TrayStore {
  /** The tray now (the same array until it changes: a `useSyncExternalStore` snapshot). */
  get(): readonly CompareItem[];
  add(item: CompareItem): AddOutcome;
  remove(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The tray kept in `storage` (localStorage in the browser), shared by every page of the shop and
 * every tab: a change made in another tab arrives by the `storage` event. Storage that throws
 * (private mode, quota, disabled) leaves a tray for this page only.
 */
export function createTrayStore(storage: () => Storage | undefined): TrayStore {
  const listeners = new Set<() => void>();
  let cachedText: string | null | undefined;
  let cached: readonly CompareItem[] = [];
  let memory: string | null = null;

  const readText = (): string | null => {
    try {
      return storage()?.getItem(COMPARE_STORAGE_KEY) ?? memory;
    } catch {
      return memory;
    }
  };
  const get = () => {
    const text = readText();
    if (text !== cachedText) {
      cachedText = text;
      cached = parseTray(text);
    }
    return cached;
  };
  const write = (items: readonly CompareItem[]) => {
    const text = JSON.stringify(items);
    memory = text;
    try {
      storage()?.setItem(COMPARE_STORAGE_KEY, text);
    } catch {
      // Kept in memory for this page (see `memory`).
    }
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) {
      for (const listener of listeners) listener();
    }
  };

  return {
    get,
    add(item) {
      const outcome = addToTray(get(), item);
      if (outcome.ok && outcome.items !== get()) write(outcome.items);
      return outcome;
    },
    remove(id) {
      const items = get();
      const left = removeFromTray(items, id);
      if (left.length !== items.length) write(left);
    },
    clear() {
      if (get().length > 0) write([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}

/** The shop's tray, in this browser's localStorage. */
export const compareTray = createTrayStore(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
