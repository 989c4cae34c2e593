// `antd` in the React apps' Jest runs: its index, each component loaded on first use (lazy-barrel.js).
const path = require('node:path');
const { lazyBarrel } = require('./lazy-barrel');

module.exports = lazyBarrel(
  path.join(path.dirname(require.resolve('antd/package.json')), 'lib/index.js'),
);
