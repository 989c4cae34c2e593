const preset = require('../tools/jest/react-preset.js');

module.exports = {
  ...preset,
  displayName: 'mfe-shop',
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/i18n-setup.ts'],
};
