/**
 * stripe-mock (https://github.com/stripe/stripe-mock): Stripe's own mock of its API, a Go program.
 * Found on PATH or in `$(go env GOPATH)/bin`; when missing it is installed with
 * `go install github.com/stripe/stripe-mock@latest`. Each test file starts its own on a port the
 * system chooses (HTTP only) and stops it when done.
 */
import { findOrInstallGoBinary, GO_INSTALL_TIMEOUT_MS, GO_PROGRAMS } from '@shop/tools/go-binary';
import { type ChildProcess, spawn } from 'node:child_process';

export const STRIPE_MOCK_MODULE = GO_PROGRAMS['stripe-mock'];
/** Long enough for a first `go install` (downloads and compiles). */
export const STRIPE_MOCK_INSTALL_TIMEOUT_MS = GO_INSTALL_TIMEOUT_MS;

export interface StripeMock {
  host: string;
  port: number;
  /** The environment that points the API's Stripe client at this mock. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The stripe-mock binary: on PATH, in Go's bin directory, or installed there now. */
export function findOrInstallStripeMock(): string {
  return findOrInstallGoBinary('stripe-mock', STRIPE_MOCK_MODULE);
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
