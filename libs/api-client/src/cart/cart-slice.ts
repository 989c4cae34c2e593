import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { deliveryFee, findDistrict, itemCountOf, MAX_UNITS_PER_LINE } from '@shop/rules';

/** One product in the cart, with what the cart page needs to show it without a request. */
export interface CartLine {
  partId: string;
  name: string;
  img: string;
  /** Unit price in whole taka when it was added (the order issue re-prices on the server). */
  price: number;
  /** Units wanted: 1 ≤ quantity ≤ stock, and never more than MAX_UNITS_PER_LINE (one order's most). */
  quantity: number;
  /** Stock when it was last seen; the cart never asks for more. */
  stock: number;
}

export interface CartState {
  lines: CartLine[];
  /** The delivery district picked by the customer, or null until one is picked. */
  district: string | null;
}

export const EMPTY_CART: CartState = { lines: [], district: null };

export interface AddToCart {
  part: { _id: string; name: string; img: string; price: number; quantity: number };
  /** Units to add; defaults to 1. */
  quantity?: number;
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
      const { part, quantity = 1 } = action.payload;
      const line = state.lines.find((l) => l.partId === part._id);
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
          name: part.name,
          img: part.img,
          price: part.price,
          quantity: next,
          stock: part.quantity,
        });
      }
    },
    cartQuantityChanged(state, action: PayloadAction<{ partId: string; quantity: number }>) {
      const line = state.lines.find((l) => l.partId === action.payload.partId);
      if (!line || !Number.isFinite(action.payload.quantity)) return;
      line.quantity = Math.max(1, clamp(action.payload.quantity, line.stock));
    },
    cartItemRemoved(state, action: PayloadAction<string>) {
      state.lines = state.lines.filter((l) => l.partId !== action.payload);
    },
    cartDistrictChosen(state, action: PayloadAction<string>) {
      if (findDistrict(action.payload)) state.district = action.payload;
    },
    cartCleared(state) {
      state.lines = [];
    },
    /**
     * Fresh product data for the cart's lines (name, image, price, stock). Lines whose product is
     * gone or sold out are dropped; quantities above the new stock come down to it.
     */
    cartProductsRefreshed(state, action: PayloadAction<AddToCart['part'][]>) {
      const byId = new Map(action.payload.map((part) => [part._id, part]));
      state.lines = state.lines.flatMap((line) => {
        const part = byId.get(line.partId);
        if (!part || part.quantity <= 0) return [];
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
