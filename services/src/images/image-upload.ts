import { IMAGE_FIELD, MAX_IMAGE_BYTES } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { readOnlyFile, type UploadedFile } from '../common';
import { ImageTooLargeError, MissingImageError, UnsupportedImageError } from './image-errors';

/**
 * Reads the one file of a `multipart/form-data` upload in the field `image`, at most MAX_IMAGE_BYTES
 * (413 beyond: busboy stops keeping bytes at the limit, so no more than that is ever buffered); any
 * other part is a 400.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new UnsupportedImageError(`Send the image as multipart/form-data in the field "${IMAGE_FIELD}"`);
  }
  let file: UploadedFile | undefined;
  try {
    file = await readOnlyFile(request, MAX_IMAGE_BYTES);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ImageTooLargeError();
    throw error;
  }
  if (!file || file.fieldname !== IMAGE_FIELD || file.bytes.length === 0) throw new MissingImageError();
  return file.bytes;
}
