import type { Order } from '@shop/contracts';
import { REVIEW_MESSAGES, validateReview } from '@shop/rules';
import type { KnownMessages } from '../../../components/message';
import {
  PHOTO_MAX_MB,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PHOTO_TYPES,
  photoProblem,
} from '../../../lib/photo-upload';

/** The Add a New Review form as typed: the rating is text until it is sent, the photo a file. */
export interface ReviewFormValues {
  /** The reviewed product's id; empty for the shop in general (the spec's review). */
  partId: string;
  name: string;
  retting: string;
  review: string;
  img: File | null;
}

/** A product the customer received, as Add Review offers it. */
export interface DeliveredProduct {
  partId: string;
  name: string;
  img: string;
}

/**
 * The products of the delivered orders, each once, in the orders' order (newest first, as the
 * API answers them); other orders (on the way, cancelled, returned) give none.
 */
export function deliveredProductsOf(orders: readonly Order[]): DeliveredProduct[] {
  const products = new Map<string, DeliveredProduct>();
  for (const order of orders) {
    if (order.status !== 'delivered') continue;
    for (const line of order.lines) {
      const partId = line.partId.toLowerCase();
      if (!products.has(partId)) products.set(partId, { partId, name: line.name, img: line.img });
    }
  }
  return [...products.values()];
}

// The photo field is the dashboard's shared one (`lib/photo-upload`, also used by returns).
export const REVIEW_PHOTO_TYPES = PHOTO_TYPES;
export const REVIEW_PHOTO_MAX_MB = PHOTO_MAX_MB;
export const REVIEW_PHOTO_TYPE_MESSAGE = PHOTO_TYPE_MESSAGE;
export const REVIEW_PHOTO_SIZE_MESSAGE = PHOTO_SIZE_MESSAGE;

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
  if (!errors.img) {
    const problem = photoProblem(values.img);
    if (problem) errors.img = problem;
  }
  return errors;
}

export { REVIEW_MESSAGES };

/** A product id as the API writes it (24 hex digits); anything else in the URL is ignored. */
export function partIdFrom(value: string | null): string | undefined {
  return value && /^[a-f\d]{24}$/i.test(value) ? value : undefined;
}
