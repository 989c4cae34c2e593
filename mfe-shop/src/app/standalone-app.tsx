import type { AppStore } from '@shop/api-client';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { ContactPage } from '../features/contact';
import { DailyDealsPage } from '../features/deals';
import { ProductPage, ShopsPage } from '../features/catalogue';
import { ReviewsPage } from '../features/reviews';
import { HomePage } from './pages/home-page';
import { shopTheme } from './theme';
import './standalone.css';

/** Minimal frame for running this remote on its own (development, remote-level tests). */
function StandaloneFrame() {
  return (
    <div className="standalone">
      <header className="standalone__bar">
        <strong>mfe-shop</strong> <span>standalone</span>
        <nav>
          <Link to="/">Home</Link>
          <Link to="/shops">Shops</Link>
          <Link to="/dailyD">Daily Delights</Link>
          <Link to="/cService">Customer Service</Link>
          <Link to="/reviews">Reviews</Link>
        </nav>
      </header>
      <main className="standalone__main">
        <Outlet />
      </main>
    </div>
  );
}

const routes = [
  {
    path: '/',
    element: <StandaloneFrame />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'shops', element: <ShopsPage /> },
      { path: 'product/:partId', element: <ProductPage /> },
      { path: 'reviews', element: <ReviewsPage /> },
      { path: 'dailyD', element: <DailyDealsPage /> },
      { path: 'cService', element: <ContactPage /> },
    ],
  },
];

export function StandaloneApp({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <ConfigProvider theme={shopTheme}>
        <RouterProvider router={router} />
      </ConfigProvider>
      <ToastContainer position="top-right" autoClose={5000} />
    </Provider>
  );
}
