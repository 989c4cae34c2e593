import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { InsertedAnswer, OwnReview } from '@shop/contracts';
import {
  ApiErrorDto,
  ApiErrors,
  ApiObjectIdParam,
  CurrentUser,
  InsertedAnswerDto,
  ParseObjectIdPipe,
  Public,
  Roles,
} from '../common';
import { OwnReviewDto } from './dto/moderate-review.dto';
import { CreateReviewDto } from './dto/create-review.dto';
import { ListReviewsQueryDto, MAX_REVIEWS, ReviewDto } from './dto/list-reviews.dto';
import { ReviewsService } from './reviews.service';

/**
 * Reviews (spec §7): everyone reads the visible ones, logged-in non-admins add them, and everyone
 * signed in reads and deletes their own (admins moderate through /api/admin/reviews).
 */
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
    description:
      "VALIDATION_FAILED: the form's messages ('Retting is Required', 'Provide our 5 star rating', …) or an img not stored by the shop",
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

  @Get('mine')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'My reviews, newest first, hidden ones too (with the shop’s reason)',
  })
  @ApiOkResponse({ type: OwnReviewDto, isArray: true })
  mine(@CurrentUser('id') userId: string): Promise<OwnReview[]> {
    return this.reviews.listOwn(userId);
  }

  @Delete(':id')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete one of my reviews',
    description:
      "Another's review answers 404 like one that does not exist; admins use DELETE /api/admin/reviews/:id.",
  })
  @ApiObjectIdParam('id')
  @ApiResponse({ status: 204 })
  @ApiErrors({ status: 404, description: 'REVIEW_NOT_FOUND: no such review of mine' })
  deleteMine(
    @CurrentUser('id') userId: string,
    @Param('id', ParseObjectIdPipe) reviewId: string,
  ): Promise<void> {
    return this.reviews.deleteOwn(userId, reviewId);
  }
}
