/**
 * Child processes of the local stack, the benchmarks and the fuzzer: started, watched until they
 * answer, and stopped again — one way for all of them, so a fix to one (a slow start, a process that
 * ignores SIGTERM) reaches every tool.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** A server that exited or never answered its health check; carries its last lines of output. */
export class ServerStartError extends Error {
  override name = 'ServerStartError';
}

/** A build through Nx that failed; Nx has printed why. */
export class BuildError extends Error {
  override name = 'BuildError';
}

/**
 * What must be undone, in reverse order, exactly once: on success, on failure and on Ctrl-C.
 * A step added after `run()` (Ctrl-C while something was starting) runs at once.
 */
export class Cleanup {
  private readonly steps: Array<() => Promise<unknown>> = [];
  private done = false;

  add(step: () => Promise<unknown>): void {
    if (this.done) void step().catch(() => undefined);
    else this.steps.push(step);
  }

  async run(): Promise<void> {
    this.done = true;
    for (const step of this.steps.splice(0).reverse()) {
      await step().catch((error: unknown) => console.error(`While cleaning up: ${String(error)}`));
    }
  }
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface ServerProcessOptions {
  /** How the process is named in errors. */
  name: string;
  /** Arguments to this Node (`process.execPath`). */
  args: string[];
  cwd?: string;
  /** Added to this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Answers 200 once the server is ready. */
  healthUrl: string;
  timeoutMs?: number;
  /** How many of its last lines of output are kept for `output()` and for errors. */
  keepLines?: number;
  /** Each line of its output, as it comes. */
  onLine?: (line: string) => void;
  /**
   * Called with the process as soon as it is spawned, before the wait: where the caller registers
   * its stop, so a Ctrl-C during a slow start stops it too.
   */
  onSpawn?: (child: ChildProcess) => void;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Its last lines of output. */
  output: () => string;
}

/**
 * Starts a Node server process and waits until `healthUrl` answers 200. If it exits or does not
 * answer in time it is stopped and a `ServerStartError` carries its last lines of output.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  const keep = options.keepLines ?? 20;
  const recent: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      recent.push(line);
      if (recent.length > keep) recent.shift();
      options.onLine?.(line);
    });
  }
  const output = () => recent.join('\n');
  const timeoutMs = options.timeoutMs ?? 90_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new ServerStartError(
        `${options.name} exited with code ${child.exitCode}:\n${output()}`,
      );
    }
    try {
      if ((await fetch(options.healthUrl)).ok) return { child, output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(child);
  throw new ServerStartError(
    `${options.name} did not answer ${options.healthUrl} within ${timeoutMs / 1000} s:\n${output()}`,
  );
}

/** Production builds of `projects` through Nx (its cache makes an unchanged project free). */
export function nxBuild(projects: string[]): void {
  console.log(`Building ${projects.join(', ')} for production through Nx...`);
  const result = spawnSync(
    path.join(REPO_ROOT, 'node_modules/.bin/nx'),
    projects.length === 1
      ? ['run', `${projects[0]}:build`, '--output-style=stream']
      : ['run-many', '-t', 'build', '-p', ...projects, '--output-style=stream'],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
    },
  );
  if (result.status !== 0) throw new BuildError('The build failed; see the output above.');
}

/** The commit a report was measured at, marked when the working tree differs from it. */
export function currentCommit(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const sha = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${sha} + local changes` : sha;
  } catch {
    return 'unknown';
  }
}
