module.exports = {
  ...require('../tools/jest/react-preset.js'),
  displayName: 'mfe-dashboard',
  rootDir: __dirname,
};
