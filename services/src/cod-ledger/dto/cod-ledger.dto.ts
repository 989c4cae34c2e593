import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  COD_COURIERS,
  COD_DIFFERENCES,
  COD_PAYOUT_STATUSES,
  COD_STATEMENT_COLUMNS,
  type CodCourier,
  type CodCourierTotal,
  type CodDifference,
  type CodLedgerPage,
  type CodLedgerRow,
  type CodPayout,
  type CodPayoutRequest,
  type CodPayoutStatus,
  type CodStatementImport,
  MAX_COD_STATEMENT_BYTES,
} from '@shop/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { IntegerParam, OBJECT_ID_PATTERN } from '../../common';
import { DEFAULT_LEDGER_PAGE_LIMIT } from '../cod-ledger.service';

export const MAX_LEDGER_PAGE_LIMIT = 100;
export const MAX_PAYOUT_TAKA = 100_000_000;
export const MAX_ALLOCATIONS = 500;
const COURIER_MESSAGE = `courier must be one of: ${COD_COURIERS.join(', ')}`;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `GET /api/admin/cod-ledger`. */
export class LedgerQueryDto {
  @ApiPropertyOptional({ enum: COD_COURIERS })
  @IsOptional()
  @IsIn(COD_COURIERS, { message: COURIER_MESSAGE })
  courier?: CodCourier;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: only consignments whose figures differ',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'differing must be true or false' })
  differing?: 'true' | 'false';

  @IntegerParam('page', 1, 1_000_000, { default: 1 })
  page?: number;

  @IntegerParam('limit', 1, MAX_LEDGER_PAGE_LIMIT, { default: DEFAULT_LEDGER_PAGE_LIMIT })
  limit?: number;
}

/** `POST /api/admin/cod-ledger/statements?courier=`. */
export class StatementQueryDto {
  @ApiProperty({ enum: COD_COURIERS, description: 'Whose statement it is' })
  @IsIn(COD_COURIERS, { message: COURIER_MESSAGE })
  courier!: CodCourier;
}

export class PayoutAllocationDto {
  @ApiProperty({ example: '1234567', maxLength: 60, pattern: '^[A-Za-z0-9_-]{1,60}$' })
  @IsString({ message: 'consignmentId must be text' })
  @Matches(/^[A-Za-z0-9_-]{1,60}$/, {
    message: 'consignmentId must be letters, digits, - or _ (at most 60)',
  })
  consignmentId!: string;

  @ApiProperty({
    type: 'integer',
    minimum: -MAX_PAYOUT_TAKA,
    maximum: MAX_PAYOUT_TAKA,
    description: 'Whole taka',
  })
  @IsInt({ message: 'amount must be whole taka' })
  @Min(-MAX_PAYOUT_TAKA, { message: `amount must be at least -${MAX_PAYOUT_TAKA}` })
  @Max(MAX_PAYOUT_TAKA, { message: `amount must be at most ${MAX_PAYOUT_TAKA}` })
  amount!: number;
}

/** `POST /api/admin/cod-ledger/payouts`. */
export class RecordPayoutDto implements CodPayoutRequest {
  @ApiProperty({ enum: COD_COURIERS })
  @IsIn(COD_COURIERS, { message: COURIER_MESSAGE })
  courier!: CodCourier;

  @ApiProperty({ format: 'date', example: '2026-11-28', description: 'The day the money arrived' })
  @IsString({ message: 'paidOn must be a day (YYYY-MM-DD)' })
  @Matches(DAY, { message: 'paidOn must be a day (YYYY-MM-DD)' })
  paidOn!: string;

