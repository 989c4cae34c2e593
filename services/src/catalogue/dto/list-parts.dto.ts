import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { hasControlCharacters, IntegerParam, OBJECT_ID_PATTERN, PageDto } from '../../common';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsMongoId,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { PartDto } from './part.dto';

export const PART_SORTS = ['price_asc', 'price_desc'] as const;
export type PartSort = (typeof PART_SORTS)[number];

export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE = 1_000_000;
export const MAX_CATEGORY_LENGTH = 100;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_SEARCH_RESULTS = 40;
export const MAX_IDS = 50;

const IDS_MESSAGE = `ids must be 1 to ${MAX_IDS} product ids separated by commas`;

/**
 * Surrounding spaces are dropped; text holding a control character is left whole, so that
 * ControlCharactersPipe refuses it (a trailing line feed is refused, as the document says, not trimmed).
 */
const trim = Transform(({ value }) =>
  typeof value === 'string' && !hasControlCharacters(value) ? value.trim() : value,
);
/** Text of 1 to max characters once trimmed; checked in this order, first failure only. */
function TextParam(name: string, max: number): PropertyDecorator {
  const message = `${name} must be text of 1 to ${max} characters`;
  return applyDecorators(
    trim,
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(max, { message }),
  );
}

/**
 * Optional query of `GET /api/part`. Without any parameter the answer is the spec's plain array; with
 * `page` or `limit` it is one page, `{items, total, page, limit}`.
 */
export class ListPartsQueryDto {
  @ApiPropertyOptional({
    description:
      "Only products whose name contains this text, case-insensitively and ignoring spaces (the storefront's category buttons: tws, Smart Watch, Router, Kettle)",
    example: 'Smart Watch',
    minLength: 1,
    maxLength: MAX_CATEGORY_LENGTH,
  })
  @IsOptional()
  @TextParam('category', MAX_CATEGORY_LENGTH)
  category?: string;

  @ApiPropertyOptional({
    enum: PART_SORTS,
    description:
      'By price (ties: oldest first ascending, newest first descending); default: oldest first',
  })
  @IsOptional()
  @IsIn(PART_SORTS, { message: `sort must be one of: ${PART_SORTS.join(', ')}` })
  sort?: PartSort;

  @ApiPropertyOptional({
    type: String,
    description: `Only these products, in this order unless sort is given: 1 to ${MAX_IDS} ids separated by commas (the home page's best sellers and new arrivals)`,
    example: '665f1e000000000000000001,665f1e000000000000000002',
    pattern: `^ *[0-9a-fA-F]{24} *(?:, *[0-9a-fA-F]{24} *){0,${MAX_IDS - 1}}$`,
  })
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string' ? value.split(',').map((id) => id.trim()) : value,
  )
  @IsArray({ message: IDS_MESSAGE })
  @ArrayMinSize(1, { message: IDS_MESSAGE })
  @ArrayMaxSize(MAX_IDS, { message: IDS_MESSAGE })
  @IsMongoId({ each: true, message: IDS_MESSAGE })
  ids?: string[];

  @ApiPropertyOptional({
    description:
      "Only products whose name contains this text, case-insensitively (the admin's name filter)",
    example: 'archer',
    minLength: 1,
    maxLength: MAX_SEARCH_LENGTH,
  })
  @IsOptional()
  @TextParam('q', MAX_SEARCH_LENGTH)
  q?: string;

  @IntegerParam('page', 1, MAX_PAGE, {
    description: 'Page number, from 1 (default 1 when limit is given)',
  })
  page?: number;

  @IntegerParam('limit', 1, MAX_PAGE_LIMIT, {
    description: `Products per page (default ${DEFAULT_PAGE_LIMIT} when page is given)`,
  })
  limit?: number;
}

/** `GET /api/part/search?q=`: the navbar search. */
export class SearchPartsQueryDto {
  @ApiProperty({
    description:
      'What the shopper typed: English, Bengali script or Banglish words, model numbers (services/src/search)',
    example: 'archer c6',
    minLength: 1,
    maxLength: MAX_SEARCH_LENGTH,
  })
  @TextParam('q', MAX_SEARCH_LENGTH)
  q!: string;
}

/** One page of products. */
export class PartPageDto extends PageDto(PartDto, {
  total: 49,
  limit: DEFAULT_PAGE_LIMIT,
  totalDescription: 'How many products match the filter, over all pages',
}) {}

/** A search match: just what the navbar dropdown shows. */
export class PartMatchDto {
  @ApiProperty({
    pattern: OBJECT_ID_PATTERN,
    description: '24-character hex id',
    example: '665f1e000000000000000015',
  })
  _id!: string;

  @ApiProperty({ example: 'TP-Link Archer C6 AC1200 Router' })
  name!: string;

  @ApiProperty({ example: '/static/products/tp-link-archer-c6-ac1200-router.svg' })
  img!: string;

  @ApiProperty({ type: 'integer', description: 'Unit price in whole taka (Tk)', example: 3200 })
  price!: number;
}
