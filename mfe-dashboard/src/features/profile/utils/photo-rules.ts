/** What the API accepts for a profile photo; checked here first so a wrong file never travels. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const PHOTO_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image.';
export const PHOTO_SIZE_MESSAGE = 'The photo must be 2 MB or smaller.';

/** The reason a chosen file cannot be a profile photo, or undefined when it can. */
export function photoError(file: { type: string; size: number }): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_MESSAGE;
  return undefined;
}
