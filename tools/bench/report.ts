/**
 * The pure half of `npm run bench:web`: medians, the targets and the printed table. Sizes are in
 * KB of 1024 bytes (as Lighthouse and `tools/webpack/measure-shared.ts` count them).
 */
import { SCRIPT_GROUPS, type ScriptGroup } from './script-groups';

/** Lighthouse figures of one page: scores 0–100, times in ms, CLS unitless. */
export interface LighthouseMetrics {
  /** The performance score. */
  score: number;
  /** The SEO category's score (absent from results measured without it). */
  seo?: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
}

export interface PageMeasurement {
  /** The path as loaded, e.g. `/product/6650…`. */
  path: string;
  /** Gzip bytes of the scripts each group contributed. */
  jsGzip: Record<ScriptGroup, number>;
  jsRequests: number;
  /** Every response the page received (documents, scripts, styles, API calls, images, ...). */
  requests: number;
  /** Bytes of the web fonts the page downloaded, as sent (WOFF2 is compressed already). */
  fontBytes: number;
  /** Medians over the Lighthouse runs; null when Lighthouse was skipped (`--runs 0`). */
  lighthouse: LighthouseMetrics | null;
}

export interface BenchReport {
  measuredAt: string;
  commit: string;
  runs: number;
  /** Lighthouse on a tiny static page with no JS, through the same server and settings. */
  baseline: LighthouseMetrics | null;
  pages: PageMeasurement[];
}

/**
 * The storefront's budgets: JS on `/` (180 KB, within the 200 KB a first visit may cost), Lighthouse mobile
 * performance and SEO, LCP, CLS, TBT.
 */
export const TARGETS = {
  homeJsGzipKb: 180,
  lighthouseScore: 95,
  seoScore: 100,
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 150,
} as const;

export interface TargetResult {
  target: string;
  page: string;
  value: string;
  met: boolean;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of each metric on its own. Lighthouse's own `computeMedianRun` picks one whole run
 * instead; per-metric medians are simpler to explain and each is robust to one outlier run.
 */
export function medianMetrics(runs: readonly LighthouseMetrics[]): LighthouseMetrics {
  const of = (key: Exclude<keyof LighthouseMetrics, 'seo'>) => median(runs.map((run) => run[key]));
  const seo = runs.map((run) => run.seo).filter((value) => typeof value === 'number');
  return {
    score: of('score'),
    ...(seo.length === runs.length && seo.length > 0 ? { seo: median(seo) } : {}),
    lcp: of('lcp'),
    fcp: of('fcp'),
    cls: of('cls'),
    tbt: of('tbt'),
  };
}

export const kb = (bytes: number): number => bytes / 1024;

export function jsTotal(page: PageMeasurement): number {
  return SCRIPT_GROUPS.reduce((sum, group) => sum + page.jsGzip[group], 0);
}

/** Every target that applies to the measured pages, met or not. */
export function checkTargets(pages: readonly PageMeasurement[]): TargetResult[] {
  const results: TargetResult[] = [];
  const home = pages.find((page) => page.path === '/');
  if (home) {
    const total = kb(jsTotal(home));
    results.push({
      target: `JS ≤ ${TARGETS.homeJsGzipKb} KB gz`,
      page: '/',
      value: `${total.toFixed(1)} KB`,
      met: total <= TARGETS.homeJsGzipKb,
    });
  }
  for (const page of pages) {
    if (!page.lighthouse) continue;
    results.push({
      target: `Lighthouse perf ≥ ${TARGETS.lighthouseScore} (mobile)`,
      page: page.path,
      value: String(Math.round(page.lighthouse.score)),
      met: page.lighthouse.score >= TARGETS.lighthouseScore,
    });
    if (page.lighthouse.seo !== undefined) {
      results.push({
        target: `Lighthouse SEO = ${TARGETS.seoScore}`,
        page: page.path,
        value: String(Math.round(page.lighthouse.seo)),
        met: page.lighthouse.seo >= TARGETS.seoScore,
      });
    }
    results.push({
      target: `LCP ≤ ${TARGETS.lcpMs} ms`,
      page: page.path,
      value: `${formatMs(page.lighthouse.lcp)} ms`,
      met: page.lighthouse.lcp <= TARGETS.lcpMs,
    });
    results.push({
      target: `CLS ≤ ${TARGETS.cls}`,
      page: page.path,
      value: formatCls(page.lighthouse.cls),
      met: page.lighthouse.cls <= TARGETS.cls,
    });
    results.push({
      target: `TBT ≤ ${TARGETS.tbtMs} ms`,
      page: page.path,
      value: `${formatMs(page.lighthouse.tbt)} ms`,
      met: page.lighthouse.tbt <= TARGETS.tbtMs,
    });
  }
  return results;
}

const formatKb = (bytes: number) => kb(bytes).toFixed(1);
const formatMs = (ms: number) => String(Math.round(ms));
const formatCls = (cls: number) => cls.toFixed(3);
const ratio = (value: number, base: number | undefined) =>
  base ? ` (${(value / base).toFixed(2)}×)` : '';

export const TABLE_HEADER = [
  'page',
  'JS gz shell',
  'JS gz remote',
  'JS gz shared',
  'JS gz total (KB)',
  'requests (JS/all)',
  'fonts (KB)',
  'Lighthouse perf',
  'SEO',
  'LCP ms (× baseline)',
  'FCP ms (× baseline)',
  'CLS',
  'TBT ms',
] as const;

function lighthouseCells(metrics: LighthouseMetrics | null, baseline: LighthouseMetrics | null) {
  if (!metrics) return ['–', '–', '–', '–', '–', '–'];
  return [
    String(Math.round(metrics.score)),
    metrics.seo === undefined ? '–' : String(Math.round(metrics.seo)),
    formatMs(metrics.lcp) + ratio(metrics.lcp, baseline?.lcp),
    formatMs(metrics.fcp) + ratio(metrics.fcp, baseline?.fcp),
    formatCls(metrics.cls),
    formatMs(metrics.tbt),
  ];
}

/** Table rows (cells as printed), the baseline first when there is one. */
export function tableRows(report: BenchReport): string[][] {
  const rows: string[][] = [];
  if (report.baseline) {
    rows.push([
      'baseline: static HTML, no JS',
      '–',
      '–',
      '–',
      '–',
      '–',
      '–',
      ...lighthouseCells(report.baseline, report.baseline),
    ]);
  }
  for (const page of report.pages) {
    rows.push([
      page.path,
      ...SCRIPT_GROUPS.map((group) => formatKb(page.jsGzip[group])),
      formatKb(jsTotal(page)),
      `${page.jsRequests}/${page.requests}`,
      formatKb(page.fontBytes),
      ...lighthouseCells(page.lighthouse, report.baseline),
    ]);
  }
  return rows;
}

/** A Markdown table whose columns line up in a terminal too. */
export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** Everything `npm run bench:web` prints after measuring. */
export function formatReport(report: BenchReport): string {
  const lighthouse = report.baseline
    ? `Lighthouse ${report.runs === 1 ? '1 run' : `median of ${report.runs} runs`}, mobile, simulated throttling`
    : 'Lighthouse skipped';
  const targets = checkTargets(report.pages).map(
    (result) => `  ${result.met ? '✓' : '✗'} ${result.target} on ${result.page}: ${result.value}`,
  );
  return [
    `Measured ${report.measuredAt} at commit ${report.commit}. JS gzip in KB, first visit with an empty cache; ${lighthouse}.`,
    '',
    markdownTable(TABLE_HEADER, tableRows(report)),
    '',
    'Targets:',
    ...targets,
  ].join('\n');
}
