import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '@shop/contracts';
import {
  IsIn,
  IsInt,
  IsMongoId,
  IsOptional,
  isISO8601,
  Max,
  Min,
  ValidateBy,
} from 'class-validator';
import { OBJECT_ID_PATTERN } from '../../common/swagger';
import { DecimalText } from '../../common/validation';
import { DEFAULT_AUDIT_PAGE_LIMIT } from '../audit.service';

export const MAX_AUDIT_PAGE_LIMIT = 100;
export const MAX_AUDIT_PAGE = 1_000_000;

const toInteger = DecimalText();
const pageMessage = `page must be a whole number from 1 to ${MAX_AUDIT_PAGE}`;
const limitMessage = `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE_LIMIT}`;

/** An ISO 8601 date or date-time (`2026-11-25`, `2026-11-25T18:00:00.000Z`) that names a real moment. */
function IsInstant(field: string): PropertyDecorator {
  return ValidateBy({
    name: 'isInstant',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        isISO8601(value, { strict: true, strictSeparator: true }) &&
        !Number.isNaN(Date.parse(value)),
      defaultMessage: () =>
        `${field} must be a date or date-time in ISO 8601 (2026-11-25 or 2026-11-25T18:00:00.000Z)`,
    },
  });
}

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
    format: 'date-time',
    example: '2026-11-24T18:00:00.000Z',
  })
  @IsOptional()
  @IsInstant('from')
  from?: string;

  @ApiPropertyOptional({
    description: 'Entries at or before this moment',
    format: 'date-time',
    example: '2026-11-25T17:59:59.999Z',
  })
  @IsOptional()
  @IsInstant('to')
  to?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_AUDIT_PAGE, default: 1 })
  @IsOptional()
  @toInteger
  @IsInt({ message: pageMessage })
  @Min(1, { message: pageMessage })
  @Max(MAX_AUDIT_PAGE, { message: pageMessage })
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_AUDIT_PAGE_LIMIT,
    default: DEFAULT_AUDIT_PAGE_LIMIT,
  })
  @IsOptional()
  @toInteger
  @IsInt({ message: limitMessage })
  @Min(1, { message: limitMessage })
  @Max(MAX_AUDIT_PAGE_LIMIT, { message: limitMessage })
  limit?: number;
}
