import { MAX_RETURN_REASON_LENGTH, type Order } from '@shop/contracts';
import type { KnownMessages } from '../../../components/message';
import {
  PHOTO_MAX_MB,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  photoProblem,
} from '../../../lib/photo-upload';

/** The Return form as typed: units per line (`unitsField`), the reason, an optional photo. */
export interface ReturnFormValues {
  units: Record<string, number>;
  reason: string;
  photo: File | null;
}

export const NOTHING_CHOSEN_MESSAGE = 'Choose at least one unit to return.';
export const REASON_REQUIRED_MESSAGE = 'Write why you return it.';

/** The form's messages, in the active language (the validator answers in English). */
export const RETURN_FORM_MESSAGES: KnownMessages = new Map([
  [NOTHING_CHOSEN_MESSAGE, { key: 'orders.returns.nothingChosen' }],
  [REASON_REQUIRED_MESSAGE, { key: 'orders.returns.reasonRequired' }],
  [PHOTO_TYPE_MESSAGE, { key: 'review.photoType' }],
  [PHOTO_SIZE_MESSAGE, { key: 'review.photoSize', values: { size: PHOTO_MAX_MB } }],
]);

/**
 * The form's field of a line's units: its product and variant (two variants of one product are two
 * lines), without the dots a SKU may hold (react-hook-form reads a dot as a nested field).
 */
export const unitsField = (line: Pick<Order['lines'][number], 'partId' | 'sku'>) =>
  `${line.partId}_${line.sku.replace(/\./g, '~')}`;

/** Units of a line the customer may still return: delivered − refunded − in returns already. */
export const returnableUnits = (line: Order['lines'][number]) =>
  Math.max(0, line.quantity - (line.refundedQuantity ?? 0) - (line.returnedQuantity ?? 0));

/**
 * Whether the customer may ask to return something of this order at `now`: delivered, within its
 * return window (`returnableUntil`), with units not yet returned or refunded. The API decides again.
 */
export function canAskReturn(order: Order, now: Date): boolean {
  if (order.status !== 'delivered' || !order.returnableUntil) return false;
  if (new Date(order.returnableUntil).getTime() <= now.getTime()) return false;
  return order.lines.some((line) => returnableUnits(line) > 0);
}

export function validateReturnForm(
  values: ReturnFormValues,
): Partial<Record<keyof ReturnFormValues, string>> {
  const errors: Partial<Record<keyof ReturnFormValues, string>> = {};
  if (!Object.values(values.units).some((units) => units > 0))
    errors.units = NOTHING_CHOSEN_MESSAGE;
  const reason = values.reason.trim();
  if (!reason || reason.length > MAX_RETURN_REASON_LENGTH) errors.reason = REASON_REQUIRED_MESSAGE;
  const problem = photoProblem(values.photo);
  if (problem) errors.photo = problem;
  return errors;
}
