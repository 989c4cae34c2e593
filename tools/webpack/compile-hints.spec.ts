import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, CompileHintsPlugin } from './compile-hints';

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

/** A module of `count` functions, each called on load: over 4 KB once minified. */
function manyFunctions(count: number): string {
  const names = Array.from({ length: count }, (_, i) => `greet${i}`);
  return [
    ...names.map(
      (name, i) =>
        `export function ${name}(who) { return 'Hello ' + who + ', greeting ${i} of the shop, number ${i * 7919}'; }`,
    ),
    `console.log(${names.map((name) => `${name}('shop')`).join(' + ')});`,
  ].join('\n');
}

describe('CompileHintsPlugin', () => {
  it('starts every minified script with the hint, except a small one or one holding a partly used library', async () => {
    const output = await build(
      {
        'src/page.js': manyFunctions(120),
        'src/tiny.js': 'console.log("tiny");',
        'src/account.js': `import { Button } from "antd";\n${manyFunctions(120)}\nButton("save");`,
        'node_modules/antd/package.json': '{"name":"antd","main":"index.js"}',
        'node_modules/antd/index.js': 'export function Button(label) { return `[${label}]`; }',
      },
      { page: './src/page.js', tiny: './src/tiny.js', account: './src/account.js' },
    );
    const file = (name: string) =>
      Object.entries(output).find(([fileName]) => fileName.startsWith(`${name}.`))?.[1] ?? '';
    expect(file('page').length).toBeGreaterThan(COMPILE_HINT_MIN_BYTES);
    expect(file('page').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    // Still minified after the hint: the hint is added once the minimizer has run.
    expect(file('page').split('\n')).toHaveLength(2);
    expect(file('tiny')).not.toContain(COMPILE_HINT);
    expect(file('account').length).toBeGreaterThan(COMPILE_HINT_MIN_BYTES);
    expect(file('account')).not.toContain(COMPILE_HINT);
  });
});
