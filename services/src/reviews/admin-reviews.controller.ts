import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminReview, AdminReviewPage } from '@shop/contracts';
import {
  ApiErrors,
  ApiObjectIdParam,
  type AuthenticatedUser,
  CurrentUser,
  ParseObjectIdPipe,
  Roles,
} from '../common';
import {
  AdminReviewDto,
  AdminReviewPageDto,
  DeleteReviewDto,
  ListAdminReviewsQueryDto,
  ModerateReviewDto,
} from './dto/moderate-review.dto';
import { ReviewModerationService } from './review-moderation.service';

const NOT_FOUND = { status: 404, description: 'REVIEW_NOT_FOUND' } as const;

/**
 * The admin's Reviews page: every review with its state; hide, show again or delete,
 * each with a reason that goes into the audit log. Hidden and deleted reviews leave GET /api/review
 * (/reviews, the home page) with the very next read.
 */
@ApiTags('reviews')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Get()
  @ApiOperation({ summary: 'Every review, newest first, visible, hidden or all (admins)' })
  @ApiOkResponse({ type: AdminReviewPageDto })
  list(@Query() query: ListAdminReviewsQueryDto): Promise<AdminReviewPage> {
    return this.moderation.list(query);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Hide a review, or show it again, with a reason (admins)',
    description:
      'Asking for the state the review is already in changes nothing and answers it as it is.',
  })
  @ApiObjectIdParam('id')
  @ApiOkResponse({ type: AdminReviewDto })
  @ApiErrors(NOT_FOUND)
  moderate(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', ParseObjectIdPipe) reviewId: string,
    @Body() body: ModerateReviewDto,
  ): Promise<AdminReview> {
    return this.moderation.setVisibility(admin, reviewId, body.visibility, body.reason);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete a review for good, with a reason (admins)',
    description: 'The audit log keeps a copy of its text, rating, photo and author.',
  })
  @ApiObjectIdParam('id')
  @ApiBody({ type: DeleteReviewDto })
  @ApiResponse({ status: 204 })
  @ApiErrors(NOT_FOUND)
  remove(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', ParseObjectIdPipe) reviewId: string,
    @Body() body: DeleteReviewDto,
  ): Promise<void> {
    return this.moderation.remove(admin, reviewId, body.reason);
  }
}
