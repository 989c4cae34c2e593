/**
 * The order forms and My Profile's address book: which saved address the typed fields are, and
 * what a signed-in customer's form starts with. Pure, so every case is tested without a form.
 */
import type { AddressBook, AddressFields, SavedAddress } from '@shop/contracts';
import { findDistrict, normalizeBdMobile } from '@shop/rules';

/** The contact fields both order forms ask for. */
export interface ContactValues {
  name: string;
  phone: string;
  address: string;
  district: string;
}

export type ContactField = keyof ContactValues;

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'phone', 'address', 'district'];

const words = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether the typed fields are this saved address, read as the API stores an address: the phone
 * in any way of writing it (+880, Bengali digits, spaces), the district in any case, spaces and case
 * of the name and address aside.
 */
export function isSameAddress(values: ContactValues, saved: AddressFields): boolean {
  const phone = normalizeBdMobile(values.phone);
  return (
    words(values.name) === words(saved.name) &&
    phone !== undefined &&
    phone === saved.phone &&
    words(values.address) === words(saved.address) &&
    findDistrict(values.district)?.name === saved.district
  );
}

/** The saved address the typed fields are, if any. */
export function matchingAddress(
  values: ContactValues,
  book: AddressBook,
): SavedAddress | undefined {
  return book.addresses.find((saved) => isSameAddress(values, saved));
}

/** The book's default address (the API answers it first and marks it). */
export function defaultAddress(book: AddressBook): SavedAddress | undefined {
  return book.addresses.find((saved) => saved.isDefault) ?? book.addresses[0];
}

/** What a form fills in from the book: the default address, else only the profile's phone. */
export function prefillValues(book: AddressBook): Partial<ContactValues> {
  const saved = defaultAddress(book);
  if (saved) return contactOf(saved);
  return book.phone ? { phone: book.phone } : {};
}

export function contactOf(saved: AddressFields): ContactValues {
  return { name: saved.name, phone: saved.phone, address: saved.address, district: saved.district };
}

/**
 * The prefill without what the customer has typed: each field only when `untouched` says it is
 * still as the form started (never overwrite a typed value).
 */
export function untouchedPrefill(
  prefill: Partial<ContactValues>,
  untouched: (field: ContactField) => boolean,
): Partial<ContactValues> {
  const fill: Partial<ContactValues> = {};
  for (const field of CONTACT_FIELDS) {
    const value = prefill[field];
    if (value !== undefined && untouched(field)) fill[field] = value;
  }
  return fill;
}

/**
 * Whether the form offers to save what was typed: the book is known and not full, and the typed
 * fields are not one of its addresses.
 */
export function offersToSave(values: ContactValues, book: AddressBook | undefined): boolean {
  if (!book || book.addresses.length >= book.limit) return false;
  return !matchingAddress(values, book);
}
