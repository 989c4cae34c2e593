export {
  cartCleared,
  cartDistrictChosen,
  cartItemAdded,
  cartItemRemoved,
  cartLineKey,
  cartProductsRefreshed,
  cartQuantityChanged,
  cartReplaced,
  cartSlice,
  EMPTY_CART,
  selectCart,
  selectCartDistrict,
  selectCartLines,
  selectCartTotals,
  totalsOf,
} from './cart-slice';
export type { AddToCart, CartLine, CartState, CartTotals, RefreshedPart } from './cart-slice';
export { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from './cart-storage';
