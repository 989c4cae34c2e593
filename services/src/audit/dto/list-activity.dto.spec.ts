import { isInstant } from './list-activity.dto';

describe('isInstant (from / to of GET /api/admin/activity)', () => {
  it.each([
    '2026-11-25',
    '2026-11-25T18:00:00Z',
    '2026-11-25T18:00:00.000Z',
    '2026-11-26T00:00:00+06:00',
    // Years below 100 are four-digit years like any other (schemathesis sent this one).
    '0050-03-27',
    '0000-02-29',
    '2024-02-29',
    '9999-12-31',
  ])('takes %s', (value) => expect(isInstant(value)).toBe(true));

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-11',
    '2026',
    '2026-W01',
    '2026-11-25T18:00',
    '2026-11-25 18:00:00Z',
    'yesterday',
    '',
    20261125,
  ])('refuses %s', (value) => expect(isInstant(value)).toBe(false));
});
