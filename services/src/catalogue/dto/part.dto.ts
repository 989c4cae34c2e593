import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type Bilingual,
  OPTION_KINDS,
  type OptionKind,
  type OptionValue,
  type FeaturedPart,
  type LowStockPart,
  type Part,
  PART_CATEGORIES,
  type PartCategory,
  type PartSitemapEntry,
  type ProductDetails,
  type ProductOption,
  type ProductPhoto,
  type ProductSpec,
  type ProductVariant,
  type SpecValue,
  type Warranty,
  WARRANTY_TYPES,
  type WarrantyType,
} from '@shop/contracts';
import { OBJECT_ID_PATTERN } from '../../common';

const ID_EXAMPLE = '665f1e000000000000000008';

/** One product as `GET /api/part` and `GET /api/product/:partId` answer it (spec §7). */
export class PartDto implements Part {
  @ApiProperty({
    pattern: OBJECT_ID_PATTERN,
    description: '24-character hex id',
    example: ID_EXAMPLE,
  })
  _id!: string;

  @ApiProperty({ example: 'QCY T13 TWS Earbuds' })
  name!: string;

  @ApiProperty({
    description: 'Image path, resolved against the API origin',
    example: '/static/products/qcy-t13-tws-earbuds.svg',
  })
  img!: string;

  @ApiProperty({
    type: 'integer',
    description: 'Unit price in whole taka (Tk)',
    example: 1450,
    minimum: 0,
  })
  price!: number;

  @ApiProperty({ type: 'integer', description: 'Units in stock', example: 42, minimum: 0 })
  quantity!: number;

  @ApiProperty({
    example: 'Budget TWS earbuds with 10 mm drivers and 30 hours of playback with the case.',
  })
  description!: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 2,
    description:
      'Beyond the spec, only for a product sold in several variants: how many are on sale (price is the lowest, quantity their sum)',
  })
  variantCount?: number;
}

/** A product on sale in the storefront's sitemap (`GET /api/part/sitemap`). */
export class PartSitemapEntryDto implements PartSitemapEntry {
  @ApiProperty({
    pattern: OBJECT_ID_PATTERN,
    description: '24-character hex id',
    example: ID_EXAMPLE,
  })
  _id!: string;

  @ApiProperty({
    format: 'date-time',
    description: "The product's last change (any of its fields, its stock included)",
    example: '2026-11-25T10:15:00.000Z',
  })
  updatedAt!: string;
}

/** A featured product on the home page (`GET /api/partHome`), with its struck-through list price. */
export class FeaturedPartDto implements FeaturedPart {
  @ApiProperty({
    pattern: OBJECT_ID_PATTERN,
    description: '24-character hex id',
    example: ID_EXAMPLE,
  })
  _id!: string;

  @ApiProperty({ example: '/static/products/qcy-t13-tws-earbuds.svg' })
  img!: string;

  @ApiProperty({ example: 'QCY T13 TWS Earbuds' })
  name!: string;

  @ApiProperty({ type: 'integer', description: 'Unit price in whole taka (Tk)', example: 1450 })
  price!: number;

  @ApiProperty({
    type: 'integer',
    description: 'List price in taka: the spec §9 markup applied to price',
    example: 2030,
  })
  listPrice!: number;

  @ApiProperty({
    example: 'Budget TWS earbuds with 10 mm drivers and 30 hours of playback with the case.',
  })
  description!: string;
}

export class BilingualDto implements Bilingual {
  @ApiProperty({ example: 'Battery' })
  en!: string;

  @ApiProperty({ example: 'ব্যাটারি' })
  bn!: string;
}

class WarrantyDto implements Warranty {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 120, example: 12, description: '0: none' })
  months!: number;

  @ApiProperty({
    enum: WARRANTY_TYPES,
    description: "brand: the maker's; official: the Bangladesh distributor's; shop: this shop's",
  })
  type!: WarrantyType;

  @ApiProperty({ type: BilingualDto, description: 'What it covers' })
  covers!: BilingualDto;
}

