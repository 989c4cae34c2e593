module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mfe-admin',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/testing/jsdom-fetch-environment.js',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  // antd's dependencies ship some ES modules only: let SWC compile them too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@ant-design|@rc-component|rc-[^/]+|@babel/runtime)/)',
  ],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/testing/file-stub.js',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/src/testing/file-stub.js',
  },
};
