// webpack-cli loads this file; tsx lets it require the TypeScript config factory in @shop/tools.
require('tsx/cjs');
const { createFrontendConfig } = require('@shop/tools/webpack');

module.exports = createFrontendConfig({
  name: 'mfe_admin',
  projectRoot: __dirname,
  title: 'mfe-admin (standalone) — TechParts BD',
  // Coarse, route-level modules: one per admin page. The shell loads them only on admin routes.
  exposes: {
    './AddPartPage': './src/exposes/add-part-page.tsx',
    './ManagePartsPage': './src/exposes/manage-parts-page.tsx',
    './ManageOrdersPage': './src/exposes/manage-orders-page.tsx',
    './ManageUsersPage': './src/exposes/manage-users-page.tsx',
  },
});
