import type { RiskRule } from '@shop/contracts';

/** At most this many parcels may be asked for (a rule beyond it would never match anyone). */
export const MAX_RISK_MIN_PARCELS = 1000;

/** Until the owner saves one: at least 3 finished parcels, fewer than 60 % delivered, marked. */
export const DEFAULT_RISK_RULE: RiskRule = {
  enabled: true,
  minParcels: 3,
  minSuccessPercent: 60,
  action: 'mark',
};

export const RISK_RULE_MESSAGES = {
  minParcels: `Minimum parcels must be a whole number from 1 to ${MAX_RISK_MIN_PARCELS}`,
  minSuccessPercent: 'Minimum success ratio must be a whole number of percent from 1 to 100',
} as const;
export type RiskRuleMessage = keyof typeof RISK_RULE_MESSAGES;

export const RISK_RULE_MESSAGES_BN: Readonly<Record<RiskRuleMessage, string>> = {
  minParcels: `ন্যূনতম পার্সেল ১ থেকে ১০০০ এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে`,
  minSuccessPercent: 'ন্যূনতম সফলতার হার ১ থেকে ১০০ শতাংশের মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
};

const wholeBetween = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The first problem of a rule as typed, by field (the form and the API answer the same). */
export function riskRuleError(
  rule: Pick<RiskRule, 'minParcels' | 'minSuccessPercent'>,
): { field: RiskRuleMessage; message: RiskRuleMessage } | undefined {
  if (!wholeBetween(rule.minParcels, 1, MAX_RISK_MIN_PARCELS))
    return { field: 'minParcels', message: 'minParcels' };
  if (!wholeBetween(rule.minSuccessPercent, 1, 100))
    return { field: 'minSuccessPercent', message: 'minSuccessPercent' };
  return undefined;
}

/** Delivered parcels as a whole percentage of the finished ones (delivered + sent back); null for none. */
export function successPercent(delivered: number, failed: number): number | null {
  const parcels = delivered + failed;
  return parcels === 0 ? null : Math.round((delivered / parcels) * 100);
}

/**
 * Whether a phone's finished parcels match the rule: at least `minParcels` of them, and fewer than
 * `minSuccessPercent` % delivered (compared exactly, not rounded: 59.9 % is below 60 %).
 */
export function matchesRiskRule(rule: RiskRule, delivered: number, failed: number): boolean {
  const parcels = delivered + failed;
  if (!rule.enabled || parcels === 0 || parcels < rule.minParcels) return false;
  return delivered * 100 < rule.minSuccessPercent * parcels;
}
