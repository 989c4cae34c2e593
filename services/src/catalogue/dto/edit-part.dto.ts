import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PART_CATEGORIES,
  type PartCategory,
  type ProductPhoto,
  type ProductSpec,
  type SpecValue,
  type Warranty,
  WARRANTY_TYPES,
  type WarrantyType,
} from '@shop/contracts';
import {
  MAX_SHIPPING_WEIGHT_GRAMS,
  type ProductFields,
  SPEC_KEY_PATTERN,
  SPEC_LIMITS,
  validateProduct,
} from '@shop/rules';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { FollowsRule, Trimmed } from '../../common';

/** A product has 1 to this many photos. */
export const MAX_PRODUCT_PHOTOS = 8;
/** Longest brand, Bengali name and description, alt text and what a warranty covers. */
export const PRODUCT_EDIT_LIMITS = {
  brand: 80,
  nameBn: 200,
  descriptionBn: 2000,
  alt: 300,
  covers: 300,
  warrantyMonths: 120,
} as const;

function productRule(field: keyof ProductFields): (value: unknown) => string | undefined {
  return (value) => validateProduct({ [field]: value })[field];
}

class EditBilingualDto {
  @ApiProperty({ maxLength: PRODUCT_EDIT_LIMITS.alt, example: 'The watch from the front' })
  @IsString({ message: 'en must be text' })
  @MaxLength(PRODUCT_EDIT_LIMITS.alt, {
    message: `en must be ${PRODUCT_EDIT_LIMITS.alt} characters or shorter`,
  })
  en!: string;

  @ApiProperty({ maxLength: PRODUCT_EDIT_LIMITS.alt, example: 'সামনে থেকে ঘড়িটি' })
  @IsString({ message: 'bn must be text' })
  @MaxLength(PRODUCT_EDIT_LIMITS.alt, {
    message: `bn must be ${PRODUCT_EDIT_LIMITS.alt} characters or shorter`,
  })
  bn!: string;
}

export class EditWarrantyDto implements Warranty {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: PRODUCT_EDIT_LIMITS.warrantyMonths,
    example: 12,
  })
  @IsInt({ message: 'warranty.months must be a whole number' })
  @Min(0, { message: 'warranty.months must be 0 or more' })
  @Max(PRODUCT_EDIT_LIMITS.warrantyMonths, {
    message: `warranty.months must be ${PRODUCT_EDIT_LIMITS.warrantyMonths} or less`,
  })
  months!: number;

  @ApiProperty({ enum: WARRANTY_TYPES })
  @IsIn(WARRANTY_TYPES, { message: `warranty.type must be one of: ${WARRANTY_TYPES.join(', ')}` })
  type!: WarrantyType;

  @ApiProperty({ type: EditBilingualDto, description: 'What it covers, in both languages' })
  @IsObject({ message: 'warranty.covers must be an object {en, bn}' })
  @ValidateNested()
  @Type(() => EditBilingualDto)
  covers!: EditBilingualDto;
}

export class EditSpecDto implements ProductSpec {
  @ApiProperty({
    pattern: SPEC_KEY_PATTERN.source,
    maxLength: SPEC_LIMITS.key,
    example: 'battery-capacity',
  })
  @IsString({ message: 'specs.key must be text' })
  @MaxLength(SPEC_LIMITS.key)
  key!: string;

  @ApiProperty({
    oneOf: [
      { type: 'number' },
      { type: 'string', maxLength: SPEC_LIMITS.textValue },
      { type: 'boolean' },
    ],
    description:
      "A number in the field's unit, a choice's value, yes/no, or text (checked against the category's template)",
    example: 300,
  })
  @FollowsRule('spec-value', (value) =>
    typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string'
      ? undefined
      : 'specs.value must be a number, text or yes/no',
  )
  value!: SpecValue;
}

export class EditPhotoDto implements ProductPhoto {
  @ApiProperty({
    maxLength: 200,
    example: '/uploads/images/0123456789abcdef0123456789abcdef-800.webp',
    description: "An image uploaded with POST /api/images, or one of the product's current photos",
  })
  @IsString({ message: 'photos.url must be text' })
  @MaxLength(200)
  url!: string;

  @ApiProperty({ type: EditBilingualDto, description: 'What the photo shows, in both languages' })
  @IsObject({ message: 'photos.alt must be an object {en, bn}' })
  @ValidateNested()
  @Type(() => EditBilingualDto)
  alt!: EditBilingualDto;
}

