/**
 * Go programs the project runs (stripe-mock for the API tests, Mailpit for `npm start`): found on
 * PATH or in `$(go env GOPATH)/bin`; when missing, installed there with `go install <module>`
 * (Go needed once; the Go module proxy serves the source).
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The Go programs the project runs, by binary name, and the module `go install` builds each from. */
export const GO_PROGRAMS = {
  mailpit: 'github.com/axllent/mailpit@v1.27.11',
  'stripe-mock': 'github.com/stripe/stripe-mock@latest',
} as const;

/** Long enough for a first `go install` (downloads and compiles). */
export const GO_INSTALL_TIMEOUT_MS = 5 * 60_000;

export class GoBinaryMissingError extends Error {
  override name = 'GoBinaryMissingError';
}

/** Whether a file exists there and may be run. */
export function executable(path: string): boolean {
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

/** The binary `name` on PATH or in Go's bin directory, else where `go install` would put it. */
function locateGoBinary(
  name: string,
  module: string,
  env: NodeJS.ProcessEnv,
): { path: string; installed: boolean } {
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find(executable);
  if (onPath) return { path: onPath, installed: true };
  const binDir = goBinDir(env);
  if (binDir === undefined) {
    throw new GoBinaryMissingError(
      `${name} is not installed and Go is not available to install it. Install Go (https://go.dev/dl/), ` +
        `or put ${name} on PATH (go install ${module}).`,
    );
  }
  const path = join(binDir, name);
  return { path, installed: executable(path) };
}

function installFailed(module: string, reason: string): GoBinaryMissingError {
  return new GoBinaryMissingError(`go install ${module} failed: ${reason}`);
}

/** The binary `name`: on PATH, in Go's bin directory, or `go install module` now. */
export function findOrInstallGoBinary(
  name: string,
  module: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const binary = locateGoBinary(name, module, env);
  if (binary.installed) return binary.path;
  const install = spawnSync('go', ['install', module], {
    encoding: 'utf8',
    env,
    timeout: GO_INSTALL_TIMEOUT_MS,
  });
  if (install.status !== 0 || !executable(binary.path)) {
    throw installFailed(module, install.error?.message ?? install.stderr.trim());
  }
  return binary.path;
}

/**
 * `findOrInstallGoBinary` for several programs, the missing ones installed side by side (a first
 * `go install` downloads and compiles for a minute or more). Resolves to each binary's path, or
 * rejects with the first failed install's error once all have ended.
 */
export async function findOrInstallGoBinaries<Name extends string>(
  programs: Record<Name, string>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Record<Name, string>> {
  const entries = Object.entries(programs) as [Name, string][];
  const installs = await Promise.allSettled(
    entries.map(async ([name, module]) => {
      const binary = locateGoBinary(name, module, env);
      if (binary.installed) return binary.path;
      const stderr = await new Promise<string>((resolve, reject) => {
        const child = spawn('go', ['install', module], {
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
          timeout: GO_INSTALL_TIMEOUT_MS,
        });
        let output = '';
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('error', (error) => reject(installFailed(module, error.message)));
        child.once('close', (code) =>
          code === 0
            ? resolve(output)
            : reject(installFailed(module, output.trim() || `exit ${code}`)),
        );
      });
      if (!executable(binary.path))
        throw installFailed(module, stderr.trim() || `no ${binary.path}`);
      return binary.path;
    }),
  );
  // A failure is reported once every install has ended: the caller stops on it, and a `go install`
  // still running would go on downloading and writing into Go's folders after the error was shown.
  const failed = installs.find((install) => install.status === 'rejected');
  if (failed) throw failed.reason;
  const paths = installs.map((install) => (install as PromiseFulfilledResult<string>).value);
  return Object.fromEntries(entries.map(([name], index) => [name, paths[index]])) as Record<
    Name,
    string
  >;
}
