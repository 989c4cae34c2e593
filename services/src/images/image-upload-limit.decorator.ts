import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ApiErrorDto } from '../common';
import { IMAGE_UPLOAD_RATE_LIMIT, IMAGE_UPLOAD_TOO_MANY_MESSAGE } from './image-limits';
import { IMAGE_WORK_RETRY_AFTER_SECONDS } from './image-work-queue';
import { ImagesThrottlerGuard } from './images-throttler.guard';

/**
 * The limits of an image upload route (`POST /api/images`, `POST /api/users/me/photo`): at most
 * IMAGE_UPLOAD_RATE_LIMIT uploads per account and window (each route counts its own, in MongoDB,
 * shared by every API instance) → 429; and the 503 of a full image queue (image-work-queue.ts).
 */
export function ImageUploadLimit(): MethodDecorator {
  return applyDecorators(
    UseGuards(ImagesThrottlerGuard),
    Throttle({ default: { limit: IMAGE_UPLOAD_RATE_LIMIT.limit, ttl: IMAGE_UPLOAD_RATE_LIMIT.ttlMs } }),
    ApiResponse({ status: 429, type: ApiErrorDto, description: `TOO_MANY_REQUESTS '${IMAGE_UPLOAD_TOO_MANY_MESSAGE}'` }),
    ApiResponse({
      status: 503,
      type: ApiErrorDto,
      description: `SERVER_BUSY: too many images waiting to be processed; Retry-After: ${IMAGE_WORK_RETRY_AFTER_SECONDS}`,
    }),
  );
}
