/**
 * The git-ignored virtualenv `.venv-schemathesis/` with the pinned schemathesis, made when it is
 * missing or holds another version. `tsx tools/fuzz/venv.ts` makes it and exits: `npm test` runs it
 * at the start, beside the library builds, so that the fuzzing at the end of the run does not
 * wait for pip (about 18 s on a fresh clone).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../stack';
import { parseSchemathesisVersion, SCHEMATHESIS_VERSION, venvPaths } from './plan';

export class SchemathesisInstallError extends Error {
  override name = 'SchemathesisInstallError';
}

function run(command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** The virtualenv with the pinned schemathesis; returns the path of its CLI. */
export function ensureSchemathesis(): string {
  const venv = venvPaths(REPO_ROOT);
  if (fs.existsSync(venv.schemathesis)) {
    const installed = parseSchemathesisVersion(run(venv.schemathesis, ['--version']).output);
    if (installed === SCHEMATHESIS_VERSION) return venv.schemathesis;
  }
  if (!fs.existsSync(venv.python)) {
    console.log(`Creating the virtualenv ${path.relative(REPO_ROOT, venv.dir)}/ ...`);
    const python = process.env.PYTHON ?? 'python3';
    const created = run(python, ['-m', 'venv', venv.dir]);
    if (created.status !== 0) {
      throw new SchemathesisInstallError(
        `Could not create a Python virtualenv with "${python} -m venv" (Python 3.9+ with venv is needed; ` +
          `on Debian: apt-get install python3-venv; or set PYTHON):\n${created.output}`,
      );
    }
  }
  console.log(`Installing schemathesis ${SCHEMATHESIS_VERSION} into it from PyPI ...`);
  const install = spawnSync(
    venv.python,
    [
      '-m',
      'pip',
      'install',
      '--quiet',
      '--disable-pip-version-check',
      `schemathesis==${SCHEMATHESIS_VERSION}`,
    ],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (install.status !== 0 || !fs.existsSync(venv.schemathesis)) {
    throw new SchemathesisInstallError(
      `pip could not install schemathesis ${SCHEMATHESIS_VERSION}; see the output above.`,
    );
  }
  return venv.schemathesis;
}

if (require.main === module) {
  try {
    console.log(`schemathesis ${SCHEMATHESIS_VERSION}: ${ensureSchemathesis()}`);
  } catch (error) {
    console.error(error instanceof SchemathesisInstallError ? error.message : error);
    process.exit(1);
  }
}
