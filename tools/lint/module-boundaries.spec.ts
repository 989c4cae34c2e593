/**
 * Proves that the Nx module-boundary constraints in eslint.config.mjs really forbid what the
 * architecture forbids: each case lints one deliberate violation and expects the rule to fire.
 */
import { createProjectGraphAsync } from '@nx/devkit';
import { type LintMessage, lintTexts, ofRule } from './lint-texts';

const RULE = '@nx/enforce-module-boundaries';

const FORBIDDEN: Array<[string, string, string]> = [
  [
    'a remote importing another remote',
    'mfe-shop/src/violation.ts',
    "import 'mfe-dashboard/package.json';",
  ],
  [
    'a remote importing the admin remote',
    'mfe-dashboard/src/violation.ts',
    "import 'mfe-admin/package.json';",
  ],
  ['a frontend importing the API', 'mfe-shop/src/violation.ts', "import 'services';"],
  ['the shell importing the API', 'shell/src/violation.ts', "import 'services';"],
  ['the shell importing a remote', 'shell/src/violation.ts', "import 'mfe-shop/package.json';"],
  [
    'a shared library importing an app',
    'libs/rules/src/violation.ts',
    "import 'shell/package.json';",
  ],
  [
    'a shared library importing browser code',
    'libs/rules/src/violation.ts',
    "import '@shop/api-client';",
  ],
  ['the API importing browser code', 'services/src/violation.ts', "import '@shop/api-client';"],
  [
    'application code importing dev tooling',
    'services/src/violation.ts',
    "import '@shop/tools/embedded-mongo';",
  ],
];

const ALLOWED: Array<[string, string, string]> = [
  ['a remote importing shared rules', 'mfe-shop/src/allowed.ts', "import '@shop/rules';"],
  ['a remote importing the API client', 'mfe-admin/src/allowed.ts', "import '@shop/api-client';"],
  ['the API importing shared contracts', 'services/src/allowed.ts', "import '@shop/contracts';"],
  [
    'an API test using the embedded database',
    'services/test/allowed.e2e-spec.ts',
    "import '@shop/tools/embedded-mongo';",
  ],
];

/** Each case's messages, linted all at once (one ESLint start). */
let linted: Map<string, LintMessage[]>;

beforeAll(async () => {
  // The rule reads the cached project graph; make sure it exists and is current.
  await createProjectGraphAsync({ exitOnError: false });
  const cases = [...FORBIDDEN, ...ALLOWED];
  const messages = lintTexts(cases.map(([, file, code]) => ({ file, code })));
  linted = new Map(cases.map(([name], i) => [name, messages[i]]));
}, 120_000);

describe('module boundaries', () => {
  it.each(FORBIDDEN)('forbids %s', (name) => {
    const errors = ofRule(linted.get(name) ?? [], RULE);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /Imports of apps are forbidden|can only depend on libs tagged with|Circular dependency between/,
    );
  });

  it.each(ALLOWED)('allows %s', (name) => {
    expect(ofRule(linted.get(name) ?? [], RULE)).toEqual([]);
  });
});
