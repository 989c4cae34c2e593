module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@shop/api-client',
  rootDir: __dirname,
};
