module.exports = {
  ...require('../jest.preset.js'),
  displayName: '@shop/tools',
  rootDir: __dirname,
  testTimeout: 120_000,
};
