import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type AuditEntryPage,
  type AuditTargetType,
} from '@shop/contracts';
import { OBJECT_ID_PATTERN, PageDto } from '../../common';

const VALUE_TYPES = [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }];

export class AuditChangeDto implements AuditChange {
  @ApiProperty({ example: 'price' })
  field!: string;

  @ApiPropertyOptional({
    oneOf: VALUE_TYPES,
    nullable: true,
    example: 1200,
    description: 'Absent: the field did not exist',
  })
  before?: string | number | boolean | null;

  @ApiPropertyOptional({
    oneOf: VALUE_TYPES,
    nullable: true,
    example: 1150,
    description: 'Absent: the field was removed',
  })
  after?: string | number | boolean | null;
}

export class AuditActorDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN })
  userId!: string;

  @ApiProperty({ example: 'Shop Admin', description: 'As it was at the time' })
  name!: string;

  @ApiProperty({ example: 'admin@shop.local', description: 'As it was at the time' })
  email!: string;
}

export class AuditTargetDto {
  @ApiProperty({ enum: AUDIT_TARGET_TYPES })
  type!: AuditTargetType;

  @ApiProperty({
    description:
      "The record's 24-character hex id; for a spec template (`spec-template`), its category",
    example: '665f1e000000000000000008',
  })
  id!: string;

  @ApiProperty({ example: 'Boat Airdopes 141', description: 'What a person reads' })
  label!: string;
}

export class AuditEntryDto implements AuditEntry {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN })
  _id!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action!: AuditAction;

  @ApiProperty({ type: AuditActorDto })
  actor!: AuditActorDto;

  @ApiProperty({ type: AuditTargetDto })
  target!: AuditTargetDto;

  @ApiProperty({ type: AuditChangeDto, isArray: true })
  changes!: AuditChangeDto[];

  @ApiPropertyOptional({ description: 'The reason or note the admin gave' })
  note?: string;
}

export class AuditActorOptionDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN })
  userId!: string;

  @ApiProperty({ example: 'Shop Admin' })
  name!: string;
}

export class AuditEntryPageDto
  extends PageDto(AuditEntryDto, { total: 42, limit: 20 })
  implements AuditEntryPage {
  @ApiProperty({
    type: AuditActorOptionDto,
    isArray: true,
    description: 'Every admin (current and former) who appears in the log, by name',
  })
  actors!: AuditActorOptionDto[];
}
