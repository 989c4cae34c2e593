/**
 * `npm run bench:web`: what a first visit to the storefront costs, in script bytes and in
 * Lighthouse figures.
 *
 *   npm run bench:web -- [--skip-build] [--runs 3] [--pages /,/shops,/product/{first-product}]
 *                        [--json results.json] [--verbose]
 *
 * 1. Builds the API and the four frontends for production through Nx (`--skip-build` reuses the
 *    `dist/` folders), then starts the whole shop on free ports with an in-memory database, exactly
 *    as the browser tests do (`tools/stack`).
 * 2. Loads each page in headless Chromium with an empty cache and sums the gzip bytes of its
 *    scripts per group: the shell's own code, the remotes' own code, and the Module Federation
 *    shared modules (recognised with each build's `mf-manifest.json`, see `script-groups.ts`).
 * 3. Loads each page `--runs` times more on Lighthouse's mobile screen with a DevTools trace
 *    recorded, and reports the main thread's scripting and blocking time at 4× CPU slowdown (its
 *    CPU time × 4; `--verbose` names the scripts that took the most, see `main-thread.ts`).
 * 4. Runs Lighthouse `--runs` times per page (mobile, simulated throttling, performance only) and
 *    keeps the medians; a tiny static page with no JS, served by the same static server and measured
 *    in the same rounds, is the baseline each page's LCP and FCP are divided by, so a slow machine
 *    shows as a slow baseline rather than as a slow shop.
 *
 * Targets that are missed are reported (✗), never fatal; a stack that cannot start or a page that
 * does not render exits with 1.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EmbeddedMongoSetupError } from '../embedded-mongo';
import { startStaticServer } from '@shop/web-server';
import {
  ApiCallError,
  BuildError,
  callApi,
  Cleanup,
  currentCommit,
  FRONTENDS,
  freeStackPorts,
  nxBuild,
  REPO_ROOT,
  ServerStartError,
  StackConfigError,
  startStack,
  type RunningStack,
} from '../stack';
import { LighthouseError, LighthouseSession } from './lighthouse';
import { traceFirstVisit, type MainThreadFigures } from './main-thread';
import { gzipBytes, launchChromium, loadPage, PageRenderError } from './page-bytes';
import { ERROR_SELECTOR, FIRST_PRODUCT, parsePages, readySelectorFor, resolvePage } from './pages';
import {
  checkTargets,
  formatReport,
  medianMetrics,
  type BenchReport,
  type LighthouseMetrics,
  type PageMeasurement,
} from './report';
import {
  classifyScript,
  readFederationManifest,
  sharedAssetFiles,
  sumByGroup,
  type ServedBuild,
} from './script-groups';
import { rerunUnderProductionNode } from '../node-runtime';

const BUILD_PROJECTS = ['services', 'shell', 'mfe-shop', 'mfe-dashboard', 'mfe-admin'];

interface Options {
  skipBuild: boolean;
  runs: number;
  pages: string[];
  json: string | undefined;
  verbose: boolean;
}

const USAGE = `Usage: npm run bench:web -- [options]
  --skip-build    reuse the dist/ folders instead of building through Nx
  --runs N        Lighthouse runs and traced 4× loads per page, medians reported (default 3;
                  0 skips both)
  --pages LIST    comma-separated paths (default: /,/shops,/product/{first-product})
  --json FILE     also write the results as JSON
  --verbose       list every script with its group, the stack's logs, the scripts that took the
                  main thread's script time at 4× (V8's profiler then runs in the traced loads and
                  adds its own cost to their scripting), and for every Lighthouse run its LCP
                  element, layout shifts and busiest scripts`;

function parseOptions(argv = process.argv.slice(2)): Options {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'skip-build': { type: 'boolean', default: false },
        runs: { type: 'string', default: '3' },
        pages: { type: 'string' },
        json: { type: 'string' },
        verbose: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 0) {
    throw new UsageError(
      `--runs must be a whole number (0 skips Lighthouse), not "${values.runs}"`,
    );
  }
  let pages: string[];
  try {
    pages = parsePages(values.pages);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return {
    skipBuild: values['skip-build'],
    runs,
    pages,
    json: values.json,
    verbose: values.verbose,
  };
}

class UsageError extends Error {
  override name = 'UsageError';
}

async function startShop(cleanup: Cleanup, verbose: boolean): Promise<RunningStack> {
  console.log('Starting the shop (in-memory database, API, shell and three remotes)...');
  const stack = await startStack({
    ports: await freeStackPorts(),
    dbBackend: 'memory',
    installMissing: true,
    log: (source, line) => {
      if (verbose) console.log(`[${source}] ${line}`);
    },
  });
  cleanup.add(() => stack.stop());
  return stack;
}

/** Each frontend's origin and the files of its shared modules, from the manifests in its dist/. */
async function servedBuilds(stack: RunningStack): Promise<ServedBuild[]> {
  return Promise.all(
    FRONTENDS.map(async (app) => ({
      origin: stack.urls[app],
      role: app === 'shell' ? ('shell' as const) : ('remote' as const),
      sharedFiles: sharedAssetFiles(
        await readFederationManifest(path.join(REPO_ROOT, app, 'dist')),
      ),
    })),
  );
}

