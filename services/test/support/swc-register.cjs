/**
 * `node --require ./test/support/swc-register.cjs src/main.ts`: runs the API from its TypeScript
 * sources in a real Node process, compiled on load by SWC exactly as the Jest preset compiles them
 * (decorator metadata included, which Nest needs and tsx/esbuild does not emit). For tests that
 * start API processes without a build (multi-instance.e2e-spec.ts).
 */
const { transformSync } = require('@swc/core');
const Module = require('node:module');
const { readFileSync } = require('node:fs');

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

function compileTypeScript(module, filename) {
  const tsx = filename.endsWith('.tsx');
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    ...options,
    jsc: {
      ...options.jsc,
      parser: { ...options.jsc.parser, tsx },
      // The mail templates (.tsx): React's automatic runtime, as the services' tsconfig says.
      transform: { ...options.jsc.transform, ...(tsx ? { react: { runtime: 'automatic' } } : {}) },
    },
    filename,
  });
  module._compile(code, filename);
}

Module._extensions['.ts'] = compileTypeScript;
Module._extensions['.tsx'] = compileTypeScript;
