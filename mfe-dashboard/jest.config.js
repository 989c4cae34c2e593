const preset = require('../tools/jest/react-preset.js');

module.exports = {
  ...preset,
  displayName: 'mfe-dashboard',
  rootDir: __dirname,
  // After the preset's: the i18n instance in English with this remote's messages.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/i18n-setup.ts'],
};
