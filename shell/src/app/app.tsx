import { Toasts, type AppStore, type RootState } from '@shop/api-client';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppRoutes, type RouteObject } from '@shop/router';
import { RemoteLoaderContext } from '../features/remotes/remote-route';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { LanguageRouter } from './language-router';
import { routes } from './routes';
import './styles.css';

interface Props {
  store: AppStore;
  loader: RemoteLoader;
  /**
   * The router; server rendering passes a static one for the requested URL (with the language's
   * basename, as `LanguageRouter` has in the browser).
   */
  Router?: ComponentType<{ children: ReactNode }>;
  /** Hydration: the state the server rendered with, which the first (hydrating) render reads. */
  serverState?: RootState;
  /**
   * The route table; server rendering passes the branch its URL matches (`routeTableFor`), the
   * browser the whole table.
   */
  routeTable?: RouteObject[];
}

/**
 * Providers of the whole page: one store, one router, one toast container. No antd theme here: the
 * public pages are plain React + CSS, and the screens that use antd (account pages, dashboard frame)
 * bring the theme in their own lazy chunks.
 */
export function App({
  store,
  loader,
  Router = LanguageRouter,
  serverState,
  routeTable = routes,
}: Props) {
  return (
    <Provider store={store} serverState={serverState}>
      <RemoteLoaderContext.Provider value={loader}>
        <Router>
          <AppRoutes routes={routeTable} />
        </Router>
      </RemoteLoaderContext.Provider>
      {/* Every app's notify() calls land here; react-toastify loads with the first one. */}
      <Toasts />
    </Provider>
  );
}
