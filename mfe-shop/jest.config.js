module.exports = {
  ...require('../tools/jest/react-preset.js'),
  displayName: 'mfe-shop',
  rootDir: __dirname,
};
