// The root preset (Node), not tools/jest's React preset: `@shop/tools` holds the fake API, which
// imports `@shop/api-client`, and `@shop/api-client` imports this library (a dependency cycle).
// The specs that need a DOM say so with a `@jest-environment jsdom` docblock.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@shop/i18n',
  rootDir: __dirname,
};
