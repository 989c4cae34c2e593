import {
  fasterStaticRun,
  formatPagesTable,
  formatSoak,
  formatStages,
  type PageFigures,
  type SoakFigures,
} from './ssr-report';

const figures = (label: string, rate: number, p99: number): PageFigures => ({
  label,
  rate,
  p50: p99 / 3,
  p99,
  non2xx: 0,
  errors: 0,
});

describe('formatPagesTable', () => {
  it("shows each cached page's ratio to the static file, with ✓ only for ≥ 0.5× and p99 ≤ 30 ms", () => {
    const table = formatPagesTable(figures('/favicon.svg (static)', 4000, 7), [
      figures('/', 2400, 30),
      figures('/shops', 1880, 20),
      figures('/reviews', 2500, 31),
    ]);
    const rows = table.split('\n');
    expect(rows).toHaveLength(6);
    expect(rows[2]).toContain('1.00×');
    expect(rows[3]).toMatch(/\| \/\s+\| 2,400\s+\|.*0\.60× ✓/);
    expect(rows[4]).toContain('0.47× ✗');
    expect(rows[5]).toContain('0.63× ✗');
  });

  it('marks a page that must be rendered against 0.1× of the static rate, whatever its p99', () => {
    const rows = formatPagesTable(
      figures('/favicon.svg (static)', 4000, 7),
      [figures('/shops?q=<new>', 400, 200), figures('/shops?utm_x=<new>', 399, 20)],
      'render',
    ).split('\n');
    expect(rows[3]).toContain('0.10× ✓');
    expect(rows[4]).toContain('0.10× ✗');
  });

  it("shows the server's CPU ms per answer when it was measured", () => {
    const rows = formatPagesTable(figures('/favicon.svg (static)', 4000, 7), [
      { ...figures('/', 2400, 30), cpuMs: 0.716 },
    ]).split('\n');
    expect(rows[0]).toContain('CPU ms each');
    expect(rows[3]).toMatch(/\| 0\.72\s+\|$/);
  });
});

describe('formatStages', () => {
  it('gives each stage its mean, its count per page and its ms per page', () => {
    const rows = formatStages(
      [
        { stage: 'render', totalMs: 300, count: 10 },
        { stage: 'API call', totalMs: 100, count: 40 },
      ],
      10,
    ).split('\n');
    expect(rows[2]).toMatch(/\| render\s+\| 30\.00\s+\| 1\.00\s+\| 30\.00\s+\|/);
    expect(rows[3]).toMatch(/\| API call\s+\| 2\.50\s+\| 4\.00\s+\| 10\.00\s+\|/);
  });
});

describe('formatSoak', () => {
  const soak: SoakFigures = {
    seconds: 60,
    visitors: 200,
    pages: 60_000,
    pageP50: 40,
    pageP99: 250,
    page5xx: 0,
    pageErrors: 0,
    bookingsSent: 1200,
    bookings201: 1200,
    booking5xx: 0,
    bookingOther: {},
    ordersWritten: 1200,
  };

  it('passes with no 5xx and one order per 201', () => {
    const { ok, text } = formatSoak(soak);
    expect(ok).toBe(true);
    expect(text).toContain('✓ zero 5xx');
    expect(text).toContain('✓ page p99 ≤ 300 ms: 250.0 ms');
    expect(text).toContain('✓ orders written = 201 answers: 1200 for 1200');
  });

  it('fails on a 5xx or a lost order, and marks a slow p99 without failing', () => {
    expect(formatSoak({ ...soak, booking5xx: 1 }).ok).toBe(false);
    expect(formatSoak({ ...soak, ordersWritten: 1199 }).ok).toBe(false);
    const slow = formatSoak({ ...soak, pageP99: 400, bookingOther: { '409': 2 } });
    expect(slow.ok).toBe(true);
    expect(slow.text).toContain('✗ page p99');
    expect(slow.text).toContain('2×409');
  });

  it('marks the p99 missed when no page was answered at all', () => {
    const none = formatSoak({ ...soak, pages: 0, pageP50: 0, pageP99: 0, pageErrors: 2000 });
    expect(none.text).toContain('✗ page p99');
  });
});

describe('fasterStaticRun', () => {
  it('compares with the faster of the runs of the static file, and says so', () => {
    const before = figures('/favicon.svg (static file)', 2400, 27);
    const after = figures('/favicon.svg (static file)', 4400, 9);
    expect(fasterStaticRun([before, after])).toEqual({
      ...after,
      label: '/favicon.svg (static, faster run)',
    });
    expect(fasterStaticRun([after, before]).rate).toBe(4400);
    expect(fasterStaticRun([before])).toBe(before);
    expect(() => fasterStaticRun([])).toThrow('No run of the static file');
  });
});
