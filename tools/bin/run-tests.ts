/**
 * `npm test`: the whole suite, as CI runs it. Installs what the tests need beyond npm when it is
 * missing (JDK + Maven + mongo-java-server jars, Debian's Chromium headless shell, Mailpit and
 * stripe-mock with `go install`, the production images' Node from the npm registry), then runs
 * through Nx: the production builds first; then on two lanes: the browser e2e tests in real
 * Chromium against that build (the longest step, started as soon as it can be) on one, lint,
 * typecheck and unit tests on the other, and whichever lane is free first takes the API e2e tests
 * against the embedded database, the other schemathesis over the API's OpenAPI document
 * (tools/fuzz). Every test runs once. Nx's cache is skipped.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from '../chromium';
import { EmbeddedMongoSetupError, prepareEmbeddedMongo } from '../embedded-mongo';
import { findOrInstallGoBinaries, GO_PROGRAMS, GoBinaryMissingError } from '../go-binary';
import {
  findOrInstallNode,
  NodeRuntimeError,
  nodeVersionOf,
  PRODUCTION_NODE_VERSION,
} from '../node-runtime';
import { REPO_ROOT } from '../stack';
import { childCpuSeconds, withCpuTimes } from './step-cpu';
import { failureLines, TestFailures } from './test-failures';
import {
  countLine,
  describeCounts,
  describeTotals,
  emptyCounts,
  type TestCounts,
} from './test-counts';

interface StepResult {
  title: string;
  seconds: number;
  /** CPU seconds (user + system) of the step and every process it started, when bash reported them. */
  cpuSeconds?: number;
  counts: TestCounts;
  /** The names of its failed and flaky tests. */
  failures: TestFailures;
  /** The exit code or signal of a step that failed. */
  failure?: number | string;
}

const results: StepResult[] = [];
const RUN_STARTED = Date.now();

interface StepOptions {
  /** Variables added to the step's environment (e.g. a PATH that puts another Node first). */
  env?: NodeJS.ProcessEnv;
  /**
   * Runs beside other steps: each line it prints is prefixed with `[label]`, and if it fails its
   * whole output is printed again, unprefixed, once every step has ended.
   */
  label?: string;
}

/**
 * Runs one step with its output passed through as it comes, counting the test reports in it
 * (tools/bin/test-counts.ts). Resolves when the step has ended, failed or not.
 */
