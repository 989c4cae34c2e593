import type { AppStore } from '@shop/api-client';
import { StandaloneApp as Frame, standaloneRoutes } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { ActivityPage } from '../features/activity';
import { ReleasesPage } from '../features/releases';
import { CodLedgerPage } from '../features/cod-ledger';
import { DeliveryRatesPage } from '../features/delivery-rates';
import { MessagesPage } from '../features/messages';
import { ManageOrdersPage } from '../features/orders';
import { AddPartPage, EditPartPage, ManagePartsPage } from '../features/parts';
import { SpecSheetsPage } from '../features/spec-sheets';
import { ReviewsAdminPage } from '../features/reviews';
import { AdminHomePage } from '../features/sales';
import { ManageUsersPage } from '../features/users';
import { WalletPaymentsPage } from '../features/wallet-payments';

// Paths and link labels come from the one route table (REMOTE_ROUTES in @shop/contracts); a page
// per exposed module, checked by the typecheck.
const { links, routes } = standaloneRoutes('mfe_admin', {
  './AdminHomePage': AdminHomePage,
  './AddPartPage': AddPartPage,
  './ManagePartsPage': ManagePartsPage,
  './EditPartPage': EditPartPage,
  './SpecSheetsPage': SpecSheetsPage,
  './DeliveryRatesPage': DeliveryRatesPage,
  './ManageOrdersPage': ManageOrdersPage,
  './WalletPaymentsPage': WalletPaymentsPage,
  './CodLedgerPage': CodLedgerPage,
  './ManageUsersPage': ManageUsersPage,
  './MessagesPage': MessagesPage,
  './ReviewsAdminPage': ReviewsAdminPage,
  './ActivityPage': ActivityPage,
  './ReleasesPage': ReleasesPage,
});

/** This remote on its own (development, remote-level checks), in the shared standalone frame. */
export function StandaloneApp({ store }: { store: AppStore }) {
  return <Frame store={store} name="mfe-admin" links={links} routes={routes} />;
}
