/**
 * Lints snippets of code as if they were files of the workspace, the way `nx lint` would, and
 * returns each one's messages. ESLint loads the flat config as an ES module, which Jest's VM cannot
 * do, so the linting runs in a child process through ESLint's Node API.
 *
 * All snippets of one call share that process and one ESLint instance: loading the config and its
 * plugins (TypeScript's parser, the Nx and import rules, the project graph) takes seconds, and paid
 * once per snippet it was most of the tools' unit-test time.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const WORKSPACE_ROOT = path.resolve(__dirname, '../..');

export interface LintText {
  /** Where the snippet is linted as if it were, relative to the workspace root. */
  file: string;
  code: string;
}

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

const SCRIPT = `
  import { ESLint } from 'eslint';
  import { readFileSync } from 'node:fs';
  // The config is found as the command line finds it: upwards from the working directory.
  const texts = JSON.parse(readFileSync(0, 'utf8'));
  const eslint = new ESLint({ cwd: process.cwd() });
  const messages = [];
  for (const { file, code } of texts) {
    const [result] = await eslint.lintText(code, { filePath: file });
    messages.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
  }
  process.stdout.write(JSON.stringify(messages));`;

/** The messages of each text, in order, with ESLint started in `cwd` (the workspace root by default). */
export function lintTexts(texts: LintText[], cwd = WORKSPACE_ROOT): LintMessage[][] {
  const input = texts.map(({ file, code }) => ({ file: path.join(WORKSPACE_ROOT, file), code }));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    cwd,
    input: JSON.stringify(input),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as LintMessage[][];
}

/** The messages of `rule` only. */
export function ofRule(messages: LintMessage[], rule: string): string[] {
  return messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}