  @ApiProperty({
    example: 'SF-PAY-20261128',
    minLength: 1,
    maxLength: 100,
    description: "The courier's payment reference",
  })
  @IsString({ message: 'reference must be text' })
  @MinLength(1, { message: 'reference is required' })
  @MaxLength(100, { message: 'reference must be at most 100 characters' })
  @Matches(/\S/, { message: 'reference is required' })
  reference!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAYOUT_TAKA,
    description: 'Whole taka received',
  })
  @IsInt({ message: 'amount must be whole taka' })
  @Min(1, { message: 'amount must be at least 1 taka' })
  @Max(MAX_PAYOUT_TAKA, { message: `amount must be at most ${MAX_PAYOUT_TAKA}` })
  amount!: number;

  @ApiPropertyOptional({
    type: [PayoutAllocationDto],
    maxItems: MAX_ALLOCATIONS,
    description:
      'Per consignment (adding up to at most the amount); absent: the oldest unpaid consignments first',
  })
  @IsOptional()
  @IsArray({ message: 'allocations must be a list' })
  @ArrayMaxSize(MAX_ALLOCATIONS, {
    message: `allocations may name at most ${MAX_ALLOCATIONS} consignments`,
  })
  @ValidateNested({ each: true })
  @Type(() => PayoutAllocationDto)
  allocations?: PayoutAllocationDto[];
}

/** The multipart form of a statement upload (for the OpenAPI document). */
export class StatementUploadDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: `CSV (UTF-8), at most ${MAX_COD_STATEMENT_BYTES / 1024} KB; a header row naming ${COD_STATEMENT_COLUMNS.join(', ')}`,
  })
  statement!: unknown;
}

export class CodLedgerRowDto implements CodLedgerRow {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN }) shipmentId!: string;
  @ApiProperty({ enum: COD_COURIERS }) courier!: CodCourier;
  @ApiProperty({ description: 'The order number' }) invoice!: string;
  @ApiProperty() consignmentId!: string;
  @ApiProperty() state!: string;
  @ApiProperty({ format: 'date-time' }) bookedAt!: string;
  @ApiProperty({ type: 'integer' }) amountToCollect!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null: not reported yet' })
  collected!: number | null;
  @ApiProperty({ type: 'integer' }) deliveryCharge!: number;
  @ApiProperty({ type: 'integer' }) codFee!: number;
  @ApiProperty({ type: 'integer' }) payoutExpected!: number;
  @ApiProperty({ type: 'integer' }) payoutReceived!: number;
  @ApiProperty({ type: 'integer', description: 'payoutExpected − payoutReceived' })
  difference!: number;
  @ApiProperty({ enum: COD_PAYOUT_STATUSES }) status!: CodPayoutStatus;
  @ApiProperty({ enum: COD_DIFFERENCES, isArray: true }) differences!: CodDifference[];
  @ApiProperty({ enum: ['statement', 'courier', 'none'] }) figuresFrom!:
    'statement' | 'courier' | 'none';
}

export class CodCourierTotalDto implements CodCourierTotal {
  @ApiProperty({ enum: COD_COURIERS }) courier!: CodCourier;
  @ApiProperty({ type: 'integer' }) consignments!: number;
  @ApiProperty({ type: 'integer' }) differing!: number;
  @ApiProperty({ type: 'integer' }) payoutExpected!: number;
  @ApiProperty({ type: 'integer' }) payoutReceived!: number;
  @ApiProperty({ type: 'integer' }) unallocated!: number;
  @ApiProperty({
    type: 'integer',
    description: 'What the courier still owes the shop (negative: overpaid)',
  })
  owed!: number;
}

export class CodLedgerPageDto implements CodLedgerPage {
  @ApiProperty({ type: [CodLedgerRowDto] }) items!: CodLedgerRowDto[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) limit!: number;
  @ApiProperty({ type: [CodCourierTotalDto] }) totals!: CodCourierTotalDto[];
}

export class CodPayoutDto implements CodPayout {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN }) _id!: string;
  @ApiProperty({ enum: COD_COURIERS }) courier!: CodCourier;
  @ApiProperty({ format: 'date' }) paidOn!: string;
  @ApiProperty() reference!: string;
  @ApiProperty({ type: 'integer' }) amount!: number;
  @ApiProperty({ type: 'integer' }) allocated!: number;
  @ApiProperty({ enum: ['manual', 'statement'] }) source!: 'manual' | 'statement';
  @ApiProperty({
    description: 'This reference was already recorded with this amount: nothing new written',
  })
  duplicate!: boolean;
}

export class CodStatementImportDto implements CodStatementImport {
  @ApiProperty({ enum: COD_COURIERS }) courier!: CodCourier;
  @ApiProperty({ type: 'integer' }) rows!: number;
  @ApiProperty({ type: 'integer' }) payoutsRecorded!: number;
  @ApiProperty({ type: 'integer' }) alreadyRecorded!: number;
}
