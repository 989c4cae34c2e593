/**
 * A customer's saved delivery addresses (My Profile's address book): the same contact and delivery
 * fields the booking form and the cart checkout ask for, with their rules (validateCheckout), plus an
 * optional label such as "Home" or "Office". Shared by the profile's form and the API's DTOs.
 */
import type { FieldErrors } from './auth-validation';
import { tooLongMessage } from './contact-validation';
import { type CheckoutFields, type ContactFieldsInput, validateCheckout } from './order-validation';
import { controlCharactersMessage, hasControlCharacters } from './single-line';

/** Characters of a label: a word or two, shown on a tag beside the address. */
export const ADDRESS_LABEL_MAX = 30;

/**
 * Addresses one account may keep unless the API is configured otherwise (MAX_SAVED_ADDRESSES): a
 * home, an office, family — a book, not a mailing list.
 */
export const MAX_SAVED_ADDRESSES = 10;

/** Ours (the spec has no address book). */
export const ADDRESS_BOOK_MESSAGES = {
  labelText: 'Label must be text',
  labelTooLong: tooLongMessage('Label', ADDRESS_LABEL_MAX),
  labelControls: controlCharactersMessage('Label'),
} as const;

/**
 * The message for an address's label, or undefined when valid: optional (absent or empty), one line,
 * at most 30 characters. `null` is not text: a client clears a label by leaving it out.
 */
export function addressLabelError(label: unknown): string | undefined {
  if (label === undefined) return undefined;
  if (typeof label !== 'string') return ADDRESS_BOOK_MESSAGES.labelText;
  const trimmed = label.trim();
  if (Array.from(trimmed).length > ADDRESS_LABEL_MAX) return ADDRESS_BOOK_MESSAGES.labelTooLong;
  return hasControlCharacters(trimmed) ? ADDRESS_BOOK_MESSAGES.labelControls : undefined;
}

export type SavedAddressFields = CheckoutFields & { label: string };

/** A saved address as typed: the checkout's rules for name, phone, address and district, and the label's. */
export function validateSavedAddress(
  fields: Partial<ContactFieldsInput & { label: unknown }>,
): FieldErrors<SavedAddressFields> {
  const errors: FieldErrors<SavedAddressFields> = {};
  const label = addressLabelError(fields.label);
  if (label) errors.label = label;
  return { ...errors, ...validateCheckout(fields) };
}
