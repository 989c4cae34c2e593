import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Bilingual } from '@shop/contracts';
import { deliveryFee, findDistrict, itemCountOf, MAX_UNITS_PER_LINE } from '@shop/rules';

/** One product (one variant of it) in the cart, with what the cart page shows without a request. */
export interface CartLine {
  partId: string;
  /** The variant chosen, for a product sold in several; absent for a product sold in one. */
  sku?: string;
  name: string;
  /** The variant's options ("Blue, 8/256 GB"), with `sku`. */
  variantName?: Bilingual;
  img: string;
  /** Unit price in whole taka when it was added (the order issue re-prices on the server). */
  price: number;
  /** Units wanted: 1 ≤ quantity ≤ stock, and never more than MAX_UNITS_PER_LINE (one order's most). */
  quantity: number;
  /** Stock when it was last seen; the cart never asks for more. */
  stock: number;
}

/** A product as a refresh of the cart reads it; `variants` when the answer has them. */
export type RefreshedPart = AddToCart['part'] & {
  variants?: { sku: string; price: number; quantity: number }[];
};

export interface CartState {
  lines: CartLine[];
  /** The delivery district picked by the customer, or null until one is picked. */
  district: string | null;
}

export const EMPTY_CART: CartState = { lines: [], district: null };

export interface AddToCart {
  /** The product; for a variant, its price, stock and picture are the variant's. */
  part: { _id: string; name: string; img: string; price: number; quantity: number };
  /** The variant chosen (a product sold in several). */
  variant?: { sku: string; name: Bilingual };
  /** Units to add; defaults to 1. */
  quantity?: number;
}

/**
 * A line's identity in the cart: the product, and the variant when one was chosen (two variants
 * of one product are two lines). A line of a product sold in one variant is keyed by its id alone.
 */
export function cartLineKey(line: { partId: string; sku?: string }): string {
  return line.sku ? `${line.partId}/${line.sku}` : line.partId;
}

/** What the cart may hold of a product: its stock, and no more than one order may take. */
const clamp = (wanted: number, stock: number) =>
  Math.max(0, Math.min(Math.floor(wanted), Math.max(0, Math.floor(stock)), MAX_UNITS_PER_LINE));

/**
 * The cart: client state only (the spec keeps the cart in the browser until checkout, which sends
 * it as one order). Quantities never exceed the stock last seen nor MAX_UNITS_PER_LINE (adding a
 * product again adds up to it) and never drop below 1; a line whose stock is gone is removed.
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: EMPTY_CART,
  reducers: {
    cartItemAdded(state, action: PayloadAction<AddToCart>) {
      const { part, variant, quantity = 1 } = action.payload;
      const key = cartLineKey({ partId: part._id, sku: variant?.sku });
      const line = state.lines.find((l) => cartLineKey(l) === key);
      const wanted = (line?.quantity ?? 0) + quantity;
      const next = clamp(wanted, part.quantity);
      if (next < 1) return;
      if (line) {
        Object.assign(line, { name: part.name, img: part.img, price: part.price });
        line.stock = part.quantity;
        line.quantity = next;
      } else {
        state.lines.push({
          partId: part._id,
          ...(variant ? { sku: variant.sku, variantName: variant.name } : {}),
          name: part.name,
          img: part.img,
          price: part.price,
          quantity: next,
          stock: part.quantity,
        });
      }
    },
    /** `key`: the line's cartLineKey (a product's id for a product sold in one variant). */
    cartQuantityChanged(state, action: PayloadAction<{ key: string; quantity: number }>) {
      const line = state.lines.find((l) => cartLineKey(l) === action.payload.key);
      if (!line || !Number.isFinite(action.payload.quantity)) return;
      line.quantity = Math.max(1, clamp(action.payload.quantity, line.stock));
    },
    /** The payload is the line's cartLineKey. */
    cartItemRemoved(state, action: PayloadAction<string>) {
      state.lines = state.lines.filter((l) => cartLineKey(l) !== action.payload);
    },
    cartDistrictChosen(state, action: PayloadAction<string>) {
      if (findDistrict(action.payload)) state.district = action.payload;
    },
    cartCleared(state) {
      state.lines = [];
    },
    /**
     * Fresh product data for the cart's lines (name, image, price, stock). Lines whose product is
     * gone or sold out are dropped; quantities above the new stock come down to it. A variant's
     * line takes its variant's price and stock from `variants` when the product lists them; else
     * (the spec's list answers one price and stock per product) only its name, and it goes when
     * the whole product is gone or sold out (the order re-checks each variant's stock).
     */
    cartProductsRefreshed(state, action: PayloadAction<RefreshedPart[]>) {
      const byId = new Map(action.payload.map((part) => [part._id, part]));
      state.lines = state.lines.flatMap((line) => {
        const part = byId.get(line.partId);
        if (!part || part.quantity <= 0) return [];
        if (line.sku) {
          const variant = part.variants?.find((candidate) => candidate.sku === line.sku);
          if (part.variants && (!variant || variant.quantity <= 0)) return [];
          return [
            {
              ...line,
              name: part.name,
              ...(variant
                ? {
                    price: variant.price,
                    stock: variant.quantity,
                    quantity: Math.max(1, clamp(line.quantity, variant.quantity)),
                  }
                : {}),
            },
          ];
        }
        return [
          {
            ...line,
            name: part.name,
            img: part.img,
            price: part.price,
            stock: part.quantity,
            quantity: Math.max(1, clamp(line.quantity, part.quantity)),
          },
        ];
      });
    },
    /** Another tab changed the stored cart: take its state as it is. */
    cartReplaced(_state, action: PayloadAction<CartState>) {
      return action.payload;
    },
  },
  selectors: {
    selectCart: (state) => state,
    selectCartLines: (state) => state.lines,
    selectCartDistrict: (state) => state.district,
  },
});

export const {
  cartItemAdded,
  cartQuantityChanged,
  cartItemRemoved,
  cartDistrictChosen,
  cartCleared,
  cartProductsRefreshed,
  cartReplaced,
} = cartSlice.actions;
export const { selectCart, selectCartLines, selectCartDistrict } = cartSlice.selectors;

export interface CartTotals {
  /** Units across all lines (the badge count and the free-delivery rule's count). */
  itemCount: number;
  subtotal: number;
  /** null until a district is picked. */
  deliveryFee: number | null;
  /** subtotal + delivery fee (the fee counted as 0 until a district is picked). */
  total: number;
}

export const totalsOf = (cart: CartState): CartTotals => {
  const itemCount = itemCountOf(cart.lines);
  const subtotal = cart.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const fee =
    cart.district && itemCount > 0 ? deliveryFee({ district: cart.district, itemCount }) : null;
  return { itemCount, subtotal, deliveryFee: fee, total: subtotal + (fee ?? 0) };
};

export const selectCartTotals = createSelector([selectCart], totalsOf);
