/**
 * Validation of the booking form (product page), the cart checkout, Add Review and Add Product
 * (spec §5), shared by the browser forms and the API's DTOs so both say exactly the same thing.
 * Each validator answers field → message of the first rule broken; empty when valid.
 */
import { AUTH_MESSAGES } from './auth-messages';
import type { FieldErrors } from './auth-validation';
import { findDistrict } from './delivery';
import { readDecimal } from './numbers';
import { MAX_LINE_QUANTITY, MAX_UNITS_PER_LINE } from './orders';
import { controlCharactersMessage, hasControlCharacters } from './single-line';
import { unitsPerLineMessage } from './units-per-line';

/** The spec's exact messages (typos included), plus ours where the spec has none. */
export const ORDER_MESSAGES = {
  nameRequired: AUTH_MESSAGES.nameRequired,
  emailRequired: AUTH_MESSAGES.emailRequired,
  quantityRequired: 'Quantity is Required',
  quantityTooSmall: "You can't booking less then 1 parts quantity",
  quantityTooLarge: "You can't booking more then Available quantity",
  phoneRequired: 'Phone is Required',
  addressRequired: 'Address is Required',
  // Ours (the spec has no message for these):
  quantityWhole: 'Quantity must be a whole number',
  phoneInvalid: 'Enter a Bangladeshi mobile number: 11 digits starting 013–019 (+880 optional)',
  districtRequired: 'Choose your district',
  districtUnknown: 'Choose one of the 64 districts',
  nameTooLong: 'Name must be 100 characters or shorter',
  addressTooLong: 'Address must be 500 characters or shorter',
  /** The units of one product one order may take (MAX_UNITS_PER_LINE, the API's default). */
  quantityOverLimit: unitsPerLineMessage(MAX_UNITS_PER_LINE),
  /** The account name's rule too (one line): a name is printed in mails and the admin's log. */
  nameControls: controlCharactersMessage('Name'),
} as const;

export const REVIEW_MESSAGES = {
  nameRequired: AUTH_MESSAGES.nameRequired,
  rettingRequired: 'Retting is Required',
  rettingInvalid: 'Provide our 5 star rating',
  reviewRequired: 'Review is Required',
  imageRequired: 'Image is Required',
  // Ours: a review that names a product is by someone who received it (the API checks).
  productNotDelivered: 'You can review a product once it has been delivered to you',
} as const;

export const PRODUCT_MESSAGES = {
  nameRequired: AUTH_MESSAGES.nameRequired,
  priceRequired: 'Price is Required',
  priceInvalid: 'Enter parts price',
  quantityRequired: 'quantity is Required',
  quantityInvalid: 'Enter valid parts quantity',
  descriptionRequired: 'Description is Required',
  imageRequired: 'Image is Required',
  // Ours (the spec has no message for these): the limits the API enforces.
  nameTooLong: 'Name must be 200 characters or shorter',
  descriptionTooLong: 'Description must be 2000 characters or shorter',
  priceTooSmall: 'Price must be at least ৳1',
  priceTooLarge: 'Price must be ৳1,00,00,00,000 or less',
  quantityTooLarge: 'Quantity must be 1,00,00,00,000 or less',
  // The Manage form's reading of typed amounts (readAmountText): what exactly is wrong.
  amountLeadingZero: 'Write the number without a leading zero (1250, not 01250)',
  amountGrouping: 'Commas go between groups of digits (2,400 or 1,00,000), or leave them out',
} as const;

export const ORDER_TEXT_LIMITS = { name: 100, address: 500 } as const;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function lengthOf(value: string): number {
  return Array.from(value.trim()).length;
}

/**
 * A Bangladeshi mobile number: 11 digits starting 013–019, optionally written with the country
 * code (+880 / 880 / 00880 in place of the leading 0); spaces and dashes between digits are ignored,
 * and Bengali digits (০–৯, as a Bengali keyboard types them) count as the same digits.
 * Answers the national form `01XXXXXXXXX` in ASCII digits, or undefined when it is not one.
 */
