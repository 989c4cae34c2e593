/**
 * The reason an admin gives to hide, show again or delete a review, shared by the admin's
 * dialog and the API's DTOs so both count and say the same thing.
 */
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@shop/contracts';

export const MODERATION_MESSAGES = {
  required: 'Reason is Required',
  tooShort: `Reason must be at least ${MODERATION_REASON_MIN} characters`,
  tooLong: `Reason must be ${MODERATION_REASON_MAX} characters or shorter`,
  controls: 'Reason must not contain control characters',
} as const;

/** Characters of a reason as it is checked and stored: trimmed, counted in code points. */
export function moderationReasonLength(value: string): number {
  return Array.from(value.trim()).length;
}

/**
 * The message for a moderation reason, or undefined when it is fine: text, after trimming
 * MODERATION_REASON_MIN to MODERATION_REASON_MAX characters, one line without control characters.
 */
export function moderationReasonError(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return MODERATION_MESSAGES.required;
  const length = moderationReasonLength(value);
  if (length < MODERATION_REASON_MIN) return MODERATION_MESSAGES.tooShort;
  if (length > MODERATION_REASON_MAX) return MODERATION_MESSAGES.tooLong;
  // Anywhere, also at the ends the trimming drops: a reason is one line ("abc\n" is refused).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return MODERATION_MESSAGES.controls;
  return undefined;
}
