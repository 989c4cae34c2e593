const preset = require('../tools/jest/react-preset.js');

module.exports = {
  ...preset,
  displayName: 'shell',
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/i18n-setup.ts'],
};
