import { ApiProperty } from '@nestjs/swagger';
import type { ProductRating, ProductReview, ProductReviewPage, RatingStar } from '@shop/contracts';
import { IntegerParam, OBJECT_ID_PATTERN, PageDto } from '../../common';

/** Reviews one page of a product's reviews holds unless `limit` says otherwise. */
export const DEFAULT_PRODUCT_REVIEW_LIMIT = 5;
/** Most reviews one page may hold. */
export const MAX_PRODUCT_REVIEW_LIMIT = 50;
/** The last page one may ask for (far beyond any product's reviews; keeps `skip` bounded). */
export const MAX_PRODUCT_REVIEW_PAGE = 10_000;

/** `GET /api/product/:partId/reviews?page=&limit=`. */
export class ProductReviewsQueryDto {
  @IntegerParam('page', 1, MAX_PRODUCT_REVIEW_PAGE, { default: 1 })
  page?: number;

  @IntegerParam('limit', 1, MAX_PRODUCT_REVIEW_LIMIT, { default: DEFAULT_PRODUCT_REVIEW_LIMIT })
  limit?: number;
}

/** How many visible reviews gave each number of stars. */
export class RatingDistributionDto implements Record<RatingStar, number> {
  @ApiProperty({ type: 'integer', example: 0 })
  '0'!: number;

  @ApiProperty({ type: 'integer', example: 0 })
  '1'!: number;

  @ApiProperty({ type: 'integer', example: 1 })
  '2'!: number;

  @ApiProperty({ type: 'integer', example: 0 })
  '3'!: number;

  @ApiProperty({ type: 'integer', example: 2 })
  '4'!: number;

  @ApiProperty({ type: 'integer', example: 3 })
  '5'!: number;
}

export class ProductRatingDto implements ProductRating {
  @ApiProperty({
    description: 'The mean rating of the visible reviews, one decimal; 0 when none',
    example: 4.3,
  })
  average!: number;

  @ApiProperty({
    type: 'integer',
    description: 'How many visible reviews the product has',
    example: 6,
  })
  count!: number;

  @ApiProperty({ type: RatingDistributionDto })
  distribution!: RatingDistributionDto;
}

/** One visible review of the product. */
export class ProductReviewDto implements ProductReview {
  @ApiProperty({
    pattern: OBJECT_ID_PATTERN,
    description: '24-character hex id',
    example: '665f2e000000000000000101',
  })
  _id!: string;

  @ApiProperty({ example: 'Rahim Uddin' })
  name!: string;

  @ApiProperty({
    type: 'integer',
    description: 'Rating from 0 to 5 (the spec spells it "retting")',
    example: 5,
  })
  retting!: number;

  @ApiProperty({ example: 'Original product, delivered in two days.' })
  review!: string;

  @ApiProperty({
    description: 'The review photo: a path on the API origin',
    example: '/uploads/images/9f86d081884c7d659a2feaa0c55ad015-800.webp',
  })
  img!: string;

  @ApiProperty({
    description: 'True when the reviewer has a delivered order of this product',
    example: true,
  })
  verifiedPurchase!: boolean;

  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:30:00.000Z' })
  createdAt!: string;
}

export class ProductReviewPageDto
  extends PageDto(ProductReviewDto, {
    total: 6,
    limit: DEFAULT_PRODUCT_REVIEW_LIMIT,
    totalDescription: 'Visible reviews of the product (summary.count); items are newest first',
  })
  implements ProductReviewPage
{
  @ApiProperty({ type: ProductRatingDto })
  summary!: ProductRatingDto;
}
