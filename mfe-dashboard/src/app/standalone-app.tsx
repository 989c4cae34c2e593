import type { AppStore } from '@shop/api-client';
import { StandaloneApp as Frame, standaloneRoutes } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { MyOrdersPage } from '../features/orders';
import { DashboardHomePage } from '../features/overview';
import { PaymentPage } from '../features/payments';
import { ProfilePage } from '../features/profile';
import { AddReviewPage } from '../features/reviews';

// Paths and link labels come from the one route table (REMOTE_ROUTES in @shop/contracts); a page
// per exposed module, checked by the typecheck.
const { links, routes } = standaloneRoutes('mfe_dashboard', {
  './DashboardHomePage': DashboardHomePage,
  './MyOrdersPage': MyOrdersPage,
  './AddReviewPage': AddReviewPage,
  './ProfilePage': ProfilePage,
  './PaymentPage': PaymentPage,
});

/** This remote on its own (development, remote-level checks), in the shared standalone frame. */
export function StandaloneApp({ store }: { store: AppStore }) {
  return <Frame store={store} name="mfe-dashboard" links={links} routes={routes} />;
}
