module.exports = {
  ...require('../tools/jest/react-preset.js'),
  displayName: 'shell',
  rootDir: __dirname,
};
