// Unit tests: specs beside the code under src/.
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'services',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  // @react-email/render loads react-dom/server with import(), which Jest's CommonJS runtime refuses
  // (Node itself runs it): compiled like our own code, it becomes a require().
  transformIgnorePatterns: ['/node_modules/(?!@react-email/)'],
  transform: { ...preset.transform, '^.+\\.cjs$': preset.transform['^.+\\.(t|j)sx?$'] },
};
