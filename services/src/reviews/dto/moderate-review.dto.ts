import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type AdminReview,
  type AdminReviewPage,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  type OwnReview,
  REVIEW_VISIBILITIES,
  type ReviewDeletion,
  type ReviewModeration,
  type ReviewVisibility,
} from '@shop/contracts';
import { moderationReasonError } from '@shop/rules';
import { IsIn, IsOptional } from 'class-validator';
import {
  FollowsRule,
  IntegerParam,
  MODERATION_REASON_PATTERN,
  OBJECT_ID_PATTERN,
  PageDto,
} from '../../common';

export const REVIEW_VISIBILITY_FILTERS = [...REVIEW_VISIBILITIES, 'all'] as const;
export type ReviewVisibilityFilter = (typeof REVIEW_VISIBILITY_FILTERS)[number];

export const MAX_ADMIN_REVIEW_PAGE_LIMIT = 100;
export const DEFAULT_ADMIN_REVIEW_PAGE_LIMIT = 20;
export const MAX_ADMIN_REVIEW_PAGE = 1_000_000;

/** The reason of a moderation: trimmed, then MODERATION_REASON_MIN..MAX characters (@shop/rules). */
function Reason(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      description: `Why: ${MODERATION_REASON_MIN} to ${MODERATION_REASON_MAX} characters once trimmed, one line (shown to the reviewer while hidden, kept in the audit log)`,
      minLength: MODERATION_REASON_MIN,
      pattern: MODERATION_REASON_PATTERN,
      example: 'Advertises another shop',
    }),
    // The rule sees the reason as sent (a control character at an end is refused, not trimmed
    // away); ReviewModerationService stores it trimmed.
    FollowsRule('moderationReason', moderationReasonError),
  );
}

/** `GET /api/admin/reviews?visibility=&page=&limit=`. */
export class ListAdminReviewsQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_VISIBILITY_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(REVIEW_VISIBILITY_FILTERS, {
    message: `visibility must be one of: ${REVIEW_VISIBILITY_FILTERS.join(', ')}`,
  })
  visibility?: ReviewVisibilityFilter;

  @IntegerParam('page', 1, MAX_ADMIN_REVIEW_PAGE, { default: 1 })
  page?: number;

  @IntegerParam('limit', 1, MAX_ADMIN_REVIEW_PAGE_LIMIT, {
    default: DEFAULT_ADMIN_REVIEW_PAGE_LIMIT,
  })
  limit?: number;
}

/** `PATCH /api/admin/reviews/:id`: hide or show again, with a reason. */
export class ModerateReviewDto implements ReviewModeration {
  @ApiProperty({
    enum: REVIEW_VISIBILITIES,
    description: 'hidden: off /reviews at once; visible: back on it',
  })
  @IsIn(REVIEW_VISIBILITIES, {
    message: `visibility must be one of: ${REVIEW_VISIBILITIES.join(', ')}`,
  })
  visibility!: ReviewVisibility;

  @Reason()
  reason!: string;
}

/** `DELETE /api/admin/reviews/:id` body. */
export class DeleteReviewDto implements ReviewDeletion {
  @Reason()
  reason!: string;
}

class ModerationInfoDto {
  @ApiProperty({ example: 'Advertises another shop' })
  reason!: string;

  @ApiProperty({ example: '2026-12-01T08:30:00.000Z', description: 'ISO 8601' })
  at!: string;
}

class AdminModerationInfoDto extends ModerationInfoDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN })
  byUserId!: string;

  @ApiProperty({ example: 'Shop Admin', description: "The admin's name when they did it" })
  byName!: string;
}

/** One of the caller's own reviews (`GET /api/review/mine`). */
export class OwnReviewDto implements OwnReview {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f2e000000000000000001' })
  _id!: string;

  @ApiProperty({ example: 'Rahim Uddin' })
  name!: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 5, example: 5 })
  retting!: number;

  @ApiProperty({ example: 'Original product, delivered in two days.' })
  review!: string;

  @ApiProperty({ example: '/uploads/images/9f86d081884c7d659a2feaa0c55ad015-800.webp' })
  img!: string;

  @ApiPropertyOptional({ pattern: OBJECT_ID_PATTERN })
  partId?: string;

  @ApiPropertyOptional({ example: 'Xiaomi Mi Band 8', description: "The reviewed product's name" })
  partName?: string;

  @ApiProperty({ enum: REVIEW_VISIBILITIES })
  visibility!: ReviewVisibility;

  @ApiProperty({ example: '2026-11-21T08:30:00.000Z', description: 'ISO 8601' })
  createdAt!: string;

  @ApiPropertyOptional({
    type: ModerationInfoDto,
    description: 'Set while the shop hides it: why and when',
  })
  moderation?: ModerationInfoDto;
}

/** One review as the admin's Reviews page shows it. */
export class AdminReviewDto implements AdminReview {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f2e000000000000000001' })
  _id!: string;

  @ApiProperty({ example: 'Rahim Uddin' })
  name!: string;

  @ApiPropertyOptional({
    pattern: OBJECT_ID_PATTERN,
    description: "The reviewer's account (absent on seed reviews)",
  })
  userId?: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 5, example: 5 })
  retting!: number;

  @ApiProperty({ example: 'Original product, delivered in two days.' })
  review!: string;

  @ApiProperty({ example: '/uploads/images/9f86d081884c7d659a2feaa0c55ad015-800.webp' })
  img!: string;

  @ApiPropertyOptional({ pattern: OBJECT_ID_PATTERN })
  partId?: string;

  @ApiPropertyOptional({
    example: 'Xiaomi Mi Band 8',
    description: "The reviewed product's name (from the catalogue)",
  })
  partName?: string;

  @ApiProperty({ description: 'The reviewer has a delivered order of `partId`' })
  verifiedPurchase!: boolean;

  @ApiProperty({ enum: REVIEW_VISIBILITIES })
  visibility!: ReviewVisibility;

  @ApiProperty({ example: '2026-11-21T08:30:00.000Z', description: 'ISO 8601' })
  createdAt!: string;

  @ApiPropertyOptional({
    type: AdminModerationInfoDto,
    description: 'Set while hidden: why, when and by whom',
  })
  moderation?: AdminModerationInfoDto;
}

export class AdminReviewPageDto
  extends PageDto(AdminReviewDto, { total: 12, limit: DEFAULT_ADMIN_REVIEW_PAGE_LIMIT })
  implements AdminReviewPage {}
