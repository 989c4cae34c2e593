import type { AppStore } from '@shop/api-client';
import { StandaloneApp as Frame } from '@shop/ui';
import { Navigate } from '@shop/router';
import { MyOrdersPage, PaymentPage } from '../features/orders';
import { DashboardHomePage } from '../features/overview';
import { ProfilePage } from '../features/profile';
import { AddReviewPage } from '../features/reviews';

const links = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashboard/myOrders', label: 'My Booking Products' },
  { to: '/dashboard/addReview', label: 'Add Review' },
  { to: '/dashboard/profile', label: 'My Profile' },
];

const routes = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  {
    path: '/dashboard',
    children: [
      { index: true, element: <DashboardHomePage /> },
      { path: 'myOrders', element: <MyOrdersPage /> },
      { path: 'addReview', element: <AddReviewPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'payment/:id', element: <PaymentPage /> },
    ],
  },
];

/** This remote on its own (development, remote-level checks), in the shared standalone frame. */
export function StandaloneApp({ store }: { store: AppStore }) {
  return <Frame store={store} name="mfe-dashboard" links={links} routes={routes} />;
}
