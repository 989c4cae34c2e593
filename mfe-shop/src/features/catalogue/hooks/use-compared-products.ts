import type { PartCategory, ProductDetails } from '@shop/contracts';
import { usePart } from './use-part';

/** One id of the compare link, as its product answered. */
export type ComparedSlot =
  | { id: string; state: 'loading' }
  | { id: string; state: 'missing' }
  | { id: string; state: 'error'; retry: () => void }
  | { id: string; state: 'ready'; product: ProductDetails };

export interface ComparedProducts {
  /** The products compared: those of the first found product's category, in the link's order. */
  columns: ProductDetails[];
  category?: PartCategory;
  /** Found, but of another category than the columns'. */
  foreign: ProductDetails[];
  /** Ids without a product on sale (unknown, malformed, archived). */
  missing: string[];
  loading: boolean;
  /** Some answer failed for a passing reason (network, server): a retry may bring it. */
  failed: boolean;
  retry: () => void;
}

/** How many ids the page asks for at most (COMPARE_MAX): one product query each. */
const SLOTS = 4;

function useSlot(id: string | undefined): ComparedSlot | undefined {
  const { data, missing, isError, refetch } = usePart(id);
  if (!id) return undefined;
  if (missing) return { id, state: 'missing' };
  if (data) return { id, state: 'ready', product: data };
  if (isError) return { id, state: 'error', retry: () => void refetch() };
  return { id, state: 'loading' };
}

/**
 * The products of a compare link (`ids`: at most four), each by the product page's own query
 * (`GET /api/product/:id`: brand, warranty, specs — cached, and server-rendered). Sorted into what
 * the page compares (one category: the first product found decides), what it cannot (another
 * category) and what does not exist.
 */
export function useComparedProducts(ids: readonly string[]): ComparedProducts {
  // A fixed number of hook calls, whatever the number of ids.
  const slots = [useSlot(ids[0]), useSlot(ids[1]), useSlot(ids[2]), useSlot(ids[3])]
    .slice(0, SLOTS)
    .filter((slot): slot is ComparedSlot => slot !== undefined);
  const ready = slots.flatMap((slot) => (slot.state === 'ready' ? [slot.product] : []));
  const category = ready[0]?.category;
  return {
    columns: ready.filter((product) => product.category === category),
    category,
    foreign: ready.filter((product) => product.category !== category),
    missing: slots.flatMap((slot) => (slot.state === 'missing' ? [slot.id] : [])),
    loading: slots.some((slot) => slot.state === 'loading'),
    failed: slots.some((slot) => slot.state === 'error'),
    retry: () => {
      for (const slot of slots) if (slot.state === 'error') slot.retry();
    },
  };
}
