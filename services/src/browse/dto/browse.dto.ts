import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { hasControlCharacters, IntegerParam, PageDto } from '../../common';
import { PartDto } from '../../catalogue';
import type { BrowseSort } from '../browse-catalogue';

export const BROWSE_SORTS = ['price_asc', 'price_desc'] as const satisfies readonly BrowseSort[];
/** Longer search text is cut here rather than refused (a pasted paragraph still lists something). */
export const MAX_BROWSE_QUERY = 100;
export const MAX_BROWSE_LIMIT = 100;
export const DEFAULT_BROWSE_LIMIT = 24;
export const MAX_BROWSE_PAGE = 100_000;
export const MAX_BRANDS = 30;
export const MAX_BRAND_LENGTH = 60;
export const MAX_SPEC_FILTERS = 30;
/** The highest price a filter can name: 9 digits of taka. */
export const MAX_PRICE = 999_999_999;

/** `key:value` of a spec filter: a template key and a value id (a choice, yes/no, a number or range). */
export const SPEC_FILTER_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*:[a-z0-9.]+(?:-[a-z0-9.]+)*$/;

const PRICE_MESSAGE = (name: string) =>
  `${name} must be a whole number of taka from 0 to ${MAX_PRICE} (digits 0-9 or ০-৯)`;

/**
 * A price as a shopper types it into the filter: ASCII or Bengali digits (০–৯), whole taka. Text that
 * is not that is left as it came, for the validator to refuse with its message.
 */
export function readPriceParam(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const ascii = value.trim().replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  return /^\d{1,9}$/.test(ascii) ? Number(ascii) : value;
}

/** A list sent as one comma-separated parameter (the page address keeps one value per name). */
const commaList = Transform(({ value }: { value: unknown }) => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string' ? item.split(',') : [item],
  );
  return parts
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '');
});

function PriceParam(name: string, description: string): PropertyDecorator {
  const message = PRICE_MESSAGE(name);
  return (target, key) => {
    ApiPropertyOptional({
      type: String,
      description,
      pattern: '^[0-9০-৯]{1,9}$',
      example: name === 'min' ? '1000' : '৫০০০',
    })(target, key);
    IsOptional()(target, key);
    Transform(({ value }: { value: unknown }) => readPriceParam(value))(target, key);
    IsInt({ message })(target, key);
    Min(0, { message })(target, key);
    Max(MAX_PRICE, { message })(target, key);
  };
}

