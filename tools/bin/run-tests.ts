/**
 * `npm test`: the whole suite, as CI runs it. Installs what the tests need beyond npm when it is
 * missing (JDK + Maven + mongo-java-server jars, Debian's chromium), then runs through Nx:
 * lint, typecheck, unit tests, production builds, API e2e tests against the embedded database,
 * schemathesis over the API's OpenAPI document (tools/fuzz), and browser e2e tests in real Chromium
 * against the production build. Nx's cache is skipped.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { EmbeddedMongoSetupError, prepareEmbeddedMongo } from '../embedded-mongo';
import { REPO_ROOT } from '../stack';
import { countLine, describeCounts, emptyCounts, type TestCounts } from './test-counts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface StepResult {
  title: string;
  seconds: number;
  counts: TestCounts;
}

const results: StepResult[] = [];

/**
 * Runs one step with its output passed through as it comes, counting the test reports in it
 * (tools/bin/test-counts.ts); a failed step ends the run with its exit code.
 */
function step(title: string, command: string, args: string[]): Promise<void> {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const counts = emptyCounts();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NX_DAEMON: 'false',
      NX_TUI: 'false',
      NX_NO_CLOUD: 'true',
      FORCE_COLOR: '0',
    },
  });
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream.pipe(sink, { end: false });
    readline.createInterface({ input: stream }).on('line', (line) => countLine(counts, line));
  }
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      results.push({ title, seconds, counts });
      if (code !== 0) {
        console.error(`\n=== FAILED: ${title} (exit ${code ?? signal}, ${seconds} s)`);
        printSummary();
        process.exit(code ?? 1);
      }
      console.log(`=== ok: ${title} (${seconds} s; tests: ${describeCounts(counts)})`);
      resolve();
    });
  });
}

function printSummary(): void {
  const total = emptyCounts();
  console.log('\n=== Summary');
  for (const { title, seconds, counts } of results) {
    console.log(`${title}: ${describeCounts(counts)}, ${seconds} s`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    total.reports += counts.reports;
  }
  console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}

/**
 * Debian packages the tests need, installed with apt-get when missing (as root): chromium for the
 * browser tests, nginx-light for `nginx -t` on the containers' configuration (tools/docker).
 */
const DEBIAN_PACKAGES = [
  { file: CHROMIUM, name: 'chromium', hint: ' (or set CHROMIUM_PATH)' },
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

async function main(): Promise<void> {
  console.log(
    '=== Preparing: JDK, Maven and mongo-java-server for the embedded database; chromium, nginx',
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

  const nx = path.join(REPO_ROOT, 'node_modules/.bin/nx');
  // A test run runs the tests: Nx's cache (shared across clones on one machine) is skipped.
  const fresh = ['--output-style=stream', '--skip-nx-cache'];
  await step('Lint, typecheck, unit tests and production builds', nx, [
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    'build',
    '--parallel=2',
    ...fresh,
  ]);
  // The builds above are what the e2e tests need: do not build again.
  const built = [...fresh, '--exclude-task-dependencies'];
  await step('API e2e tests (embedded MongoDB)', nx, ['run', 'services:e2e', ...built]);
  // schemathesis (installed into .venv-schemathesis/ when missing) over the built API's OpenAPI document.
  await step('API fuzzing (schemathesis)', path.join(REPO_ROOT, 'node_modules/.bin/tsx'), [
    'tools/fuzz/api.ts',
    '--built',
  ]);
  await step('Browser e2e tests (Chromium, production build)', nx, ['run', 'e2e:e2e', ...built]);
  printSummary();
  console.log('\n=== All test steps passed.');
}

void main();
