// webpack-cli loads this file; tsx lets it require the TypeScript config factory in @shop/tools.
require('tsx/cjs');
const { createFrontendConfig, createStandaloneConfig } = require('@shop/tools/webpack');

const remote = createFrontendConfig({
  name: 'mfe_admin',
  projectRoot: __dirname,
  title: 'mfe-admin (standalone) — TechParts BD',
  // Coarse, route-level modules: one per admin page. The shell loads them only on admin routes.
  // Each one is a row of the route table (REMOTE_ROUTES in @shop/contracts); the build and
  // tools/webpack/remote-exposes.spec.ts refuse a module the table does not list, or the reverse.
  exposes: {
    './AdminHomePage': './src/exposes/admin-home-page.tsx',
    './AddPartPage': './src/exposes/add-part-page.tsx',
    './ManagePartsPage': './src/exposes/manage-parts-page.tsx',
    './EditPartPage': './src/exposes/edit-part-page.tsx',
    './SpecSheetsPage': './src/exposes/spec-sheets-page.tsx',
    './DeliveryRatesPage': './src/exposes/delivery-rates-page.tsx',
    './ManageOrdersPage': './src/exposes/manage-orders-page.tsx',
    './WalletPaymentsPage': './src/exposes/wallet-payments-page.tsx',
    './CodLedgerPage': './src/exposes/cod-ledger-page.tsx',
    './ManageUsersPage': './src/exposes/manage-users-page.tsx',
    './MessagesPage': './src/exposes/messages-page.tsx',
    './ReviewsAdminPage': './src/exposes/reviews-admin-page.tsx',
    './ActivityPage': './src/exposes/activity-page.tsx',
    './ReleasesPage': './src/exposes/releases-page.tsx',
  },
});

// The browser container (remoteEntry.js, using the shell's federation runtime) and the standalone
// app (dist/standalone/ and index.html), a build of its own.
module.exports = [
  remote,
  createStandaloneConfig({
    name: 'mfe_admin',
    projectRoot: __dirname,
    title: 'mfe-admin (standalone) — TechParts BD',
  }),
];
