import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type Bilingual,
  PART_CATEGORIES,
  type PartCategory,
  type SpecChoice,
  SPEC_FIELD_TYPES,
  type SpecField,
  type SpecFieldType,
  type SpecGroup,
  type SpecTemplate,
} from '@shop/contracts';
import { SPEC_KEY_PATTERN, SPEC_LIMITS } from '@shop/rules';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/**
 * The shapes of a spec template, for the document and for the PUT body. The body's DTOs check
 * types and sizes; what they cannot say (unique keys, min ≤ max, labels in both languages) is
 * `checkSpecTemplate` of @shop/rules, which the admin's form runs too.
 */
export class BilingualTextDto implements Bilingual {
  @ApiProperty({ example: 'Battery', maxLength: SPEC_LIMITS.label })
  @IsString({ message: 'en must be text' })
  @MaxLength(SPEC_LIMITS.label, {
    message: `en must be ${SPEC_LIMITS.label} characters or shorter`,
  })
  en!: string;

  @ApiProperty({ example: 'ব্যাটারি', maxLength: SPEC_LIMITS.label })
  @IsString({ message: 'bn must be text' })
  @MaxLength(SPEC_LIMITS.label, {
    message: `bn must be ${SPEC_LIMITS.label} characters or shorter`,
  })
  bn!: string;
}

const KEY = {
  pattern: SPEC_KEY_PATTERN.source,
  maxLength: SPEC_LIMITS.key,
};

export class SpecChoiceDto implements SpecChoice {
  @ApiProperty({ ...KEY, example: '5-3' })
  @IsString({ message: 'value must be text' })
  @MaxLength(SPEC_LIMITS.key)
  value!: string;

  @ApiProperty({ type: BilingualTextDto })
  @IsObject()
  @ValidateNested()
  @Type(() => BilingualTextDto)
  label!: BilingualTextDto;
}

export class SpecFieldDto implements SpecField {
  @ApiProperty({ ...KEY, example: 'battery-capacity' })
  @IsString({ message: 'key must be text' })
  @MaxLength(SPEC_LIMITS.key)
  key!: string;

  @ApiProperty({ type: BilingualTextDto })
  @IsObject()
  @ValidateNested()
  @Type(() => BilingualTextDto)
  label!: BilingualTextDto;

  @ApiProperty({ enum: SPEC_FIELD_TYPES })
  @IsIn(SPEC_FIELD_TYPES, { message: `type must be one of: ${SPEC_FIELD_TYPES.join(', ')}` })
  type!: SpecFieldType;

  @ApiPropertyOptional({ type: BilingualTextDto, description: 'number fields: the unit' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => BilingualTextDto)
  unit?: BilingualTextDto;

  @ApiPropertyOptional({ description: 'number fields: the smallest value allowed' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'min must be a number' })
  min?: number;

  @ApiPropertyOptional({ description: 'number fields: the largest value allowed' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'max must be a number' })
  max?: number;

  @ApiPropertyOptional({ type: [SpecChoiceDto], maxItems: SPEC_LIMITS.choices })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SPEC_LIMITS.choices)
  @ValidateNested({ each: true })
  @Type(() => SpecChoiceDto)
  choices?: SpecChoiceDto[];
}

export class SpecGroupDto implements SpecGroup {
  @ApiProperty({ ...KEY, example: 'battery' })
  @IsString({ message: 'key must be text' })
  @MaxLength(SPEC_LIMITS.key)
  key!: string;

  @ApiProperty({ type: BilingualTextDto })
  @IsObject()
  @ValidateNested()
  @Type(() => BilingualTextDto)
  label!: BilingualTextDto;

  @ApiProperty({ type: [SpecFieldDto], maxItems: SPEC_LIMITS.fieldsPerGroup })
  @IsArray()
  @ArrayMaxSize(SPEC_LIMITS.fieldsPerGroup)
  @ValidateNested({ each: true })
  @Type(() => SpecFieldDto)
  fields!: SpecFieldDto[];
}

/** `PUT /api/admin/spec-templates/:category`. */
export class SaveSpecTemplateDto {
  @ApiProperty({ type: [SpecGroupDto], maxItems: SPEC_LIMITS.groups })
  @IsArray({ message: 'groups must be a list' })
  @ArrayMaxSize(SPEC_LIMITS.groups)
  @ValidateNested({ each: true })
  @Type(() => SpecGroupDto)
  groups!: SpecGroupDto[];

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 3,
    description: 'The revision the edit started from (0: the built-in default never saved)',
  })
  @IsInt({ message: 'revision must be a whole number' })
  @Min(0, { message: 'revision must be 0 or more' })
  revision!: number;
}

/** A category's template as the API answers it. */
export class SpecTemplateDto implements SpecTemplate {
  @ApiProperty({ enum: PART_CATEGORIES })
  category!: PartCategory;

  @ApiProperty({ type: [SpecGroupDto] })
  groups!: SpecGroupDto[];

  @ApiProperty({ type: 'integer', minimum: 0, description: '0: the built-in default, never saved' })
  revision!: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'Absent for the built-in default' })
  updatedAt?: string;
}
