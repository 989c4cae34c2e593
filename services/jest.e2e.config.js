// API end-to-end tests: the real Nest app against the real (embedded) database.
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'services-e2e',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
  // @fastify/static requires content-disposition 3, which ships ES modules only: Node loads it with
  // require(esm), Jest's CommonJS runtime needs it compiled like our own code. @react-email/render
  // loads react-dom/server with import(), which Jest's CommonJS runtime refuses: compiled, a require().
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/|@react-email/)'],
  transform: { ...preset.transform, '^.+\\.cjs$': preset.transform['^.+\\.(t|j)sx?$'] },
};
