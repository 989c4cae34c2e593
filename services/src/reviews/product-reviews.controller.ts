import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorDto, ApiObjectIdParam, ParseObjectIdPipe, Public } from '../common';
import {
  DEFAULT_PRODUCT_REVIEW_LIMIT,
  MAX_PRODUCT_REVIEW_LIMIT,
  ProductReviewPageDto,
  ProductReviewsQueryDto,
} from './dto/product-reviews.dto';
import { ReviewsService } from './reviews.service';

/**
 * A product's rating and reviews (its page's "Ratings & reviews"), beside the product's own
 * `GET /api/product/:partId`. Read from the database at every call (not the catalogue cache): a
 * review hidden by an admin is gone from the very next answer.
 */
@ApiTags('reviews')
@Public()
@Controller('product')
export class ProductReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get(':partId/reviews')
  @ApiOperation({
    summary: "A product's rating and its visible reviews, newest first, one page at a time",
    description:
      `\`summary\` counts every visible review of the product (mean to one decimal, and how many gave each ` +
      `number of stars); \`items\` is page \`page\` of them (${DEFAULT_PRODUCT_REVIEW_LIMIT} by default, at most ` +
      `${MAX_PRODUCT_REVIEW_LIMIT}), each with \`verifiedPurchase\`.`,
  })
  @ApiObjectIdParam('partId')
  @ApiOkResponse({ type: ProductReviewPageDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'INVALID_ID: the id is not a 24-character hex id; VALIDATION_FAILED: page or limit out of range, unknown parameter',
  })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'PRODUCT_NOT_FOUND: no such product on sale (archived or never was)',
  })
  list(
    @Param('partId', ParseObjectIdPipe) partId: string,
    @Query() query: ProductReviewsQueryDto,
  ): Promise<ProductReviewPageDto> {
    return this.reviews.productReviews(
      partId,
      query.page ?? 1,
      query.limit ?? DEFAULT_PRODUCT_REVIEW_LIMIT,
    );
  }
}
