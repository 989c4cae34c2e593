// webpack-cli loads this file; tsx lets it require the TypeScript config factory in @shop/tools.
require('tsx/cjs');
const { createFrontendConfig } = require('@shop/tools/webpack');

module.exports = createFrontendConfig({
  name: 'shell',
  projectRoot: __dirname,
  title: 'TechParts BD — parts and electronics, delivered',
});
