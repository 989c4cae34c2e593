import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints';

/** Builds `files` (relative path → source) in production mode; answers each output file's text. */
async function build(
  files: Record<string, string>,
  entry: Record<string, string>,
): Promise<Record<string, string>> {
  const root = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const out = path.join(root, 'dist');
  await new Promise<void>((resolve, reject) =>
    webpack({
      mode: 'production',
      context: root,
      entry,
      output: { path: out, filename: '[name].[contenthash:8].js' },
      plugins: [new CompileHintsPlugin()],
    }).run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  return Object.fromEntries(
    readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')]),
  );
}

describe('CompileHintsPlugin', () => {
  it('starts every minified script with the hint, except one holding a partly used library', async () => {
    const output = await build(
      {
        'src/page.js':
          'export function greet(name) { return `Hello ${name}`; }\nconsole.log(greet("shop"));',
        'src/account.js': 'import { Button } from "antd";\nconsole.log(Button("save"));',
        'node_modules/antd/package.json': '{"name":"antd","main":"index.js"}',
        'node_modules/antd/index.js': 'export function Button(label) { return `[${label}]`; }',
      },
      { page: './src/page.js', account: './src/account.js' },
    );
    const page = Object.entries(output).find(([file]) => file.startsWith('page.'));
    const account = Object.entries(output).find(([file]) => file.startsWith('account.'));
    expect(page?.[1].startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    // Still minified after the hint: the hint is added once the minimizer has run.
    expect(page?.[1].split('\n')).toHaveLength(2);
    expect(account?.[1]).not.toContain(COMPILE_HINT);
  });
});
