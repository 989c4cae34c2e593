import { REMOTE_ROUTES } from '@shop/contracts';
import type { RouteObject } from '@shop/router';
import { AppLayout } from '../components/layout/app-layout';
import { lazyPage } from '../components/lazy-page';
import { ConfirmEmailPage, LoginPage, RequireAuth, ResetPage, SignupPage } from '../features/auth';
import { DashboardLayout } from '../features/dashboard';
import { NavbarSearch } from '../features/search';
import { remoteRoutesUnder } from './remote-routes';

// A chunk of its own (its picture, its texts' markup): no page a visitor opens on purpose needs it.
const NotFoundPage = lazyPage(
  () => import(/* webpackChunkName: "not-found-page" */ '../components/not-found-page'),
  (module) => module.NotFoundPage,
);

/**
 * Every route of spec §2, and the cart. The remotes' pages come from the one route table
 * (`REMOTE_ROUTES` in @shop/contracts); the shell's own pages are listed here. The account pages
 * and the dashboard frame are lazy chunks (they use antd; the storefront does not). A route that
 * throws shows 'Unexpected Application Error!' as the spec says (`AppRoutes` in @shop/router);
 * remote failures are caught per route instead.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout search={<NavbarSearch />} />,
    children: [
      ...remoteRoutesUnder('/', REMOTE_ROUTES),
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'reset', element: <ResetPage /> },
      // The sign-up mail's link (Bengali mails link to /bn/confirm-email).
      { path: 'confirm-email', element: <ConfirmEmailPage /> },
      {
        // Spec §4: signed-in people only; admin pages for admins only (checked before the admin
        // remote is even requested, see remote-routes.tsx).
        path: 'dashboard',
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: [
          ...remoteRoutesUnder('/dashboard', REMOTE_ROUTES),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
