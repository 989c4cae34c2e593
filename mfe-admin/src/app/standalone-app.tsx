import type { AppStore } from '@shop/api-client';
import { StandaloneApp as Frame } from '@shop/ui';
import { Navigate } from '@shop/router';
import { ManageOrdersPage } from '../features/orders';
import { AddPartPage, ManagePartsPage } from '../features/parts';
import { ManageUsersPage } from '../features/users';

const links = [
  { to: '/dashboard/addPart', label: 'Add Products' },
  { to: '/dashboard/manageParts', label: 'Manage All Products' },
  { to: '/dashboard/manageOrders', label: 'Manage All Orders' },
  { to: '/dashboard/manageUser', label: 'Manage All User' },
];

const routes = [
  { path: '/', element: <Navigate to="/dashboard/manageParts" replace /> },
  {
    path: '/dashboard',
    children: [
      { index: true, element: <Navigate to="manageParts" replace /> },
      { path: 'addPart', element: <AddPartPage /> },
      { path: 'manageParts', element: <ManagePartsPage /> },
      { path: 'manageOrders', element: <ManageOrdersPage /> },
      { path: 'manageUser', element: <ManageUsersPage /> },
    ],
  },
];

/** This remote on its own (development, remote-level checks), in the shared standalone frame. */
export function StandaloneApp({ store }: { store: AppStore }) {
  return <Frame store={store} name="mfe-admin" links={links} routes={routes} />;
}
