export {
  cartCleared,
  cartDistrictChosen,
  cartItemAdded,
  cartItemRemoved,
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
export type { AddToCart, CartLine, CartState, CartTotals } from './cart-slice';
export { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from './cart-storage';
