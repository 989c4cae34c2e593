import { smsSegments } from './sms-segments';

describe('smsSegments', () => {
  it('counts GSM-7 texts in septets: 160 in one segment, then 153 per segment', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts the extension characters as two septets', () => {
    expect(smsSegments('{€}')).toEqual({ encoding: 'GSM-7', units: 6, segments: 1 });
    expect(smsSegments(`${'a'.repeat(158)}€`)).toMatchObject({ units: 160, segments: 1 });
    expect(smsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('sends Bengali and the taka sign as UCS-2: 70 in one segment, then 67 per segment', () => {
    expect(smsSegments('৳')).toEqual({ encoding: 'UCS-2', units: 1, segments: 1 });
    expect(smsSegments('অ'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegments('অ'.repeat(71))).toMatchObject({ segments: 2 });
    expect(smsSegments('অ'.repeat(134))).toMatchObject({ segments: 2 });
    expect(smsSegments('অ'.repeat(135))).toMatchObject({ segments: 3 });
    expect(smsSegments(`Order ${'a'.repeat(63)}৳`)).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
  });

  it('counts a character outside the BMP as two UTF-16 units', () => {
    expect(smsSegments('😀')).toEqual({ encoding: 'UCS-2', units: 2, segments: 1 });
  });
});
