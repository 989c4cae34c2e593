/**
 * Mailpit (https://mailpit.axllent.org), the shop's mail server in development: it accepts every
 * mail on SMTP and shows it in a web UI with a JSON API. `npm start` runs it and points the API's
 * SMTP_URL at it; the binary is found or built with `go install` like stripe-mock.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { findOrInstallGoBinary, GO_PROGRAMS, GoBinaryMissingError } from '../go-binary';

export const MAILPIT_MODULE = GO_PROGRAMS.mailpit;

export interface MailpitPorts {
  smtp: number;
  ui: number;
}

export const MAILPIT_PORT_VARIABLES = [
  { key: 'smtp', env: 'MAILPIT_SMTP_PORT', fallback: 1025 },
  { key: 'ui', env: 'MAILPIT_UI_PORT', fallback: 8025 },
] as const;

export class MailpitConfigError extends Error {
  override name = 'MailpitConfigError';
}

/**
 * Mailpit's ports from the environment; a malformed one, or one another part of the shop uses
 * (`taken`: port → its variable), is an error naming the variable.
 */
export function readMailpitPorts(
  env: NodeJS.ProcessEnv = process.env,
  taken: ReadonlyMap<number, string> = new Map(),
): MailpitPorts {
  const ports = {} as MailpitPorts;
  const used = new Map(taken);
  for (const { key, env: name, fallback } of MAILPIT_PORT_VARIABLES) {
    const raw = env[name];
    const port = raw === undefined || raw === '' ? fallback : Number(raw);
    if (raw !== undefined && raw !== '' && (!/^\d+$/.test(raw) || port < 1 || port > 65535)) {
      throw new MailpitConfigError(`${name} must be a port number between 1 and 65535, not "${raw}"`);
    }
    const other = used.get(port);
    if (other) throw new MailpitConfigError(`${other} and ${name} both use port ${port}`);
    used.set(port, name);
    ports[key] = port;
  }
  return ports;
}

export interface RunningMailpit {
  ports: MailpitPorts;
  /** What the API's SMTP_URL should be. */
  smtpUrl: string;
  /** Web UI and API (`/api/v1/...`). */
  uiUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts Mailpit (messages kept in memory until it stops) and resolves once its API answers.
 * Throws GoBinaryMissingError when neither Mailpit nor Go is there.
 */
export async function startMailpit(
  ports: MailpitPorts,
  options: { binary?: string; host?: string; log?: (line: string) => void } = {},
): Promise<RunningMailpit> {
  const binary = options.binary ?? findOrInstallGoBinary('mailpit', MAILPIT_MODULE);
  const host = options.host ?? '127.0.0.1';
  const child: ChildProcess = spawn(
    binary,
    ['--smtp', `${host}:${ports.smtp}`, '--listen', `${host}:${ports.ui}`, '--smtp-auth-accept-any', '--smtp-auth-allow-insecure'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split('\n')) if (line.trim()) options.log?.(line.trim());
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const uiUrl = `http://${host}:${ports.ui}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Mailpit exited (${child.exitCode}) before listening:\n${output}`);
    try {
      const answer = await fetch(`${uiUrl}/api/v1/info`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Mailpit did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ports, smtpUrl: `smtp://${host}:${ports.smtp}`, uiUrl, stop };
}

export { GoBinaryMissingError };
export * from './client';