export function normalizeBdMobile(phone: unknown): string | undefined {
  if (typeof phone !== 'string' && typeof phone !== 'number') return undefined;
  const compact = String(phone)
    .trim()
    .replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/[\s-]/g, '');
  const match = /^(?:\+?880|00880)?(0?1[3-9]\d{8})$/.exec(compact);
  if (!match) return undefined;
  const national = match[1].startsWith('0') ? match[1] : `0${match[1]}`;
  // Without a country code the leading 0 is required (1712345678 is not a full number).
  if (!/^(?:\+?880|00880)/.test(compact) && !compact.startsWith('0')) return undefined;
  return national;
}

/** The message for a phone value, or undefined when it is a Bangladeshi mobile number. */
export function phoneError(phone: unknown): string | undefined {
  if (isBlank(phone)) return ORDER_MESSAGES.phoneRequired;
  return normalizeBdMobile(phone) ? undefined : ORDER_MESSAGES.phoneInvalid;
}

/**
 * The message for an ordered quantity, or undefined when valid: required, a whole number, at least
 * 1, at most `available` (the stock) when it is known, and at most `limit` units of one product
 * (the forms pass MAX_UNITS_PER_LINE; the API checks its configured limit over the whole order).
 * Text such as "3" is read as a number (form inputs give text), in decimal digits only
 * (readDecimal: "0x10", "1e3", " 4 " are not numbers).
 */
export function quantityError(quantity: unknown, available?: number, limit?: number): string | undefined {
  // NaN is what an empty number input's valueAsNumber gives: nothing typed.
  if (isBlank(quantity) || Number.isNaN(quantity)) return ORDER_MESSAGES.quantityRequired;
  const n = readDecimal(quantity);
  // Something that is there but is not a number ("abc", "0x10", {"$gt": 0}, Infinity): not a whole number.
  if (n === undefined) return ORDER_MESSAGES.quantityWhole;
  if (n < 1) return ORDER_MESSAGES.quantityTooSmall;
  if (!Number.isInteger(n)) return ORDER_MESSAGES.quantityWhole;
  if (available !== undefined && n > available) return ORDER_MESSAGES.quantityTooLarge;
  if (n > MAX_LINE_QUANTITY) return ORDER_MESSAGES.quantityTooLarge;
  if (limit !== undefined && n > limit) return unitsPerLineMessage(limit);
  return undefined;
}

export function districtError(district: unknown): string | undefined {
  if (isBlank(district)) return ORDER_MESSAGES.districtRequired;
  return typeof district === 'string' && findDistrict(district) ? undefined : ORDER_MESSAGES.districtUnknown;
}

function requiredText(value: unknown, required: string, max: number, tooLong: string): string | undefined {
  if (isBlank(value) || typeof value !== 'string') return required;
  return lengthOf(value) > max ? tooLong : undefined;
}

/**
 * The message for the customer's name on a booking or checkout, or undefined when valid: required,
 * at most 100 characters, and one line without control characters, as an account's name (it greets
 * the customer in the shop's mails and names them in the admin's activity log). Spaces around it
 * are trimmed first, as the API does.
 */
export function contactNameError(name: unknown): string | undefined {
  const message = requiredText(name, ORDER_MESSAGES.nameRequired, ORDER_TEXT_LIMITS.name, ORDER_MESSAGES.nameTooLong);
  if (message !== undefined) return message;
  return hasControlCharacters((name as string).trim()) ? ORDER_MESSAGES.nameControls : undefined;
}

/** The message for the delivery address, or undefined when valid. */
export function addressError(address: unknown): string | undefined {
  return requiredText(address, ORDER_MESSAGES.addressRequired, ORDER_TEXT_LIMITS.address, ORDER_MESSAGES.addressTooLong);
}

export type ContactFieldsInput = {
  name: unknown;
  phone: unknown;
  address: unknown;
  district: unknown;
};
export type CheckoutFields = { name: string; phone: string; address: string; district: string };
export type BookingFields = CheckoutFields & { email: string; quantity: number | string };

