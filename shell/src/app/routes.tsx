import type { RouteObject } from '@shop/router';
import { AppLayout } from '../components/layout/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { LoginPage, RequireAdmin, RequireAuth, ResetPage, SignupPage } from '../features/auth';
import { DashboardLayout } from '../features/dashboard';
import { RemoteRoute } from '../features/remotes/remote-route';
import type { RemoteName } from '../features/remotes/remote-loader';
import { NavbarSearch } from '../features/search';

const remote = (name: RemoteName, module: string) => <RemoteRoute remote={name} module={module} />;

/**
 * Every route of spec §2, and the cart. The account pages and the dashboard frame are lazy chunks
 * (they use antd; the storefront does not). A route that throws shows 'Unexpected Application Error!' as
 * the spec says (`AppRoutes` in @shop/router); remote failures are caught per route instead.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout search={<NavbarSearch />} />,
    children: [
      { index: true, element: remote('mfe_shop', './HomePage') },
      { path: 'home', element: remote('mfe_shop', './HomePage') },
      { path: 'shops', element: remote('mfe_shop', './ShopsPage') },
      { path: 'product/:partId', element: remote('mfe_shop', './ProductPage') },
      { path: 'reviews', element: remote('mfe_shop', './ReviewsPage') },
      { path: 'dailyD', element: remote('mfe_shop', './DailyDealsPage') },
      { path: 'cService', element: remote('mfe_shop', './ContactPage') },
      { path: 'cart', element: remote('mfe_shop', './CartPage') },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'reset', element: <ResetPage /> },
      {
        // Spec §4: signed-in people only; admin pages for admins only (checked before the admin
        // remote is even requested).
        path: 'dashboard',
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: remote('mfe_dashboard', './DashboardHomePage') },
          { path: 'myOrders', element: remote('mfe_dashboard', './MyOrdersPage') },
          { path: 'addReview', element: remote('mfe_dashboard', './AddReviewPage') },
          { path: 'profile', element: remote('mfe_dashboard', './ProfilePage') },
          { path: 'payment/:id', element: remote('mfe_dashboard', './PaymentPage') },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'addPart', element: remote('mfe_admin', './AddPartPage') },
              { path: 'manageParts', element: remote('mfe_admin', './ManagePartsPage') },
              { path: 'manageOrders', element: remote('mfe_admin', './ManageOrdersPage') },
              { path: 'manageUser', element: remote('mfe_admin', './ManageUsersPage') },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
