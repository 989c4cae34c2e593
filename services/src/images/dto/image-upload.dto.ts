import { ApiProperty } from '@nestjs/swagger';
import {
  IMAGE_WIDTHS,
  type ImageUploadAnswer,
  type ImageVariant,
  type ImageVariantName,
  MAX_IMAGE_BYTES,
  type UploadedImage,
} from '@shop/contracts';

/** The multipart form of `POST /api/images` (for the OpenAPI document). */
export class ImageUploadDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: `PNG, JPEG or WebP (by content), at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`,
  })
  image!: unknown;
}

export class ImageVariantDto implements ImageVariant {
  @ApiProperty({ enum: Object.keys(IMAGE_WIDTHS), example: 'card' })
  name!: ImageVariantName;

  @ApiProperty({ type: 'integer', description: 'Actual width in pixels (never more than the original)', example: 400 })
  width!: number;

  @ApiProperty({ type: 'integer', example: 300 })
  height!: number;

  @ApiProperty({ example: '/uploads/images/9f86d081884c7d659a2feaa0c55ad015-400.webp' })
  url!: string;
}

export class UploadedImageDto implements UploadedImage {
  @ApiProperty({ description: '32 hex characters', example: '9f86d081884c7d659a2feaa0c55ad015' })
  id!: string;

  @ApiProperty({
    description: "The detail variant's path on the API origin: what a review's or product's `img` stores",
    example: '/uploads/images/9f86d081884c7d659a2feaa0c55ad015-800.webp',
  })
  url!: string;

  @ApiProperty({ type: ImageVariantDto, isArray: true })
  variants!: ImageVariantDto[];

  @ApiProperty({
    example:
      '/uploads/images/9f86d081884c7d659a2feaa0c55ad015-160.webp 160w, /uploads/images/9f86d081884c7d659a2feaa0c55ad015-400.webp 400w',
  })
  srcset!: string;
}

export class ImageUploadAnswerDto implements ImageUploadAnswer {
  @ApiProperty({ enum: [true] })
  success!: true;

  @ApiProperty({ type: UploadedImageDto })
  data!: UploadedImageDto;
}
