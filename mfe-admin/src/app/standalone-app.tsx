import type { AppStore } from '@shop/api-client';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { ManageOrdersPage } from '../features/orders';
import { AddPartPage, ManagePartsPage } from '../features/parts';
import { ManageUsersPage } from '../features/users';
import { shopTheme } from './theme';
import './standalone.css';

/** Minimal frame for running this remote on its own (the real dashboard frame is the shell's). */
function StandaloneFrame() {
  return (
    <div className="standalone">
      <header className="standalone__bar">
        <strong>mfe-admin</strong> <span>standalone</span>
        <nav>
          <Link to="/dashboard/addPart">Add Products</Link>
          <Link to="/dashboard/manageParts">Manage All Products</Link>
          <Link to="/dashboard/manageOrders">Manage All Orders</Link>
          <Link to="/dashboard/manageUser">Manage All User</Link>
        </nav>
      </header>
      <main className="standalone__main">
        <Outlet />
      </main>
    </div>
  );
}

const routes = [
  { path: '/', element: <Navigate to="/dashboard/manageParts" replace /> },
  {
    path: '/dashboard',
    element: <StandaloneFrame />,
    children: [
      { index: true, element: <Navigate to="manageParts" replace /> },
      { path: 'addPart', element: <AddPartPage /> },
      { path: 'manageParts', element: <ManagePartsPage /> },
      { path: 'manageOrders', element: <ManageOrdersPage /> },
      { path: 'manageUser', element: <ManageUsersPage /> },
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
