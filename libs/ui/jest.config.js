module.exports = {
  ...require('../../tools/jest/react-preset.js'),
  displayName: '@shop/ui',
  rootDir: __dirname,
};
