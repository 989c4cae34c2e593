import { Controller, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IMAGE_WIDTHS, type ImageUploadAnswer, MAX_IMAGE_BYTES } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiErrorDto, type AuthenticatedUser, CurrentUser } from '../common';
import { ImageUploadAnswerDto, ImageUploadDto } from './dto/image-upload.dto';
import { IMAGE_UPLOAD_RATE_LIMIT, MAX_IMAGE_PIXELS } from './image-limits';
import { readImageUpload } from './image-upload';
import { ImageUploadLimit } from './image-upload-limit.decorator';
import { ImagesService } from './images.service';

const WIDTHS = Object.values(IMAGE_WIDTHS).join(', ');
const MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

/** The shop's image storage: any signed-in customer or admin uploads (review photos, product pictures). */
@ApiTags('images')
@ApiBearerAuth()
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post()
  @ImageUploadLimit()
  @ApiOperation({
    summary: 'Upload an image (multipart field "image"): stored as WebP in several widths',
    description:
      `PNG, JPEG or WebP by content, at most ${MEGABYTES} MB and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Turned upright by ` +
      `its EXIF orientation, stripped of metadata, re-encoded to WebP at widths ${WIDTHS} (never enlarged), ` +
      `served at /uploads/images/<id>-<width>.webp. ${IMAGE_UPLOAD_RATE_LIMIT.limit} uploads per account per ` +
      `${IMAGE_UPLOAD_RATE_LIMIT.ttlMs / 60_000} minutes. An image belongs to its uploader: only they can attach it to a ` +
      `review or a return (admins use any stored image for products).`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadDto })
  @ApiCreatedResponse({ type: ImageUploadAnswerDto })
  @ApiResponse({ status: 400, type: ApiErrorDto, description: 'INVALID_IMAGE (cannot be decoded) or VALIDATION_FAILED (no file)' })
  @ApiResponse({ status: 413, type: ApiErrorDto, description: `PAYLOAD_TOO_LARGE: over ${MEGABYTES} MB or too many pixels` })
  @ApiResponse({ status: 415, type: ApiErrorDto, description: 'UNSUPPORTED_MEDIA_TYPE: not multipart, or not PNG/JPEG/WebP' })
  async upload(@Req() request: FastifyRequest, @CurrentUser() user: AuthenticatedUser): Promise<ImageUploadAnswer> {
    return { success: true, data: await this.images.store(await readImageUpload(request), user.id) };
  }
}
