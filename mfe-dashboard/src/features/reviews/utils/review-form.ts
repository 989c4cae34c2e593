import { MAX_IMAGE_BYTES } from '@shop/contracts';
import { REVIEW_MESSAGES, validateReview } from '@shop/rules';
import type { KnownMessages } from '../../../components/message';

/** The Add a New Review form as typed: the rating is text until it is sent, the photo a file. */
export interface ReviewFormValues {
  name: string;
  retting: string;
  review: string;
  img: File | null;
}

/** What the image storage accepts (the API checks the content again; this saves a pointless upload). */
export const REVIEW_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const REVIEW_PHOTO_MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;
export const REVIEW_PHOTO_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image.';
export const REVIEW_PHOTO_SIZE_MESSAGE = `The photo must be ${REVIEW_PHOTO_MAX_MB} MB or smaller.`;

/**
 * The form's own messages (the validator answers in English, like the `@shop/rules` ones), shown
 * in the active language; the rules' messages by `useRuleMessage` (@shop/ui).
 */
export const REVIEW_FORM_MESSAGES: KnownMessages = new Map([
  [REVIEW_PHOTO_TYPE_MESSAGE, { key: 'review.photoType' }],
  [REVIEW_PHOTO_SIZE_MESSAGE, { key: 'review.photoSize', values: { size: REVIEW_PHOTO_MAX_MB } }],
]);

/** Spec §5 Add Review rules (the API's own validator and messages), plus the photo's type and size. */
export function validateReviewForm(
  values: ReviewFormValues,
): Partial<Record<keyof ReviewFormValues, string>> {
  const errors: Partial<Record<keyof ReviewFormValues, string>> = validateReview({
    ...values,
    img: values.img ?? undefined,
  });
  const file = values.img;
  if (file && !errors.img) {
    if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type))
      errors.img = REVIEW_PHOTO_TYPE_MESSAGE;
    else if (file.size > MAX_IMAGE_BYTES) errors.img = REVIEW_PHOTO_SIZE_MESSAGE;
  }
  return errors;
}

export { REVIEW_MESSAGES };

/** A product id as the API writes it (24 hex digits); anything else in the URL is ignored. */
export function partIdFrom(value: string | null): string | undefined {
  return value && /^[a-f\d]{24}$/i.test(value) ? value : undefined;
}
