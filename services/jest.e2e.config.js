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
  // @fastify/static requires content-disposition 3, which ships ES modules only: Node loads it with
  // require(esm), Jest's CommonJS runtime needs it compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};
