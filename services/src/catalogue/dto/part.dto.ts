import { ApiProperty } from '@nestjs/swagger';
import type { FeaturedPart, Part, PartSitemapEntry } from '@shop/contracts';
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
