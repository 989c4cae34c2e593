import type { AppStore } from '@shop/api-client';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { RemoteLoaderContext } from '../features/remotes/remote-route';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { routes } from './routes';
import { shopTheme } from '@shop/ui';
import './styles.css';

interface Props {
  store: AppStore;
  loader: RemoteLoader;
}

/** Providers of the whole page: one store, one theme, one router, one toast container. */
export function App({ store, loader }: Props) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <ConfigProvider theme={shopTheme}>
        <RemoteLoaderContext.Provider value={loader}>
          <RouterProvider router={router} />
        </RemoteLoaderContext.Provider>
      </ConfigProvider>
      {/* Spec §9: top-right, auto-close 5000 ms, no limit. Remotes' toast() calls land here. */}
      <ToastContainer position="top-right" autoClose={5000} />
    </Provider>
  );
}
