import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Review } from '@shop/contracts';
import { DecimalText, OBJECT_ID_PATTERN } from '../../common';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Most reviews one `GET /api/review` answers (and its default): the newest ones. */
export const MAX_REVIEWS = 100;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_REVIEWS}`;

/** `GET /api/review?limit=`: how many of the newest reviews to answer. */
export class ListReviewsQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_REVIEWS,
    description: `How many of the newest reviews (default ${MAX_REVIEWS})`,
  })
  @IsOptional()
  // Query values are text: decimal digits become numbers, the rest stays text and fails IsInt.
  @DecimalText()
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(MAX_REVIEWS, { message: LIMIT_MESSAGE })
  limit?: number;
}

/** One review as the Reviews page shows it (spec §3, §7). */
export class ReviewDto implements Review {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, description: '24-character hex id', example: '665f2e000000000000000001' })
  _id!: string;

  @ApiProperty({ example: 'Rahim Uddin' })
  name!: string;

  @ApiProperty({
    description:
      'The review photo: a path on the API origin (`/uploads/images/<id>-800.webp` for new reviews, `/static/avatars/<slug>.svg` for seed ones)',
    example: '/uploads/images/9f86d081884c7d659a2feaa0c55ad015-800.webp',
  })
  img!: string;

  @ApiProperty({ type: 'integer', description: 'Rating from 0 to 5 (the spec spells it "retting")', example: 5 })
  retting!: number;

  @ApiProperty({ example: 'Original product, delivered in two days.' })
  review!: string;

  @ApiPropertyOptional({ pattern: OBJECT_ID_PATTERN, description: 'The reviewed product, when the reviewer named one', example: '665f1e000000000000000101' })
  partId?: string;

  @ApiProperty({ description: 'True when the reviewer has a delivered order containing `partId`', example: false })
  verifiedPurchase!: boolean;
}
