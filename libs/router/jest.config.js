module.exports = {
  ...require('../../tools/jest/react-preset.js'),
  displayName: '@shop/router',
  rootDir: __dirname,
};
