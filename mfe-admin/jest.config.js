module.exports = {
  ...require('../tools/jest/react-preset.js'),
  displayName: 'mfe-admin',
  rootDir: __dirname,
};
