import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Review } from '@shop/contracts';
import { RETTING_PATTERN, REVIEW_MESSAGES, REVIEW_TEXT_LIMITS, rettingError } from '@shop/rules';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { FollowsRule, hasControlCharacters, OBJECT_ID_PATTERN, Trimmed } from '../../common';
import { STORED_URL } from '../../images';

export const REVIEW_IMAGE_MAX_LENGTH = 200;

/** `img` is not an image of the shop's storage (an external URL, a made-up or deleted file). */
export const REVIEW_IMAGE_NOT_STORED = 'Image must be a photo uploaded to the shop';
/** A stored image that another account uploaded (e.g. copied from someone else's review). */
export const REVIEW_IMAGE_NOT_OWN = 'Image must be a photo you uploaded yourself';

const PART_ID_MESSAGE = 'partId must be a 24-character hexadecimal id';

/** A required text: the spec's message when missing, then length, then no control characters. */
function RequiredText(options: {
  required: string;
  maxLength: number;
  tooLong: string;
  /** A review may hold line breaks and tabs; a name may not. */
  allowLineBreaks: boolean;
  controls: string;
  example: string;
}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: options.example, maxLength: options.maxLength }),
    Trimmed(),
    IsString({ message: options.required }),
    IsNotEmpty({ message: options.required }),
    MaxLength(options.maxLength, { message: options.tooLong }),
    FollowsRule('noControlCharacters', (value) =>
      typeof value === 'string' && hasControlCharacters(value, options.allowLineBreaks) ? options.controls : undefined,
    ),
  );
}

/**
 * Add a New Review (spec §5): Name, Retting 0–5, Review, Photo — checked with the same @shop/rules
 * messages as the dashboard's form, first broken rule per field. `img` is an image this API stored
 * (`POST /api/images`); the service checks that it exists.
 */
export class CreateReviewDto implements Omit<Review, '_id' | 'verifiedPurchase'> {
  @RequiredText({
    required: REVIEW_MESSAGES.nameRequired,
    maxLength: REVIEW_TEXT_LIMITS.name,
    tooLong: `Name must be ${REVIEW_TEXT_LIMITS.name} characters or shorter`,
    allowLineBreaks: false,
    controls: 'Name must not contain control characters',
    example: 'Rahim Uddin',
  })
  name!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 5,
    example: 5,
    description: 'A whole number from 0 to 5 (the spec spells it "retting"); "4" is read as 4',
  })
  // A form sends text: a single digit 0–5 becomes that number; anything else reaches the rule as is.
  @Transform(({ value }) => (typeof value === 'string' && RETTING_PATTERN.test(value) ? Number(value) : value))
  @FollowsRule('retting', rettingError)
  retting!: number;

  @RequiredText({
    required: REVIEW_MESSAGES.reviewRequired,
    maxLength: REVIEW_TEXT_LIMITS.review,
    tooLong: `Review must be ${REVIEW_TEXT_LIMITS.review} characters or shorter`,
    allowLineBreaks: true,
    controls: 'Review must not contain control characters (line breaks are fine)',
    example: 'Original product, delivered in two days.',
  })
  review!: string;

  // applyDecorators keeps the order as written: the first failing rule's message is the one answered.
  @applyDecorators(
    ApiProperty({
      description:
        'The `data.url` of an image uploaded with POST /api/images that is still stored (another → 400 ' +
        `'${REVIEW_IMAGE_NOT_STORED}')`,
      example: '/uploads/images/9f86d081884c7d659a2feaa0c55ad015-800.webp',
      maxLength: REVIEW_IMAGE_MAX_LENGTH,
      pattern: STORED_URL.source,
    }),
    Trimmed(),
    IsString({ message: REVIEW_MESSAGES.imageRequired }),
    IsNotEmpty({ message: REVIEW_MESSAGES.imageRequired }),
    MaxLength(REVIEW_IMAGE_MAX_LENGTH, { message: REVIEW_IMAGE_NOT_STORED }),
  )
  img!: string;

  @applyDecorators(
    ApiPropertyOptional({
      description: 'The reviewed product (24-character hex id)',
      example: '665f1e000000000000000101',
      pattern: OBJECT_ID_PATTERN,
    }),
    IsOptional(),
    Matches(/^[0-9a-f]{24}$/i, { message: PART_ID_MESSAGE }),
  )
  partId?: string;
}
