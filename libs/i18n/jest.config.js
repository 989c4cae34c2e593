module.exports = {
  ...require('../../tools/jest/react-preset.js'),
  displayName: '@shop/i18n',
  rootDir: __dirname,
};
