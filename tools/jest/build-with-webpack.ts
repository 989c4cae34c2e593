import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

/**
 * Builds `files` (path → source, written into a fresh temp folder) in production mode with
 * `config` on top; answers each output file's text by name. For specs of the builds' plugins.
 */
export async function buildWithWebpack(
  files: Record<string, string>,
  config: Configuration,
): Promise<Record<string, string>> {
  const root = mkdtempSync(path.join(tmpdir(), 'webpack-build-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const out = path.join(root, 'dist');
  await new Promise<void>((resolve, reject) =>
    webpack({
      mode: 'production',
      context: root,
      ...config,
      output: { path: out, ...config.output },
    }).run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  return Object.fromEntries(
    readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')]),
  );
}
