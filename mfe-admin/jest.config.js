const preset = require('../tools/jest/react-preset.js');

module.exports = {
  ...preset,
  displayName: 'mfe-admin',
  rootDir: __dirname,
  // After the preset's: every test starts in English with this remote's messages.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/i18n-setup.ts'],
};
