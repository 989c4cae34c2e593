module.exports = { ...require('../../jest.preset.js'), displayName: '@shop/rules', rootDir: __dirname };