/** The cart checkout's contact fields: name, phone, address and district. */
export function validateCheckout(fields: Partial<ContactFieldsInput>): FieldErrors<CheckoutFields> {
  const errors: FieldErrors<CheckoutFields> = {};
  const checks: [keyof CheckoutFields, string | undefined][] = [
    ['name', contactNameError(fields.name)],
    ['phone', phoneError(fields.phone)],
    ['address', addressError(fields.address)],
    ['district', districtError(fields.district)],
  ];
  for (const [key, message] of checks) if (message !== undefined) errors[key] = message;
  return errors;
}

/**
 * The product page's booking form (spec §5): name, email (read-only, from the account), quantity
 * between 1 and the stock (and `limit` units of one product), phone, address, district. `available` is the product's stock.
 */
export function validateBooking(
  fields: Partial<ContactFieldsInput & { email: unknown; quantity: unknown }>,
  available?: number,
  limit?: number,
): FieldErrors<BookingFields> {
  const contact = validateCheckout(fields);
  const errors: FieldErrors<BookingFields> = {};
  if (contact.name) errors.name = contact.name;
  if (isBlank(fields.email)) errors.email = ORDER_MESSAGES.emailRequired;
  const quantity = quantityError(fields.quantity, available, limit);
  if (quantity) errors.quantity = quantity;
  if (contact.phone) errors.phone = contact.phone;
  if (contact.address) errors.address = contact.address;
  if (contact.district) errors.district = contact.district;
  return errors;
}

/** Spec §5/§9: "a single digit 0 to 5". */
export const RETTING_PATTERN = /^[0-5]$/;

/** The message for a rating as typed (text or number), or undefined when it is 0–5. */
export function rettingError(retting: unknown): string | undefined {
  if (isBlank(retting)) return REVIEW_MESSAGES.rettingRequired;
  if (typeof retting !== 'string' && typeof retting !== 'number') return REVIEW_MESSAGES.rettingInvalid;
  return RETTING_PATTERN.test(String(retting)) ? undefined : REVIEW_MESSAGES.rettingInvalid;
}

export type ReviewFields = { name: string; retting: number | string; review: string; img: string };

export const REVIEW_TEXT_LIMITS = { name: 100, review: 1000 } as const;

/** Add a New Review: Name, Retting (0–5), Review, Photo (`img`: the uploaded image, or the chosen file). */
export function validateReview(fields: Partial<Record<keyof ReviewFields, unknown>>): FieldErrors<ReviewFields> {
  const errors: FieldErrors<ReviewFields> = {};
  const checks: [keyof ReviewFields, string | undefined][] = [
    ['name', requiredText(fields.name, REVIEW_MESSAGES.nameRequired, REVIEW_TEXT_LIMITS.name, 'Name must be 100 characters or shorter')],
    ['retting', rettingError(fields.retting)],
    ['review', requiredText(fields.review, REVIEW_MESSAGES.reviewRequired, REVIEW_TEXT_LIMITS.review, 'Review must be 1000 characters or shorter')],
    ['img', isBlank(fields.img) ? REVIEW_MESSAGES.imageRequired : undefined],
  ];
  for (const [key, message] of checks) if (message !== undefined) errors[key] = message;
  return errors;
}

/**
 * Spec §9 "Price and quantity pattern: non-negative integer or decimal", with no leading zeros:
 * `0`, `12`, `12.5`; not `01`, `-1`, `1e3`, `.5`, `1.`.
 */
export const AMOUNT_PATTERN = /^(0|[1-9]\d*)(\.\d+)?$/;

/** The largest price or quantity parseWholeAmount takes by default. */
export const MAX_WHOLE_AMOUNT = 1_000_000_000;

/**
 * A price or quantity as the admin types it, stored as a whole number: the decimal part is dropped
 * (truncated) — "1250.75" taka is stored as 1250. Text must match AMOUNT_PATTERN; a JSON number
 * must be finite and not negative, whatever notation it was written in (0.0000001 is 1e-7 to
 * JavaScript). Undefined otherwise, or when the whole amount exceeds `max`.
 */
