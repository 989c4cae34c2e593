import type { KnownMessages } from '../../../components/message';

/** What the API accepts for a profile photo; checked here first so a wrong file never travels. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_MAX_MB = 2;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;

export const PHOTO_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image.';
export const PHOTO_SIZE_MESSAGE = `The photo must be ${PHOTO_MAX_MB} MB or smaller.`;

/** The messages above in the active language (`photoError` answers the English text). */
export const PHOTO_MESSAGES: KnownMessages = new Map([
  [PHOTO_TYPE_MESSAGE, { key: 'profile.photoType' }],
  [PHOTO_SIZE_MESSAGE, { key: 'profile.photoSize', values: { size: PHOTO_MAX_MB } }],
]);

/** The reason a chosen file cannot be a profile photo, or undefined when it can. */
export function photoError(file: { type: string; size: number }): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_MESSAGE;
  return undefined;
}
