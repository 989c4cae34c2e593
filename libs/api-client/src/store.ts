import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { authSlice } from './auth/auth-slice';
import { apiErrorToaster } from './error-middleware';

/**
 * The root reducer: the API slice and the session, other slices injected lazily by the remote that
 * owns them (`rootReducer.inject(slice)`), so the shell never has to know a remote's state.
 */
export const rootReducer = combineSlices(api, authSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the one store of the page (the shell's; a remote builds its own only when standalone). */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, apiErrorToaster),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
