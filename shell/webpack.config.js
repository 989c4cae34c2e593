// webpack-cli loads this file; tsx lets it require the TypeScript config factory in @shop/tools.
require('tsx/cjs');
const { createFrontendConfig, createServerConfig } = require('@shop/tools/webpack');

// The browser build (dist/, served), and the server build of the public routes (dist-server/,
// beside it and never served; see docs/architecture.md, "Server rendering of the public routes").
module.exports = [
  createFrontendConfig({
    name: 'shell',
    projectRoot: __dirname,
    title: 'TechParts BD — parts and electronics, delivered',
  }),
  createServerConfig({ name: 'shell', projectRoot: __dirname }),
];