class ProductSpecDto implements ProductSpec {
  @ApiProperty({ example: 'battery-capacity', description: "The template field's key" })
  key!: string;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }, { type: 'boolean' }],
    description: "A number in the field's unit, a choice's value, yes/no, or text",
    example: 289,
  })
  value!: SpecValue;
}

class ProductPhotoDto implements ProductPhoto {
  @ApiProperty({ example: '/static/products/qcy-t13-tws-earbuds.svg' })
  url!: string;

  @ApiProperty({ type: BilingualDto })
  alt!: BilingualDto;
}

class OptionValueDto implements OptionValue {
  @ApiProperty({ example: 'blue', description: 'Unique in its option' })
  key!: string;

  @ApiProperty({ type: BilingualDto })
  label!: BilingualDto;

  @ApiPropertyOptional({ example: '#1f6feb', description: 'Colour options: the swatch colour' })
  swatch?: string;
}

class ProductOptionDto implements ProductOption {
  @ApiProperty({ example: 'colour' })
  key!: string;

  @ApiProperty({ type: BilingualDto })
  name!: BilingualDto;

  @ApiProperty({ enum: OPTION_KINDS, description: 'colour: swatches; choice: chips' })
  kind!: OptionKind;

  @ApiProperty({ type: [OptionValueDto] })
  values!: OptionValueDto[];
}

class ProductVariantDto implements ProductVariant {
  @ApiProperty({ example: 'SAMSUNG-GALAXY-A15-BLUE-128', description: 'Unique across the shop' })
  sku!: string;

  @ApiProperty({
    type: [String],
    description: "One value key per option, in the options' order (empty without options)",
  })
  values!: string[];

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Unit price in whole taka (Tk)' })
  price!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Units in stock' })
  quantity!: number;

  @ApiPropertyOptional({ description: "The variant's own photo (one of the product's photos)" })
  img?: string;

  @ApiPropertyOptional({
    type: [ProductSpecDto],
    description: "Spec values of this variant replacing the product's rows with the same key",
  })
  specs?: ProductSpecDto[];

  @ApiProperty({ description: 'Always false here: archived variants are left out' })
  archived!: boolean;
}

/** `GET /api/product/:partId`: the spec's product and what a buyer decides by. */
export class ProductDetailsDto extends PartDto implements ProductDetails {
  @ApiPropertyOptional({ example: 'কিউসিওয়াই টি১৩ টিডব্লিউএস ইয়ারবাড' })
  nameBn?: string;

  @ApiPropertyOptional()
  descriptionBn?: string;

  @ApiProperty({ enum: PART_CATEGORIES })
  category!: PartCategory;

  @ApiProperty({ example: 'QCY', description: 'Empty when the shop has not named one' })
  brand!: string;

  @ApiPropertyOptional({
    type: 'integer',
    example: 450,
    description: "The packed parcel's weight in grams; absent: the category's default counts",
  })
  shippingWeightGrams?: number;

  @ApiPropertyOptional({ type: WarrantyDto })
  warranty?: WarrantyDto;

  @ApiProperty({ type: [ProductSpecDto], description: "In the category template's order" })
  specs!: ProductSpecDto[];

  @ApiProperty({ type: [ProductPhotoDto], description: 'In the order shown; the first is img' })
  photos!: ProductPhotoDto[];

  @ApiProperty({ type: [ProductOptionDto], description: 'What the product comes in (0 to 3)' })
  options!: ProductOptionDto[];

  @ApiProperty({
    type: [ProductVariantDto],
    description: 'The variants on sale; exactly one for a product without options',
  })
  variants!: ProductVariantDto[];
}

/**
 * `GET /api/admin/low-stock`: a variant with few units left (price and quantity are the variant's,
 * name the product's).
 */
export class LowStockPartDto extends PartDto implements LowStockPart {
  @ApiProperty({ example: 'SAMSUNG-GALAXY-A15-BLUE-128' })
  sku!: string;

  @ApiPropertyOptional({
    type: BilingualDto,
    description: 'The variant’s options in both languages; absent for a product sold in one variant',
  })
  variantName?: BilingualDto;
}
