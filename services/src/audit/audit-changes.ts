import type { AuditChange } from '@shop/contracts';

type Value = AuditChange['before'];

/**
 * The fields of `fields` whose value differs between `before` and `after`, in that order, as
 * `{field, before, after}`. Dates become ISO text, undefined sides are left out (the field did not
 * exist), anything else that is not text, a number, a boolean or null becomes text.
 */
export function changesBetween<T extends object>(
  before: Partial<T>,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const from = auditValue(before[field]);
    const to = auditValue(after[field]);
    if (from === to) continue;
    changes.push({
      field,
      ...(from === undefined ? {} : { before: from }),
      ...(to === undefined ? {} : { after: to }),
    });
  }
  return changes;
}

/** A value as the log stores it. */
export function auditValue(value: unknown): Value | undefined {
  if (value === undefined) return undefined;
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return value;
  }
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
