/**
 * `npm run bench:taps`: taps during hydration are never lost. Runs the browser test
 * `e2e/src/hydration-taps.spec.ts` — each control tapped as soon as it is visible, before the
 * server-rendered page hydrates, with the CPU slowed 4× — `--runs` times (default 20) with no
 * retries, and prints how many taps each control lost (the target is 0).
 *
 *   npm run bench:taps -- [--runs 20]
 *
 * Like the browser tests, it runs against the production builds in each project's dist/ (build
 * the changed projects first); the test's global setup starts the shop. A stack that cannot start
 * exits with 1; lost taps are reported, never fatal.
 */
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../stack';
import { formatTaps, tallyTaps, type PlaywrightJsonReport } from './taps-report';
import { rerunUnderProductionNode } from '../node-runtime';

const SPEC = 'src/hydration-taps.spec.ts';

function runs(): number {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
  const count = Number(values.runs);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`--runs must be a whole number from 1, not "${values.runs}"`);
  }
  return count;
}

async function main(): Promise<void> {
  // Before the options are read: it takes out --system-node.
  rerunUnderProductionNode();
  const count = runs();
  const output = path.join(tmpdir(), `shop-bench-taps-${process.pid}.json`);
  console.log(`Tapping each control before hydration, ${count} times (${SPEC})...`);
  const result = spawnSync(
    path.join(REPO_ROOT, 'node_modules/.bin/playwright'),
    ['test', SPEC, `--repeat-each=${count}`, '--retries=0', '--reporter=json'],
    {
      cwd: path.join(REPO_ROOT, 'e2e'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    },
  );
  let report: PlaywrightJsonReport;
  try {
    report = JSON.parse(await readFile(output, 'utf8')) as PlaywrightJsonReport;
  } catch {
    throw new Error(`Playwright wrote no report (exit code ${result.status}); see above.`);
  } finally {
    await rm(output, { force: true });
  }
  const tallies = tallyTaps(report);
  if (tallies.length === 0) {
    const why = report.errors?.map((error) => error.message ?? '').join('\n') ?? '';
    throw new Error(`No tap was made: the run failed before the tests.\n${why}`);
  }
  console.log(`\n${formatTaps(tallies)}`);
}

main().catch((error: unknown) => {
  console.error(`\nbench:taps failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