/** Query of `GET /api/part/browse`: the storefront's filtered listing and search results. */
export class BrowsePartsQueryDto {
  @ApiPropertyOptional({
    type: String,
    description: `Search text: products ranked by how well they match it (name, brand, Bengali name). Cut to ${MAX_BROWSE_QUERY} characters; blank is no search.`,
    example: 'earbuds',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && !hasControlCharacters(value)
      ? value.trim().slice(0, MAX_BROWSE_QUERY).trim() || undefined
      : value,
  )
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({
    description:
      'Only products whose name contains this text, case and spaces ignored (the /shops category buttons: tws, Smart Watch, Router, Kettle). Also chooses the spec filters offered.',
    example: 'tws',
    minLength: 1,
    maxLength: 100,
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && !hasControlCharacters(value) ? value.trim() : value,
  )
  @IsString({ message: 'category must be text of 1 to 100 characters' })
  @IsNotEmpty({ message: 'category must be text of 1 to 100 characters' })
  @MaxLength(100, { message: 'category must be text of 1 to 100 characters' })
  category?: string;

  @ApiPropertyOptional({
    type: String,
    description: `Any of these brands, separated by commas (case ignored; at most ${MAX_BRANDS}). A brand the shop does not sell matches nothing.`,
    example: 'QCY,Realme',
  })
  @IsOptional()
  @commaList
  @IsArray({ message: `brand must be 1 to ${MAX_BRANDS} brands separated by commas` })
  @ArrayMaxSize(MAX_BRANDS, {
    message: `brand must be 1 to ${MAX_BRANDS} brands separated by commas`,
  })
  @IsString({
    each: true,
    message: `each brand must be text of at most ${MAX_BRAND_LENGTH} characters`,
  })
  @MaxLength(MAX_BRAND_LENGTH, {
    each: true,
    message: `each brand must be text of at most ${MAX_BRAND_LENGTH} characters`,
  })
  brand?: string[];

  @PriceParam('min', 'Lowest price in whole taka, inclusive; Bengali digits (০–৯) are read too')
  min?: number;

  @PriceParam('max', 'Highest price in whole taka, inclusive; not below min')
  max?: number;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only products in stock' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'inStock must be true or false' })
  inStock?: 'true' | 'false';

  @ApiPropertyOptional({
    type: String,
    description:
      "Spec filters as `key:value`, separated by commas: keys of the category's spec template, values as the facets list them (a choice, yes/no, a number, a range such as 20-30 or 40-plus). Values of one key are alternatives; different keys must all hold. An unknown key or value matches nothing.",
    example: 'anc:yes,bluetooth:5-3',
  })
  @IsOptional()
  @commaList
  @IsArray({ message: `spec must be 1 to ${MAX_SPEC_FILTERS} key:value pairs separated by commas` })
  @ArrayMaxSize(MAX_SPEC_FILTERS, {
    message: `spec must be 1 to ${MAX_SPEC_FILTERS} key:value pairs separated by commas`,
  })
  @IsString({ each: true, message: 'each spec filter must be key:value' })
  @MaxLength(120, { each: true, message: 'each spec filter must be key:value' })
  @Matches(SPEC_FILTER_PATTERN, {
    each: true,
    message: 'each spec filter must be key:value: lowercase letters, digits, dots and dashes',
  })
  spec?: string[];

  @ApiPropertyOptional({
    enum: BROWSE_SORTS,
    description:
      'By price (ties: oldest first ascending, newest first descending); default: by relevance with q, else oldest first',
  })
  @IsOptional()
  @IsIn(BROWSE_SORTS, { message: `sort must be one of: ${BROWSE_SORTS.join(', ')}` })
  sort?: BrowseSort;

  @IntegerParam('page', 1, MAX_BROWSE_PAGE, { description: 'Page number, from 1 (default 1)' })
  page?: number;

  @IntegerParam('limit', 1, MAX_BROWSE_LIMIT, {
    description: `Products per page (default ${DEFAULT_BROWSE_LIMIT})`,
  })
  limit?: number;
}

class BilingualTextDto {
  @ApiProperty({ example: 'Bluetooth version' })
  en!: string;

  @ApiProperty({ example: 'ব্লুটুথ ভার্সন' })
  bn!: string;
}

class FacetValueDto {
  @ApiProperty({ description: 'What to send back as the filter', example: '5-3' })
  value!: string;

  @ApiPropertyOptional({
    type: BilingualTextDto,
    description: 'What a person reads (absent for a brand, which is its own label)',
  })
  label?: BilingualTextDto;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Products matching every other filter that have this value',
    example: 4,
  })
  count!: number;
}

class PriceFacetDto {
  @ApiProperty({ type: 'integer', minimum: 0, example: 900 })
  min!: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 18000 })
  max!: number;
}

class SpecFacetDto {
  @ApiProperty({ example: 'bluetooth', description: "The template field's key" })
  key!: string;

  @ApiProperty({ type: BilingualTextDto })
  label!: BilingualTextDto;

  @ApiPropertyOptional({ type: BilingualTextDto, description: 'number fields: their unit' })
  unit?: BilingualTextDto;

  @ApiProperty({ type: FacetValueDto, isArray: true })
  values!: FacetValueDto[];
}

class BrowseFacetsDto {
  @ApiProperty({ type: FacetValueDto, isArray: true, description: 'By name' })
  brands!: FacetValueDto[];

  @ApiProperty({
    type: PriceFacetDto,
    description: 'Lowest and highest price the other filters leave (0 and 0 when none)',
  })
  price!: PriceFacetDto;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'How many products the other filters leave are in stock',
  })
  inStock!: number;

  @ApiProperty({
    type: SpecFacetDto,
    isArray: true,
    description: 'The spec filters of the category shown (none when the products are of several)',
  })
  specs!: SpecFacetDto[];
}

/** One page of the filtered listing with the live count behind every filter value. */
export class BrowsePageDto extends PageDto(PartDto, {
  total: 12,
  limit: DEFAULT_BROWSE_LIMIT,
  totalDescription: 'How many products match every filter, over all pages',
}) {
  @ApiProperty({
    type: BrowseFacetsDto,
    description: 'Each facet counted over the products matching every OTHER active filter',
  })
  facets!: BrowseFacetsDto;
}
