// webpack-cli loads this file; tsx lets it require the TypeScript config factory in @shop/tools.
require('tsx/cjs');
const { createFrontendConfig, createStandaloneConfig } = require('@shop/tools/webpack');

const remote = createFrontendConfig({
  name: 'mfe_dashboard',
  projectRoot: __dirname,
  title: 'mfe-dashboard (standalone) — TechParts BD',
  // Coarse, route-level modules: one per dashboard page. The frame (title, menu) is the shell's.
  // Each one is a row of the route table (REMOTE_ROUTES in @shop/contracts); the build and
  // tools/webpack/remote-exposes.spec.ts refuse a module the table does not list, or the reverse.
  exposes: {
    './DashboardHomePage': './src/exposes/dashboard-home-page.tsx',
    './MyOrdersPage': './src/exposes/my-orders-page.tsx',
    './AddReviewPage': './src/exposes/add-review-page.tsx',
    './ProfilePage': './src/exposes/profile-page.tsx',
    './PaymentPage': './src/exposes/payment-page.tsx',
  },
});

// The browser container (remoteEntry.js, using the shell's federation runtime) and the standalone
// app (dist/standalone/ and index.html), a build of its own.
module.exports = [
  remote,
  createStandaloneConfig({
    name: 'mfe_dashboard',
    projectRoot: __dirname,
    title: 'mfe-dashboard (standalone) — TechParts BD',
  }),
];
