module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@shop/api-client',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/testing/i18n-setup.ts'],
};
