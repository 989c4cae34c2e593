import { findDistrict, SKU_PATTERN } from '@shop/rules';
import { cartLineKey, EMPTY_CART, type CartLine, type CartState } from './cart-slice';

/** localStorage key of the cart; versioned so a future shape can ignore old data. */
export const CART_STORAGE_KEY = 'shop.cart.v1';

const isLine = (value: unknown): value is CartLine => {
  const l = value as Partial<CartLine> | null;
  return (
    !!l &&
    typeof l.partId === 'string' &&
    /^[0-9a-f]{24}$/.test(l.partId) &&
    typeof l.name === 'string' &&
    typeof l.img === 'string' &&
    Number.isInteger(l.price) &&
    (l.price as number) >= 0 &&
    Number.isInteger(l.quantity) &&
    Number.isInteger(l.stock) &&
    (l.quantity as number) >= 1 &&
    (l.quantity as number) <= (l.stock as number) &&
    (l.sku === undefined || (typeof l.sku === 'string' && SKU_PATTERN.test(l.sku))) &&
    (l.variantName === undefined ||
      (typeof l.variantName?.en === 'string' && typeof l.variantName?.bn === 'string'))
  );
};

/**
 * Reads a stored cart, keeping only well-formed lines: storage is user-editable and may hold a
 * cart written by an older version, and a bad entry must never break the page.
 */
export function parseStoredCart(raw: string | null): CartState {
  if (!raw) return EMPTY_CART;
  try {
    const data = JSON.parse(raw) as Partial<CartState> | null;
    const seen = new Set<string>();
    const lines = (Array.isArray(data?.lines) ? data.lines : []).filter((line) => {
      if (!isLine(line) || seen.has(cartLineKey(line))) return false;
      seen.add(cartLineKey(line));
      return true;
    });
    const district =
      typeof data?.district === 'string' && findDistrict(data.district) ? data.district : null;
    return { lines, district };
  } catch {
    return EMPTY_CART;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // disabled storage (privacy mode): the cart lives for this page only
  }
}

export function loadCart(): CartState {
  return parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);
}

export function saveCart(cart: CartState): void {
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Quota or disabled storage: keep going with the in-memory cart.
  }
}