async function firstProductId(apiUrl: string): Promise<string | undefined> {
  const parts = await callApi<Array<{ _id: string }>>(`${apiUrl}/part`);
  return parts[0]?._id;
}

type ScriptBytes = Pick<
  PageMeasurement,
  'path' | 'jsGzip' | 'jsRequests' | 'requests' | 'fontBytes'
>;

/** Script and font bytes of every page, each loaded in a fresh context (empty cache). */
async function measureScripts(
  shellUrl: string,
  pages: readonly string[],
  builds: readonly ServedBuild[],
  cleanup: Cleanup,
  verbose: boolean,
): Promise<ScriptBytes[]> {
  const browser = await launchChromium();
  cleanup.add(() => browser.close());
  const results: ScriptBytes[] = [];
  for (const page of pages) {
    const responses = await loadPage(browser, shellUrl + page, {
      readySelector: readySelectorFor(page),
      errorSelector: ERROR_SELECTOR,
    });
    const scripts = responses
      .filter((response) => response.resourceType === 'script')
      .map((response) => ({ url: response.url, bytes: gzipBytes(response) }));
    if (verbose) {
      console.log(`  ${page}`);
      for (const script of scripts) {
        const group = classifyScript(script.url, builds) ?? 'other';
        console.log(
          `    ${String(script.bytes).padStart(8)} B gz  ${group.padEnd(6)}  ${script.url}`,
        );
      }
    }
    results.push({
      path: page,
      jsGzip: sumByGroup(scripts, builds),
      jsRequests: scripts.length,
      requests: responses.length,
      fontBytes: responses
        .filter((response) => response.resourceType === 'font')
        .reduce((sum, response) => sum + response.encodedBytes, 0),
    });
    console.log(`  ${page}: ${scripts.length} scripts, ${responses.length} responses`);
  }
  await browser.close();
  return results;
}

/** Where a script came from, for reading: `mfe-shop/470.….js` rather than a port. */
function shortUrl(url: string, origins: ReadonlyArray<[string, string]>): string {
  for (const [name, origin] of origins) {
    if (url.startsWith(`${origin}/`)) return `${name}${url.slice(origin.length)}`;
  }
  return url;
}