/**
 * `PATCH /api/admin/products/:id`: any of these; what is left out stays as it is. Name and
 * description follow the Add Product rules; specs are checked against the template of the
 * product's category (the new one when `category` changes it).
 */
export class EditPartDto {
  @ApiPropertyOptional({ maxLength: 200, example: 'Xiaomi Redmi Watch 5 Active' })
  @IsOptional()
  @Trimmed()
  @FollowsRule('product-name', productRule('name'))
  name?: string;

  @ApiPropertyOptional({
    maxLength: PRODUCT_EDIT_LIMITS.nameBn,
    description: "Bengali name; '' removes it",
  })
  @IsOptional()
  @IsString({ message: 'nameBn must be text' })
  @MaxLength(PRODUCT_EDIT_LIMITS.nameBn, {
    message: `nameBn must be ${PRODUCT_EDIT_LIMITS.nameBn} characters or shorter`,
  })
  nameBn?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @Trimmed()
  @FollowsRule('product-description', productRule('description'))
  description?: string;

  @ApiPropertyOptional({
    maxLength: PRODUCT_EDIT_LIMITS.descriptionBn,
    description: "'' removes it",
  })
  @IsOptional()
  @IsString({ message: 'descriptionBn must be text' })
  @MaxLength(PRODUCT_EDIT_LIMITS.descriptionBn, {
    message: `descriptionBn must be ${PRODUCT_EDIT_LIMITS.descriptionBn} characters or shorter`,
  })
  descriptionBn?: string;

  @ApiPropertyOptional({ enum: PART_CATEGORIES })
  @IsOptional()
  @IsIn(PART_CATEGORIES, { message: `category must be one of: ${PART_CATEGORIES.join(', ')}` })
  category?: PartCategory;

  @ApiPropertyOptional({ maxLength: PRODUCT_EDIT_LIMITS.brand, example: 'Xiaomi' })
  @IsOptional()
  @IsString({ message: 'brand must be text' })
  @MaxLength(PRODUCT_EDIT_LIMITS.brand, {
    message: `brand must be ${PRODUCT_EDIT_LIMITS.brand} characters or shorter`,
  })
  brand?: string;

  @ApiPropertyOptional({ type: EditWarrantyDto })
  @IsOptional()
  @IsObject({ message: 'warranty must be an object {months, type, covers}' })
  @ValidateNested()
  @Type(() => EditWarrantyDto)
  warranty?: EditWarrantyDto;

  @ApiPropertyOptional({
    type: [EditSpecDto],
    description: 'The whole spec sheet (replaces the stored one)',
  })
  @IsOptional()
  @IsArray({ message: 'specs must be a list' })
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => EditSpecDto)
  specs?: EditSpecDto[];

  @ApiPropertyOptional({
    type: [EditPhotoDto],
    minItems: 1,
    maxItems: MAX_PRODUCT_PHOTOS,
    description: 'In the order shown; the first becomes img',
  })
  @IsOptional()
  @IsArray({ message: 'photos must be a list' })
  @ArrayMinSize(1, { message: 'photos must hold at least 1 photo' })
  @ArrayMaxSize(MAX_PRODUCT_PHOTOS, {
    message: `photos must hold at most ${MAX_PRODUCT_PHOTOS} photos`,
  })
  @ValidateNested({ each: true })
  @Type(() => EditPhotoDto)
  photos?: EditPhotoDto[];

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_SHIPPING_WEIGHT_GRAMS,
    example: 450,
    description:
      "The packed parcel's weight in grams: what the delivery charge's weight slabs read and what couriers are told. Without one, the category's default counts",
  })
  @IsOptional()
  @Min(1, { message: 'shippingWeightGrams must be at least 1 gram' })
  @Max(MAX_SHIPPING_WEIGHT_GRAMS, {
    message: `shippingWeightGrams must be at most ${MAX_SHIPPING_WEIGHT_GRAMS} grams`,
  })
  // Last, so it is checked (and named) first: "heavy" is not a number at all.
  @IsInt({ message: 'shippingWeightGrams must be a whole number of grams' })
  shippingWeightGrams?: number;
}

/** The fields of EditPartDto, for "send at least one". */
export const EDITABLE_PART_FIELDS = [
  'name',
  'nameBn',
  'description',
  'descriptionBn',
  'category',
  'brand',
  'warranty',
  'specs',
  'photos',
  'shippingWeightGrams',
] as const satisfies readonly (keyof EditPartDto)[];
