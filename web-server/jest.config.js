module.exports = {
  ...require('../jest.preset.js'),
  displayName: '@shop/web-server',
  rootDir: __dirname,
  testTimeout: 120_000,
};
