import { toAsciiDigits } from '@shop/i18n';

/**
 * The sandbox card form's light checks: only that each field looks like what it should be. Whether
 * the card is valid, expired or declined is the processor's answer (the server's), shown in red as
 * a card error, exactly as Stripe's would be.
 */
export interface SandboxCardFields {
  cardNumber: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
  name: string;
}

export const SANDBOX_CARD_MESSAGES = {
  cardNumberRequired: 'Enter the card number',
  cardNumberInvalid: 'A card number has 13 to 19 digits',
  expiryRequired: 'Enter the expiry date',
  expiryInvalid: 'Write the expiry date as MM/YY',
  cvcRequired: 'Enter the CVC',
  cvcInvalid: 'The CVC is the 3 or 4 digits on the back of the card',
  nameRequired: 'Enter the name on the card',
} as const;

/** The well-known test cards the sandbox knows, listed under its form. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/**
 * The digits of a typed text, Bengali digits (a Bengali keyboard's ০–৯) read as the ASCII ones the
 * processor expects: "৪২ 42" → "4242".
 */
export function digitsOnly(typed: string): string {
  return toAsciiDigits(typed).replace(/\D/g, '');
}

/** The digits of a card number as typed ("4242 4242-4242 4242" → "4242424242424242"). */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** Groups a typed card number by four for display, keeping at most 19 digits. */
export function groupCardNumber(typed: string): string {
  const digits = digitsOnly(typed).slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry as typed, with the slash put in after the month ("1234" → "12/34"). A deleted slash is
 * not put back while the person is still deleting (three characters or fewer stay as typed).
 */
export function formatExpiry(typed: string): string {
  const digits = digitsOnly(typed).slice(0, 4);
  if (digits.length <= 2) return typed.includes('/') && digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function validateSandboxCard(
  values: SandboxCardFields,
): Partial<Record<keyof SandboxCardFields, string>> {
  const errors: Partial<Record<keyof SandboxCardFields, string>> = {};
  const digits = cardDigits(values.cardNumber.trim());
  if (digits === '') errors.cardNumber = SANDBOX_CARD_MESSAGES.cardNumberRequired;
  else if (!/^\d{13,19}$/.test(digits)) errors.cardNumber = SANDBOX_CARD_MESSAGES.cardNumberInvalid;

  const expiry = values.expiry.trim();
  if (expiry === '') errors.expiry = SANDBOX_CARD_MESSAGES.expiryRequired;
  else if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry))
    errors.expiry = SANDBOX_CARD_MESSAGES.expiryInvalid;

  const cvc = values.cvc.trim();
  if (cvc === '') errors.cvc = SANDBOX_CARD_MESSAGES.cvcRequired;
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = SANDBOX_CARD_MESSAGES.cvcInvalid;

  if (values.name.trim() === '') errors.name = SANDBOX_CARD_MESSAGES.nameRequired;
  return errors;
}