export function parseWholeAmount(value: unknown, max = MAX_WHOLE_AMOUNT): number | undefined {
  let whole: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    whole = Math.trunc(value) || 0; // -0 is 0
  } else if (typeof value === 'string' && AMOUNT_PATTERN.test(value)) {
    whole = Math.trunc(Number(value));
  } else {
    return undefined;
  }
  return Number.isSafeInteger(whole) && whole <= max ? whole : undefined;
}

export type ProductFields = { name: string; price: string | number; quantity: string | number; description: string; img: string };

/**
 * What a product may be, as the API enforces it and the Add / Manage forms show it: text lengths in
 * characters (trimmed), and the whole amounts once the decimal part is dropped — a product on sale
 * costs at least ৳1; a quantity of 0 is a product out of stock.
 */
export const PRODUCT_LIMITS = {
  name: 200,
  description: 2000,
  minPrice: 1,
  maxPrice: MAX_WHOLE_AMOUNT,
  maxQuantity: MAX_WHOLE_AMOUNT,
} as const;

/** The whole part of an amount written as AMOUNT_PATTERN says (or a finite, non-negative number). */
function wholePart(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.trunc(value) || 0 : undefined;
  return typeof value === 'string' && AMOUNT_PATTERN.test(value) ? Math.trunc(Number(value)) : undefined;
}

function amountError(
  value: unknown,
  { min, max }: { min: number; max: number },
  messages: { required: string; invalid: string; tooSmall?: string; tooLarge: string },
): string | undefined {
  if (isBlank(value)) return messages.required;
  const whole = wholePart(value);
  if (whole === undefined) return messages.invalid;
  if (!(whole <= max)) return messages.tooLarge; // Infinity too ("1" followed by 400 digits)
  if (whole < min) return messages.tooSmall ?? messages.invalid;
  return undefined;
}

/** A product's price as typed (text or number): the message of the first rule broken, or undefined. */
export function productPriceError(price: unknown): string | undefined {
  return amountError(
    price,
    { min: PRODUCT_LIMITS.minPrice, max: PRODUCT_LIMITS.maxPrice },
    {
      required: PRODUCT_MESSAGES.priceRequired,
      invalid: PRODUCT_MESSAGES.priceInvalid,
      tooSmall: PRODUCT_MESSAGES.priceTooSmall,
      tooLarge: PRODUCT_MESSAGES.priceTooLarge,
    },
  );
}

/** A product's stock quantity as typed: the message of the first rule broken, or undefined. */
export function productQuantityError(quantity: unknown): string | undefined {
  return amountError(
    quantity,
    { min: 0, max: PRODUCT_LIMITS.maxQuantity },
    {
      required: PRODUCT_MESSAGES.quantityRequired,
      invalid: PRODUCT_MESSAGES.quantityInvalid,
      tooLarge: PRODUCT_MESSAGES.quantityTooLarge,
    },
  );
}

/** Required text of at most `max` characters (text of another type is left to the API's type check). */
function productText(value: unknown, required: string, max: number, tooLong: string): string | undefined {
  if (isBlank(value)) return required;
  return typeof value === 'string' && lengthOf(value) > max ? tooLong : undefined;
}

/** Add a New Product (spec §5), and the price and quantity updates of Manage All Products. */
export function validateProduct(fields: Partial<Record<keyof ProductFields, unknown>>): FieldErrors<ProductFields> {
  const errors: FieldErrors<ProductFields> = {};
  const { name, description } = PRODUCT_LIMITS;
  const checks: [keyof ProductFields, string | undefined][] = [
    ['name', productText(fields.name, PRODUCT_MESSAGES.nameRequired, name, PRODUCT_MESSAGES.nameTooLong)],
    ['price', productPriceError(fields.price)],
    ['quantity', productQuantityError(fields.quantity)],
    [
      'description',
      productText(fields.description, PRODUCT_MESSAGES.descriptionRequired, description, PRODUCT_MESSAGES.descriptionTooLong),
    ],
    ['img', isBlank(fields.img) ? PRODUCT_MESSAGES.imageRequired : undefined],
  ];
  for (const [key, message] of checks) if (message !== undefined) errors[key] = message;
  return errors;
}
