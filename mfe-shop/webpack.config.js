// webpack-cli loads this file; tsx lets it require the TypeScript config factory in @shop/tools.
require('tsx/cjs');
const {
  createFrontendConfig,
  createServerConfig,
  createStandaloneConfig,
} = require('@shop/tools/webpack');

// Coarse, route-level modules: one per storefront page.
const exposes = {
  './HomePage': './src/exposes/home-page.tsx',
  './ShopsPage': './src/exposes/shops-page.tsx',
  './ProductPage': './src/exposes/product-page.tsx',
  './ReviewsPage': './src/exposes/reviews-page.tsx',
  './DailyDealsPage': './src/exposes/daily-deals-page.tsx',
  './ContactPage': './src/exposes/contact-page.tsx',
  './CartPage': './src/exposes/cart-page.tsx',
  './ComparePage': './src/exposes/compare-page.tsx',
  './TrackPage': './src/exposes/track-page.tsx',
};

const title = 'mfe-shop (standalone) — TechParts BD';

// The browser container (remoteEntry.js, using the shell's federation runtime), the standalone app
// (dist/standalone/ and index.html), and the server container the shell's server renders the
// public routes with (published beside the browser files as server/remoteEntry.js).
module.exports = [
  createFrontendConfig({ name: 'mfe_shop', projectRoot: __dirname, title, exposes }),
  createStandaloneConfig({ name: 'mfe_shop', projectRoot: __dirname, title }),
  createServerConfig({ name: 'mfe_shop', projectRoot: __dirname, exposes }),
];
