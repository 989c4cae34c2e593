import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, PhotoTooLargeError, readOnlyFile, type UploadedFile } from '../common';
import { MAX_PHOTO_BYTES } from './profile-photo';

export const PHOTO_FIELD = 'photo';

/**
 * Reads the one file of a `multipart/form-data` upload in the field `photo`, at most 2 MB
 * (413 beyond, without buffering more than the limit); any other part is a 400.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      `Send the photo as multipart/form-data in the field "${PHOTO_FIELD}"`,
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  }
  let file: UploadedFile | undefined;
  try {
    file = await readOnlyFile(request, MAX_PHOTO_BYTES);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PhotoTooLargeError();
    throw error;
  }
  if (!file || file.fieldname !== PHOTO_FIELD) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, `Choose a photo to upload (field "${PHOTO_FIELD}")`, HttpStatus.BAD_REQUEST);
  }
  return file.bytes;
}
