// Jest settings shared by the React apps (shell and remotes): jsdom with Node's fetch, the browser
// APIs antd needs, CSS and images stubbed, and antd's ES-module-only dependencies compiled by SWC.
/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  testEnvironment: require.resolve('./jsdom-fetch-environment.js'),
  setupFilesAfterEnv: [require.resolve('./react-setup.ts')],
  // antd pages render slowly in jsdom on a loaded 2-core machine (CI runs two projects at once):
  // Jest's 5 s default failed whole pages that pass in 1–2 s when the machine is quiet.
  testTimeout: 20_000,
  transformIgnorePatterns: [
    '/node_modules/(?!(@ant-design|@rc-component|rc-[^/]+|@babel/runtime)/)',
  ],
  moduleNameMapper: {
    // A test file loads the few components and icons it uses, not all of them (lazy-barrel.js).
    '^antd$': require.resolve('./antd.js'),
    '^@ant-design/icons$': require.resolve('./ant-design-icons.js'),
    '\\.css$': require.resolve('./file-stub.js'),
    '\\.(svg|png|jpe?g|webp)$': require.resolve('./file-stub.js'),
  },
};
