import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { InsertedAnswer } from '@shop/contracts';
import { ApiErrorDto, CurrentUser, Public, Roles } from '../common';
import { CreateReviewDto } from './dto/create-review.dto';
import { ListReviewsQueryDto, MAX_REVIEWS, ReviewDto } from './dto/list-reviews.dto';
import { ReviewsService } from './reviews.service';
import { InsertedAnswerDto } from '../common/swagger';

/** Reviews (spec §7): everyone reads them, logged-in non-admins add them. */
@ApiTags('reviews')
@Controller('review')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: `The newest reviews, newest first (at most ${MAX_REVIEWS})`,
    description:
      "The spec's client reversed an oldest-first list; this answers newest first, ready to show as given. " +
      'Each review says whether its author has a delivered order of the reviewed part (`verifiedPurchase`).',
  })
  @ApiOkResponse({ type: ReviewDto, isArray: true })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `VALIDATION_FAILED: limit not a whole number from 1 to ${MAX_REVIEWS}, unknown parameter`,
  })
  list(@Query() query: ListReviewsQueryDto): Promise<ReviewDto[]> {
    return this.reviews.listReviews(query.limit ?? MAX_REVIEWS);
  }

  @Post()
  @Roles('customer')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Add a review (logged-in non-admins only)',
    description:
      '`img` is the `data.url` of a photo uploaded first with POST /api/images; `partId` (optional) names the ' +
      'reviewed product, which earns a "verified purchase" badge once the reviewer has a delivered order of it.',
  })
  @ApiCreatedResponse({ type: InsertedAnswerDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: "VALIDATION_FAILED: the form's messages ('Retting is Required', 'Provide our 5 star rating', …) or an img not stored by the shop",
  })
  @ApiResponse({
    status: 403,
    type: ApiErrorDto,
    description: 'FORBIDDEN: admins do not add reviews',
  })
  create(
    @CurrentUser('id') userId: string,
    @Body() body: CreateReviewDto,
  ): Promise<InsertedAnswer> {
    return this.reviews.createReview(userId, body);
  }
}
