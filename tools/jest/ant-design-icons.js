// `@ant-design/icons` in the React apps' Jest runs: each icon loaded on first use (lazy-barrel.js).
const path = require('node:path');
const { lazyBarrel } = require('./lazy-barrel');

module.exports = lazyBarrel(
  path.join(path.dirname(require.resolve('@ant-design/icons/package.json')), 'lib/index.js'),
);
