import { HttpStatus } from '@nestjs/common';
import { ErrorCode, IMAGE_FIELD, MAX_IMAGE_BYTES } from '@shop/contracts';
import { AppError } from '../common';
import { MAX_IMAGE_PIXELS } from './image-limits';

const MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

/** Not sent as multipart/form-data, or its bytes are not a PNG, JPEG or WebP image at all. */
export class UnsupportedImageError extends AppError {
  constructor(message = 'The image must be a PNG, JPEG or WebP picture') {
    super(ErrorCode.UNSUPPORTED_MEDIA_TYPE, message, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }
}

/** Looks like a PNG, JPEG or WebP image but cannot be decoded (damaged, truncated, disguised). */
export class InvalidImageError extends AppError {
  constructor(message = 'The image is damaged or incomplete and cannot be read') {
    super(ErrorCode.INVALID_IMAGE, message, HttpStatus.BAD_REQUEST);
  }
}

/** No file in the `image` field. */
export class MissingImageError extends AppError {
  constructor() {
    super(ErrorCode.VALIDATION_FAILED, `Choose an image to upload (field "${IMAGE_FIELD}")`, HttpStatus.BAD_REQUEST);
  }
}

/** More bytes than MAX_IMAGE_BYTES. */
export class ImageTooLargeError extends AppError {
  constructor() {
    super(ErrorCode.PAYLOAD_TOO_LARGE, `The image must be ${MEGABYTES} MB or smaller`, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

/** More pixels than MAX_IMAGE_PIXELS (a "decompression bomb" is small in bytes, huge once decoded). */
export class ImageTooManyPixelsError extends AppError {
  constructor() {
    super(
      ErrorCode.PAYLOAD_TOO_LARGE,
      `The image must be ${MAX_IMAGE_PIXELS / 1_000_000} megapixels or smaller`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }
}
