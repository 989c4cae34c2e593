/** Figures and the printed report of `npm run bench:ssr` (tools/bench/ssr.ts). */

export interface PageFigures {
  label: string;
  /** Requests per second over the run. */
  rate: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx (a 404 page counts: it is asked for on purpose only when labelled). */
  non2xx: number;
  errors: number;
}

export interface SoakFigures {
  seconds: number;
  visitors: number;
  pages: number;
  pageP50: number;
  pageP99: number;
  page5xx: number;
  pageErrors: number;
  bookingsSent: number;
  bookings201: number;
  booking5xx: number;
  bookingOther: Record<string, number>;
  ordersWritten: number;
}

/** The goals for server-rendered pages: a share of the static rate, p99 alone and in the soak. */
export const SSR_TARGETS = { ratio: 0.25, p99Ms: 50, soakP99Ms: 300 } as const;

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The pages table: the static file first, each page with its ratio to the static file's rate. */
export function formatPagesTable(staticFile: PageFigures, pages: PageFigures[]): string {
  const width = Math.max(28, ...pages.map((p) => p.label.length), staticFile.label.length);
  const lines = [
    `| ${pad('page', width)} | pages/s | p50 ms | p99 ms | × static | non-2xx / errors |`,
    `|${'-'.repeat(width + 2)}|---------|--------|--------|----------|------------------|`,
    `| ${pad(staticFile.label, width)} | ${pad(num(staticFile.rate), 7)} | ${pad(num(staticFile.p50, 1), 6)} | ${pad(num(staticFile.p99, 1), 6)} | ${pad('1.00×', 8)} | ${pad(`${staticFile.non2xx} / ${staticFile.errors}`, 16)} |`,
  ];
  for (const page of pages) {
    const ratio = staticFile.rate > 0 ? page.rate / staticFile.rate : 0;
    const ok = ratio >= SSR_TARGETS.ratio && page.p99 <= SSR_TARGETS.p99Ms;
    lines.push(
      `| ${pad(page.label, width)} | ${pad(num(page.rate), 7)} | ${pad(num(page.p50, 1), 6)} | ${pad(num(page.p99, 1), 6)} | ${pad(`${ratio.toFixed(2)}× ${mark(ok)}`, 8)} | ${pad(`${page.non2xx} / ${page.errors}`, 16)} |`,
    );
  }
  return lines.join('\n');
}

/** Whether the soak met its goals, and the lines saying so. */
export function formatSoak(soak: SoakFigures): { ok: boolean; text: string } {
  const no5xx = soak.page5xx === 0 && soak.booking5xx === 0;
  const p99 = soak.pageP99 <= SSR_TARGETS.soakP99Ms;
  const orders = soak.ordersWritten === soak.bookings201;
  const other = Object.entries(soak.bookingOther)
    .map(([status, count]) => `${count}×${status}`)
    .join(', ');
  const text = [
    `Soak: ${soak.seconds} s, ${soak.visitors} visitors, ${num(soak.pages)} pages (p50 ${num(soak.pageP50, 1)} ms, p99 ${num(soak.pageP99, 1)} ms, ${soak.pageErrors} connection errors),`,
    `      ${soak.bookingsSent} bookings sent: ${soak.bookings201} answered 201${other ? `, ${other}` : ''}`,
    `${mark(no5xx)} zero 5xx (pages ${soak.page5xx}, bookings ${soak.booking5xx})`,
    `${mark(p99)} page p99 ≤ ${SSR_TARGETS.soakP99Ms} ms: ${num(soak.pageP99, 1)} ms`,
    `${mark(orders)} orders written = 201 answers: ${soak.ordersWritten} for ${soak.bookings201}`,
  ].join('\n');
  return { ok: no5xx && orders, text };
}
