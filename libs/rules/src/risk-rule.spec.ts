import { DEFAULT_RISK_RULE, matchesRiskRule, riskRuleError, successPercent } from './risk-rule';

describe('matchesRiskRule (at least 3 parcels, under 60 % delivered)', () => {
  const rule = DEFAULT_RISK_RULE;

  it.each([
    [0, 0, false], // no history: nothing to judge
    [0, 2, false], // two refused: fewer parcels than the rule asks
    [1, 2, true], // 33 %
    [2, 2, true], // 50 %
    [3, 2, false], // exactly 60 %: not below
    [5, 4, true], // 55.6 %
    [6, 4, false], // 60 %
    [59, 41, true], // 59 %
    [599, 401, true], // 59.9 %: rounding would hide it
  ])('%i delivered, %i sent back → %s', (delivered, failed, expected) => {
    expect(matchesRiskRule(rule, delivered, failed)).toBe(expected);
  });

  it('a disabled rule matches nothing', () => {
    expect(matchesRiskRule({ ...rule, enabled: false }, 0, 10)).toBe(false);
  });

  it('minParcels 1 judges a single refused parcel', () => {
    expect(matchesRiskRule({ ...rule, minParcels: 1 }, 0, 1)).toBe(true);
  });
});

describe('successPercent', () => {
  it('is null without parcels and rounds otherwise', () => {
    expect(successPercent(0, 0)).toBeNull();
    expect(successPercent(1, 2)).toBe(33);
    expect(successPercent(2, 1)).toBe(67);
    expect(successPercent(3, 0)).toBe(100);
  });
});

describe('riskRuleError', () => {
  it.each([
    [{ minParcels: 3, minSuccessPercent: 60 }, undefined],
    [{ minParcels: 1, minSuccessPercent: 1 }, undefined],
    [{ minParcels: 1000, minSuccessPercent: 100 }, undefined],
    [{ minParcels: 0, minSuccessPercent: 60 }, 'minParcels'],
    [{ minParcels: 1001, minSuccessPercent: 60 }, 'minParcels'],
    [{ minParcels: 2.5, minSuccessPercent: 60 }, 'minParcels'],
    [{ minParcels: 3, minSuccessPercent: 0 }, 'minSuccessPercent'],
    [{ minParcels: 3, minSuccessPercent: 101 }, 'minSuccessPercent'],
    [{ minParcels: 3, minSuccessPercent: Number.NaN }, 'minSuccessPercent'],
  ])('%j → %s', (rule, field) => {
    expect(riskRuleError(rule)?.field).toBe(field);
  });
});
