import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { InsertedAnswer } from '@shop/contracts';
import { ApiErrorDto, CurrentUser, Roles } from '../common';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewsService } from './reviews.service';

/** Reviews (spec §7). Listing and the rest arrive with the reviews issue. */
@ApiTags('reviews')
@Controller('review')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post()
  @Roles('customer')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Add a review (logged-in non-admins only)' })
  @ApiCreatedResponse({ description: '`{insertedId}`' })
  @ApiResponse({ status: 403, type: ApiErrorDto, description: 'FORBIDDEN: admins do not add reviews' })
  create(@CurrentUser('id') userId: string, @Body() body: CreateReviewDto): Promise<InsertedAnswer> {
    return this.reviews.createReview(userId, body);
  }
}
