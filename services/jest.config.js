// Unit tests: specs beside the code under src/.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'services',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
};
