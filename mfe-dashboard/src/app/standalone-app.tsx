import type { AppStore } from '@shop/api-client';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { MyOrdersPage, PaymentPage } from '../features/orders';
import { DashboardHomePage } from '../features/overview';
import { ProfilePage } from '../features/profile';
import { AddReviewPage } from '../features/reviews';
import { shopTheme } from './theme';
import './standalone.css';

/** Minimal frame for running this remote on its own (the real dashboard frame is the shell's). */
function StandaloneFrame() {
  return (
    <div className="standalone">
      <header className="standalone__bar">
        <strong>mfe-dashboard</strong> <span>standalone</span>
        <nav>
          <Link to="/dashboard">Dashboard</Link>
          <Link to="/dashboard/myOrders">My Booking Products</Link>
          <Link to="/dashboard/addReview">Add Review</Link>
          <Link to="/dashboard/profile">My Profile</Link>
        </nav>
      </header>
      <main className="standalone__main">
        <Outlet />
      </main>
    </div>
  );
}

const routes = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  {
    path: '/dashboard',
    element: <StandaloneFrame />,
    children: [
      { index: true, element: <DashboardHomePage /> },
      { path: 'myOrders', element: <MyOrdersPage /> },
      { path: 'addReview', element: <AddReviewPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'payment/:id', element: <PaymentPage /> },
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
