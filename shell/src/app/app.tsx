import { Toasts, type AppStore } from '@shop/api-client';
import { Provider } from 'react-redux';
import { AppRoutes, BrowserRouter } from '@shop/router';
import { RemoteLoaderContext } from '../features/remotes/remote-route';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { routes } from './routes';
import './styles.css';

interface Props {
  store: AppStore;
  loader: RemoteLoader;
}

/**
 * Providers of the whole page: one store, one router, one toast container. No antd theme here: the
 * public pages are plain React + CSS, and the screens that use antd (account pages, dashboard frame)
 * bring the theme in their own lazy chunks.
 */
export function App({ store, loader }: Props) {
  return (
    <Provider store={store}>
      <RemoteLoaderContext.Provider value={loader}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </RemoteLoaderContext.Provider>
      {/* Every app's notify() calls land here; react-toastify loads with the first one. */}
      <Toasts />
    </Provider>
  );
}
