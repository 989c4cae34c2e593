import { formatPagesTable, formatSoak, type PageFigures, type SoakFigures } from './ssr-report';

const figures = (label: string, rate: number, p99: number): PageFigures => ({
  label,
  rate,
  p50: p99 / 3,
  p99,
  non2xx: 0,
  errors: 0,
});

describe('formatPagesTable', () => {
  it("shows each page's ratio to the static file, with ✓ only for ≥ 0.25× and p99 ≤ 50 ms", () => {
    const table = formatPagesTable(figures('/favicon.svg (static)', 4000, 7), [
      figures('/', 1200, 30),
      figures('/shops', 900, 20),
      figures('/reviews', 1500, 80),
    ]);
    const rows = table.split('\n');
    expect(rows).toHaveLength(6);
    expect(rows[2]).toContain('1.00×');
    expect(rows[3]).toMatch(/\| \/\s+\| 1,200\s+\|.*0\.30× ✓/);
    expect(rows[4]).toContain('0.23× ✗');
    expect(rows[5]).toContain('0.38× ✗');
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
});