function runStep(
  title: string,
  command: string,
  args: string[],
  { label, env }: StepOptions = {},
): Promise<StepResult & { output: string[] }> {
  console.log(`\n=== ${title}${label ? ` [${label}]` : ''}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const counts = emptyCounts();
  const failures = new TestFailures();
  const output: string[] = [];
  const timesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-step-')), 'times');
  const measured = withCpuTimes(command, args, timesFile);
  const child = spawn(measured.command, measured.args, {
    cwd: REPO_ROOT,
    // Steps side by side share the terminal's output, never its input.
    stdio: [label ? 'ignore' : 'inherit', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NX_DAEMON: 'false',
      NX_TUI: 'false',
      NX_NO_CLOUD: 'true',
      FORCE_COLOR: '0',
      ...env,
      ...measured.env,
    },
  });
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (label) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        sink.write(`[${label}] ${line}\n`);
      });
    } else {
      stream.pipe(sink, { end: false });
    }
    readline.createInterface({ input: stream }).on('line', (line) => {
      countLine(counts, line);
      failures.add(line);
    });
  }
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const result: StepResult = {
        title,
        seconds,
        counts,
        failures,
        cpuSeconds: readCpuSeconds(timesFile),
      };
      if (code !== 0) result.failure = code ?? signal ?? 1;
      results.push(result);
      const tag = label ? ` [${label}]` : '';
      if (result.failure === undefined) {
        console.log(
          `=== ok: ${title}${tag} (${seconds} s${cpuNote(result)}; tests: ${describeCounts(counts)})`,
        );
      } else {
        console.error(`\n=== FAILED: ${title}${tag} (exit ${result.failure}, ${seconds} s)`);
      }
      resolve({ ...result, output });
    });
  });
}

function readCpuSeconds(timesFile: string): number | undefined {
  try {
    return childCpuSeconds(fs.readFileSync(timesFile, 'utf8'));
  } catch {
    return undefined; // the step was killed before bash could report
  } finally {
    fs.rmSync(path.dirname(timesFile), { recursive: true, force: true });
  }
}

function cpuNote({ cpuSeconds }: StepResult): string {
  return cpuSeconds === undefined ? '' : `, CPU ${Math.round(cpuSeconds)} s`;
}

/** Ends the run with the first failed step's exit code, if a step failed. */
function exitIfFailed(): void {
  const failed = results.find((result) => result.failure !== undefined);
  if (!failed) return;
  printSummary();
  process.exit(typeof failed.failure === 'number' ? failed.failure : 1);
}

/** Runs one step on its own; a failed step ends the run with its exit code. */
async function step(title: string, command: string, args: string[]): Promise<void> {
  await runStep(title, command, args);
  exitIfFailed();
}

interface LaneStep {
  label: string;
  title: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Settles when the step may start (what it needs is built). */
  needs?: Promise<unknown>;
  /** Told when the step has ended, failed or not. */
  ended?: (failed: boolean) => void;
  /**
   * Whether its failure skips the rest of its lane's own steps (default true: tests of a failed
   * build would only add noise). False for a step nothing after it depends on.
   */
  gates?: boolean;
}

/**
 * Runs lanes at once: each lane runs its own steps in order (a failed one skips the rest of that
 * lane's own steps: tests of a failed build would only add noise), then takes the next waiting
 * step from the shared queue whenever it is free, so no lane idles while work waits (which lane
 * ends first depends on the machine). A failed step does not stop the other lanes: one red run
 * then says everything that is wrong. Once all have ended, a failed step's output is printed
 * again whole, and the run ends with its exit code.
 */
async function inLanes(lanes: LaneStep[][], queue: LaneStep[]): Promise<void> {
  const failedOutputs: { title: string; output: string[] }[] = [];
  const waiting = [...queue];
  const run = async (next: LaneStep): Promise<boolean> => {
    const { label, title, command, args, env, needs, ended } = next;
    await needs;
    const result = await runStep(title, command, args, { label, env });
    const failed = result.failure !== undefined;
    if (failed) failedOutputs.push({ title, output: result.output });
    ended?.(failed);
    return !failed;
  };
  await Promise.all(
    lanes.map(async (own) => {
      for (const [i, next] of own.entries()) {
        if ((await run(next)) || next.gates === false) continue;
        for (const skipped of own.slice(i + 1)) {
          console.error(
            `\n=== SKIPPED: ${skipped.title} [${skipped.label}] (${next.title} failed)`,
          );
          skipped.ended?.(true);
        }
        break;
      }
      for (let next = waiting.shift(); next; next = waiting.shift()) await run(next);
    }),
  );
  for (const { title, output } of failedOutputs) {
    console.error(`\n=== Output of the failed step: ${title}\n${output.join('\n')}`);
  }
  exitIfFailed();
}

function printSummary(): void {
  const total = emptyCounts();
  console.log('\n=== Summary');
  for (const result of results) {
    const { title, seconds, counts, failure } = result;
    // A step that failed before any test reported (a missing script) must not read as a pass.
    const failed = failure === undefined ? '' : ` — FAILED (exit ${failure})`;
    console.log(`${title}: ${describeCounts(counts)}, ${seconds} s${cpuNote(result)}${failed}`);
    for (const line of failureLines(result.failures)) console.log(line);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    total.flaky += counts.flaky;
    total.reports += counts.reports;
  }
  console.log(`Tests: ${describeTotals(total)}`);
  const cpu = results.reduce((sum, { cpuSeconds }) => sum + (cpuSeconds ?? 0), 0);
  console.log(
    `Time: ${Math.round((Date.now() - RUN_STARTED) / 1000)} s from the start of the run ` +
      `(the steps used ${Math.round(cpu)} s of CPU)`,
  );
}

/**
 * Debian packages the tests need, installed with apt-get when missing (as root): Chromium's
 * headless shell for the browser tests and the full chromium for the two that read a PDF in a tab
 * (tools/chromium, e2e/playwright.config.ts), nginx-light for `nginx -t` on the containers'
 * configuration (tools/docker).
 */
const DEBIAN_PACKAGES = [
  { file: CHROMIUM_PATH, name: 'chromium', hint: ' (or set CHROMIUM_PATH)' },
  {
    file: TEST_CHROMIUM_PATH,
    name: 'chromium-headless-shell',
    hint: ' (or name another Chromium with E2E_CHROMIUM_PATH)',
  },
  { file: '/usr/sbin/nginx', name: 'nginx-light', hint: '' },
];

function ensureDebianPackages(): void {
  const missing = DEBIAN_PACKAGES.filter((pkg) => !fs.existsSync(pkg.file));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    for (const pkg of missing) {
      console.error(
        `${pkg.file} is missing: install it with sudo apt-get install -y ${pkg.name}${pkg.hint}.`,
      );
    }
    process.exit(1);
  }
  const names = missing.map((pkg) => pkg.name);
  console.log(`Installing Debian ${names.join(', ')} for the tests...`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...names], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0 || missing.some((pkg) => !fs.existsSync(pkg.file))) {
    console.error(`Could not install ${names.join(', ')} with apt-get.`);
    process.exit(1);
  }
}

/** Node of the production images, for the unit and API tests (tools/node-runtime). */
function ensureProductionNode(): { bin: string; version: string; env: NodeJS.ProcessEnv } {
  try {
    const bin = findOrInstallNode(PRODUCTION_NODE_VERSION);
    const version = nodeVersionOf(bin);
    if (version !== `v${PRODUCTION_NODE_VERSION}`) {
      throw new NodeRuntimeError(
        `${bin}/node reports ${version || 'nothing'}, not v${PRODUCTION_NODE_VERSION}`,
      );
    }
    return { bin, version, env: { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` } };
  } catch (error) {
    if (error instanceof NodeRuntimeError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Mailpit (the browser tests' mail server, and a unit test's) and stripe-mock (the API tests'),
 * built once here, side by side, when missing: a first `go install` takes a minute or more, which
 * inside a test would eat that test's time limit.
 */
async function ensureGoPrograms(): Promise<void> {
  try {
    await findOrInstallGoBinaries(GO_PROGRAMS);
  } catch (error) {
    if (error instanceof GoBinaryMissingError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  console.log(
    '=== Preparing: JDK, Maven and mongo-java-server for the embedded database; chromium and its ' +
      'headless shell, nginx; ' +
      'Mailpit and stripe-mock; Node ' +
      PRODUCTION_NODE_VERSION +
      ' for the unit and API tests',
  );
  try {
    prepareEmbeddedMongo({ installMissing: true });
  } catch (error) {
    if (error instanceof EmbeddedMongoSetupError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  ensureDebianPackages();
  await ensureGoPrograms();
  const productionNode = ensureProductionNode();

  const nx = path.join(REPO_ROOT, 'node_modules/.bin/nx');
  // The script behind that link, for running Nx under another Node binary (nx/dist/bin/nx.js today).
  const nxScript = fs.realpathSync(nx);
  // A test run runs the tests: Nx's cache (shared across clones on one machine) is skipped.
  const fresh = ['--output-style=stream', '--skip-nx-cache'];
  const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
  // The fuzzing's virtualenv (pip: about 18 s on a fresh clone) is made beside the library builds,
  // not at the end of the run, where the fuzzing is the last step.
  const schemathesis = runStep('Schemathesis for the API fuzzing', tsx, ['tools/fuzz/venv.ts'], {
    label: 'venv',
  });
  // The libraries first: every project's lint, typecheck and unit tests read their builds
  // (`^build` in nx.json); only the browser tests, the fuzzing and the API e2e tests need the apps.
  await step('Library builds', nx, [
    'run-many',
    '-t',
    'build',
    '--projects=tag:type:lib',
    '--parallel=2',
    ...fresh,
  ]);
  await schemathesis;
  exitIfFailed();
  // What is built above or in the browser lane is not built again by a later step.
  const built = [...fresh, '--exclude-task-dependencies'];
  let appsBuilt!: () => void;
  const apps = new Promise<void>((resolve) => (appsBuilt = resolve));
  // Two lanes, each test once. One builds the apps for production, then runs the browser tests
  // (the longest step); the other runs lint, typecheck and unit tests from the start: the builds
  // keep about one core busy, so the checks take the other instead of waiting ~7 minutes for
  // them. Then whichever lane is free first takes the API e2e tests, the other the fuzzing (both
  // need the apps built): the longer of the two first, so that the lane freed last gets the
  // shorter (the API e2e tests took 307-436 s in the last fresh clones; the fuzzing, on two tracks
  // of its own, about 120 s on a quiet machine). The shop in the browser lane runs under this
  // machine's Node (as `npm start -- --system-node` does; `npm start` itself uses the production
  // Node), so that the API is tested under both; lint, typecheck, the unit and the API e2e tests
  // run under the production images' Node (its binary first on PATH: Nx, ESLint and Jest run under it). A
  // third lane, tried once (the fuzzing from the end of the builds, beside the checks and the
  // browser tests), only shared the same two cores: the checks took 1 465 s instead of ~900, the
  // fuzzing 1 224 s instead of ~425, each using more CPU for the same work.
  await inLanes(
    [
      [
        {
          label: 'builds',
          title: 'Production builds of the apps',
          command: nx,
          args: ['run-many', '-t', 'build', '--exclude=tag:type:lib', '--parallel=2', ...built],
          ended: () => appsBuilt(),
        },
        {
          label: 'browser',
          title: 'Browser e2e tests (Chromium, production build)',
          command: nx,
          args: ['run', 'e2e:e2e', ...built],
        },
      ],
      [
        {
          // One ESLint over the whole workspace (its one config, eslint.config.mjs): each project's
          // `lint` target started its own ESLint, loaded the config and its plugins again and took
          // 125 CPU-seconds for the 14 projects; one run of them all takes about 50.
          label: 'lint',
          title: `Lint (ESLint over the workspace, Node ${productionNode.version})`,
          command: path.join(productionNode.bin, 'node'),
          args: [path.join(REPO_ROOT, 'node_modules/eslint/bin/eslint.js'), '.'],
          env: productionNode.env,
          gates: false,
        },
        {
          label: 'checks',
          title: `Typecheck and unit tests (Node ${productionNode.version})`,
          command: path.join(productionNode.bin, 'node'),
          args: [nxScript, 'run-many', '-t', 'typecheck', 'test', '--parallel=1', ...built],
          env: productionNode.env,
        },
      ],
    ],
    [
      {
        label: 'api-e2e',
        title: `API e2e tests (embedded MongoDB, Node ${productionNode.version})`,
        command: path.join(productionNode.bin, 'node'),
        args: [nxScript, 'run', 'services:e2e', ...built],
        env: productionNode.env,
        needs: apps,
      },
      {
        // schemathesis (installed into .venv-schemathesis/ when missing) over the built API's
        // OpenAPI document.
        label: 'fuzz',
        title: 'API fuzzing (schemathesis)',
        command: tsx,
        args: ['tools/fuzz/api.ts', '--built'],
        needs: apps,
      },
    ],
  );
  printSummary();
  console.log('\n=== All test steps passed.');
}

void main();
