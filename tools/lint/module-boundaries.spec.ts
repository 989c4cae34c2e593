/**
 * Proves that the Nx module-boundary constraints in eslint.config.mjs really forbid what the
 * architecture forbids: each case lints one deliberate violation and expects the rule to fire.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';

const root = path.resolve(__dirname, '../..');
const RULE = '@nx/enforce-module-boundaries';

/**
 * ESLint loads the flat config as an ES module, which Jest's VM cannot do: lint in a child
 * process through ESLint's Node API, returning the boundary rule's messages for each file.
 */
function boundaryErrors(file: string, code: string): string[] {
  const script = `
    import { ESLint } from 'eslint';
    const { file, code } = JSON.parse(process.argv[1]);
    const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath: file });
    process.stdout.write(JSON.stringify(result.messages));`;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify({ file: path.join(root, file), code })],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  const messages = JSON.parse(run.stdout) as Array<{ ruleId: string | null; message: string }>;
  return messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

beforeAll(async () => {
  // The rule reads the cached project graph; make sure it exists and is current.
  await createProjectGraphAsync({ exitOnError: false });
}, 120_000);

describe('module boundaries', () => {
  it.each([
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
  ])('forbids %s', async (_case, file, code) => {
    const errors = boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /Imports of apps are forbidden|can only depend on libs tagged with|Circular dependency between/,
    );
  });

  it.each([
    ['a remote importing shared rules', 'mfe-shop/src/allowed.ts', "import '@shop/rules';"],
    ['a remote importing the API client', 'mfe-admin/src/allowed.ts', "import '@shop/api-client';"],
    ['the API importing shared contracts', 'services/src/allowed.ts', "import '@shop/contracts';"],
    [
      'an API test using the embedded database',
      'services/test/allowed.e2e-spec.ts',
      "import '@shop/tools/embedded-mongo';",
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(boundaryErrors(file, code)).toEqual([]);
  });
});
