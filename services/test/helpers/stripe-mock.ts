/**
 * stripe-mock (https://github.com/stripe/stripe-mock): Stripe's own mock of its API, a Go program.
 * Found on PATH or in `$(go env GOPATH)/bin`; when missing it is installed with
 * `go install github.com/stripe/stripe-mock@latest`. Each test file starts its own on a port the
 * system chooses (HTTP only) and stops it when done.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export const STRIPE_MOCK_MODULE = 'github.com/stripe/stripe-mock@latest';
/** Long enough for a first `go install` (downloads and compiles). */
export const STRIPE_MOCK_INSTALL_TIMEOUT_MS = 5 * 60_000;

export interface StripeMock {
  host: string;
  port: number;
  /** The environment that points the API's Stripe client at this mock. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function goBinDir(): string | undefined {
  const go = spawnSync('go', ['env', 'GOBIN', 'GOPATH'], { encoding: 'utf8' });
  if (go.error || go.status !== 0) return undefined;
  const [gobin, gopath] = go.stdout.split('\n').map((line) => line.trim());
  return gobin || (gopath ? join(gopath.split(delimiter)[0], 'bin') : undefined);
}

/** The stripe-mock binary: on PATH, in Go's bin directory, or installed there now. */
export function findOrInstallStripeMock(): string {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'stripe-mock'))
    .find(executable);
  if (onPath) return onPath;
  const binDir = goBinDir();
  if (binDir === undefined) {
    throw new Error(
      'stripe-mock is not installed and Go is not available to install it. Install Go (https://go.dev/dl/), ' +
        `or put stripe-mock on PATH (go install ${STRIPE_MOCK_MODULE}).`,
    );
  }
  const installed = join(binDir, 'stripe-mock');
  if (executable(installed)) return installed;
  const install = spawnSync('go', ['install', STRIPE_MOCK_MODULE], {
    encoding: 'utf8',
    timeout: STRIPE_MOCK_INSTALL_TIMEOUT_MS,
  });
  if (install.status !== 0 || !executable(installed)) {
    throw new Error(
      `go install ${STRIPE_MOCK_MODULE} failed: ${install.error?.message ?? install.stderr.trim()}`,
    );
  }
  return installed;
}

/** Starts stripe-mock on a free port and resolves once it listens. */
export async function startStripeMock(): Promise<StripeMock> {
  const binary = findOrInstallStripeMock();
  const child: ChildProcess = spawn(binary, ['-http-port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`stripe-mock did not start in time:\n${output}`)),
      30_000,
    );
    function fail(error: Error): void {
      clearTimeout(timer);
      child.kill();
      reject(error);
    }
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening for HTTP at address: .*:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    // Keep draining both streams (it logs every request), so it never blocks on a full pipe.
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', fail);
    child.once('exit', (code) =>
      fail(new Error(`stripe-mock exited (${code}) before listening:\n${output}`)),
    );
  });
  const host = '127.0.0.1';
  return {
    host,
    port,
    env: { STRIPE_API_HOST: host, STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: 'http' },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
