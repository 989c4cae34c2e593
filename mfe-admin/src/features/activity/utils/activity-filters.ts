import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '@shop/contracts';

/** The "what" filter's value: a kind of thing (`type:order`) or one action (`action:order.refunded`). */
export type WhatFilter = `type:${AuditTargetType}` | `action:${AuditAction}`;

export const WHAT_TYPES = AUDIT_TARGET_TYPES.map((type) => `type:${type}` as const);
export const WHAT_ACTIONS = AUDIT_ACTIONS.map((action) => `action:${action}` as const);

const WHATS: readonly string[] = [...WHAT_TYPES, ...WHAT_ACTIONS];

/** A "what" from the address, or undefined when absent or unknown. */
export function whatFrom(value: string | null): WhatFilter | undefined {
  return value !== null && WHATS.includes(value) ? (value as WhatFilter) : undefined;
}

/** The API's `targetType` or `action` of a "what". */
export function whatQuery(what: WhatFilter | undefined): {
  targetType?: AuditTargetType;
  action?: AuditAction;
} {
  if (!what) return {};
  const [kind, value] = what.split(/:(.*)/s) as [string, string];
  return kind === 'type'
    ? { targetType: value as AuditTargetType }
    : { action: value as AuditAction };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day from the address (`YYYY-MM-DD`, a real date), or undefined. */
export function dayFrom(value: string | null): string | undefined {
  const match = value ? DAY.exec(value) : null;
  if (!match) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** Bangladesh time is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET = '+06:00';

/**
 * The instants of a range of calendar days in Asia/Dhaka: from the first day's midnight to the
 * last moment of the last day, as the API's `from` / `to`.
 */
export function dhakaDayRange(first?: string, last?: string): { from?: string; to?: string } {
  return {
    ...(first ? { from: new Date(`${first}T00:00:00.000${DHAKA_OFFSET}`).toISOString() } : {}),
    ...(last ? { to: new Date(`${last}T23:59:59.999${DHAKA_OFFSET}`).toISOString() } : {}),
  };
}

/** An account id from the address (24 hex characters), or undefined. */
export function actorFrom(value: string | null): string | undefined {
  return value && /^[0-9a-f]{24}$/i.test(value) ? value : undefined;
}
