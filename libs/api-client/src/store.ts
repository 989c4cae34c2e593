import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { authSlice } from './auth/auth-slice';
import { cartReplaced, cartSlice } from './cart/cart-slice';
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from './cart/cart-storage';
import { apiErrorToaster } from './error-middleware';

/**
 * The root reducer: the API slice and the session, other slices injected lazily by the remote that
 * owns them (`rootReducer.inject(slice)`), so the shell never has to know a remote's state.
 */
export const rootReducer = combineSlices(api, authSlice, cartSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds the one store of the page (the shell's; a remote builds its own only when standalone).
 * `observers`: middleware that watch the actions after the store's own (the server renderer
 * records which API answers a page was rendered from).
 */
export function makeStore(preloadedState?: Partial<RootState>, observers: Middleware[] = []) {
  const store = configureStore({
    reducer: rootReducer,
    // The cart survives reloads: it starts from localStorage unless a test preloads one.
    preloadedState: { cart: loadCart(), ...preloadedState },
    middleware: (getDefault) => getDefault().concat(api.middleware, apiErrorToaster, ...observers),
  });
  setupListeners(store.dispatch);
  persistCart(store);
  return store;
}

/** Writes the cart to localStorage when it changes, and follows changes made in other tabs. */
function persistCart(store: {
  getState(): RootState;
  subscribe(l: () => void): () => void;
  dispatch(a: unknown): unknown;
}) {
  let saved = store.getState().cart;
  store.subscribe(() => {
    const cart = store.getState().cart;
    if (cart === saved) return;
    saved = cart;
    saveCart(cart);
  });
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY) return;
    const cart = parseStoredCart(event.newValue);
    saved = cart; // already stored by the other tab
    store.dispatch(cartReplaced(cart));
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
