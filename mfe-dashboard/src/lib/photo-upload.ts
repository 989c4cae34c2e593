import { api } from '@shop/api-client';
import { IMAGE_FIELD, type ImageUploadAnswer, MAX_IMAGE_BYTES } from '@shop/contracts';

/**
 * A photo the customer sends with a review or a return: what the shop's image storage accepts (the
 * API checks the content again; this saves a pointless upload) and the upload itself.
 */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;
export const PHOTO_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image.';
export const PHOTO_SIZE_MESSAGE = `The photo must be ${PHOTO_MAX_MB} MB or smaller.`;

/** Why this file cannot be sent as a photo (one of the messages above), or undefined. */
export function photoProblem(file: File | null | undefined): string | undefined {
  if (!file) return undefined;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return PHOTO_SIZE_MESSAGE;
  return undefined;
}

export const photoUploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /images` (multipart field `image`): checked, re-encoded and stored by the API. */
    uploadImage: build.mutation<ImageUploadAnswer, File>({
      query: (file) => {
        const body = new FormData();
        body.append(IMAGE_FIELD, file);
        return { url: '/images', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadImageMutation } = photoUploadApi;