const median = (values: number[]): number => {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The main thread's work at 4× CPU slowdown, per page: medians of `runs` traced loads. */
export interface MainThreadMeasurement {
  path: string;
  scriptingMs: number[];
  blockingMs: number[];
  longestTaskMs: number[];
  /** Script time per script (median over the runs), largest first. */
  byScript: Array<{ url: string; ms: number }>;
}

/**
 * Traced loads at 4× CPU slowdown, in rounds like Lighthouse's (every page once, then again), each
 * in a fresh context (see `main-thread.ts`).
 */
async function measureMainThread(
  stack: RunningStack,
  pages: readonly string[],
  runs: number,
  cleanup: Cleanup,
  verbose: boolean,
): Promise<MainThreadMeasurement[]> {
  const browser = await launchChromium();
  cleanup.add(() => browser.close());
  const origins = Object.entries(stack.urls) as Array<[string, string]>;
  const perPage: MainThreadFigures[][] = pages.map(() => []);
  for (let round = 1; round <= runs; round++) {
    for (const [index, page] of pages.entries()) {
      const figures = await traceFirstVisit(browser, stack.urls.shell + page, {
        readySelector: readySelectorFor(page),
        errorSelector: ERROR_SELECTOR,
        byScript: verbose,
      });
      perPage[index].push(figures);
      console.log(
        `  run ${round}/${runs} ${page}: scripting ${Math.round(figures.scriptingMs)} ms, ` +
          `blocking ${Math.round(figures.blockingMs)} ms, longest task ${Math.round(figures.longestTaskMs)} ms`,
      );
    }
  }
  await browser.close();
  return pages.map((page, index) => {
    const runsOf = perPage[index];
    const urls = new Set(runsOf.flatMap((figures) => figures.byScript.map(({ url }) => url)));
    const byScript = [...urls]
      .map((url) => ({
        url: shortUrl(url, origins),
        ms: median(runsOf.map((f) => f.byScript.find((s) => s.url === url)?.ms ?? 0)),
      }))
      .sort((a, b) => b.ms - a.ms);
    if (verbose) {
      console.log(`  ${page}: script time by script (median of ${runs}, sampled)`);
      for (const { url, ms } of byScript.slice(0, 12)) {
        console.log(`    ${String(Math.round(ms)).padStart(6)} ms  ${url}`);
      }
    }
    return {
      path: page,
      scriptingMs: runsOf.map((f) => f.scriptingMs),
      blockingMs: runsOf.map((f) => f.blockingMs),
      longestTaskMs: runsOf.map((f) => f.longestTaskMs),
      byScript,
    };
  });
}

/** The main-thread table: median scripting and observed blocking time per page, every run's too. */
function formatMainThread(
  measurements: readonly MainThreadMeasurement[],
  lighthouseTbt: ReadonlyArray<number[] | null>,
): string {
  const runs = (values: number[]) => values.map((v) => Math.round(v)).join(' / ');
  const rows = measurements.map((m, index) => [
    m.path,
    String(Math.round(median(m.scriptingMs))),
    runs(m.scriptingMs),
    runs(m.blockingMs),
    lighthouseTbt[index] ? runs(lighthouseTbt[index]) : '–',
  ]);
  const header = [
    'page',
    'scripting ms (median)',
    'scripting per run',
    'observed blocking per run',
    'Lighthouse TBT per run',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [
    'Main thread at 4× CPU slowdown (traced loads; ms):',
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** A page with a heading and a paragraph, no script, no stylesheet: the fastest page there is. */
const BASELINE_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline</title></head>
<body><h1>Baseline</h1><p>A static page with no JavaScript, measured beside the shop.</p></body>
</html>
`;

/** Serves the baseline page with the shop's static server; returns its URL. */
async function serveBaseline(cleanup: Cleanup): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-bench-baseline-'));
  cleanup.add(() => rm(dir, { recursive: true, force: true }));
  await writeFile(path.join(dir, 'index.html'), BASELINE_HTML);
  const server = await startStaticServer({ root: dir, port: 0 });
  cleanup.add(() => server.close());
  // Same host name as the shop's pages.
  return `http://localhost:${server.port}/`;
}

/**
 * Lighthouse medians per URL. Runs go in rounds (every URL once, then again), so a busy spell on
 * the machine slows one run of every page, the baseline included, rather than all runs of one page.
 */
async function measureLighthouse(
  urls: readonly string[],
  runs: number,
  cleanup: Cleanup,
  verbose: boolean,
): Promise<Array<{ median: LighthouseMetrics; runs: LighthouseMetrics[] }>> {
  const session = new LighthouseSession();
  cleanup.add(() => session.close());
  const perUrl: LighthouseMetrics[][] = urls.map(() => []);
  for (let round = 1; round <= runs; round++) {
    for (const [index, url] of urls.entries()) {
      const { metrics, notes } = await session.measure(url);
      perUrl[index].push(metrics);
      console.log(
        `  run ${round}/${runs} ${url}: score ${Math.round(metrics.score)}, LCP ${Math.round(metrics.lcp)} ms, TBT ${Math.round(metrics.tbt)} ms`,
      );
      if (verbose) for (const note of notes) console.log(`      ${note}`);
    }
  }
  return perUrl.map((runsOfUrl) => ({ median: medianMetrics(runsOfUrl), runs: runsOfUrl }));
}

async function bench(
  options: Options,
  cleanup: Cleanup,
): Promise<BenchReport & { mainThread: MainThreadMeasurement[]; tbtRuns: Array<number[] | null> }> {
  if (!options.skipBuild) nxBuild(BUILD_PROJECTS);
  const commit = currentCommit();
  const stack = await startShop(cleanup, options.verbose);
  const builds = await servedBuilds(stack);
  const productId = options.pages.some((page) => page.includes(FIRST_PRODUCT))
    ? await firstProductId(stack.urls.api)
    : undefined;
  const pages = options.pages.map((page) => resolvePage(page, productId));

  console.log('Loading each page in Chromium with an empty cache...');
  const scripts = await measureScripts(stack.urls.shell, pages, builds, cleanup, options.verbose);

  let mainThread: MainThreadMeasurement[] = [];
  if (options.runs > 0) {
    console.log(`Traced loads at 4× CPU slowdown, ${options.runs} per page...`);
    mainThread = await measureMainThread(stack, pages, options.runs, cleanup, options.verbose);
  }

  let baseline: LighthouseMetrics | null = null;
  let lighthouse: Array<LighthouseMetrics | null> = pages.map(() => null);
  let tbtRuns: Array<number[] | null> = pages.map(() => null);
  if (options.runs > 0) {
    console.log(`Lighthouse, ${options.runs} run(s) per page, baseline included...`);
    const baselineUrl = await serveBaseline(cleanup);
    const urls = [baselineUrl, ...pages.map((page) => stack.urls.shell + page)];
    const [baselineRuns, ...perPage] = await measureLighthouse(
      urls,
      options.runs,
      cleanup,
      options.verbose,
    );
    baseline = baselineRuns.median;
    lighthouse = perPage.map((page) => page.median);
    tbtRuns = perPage.map((page) => page.runs.map((run) => run.tbt));
  }

  return {
    measuredAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit,
    runs: options.runs,
    baseline,
    pages: scripts.map((page, index) => ({ ...page, lighthouse: lighthouse[index] })),
    mainThread,
    tbtRuns,
  };
}

/** Known failures get their message only; anything else its stack too. */
function describeFailure(error: unknown): string {
  const known = [
    UsageError,
    StackConfigError,
    ServerStartError,
    BuildError,
    ApiCallError,
    EmbeddedMongoSetupError,
    PageRenderError,
    LighthouseError,
  ];
  if (known.some((type) => error instanceof type)) return (error as Error).message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

async function measureAndPrint(cleanup: Cleanup): Promise<void> {
  const options = parseOptions();
  const report = await bench(options, cleanup);
  console.log(`\n${formatReport(report)}`);
  if (report.mainThread.length > 0) {
    console.log(`\n${formatMainThread(report.mainThread, report.tbtRuns)}`);
  }
  if (options.json) {
    const targets = checkTargets(report.pages);
    await writeFile(options.json, `${JSON.stringify({ ...report, targets }, null, 2)}\n`);
    console.log(`\nWrote ${options.json}`);
  }
}

function main(): void {
  // Before the options are read: it takes out --system-node.
  rerunUnderProductionNode();
  const cleanup = new Cleanup();
  let stopping: Promise<void> | undefined;
  let stoppingSince = 0;
  /** Says why (if it must), undoes everything once, and leaves with `code`. */
  const finish = (code: number, message?: string): Promise<void> => {
    if (!stopping) {
      stoppingSince = Date.now();
      if (message) console.error(message);
      stopping = cleanup.run().finally(() => process.exit(code));
    }
    return stopping;
  };
  const fail = (error: unknown) => finish(1, `\nbench:web failed: ${describeFailure(error)}`);

  const interrupt = (signal: NodeJS.Signals) => {
    // Ctrl-C reaches this process twice (from the terminal and relayed by tsx): only a later
    // press, while the cleanup is still going, means "leave at once".
    if (stopping) {
      if (Date.now() - stoppingSince > 2_000) process.exit(130);
      return;
    }
    void finish(
      signal === 'SIGINT' ? 130 : 143,
      `\n${signal}: stopping the shop and the browsers...`,
    );
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  // Lighthouse leaves promises behind that reject when its Chromium goes away (Ctrl-C, a crash);
  // once stopping, they are expected and ignored.
  process.on('unhandledRejection', (reason) => void fail(reason));

  measureAndPrint(cleanup).then(() => finish(0), fail);
}

main();
