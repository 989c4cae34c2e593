// API end-to-end tests: the real Nest app against the real (embedded) database.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'services-e2e',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
};
