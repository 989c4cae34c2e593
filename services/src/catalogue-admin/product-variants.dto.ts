import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MAX_PRODUCT_OPTIONS,
  OPTION_KINDS,
  type OptionKind,
  type OptionValue,
  type ProductOption,
} from '@shop/contracts';
import { PRODUCT_LIMITS, SKU_PATTERN } from '@shop/rules';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { EditSpecDto } from '../catalogue';

/** Most variants one product may have (3 options of a few values each fit well within it). */
export const MAX_VARIANTS = 100;
/** Most values of one option. */
export const MAX_OPTION_VALUES = 30;
/** Most spec values one variant overrides (storage, RAM, size: a few). */
export const MAX_VARIANT_SPECS = 20;
const LABEL_MAX = 60;
const KEY_MAX = 40;

class VariantLabelDto {
  @ApiProperty({ maxLength: LABEL_MAX, example: 'Blue' })
  @IsString({ message: 'en must be text' })
  @MaxLength(LABEL_MAX, { message: `en must be ${LABEL_MAX} characters or shorter` })
  en!: string;

  @ApiProperty({ maxLength: LABEL_MAX, example: 'নীল' })
  @IsString({ message: 'bn must be text' })
  @MaxLength(LABEL_MAX, { message: `bn must be ${LABEL_MAX} characters or shorter` })
  bn!: string;
}

class OptionValueInputDto implements OptionValue {
  @ApiProperty({ maxLength: KEY_MAX, example: 'blue' })
  @IsString({ message: 'key must be text' })
  @MaxLength(KEY_MAX, { message: `key must be ${KEY_MAX} characters or shorter` })
  key!: string;

  @ApiProperty({ type: VariantLabelDto })
  @ValidateNested()
  @Type(() => VariantLabelDto)
  label!: VariantLabelDto;

  @ApiPropertyOptional({
    example: '#1f6feb',
    description: 'Colour options: #rrggbb',
    nullable: true,
  })
  @IsOptional()
  @IsString({ message: 'swatch must be text' })
  @MaxLength(30, { message: 'swatch must be a colour code such as #1f6feb' })
  swatch?: string;
}

class ProductOptionInputDto implements ProductOption {
  @ApiProperty({ maxLength: KEY_MAX, example: 'colour' })
  @IsString({ message: 'key must be text' })
  @MaxLength(KEY_MAX, { message: `key must be ${KEY_MAX} characters or shorter` })
  key!: string;

  @ApiProperty({ type: VariantLabelDto })
  @ValidateNested()
  @Type(() => VariantLabelDto)
  name!: VariantLabelDto;

  @ApiProperty({ enum: OPTION_KINDS })
  @IsIn(OPTION_KINDS, { message: `kind must be one of: ${OPTION_KINDS.join(', ')}` })
  kind!: OptionKind;

  @ApiProperty({ type: [OptionValueInputDto], minItems: 1, maxItems: MAX_OPTION_VALUES })
  @IsArray({ message: 'values must be a list' })
  @ArrayMinSize(1, { message: 'values must hold at least one value' })
  @ArrayMaxSize(MAX_OPTION_VALUES, { message: `values holds at most ${MAX_OPTION_VALUES}` })
  @ValidateNested({ each: true })
  @Type(() => OptionValueInputDto)
  values!: OptionValueInputDto[];
}

class ProductVariantInputDto {
  @ApiProperty({ pattern: SKU_PATTERN.source, example: 'SAMSUNG-A15-BLUE-128' })
  @IsString({ message: 'sku must be text' })
  @Matches(SKU_PATTERN, {
    message: 'sku is 2 to 60 letters, digits, dots, dashes or underscores',
  })
  sku!: string;

  @ApiProperty({
    type: [String],
    maxItems: MAX_PRODUCT_OPTIONS,
    description: "One value key per option, in the options' order",
  })
  @IsArray({ message: 'values must be a list' })
  @ArrayMaxSize(MAX_PRODUCT_OPTIONS, { message: `values holds at most ${MAX_PRODUCT_OPTIONS}` })
  @IsString({ each: true, message: 'values must be text' })
  @MaxLength(KEY_MAX, { each: true, message: `values must be ${KEY_MAX} characters or shorter` })
  values!: string[];

  @ApiProperty({ type: 'integer', minimum: 0, maximum: PRODUCT_LIMITS.maxPrice, example: 18999 })
  @IsInt({ message: 'price must be a whole number of taka' })
  @Min(0, { message: 'price must be 0 or more' })
  @Max(PRODUCT_LIMITS.maxPrice, { message: `price must be ${PRODUCT_LIMITS.maxPrice} or less` })
  price!: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: PRODUCT_LIMITS.maxQuantity,
    description: 'Left out: a saved variant keeps its stock (a new one starts at 0)',
    nullable: true,
  })
  @IsOptional()
  @IsInt({ message: 'quantity must be a whole number' })
  @Min(0, { message: 'quantity must be 0 or more' })
  @Max(PRODUCT_LIMITS.maxQuantity, {
    message: `quantity must be ${PRODUCT_LIMITS.maxQuantity} or less`,
  })
  quantity?: number;

  @ApiPropertyOptional({
    description: "The variant's own photo: one of the product's photos' URLs (empty: none)",
    nullable: true,
  })
  @IsOptional()
  @IsString({ message: 'img must be text' })
  @MaxLength(500, { message: 'img must be 500 characters or shorter' })
  img?: string;

  @ApiPropertyOptional({
    type: [EditSpecDto],
    maxItems: MAX_VARIANT_SPECS,
    description:
      "Spec values of this variant replacing the product's rows with the same key (checked against the category's template)",
    nullable: true,
  })
  @IsOptional()
  @IsArray({ message: 'specs must be a list' })
  @ArrayMaxSize(MAX_VARIANT_SPECS, { message: `specs holds at most ${MAX_VARIANT_SPECS}` })
  @ValidateNested({ each: true })
  @Type(() => EditSpecDto)
  specs?: EditSpecDto[];

  @ApiPropertyOptional({
    default: false,
    description: 'Taken off sale on its own',
    nullable: true,
  })
  @IsOptional()
  @IsBoolean({ message: 'archived must be true or false' })
  archived?: boolean;
}

/**
 * `PUT /api/admin/products/:id/variants`: every option and every variant, as they should be. An
 * optional field sent as null is left out (class-validator's IsOptional), so the document says
 * nullable for the nested ones too.
 */
export class ProductVariantsDto {
  @ApiProperty({ type: [ProductOptionInputDto], maxItems: MAX_PRODUCT_OPTIONS })
  @IsArray({ message: 'options must be a list' })
  @ArrayMaxSize(MAX_PRODUCT_OPTIONS, {
    message: `A product has at most ${MAX_PRODUCT_OPTIONS} options`,
  })
  @ValidateNested({ each: true })
  @Type(() => ProductOptionInputDto)
  options!: ProductOptionInputDto[];

  @ApiProperty({ type: [ProductVariantInputDto], minItems: 1, maxItems: MAX_VARIANTS })
  @IsArray({ message: 'variants must be a list' })
  @ArrayMinSize(1, { message: 'A product needs at least one variant' })
  @ArrayMaxSize(MAX_VARIANTS, { message: `A product has at most ${MAX_VARIANTS} variants` })
  @ValidateNested({ each: true })
  @Type(() => ProductVariantInputDto)
  variants!: ProductVariantInputDto[];
}
