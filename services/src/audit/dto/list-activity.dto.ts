import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '@shop/contracts';
import { IsIn, IsMongoId, IsOptional, isRFC3339, ValidateBy } from 'class-validator';
import { IntegerParam, OBJECT_ID_PATTERN } from '../../common';
import { DEFAULT_AUDIT_PAGE_LIMIT } from '../audit.service';

export const MAX_AUDIT_PAGE_LIMIT = 100;
export const MAX_AUDIT_PAGE = 1_000_000;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** RFC 3339 `date-time` (JSON Schema's format) separates the date and time with T, not a space. */
const DATE_TIME_START = /^\d{4}-\d{2}-\d{2}[Tt]/;

/**
 * A calendar day (`2026-11-25`: its midnight UTC) or an RFC 3339 date-time
 * (`2026-11-25T18:00:00.000Z`, `2026-11-26T00:00:00+06:00`) naming a real moment — exactly the
 * OpenAPI `date` and `date-time` formats the document gives.
 */
export function isInstant(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const day = CALENDAR_DAY.exec(value);
  const shaped = day
    ? isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3]))
    : DATE_TIME_START.test(value) && isRFC3339(value);
  return shaped && !Number.isNaN(Date.parse(value));
}

/**
 * Whether the day exists in the proleptic Gregorian calendar, for every four-digit year (0000–9999,
 * as RFC 3339 allows). class-validator's strict `isISO8601` builds a `Date` from the parts, which
 * maps years below 100 to 19xx and so refuses `0050-03-27`.
 */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

function IsInstant(field: string): PropertyDecorator {
  return ValidateBy({
    name: 'isInstant',
    validator: {
      validate: isInstant,
      defaultMessage: () =>
        `${field} must be a date (2026-11-25) or a date-time (2026-11-25T18:00:00.000Z)`,
    },
  });
}

const INSTANT_SCHEMA = {
  anyOf: [
    { type: 'string', format: 'date' },
    { type: 'string', format: 'date-time' },
  ],
};

/** `GET /api/admin/activity`: every filter optional; newest first. */
export class ListActivityQueryDto {
  @ApiPropertyOptional({ description: "The admin's account id", pattern: OBJECT_ID_PATTERN })
  @IsOptional()
  @IsMongoId({ message: 'actor must be an account id' })
  actor?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ enum: AUDIT_TARGET_TYPES })
  @IsOptional()
  @IsIn(AUDIT_TARGET_TYPES, {
    message: `targetType must be one of: ${AUDIT_TARGET_TYPES.join(', ')}`,
  })
  targetType?: AuditTargetType;

  @ApiPropertyOptional({
    description: 'The id of the product, order, account, review or message',
    pattern: OBJECT_ID_PATTERN,
  })
  @IsOptional()
  @IsMongoId({ message: 'targetId must be the id of a product, order, account, review or message' })
  targetId?: string;

  @ApiPropertyOptional({
    description: 'Entries at or after this moment (a date alone: its midnight UTC)',
    ...INSTANT_SCHEMA,
    example: '2026-11-24T18:00:00.000Z',
  })
  @IsOptional()
  @IsInstant('from')
  from?: string;

  @ApiPropertyOptional({
    description: 'Entries at or before this moment (a date alone: its midnight UTC)',
    ...INSTANT_SCHEMA,
    example: '2026-11-25T17:59:59.999Z',
  })
  @IsOptional()
  @IsInstant('to')
  to?: string;

  @IntegerParam('page', 1, MAX_AUDIT_PAGE, { default: 1 })
  page?: number;

  @IntegerParam('limit', 1, MAX_AUDIT_PAGE_LIMIT, { default: DEFAULT_AUDIT_PAGE_LIMIT })
  limit?: number;
}
