/**
 * Go programs the project runs (stripe-mock for the API tests, Mailpit for `npm start`): found on
 * PATH or in `$(go env GOPATH)/bin`; when missing, installed there with `go install <module>`
 * (Go needed once; the Go module proxy serves the source).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Long enough for a first `go install` (downloads and compiles). */
export const GO_INSTALL_TIMEOUT_MS = 5 * 60_000;

export class GoBinaryMissingError extends Error {
  override name = 'GoBinaryMissingError';
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Go's bin directory (GOBIN, else the first GOPATH's bin), or undefined without Go. */
export function goBinDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const go = spawnSync('go', ['env', 'GOBIN', 'GOPATH'], { encoding: 'utf8', env });
  if (go.error || go.status !== 0) return undefined;
  const [gobin, gopath] = go.stdout.split('\n').map((line) => line.trim());
  return gobin || (gopath ? join(gopath.split(delimiter)[0], 'bin') : undefined);
}

/** The binary `name`: on PATH, in Go's bin directory, or `go install module` now. */
export function findOrInstallGoBinary(
  name: string,
  module: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find(executable);
  if (onPath) return onPath;
  const binDir = goBinDir(env);
  if (binDir === undefined) {
    throw new GoBinaryMissingError(
      `${name} is not installed and Go is not available to install it. Install Go (https://go.dev/dl/), ` +
        `or put ${name} on PATH (go install ${module}).`,
    );
  }
  const installed = join(binDir, name);
  if (executable(installed)) return installed;
  const install = spawnSync('go', ['install', module], {
    encoding: 'utf8',
    env,
    timeout: GO_INSTALL_TIMEOUT_MS,
  });
  if (install.status !== 0 || !executable(installed)) {
    throw new GoBinaryMissingError(
      `go install ${module} failed: ${install.error?.message ?? install.stderr.trim()}`,
    );
  }
  return installed;
}
