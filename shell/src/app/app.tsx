import type { AppStore } from '@shop/api-client';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
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
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <RemoteLoaderContext.Provider value={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderContext.Provider>
      {/* Spec §9: top-right, auto-close 5000 ms, no limit. Remotes' toast() calls land here. */}
      <ToastContainer position="top-right" autoClose={5000} />
    </Provider>
  );
}
