import { buildWithWebpack } from '../jest/build-with-webpack';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, CompileHintsPlugin } from './compile-hints';

/** Builds `files` (relative path → source) in production mode; answers each output file's text. */
const build = (files: Record<string, string>, entry: Record<string, string>) =>
  buildWithWebpack(files, {
    entry,
    output: { filename: '[name].[contenthash:8].js' },
    plugins: [new CompileHintsPlugin()],
  });

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
