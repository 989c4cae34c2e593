import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Review } from '@shop/contracts';
import { IntegerParam, OBJECT_ID_PATTERN } from '../../common';

/** Most reviews one `GET /api/review` answers (and its default): the newest ones. */
export const MAX_REVIEWS = 100;

/** `GET /api/review?limit=`: how many of the newest reviews to answer. */
export class ListReviewsQueryDto {
  @IntegerParam('limit', 1, MAX_REVIEWS, {
    description: `How many of the newest reviews (default ${MAX_REVIEWS})`,
  })
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
