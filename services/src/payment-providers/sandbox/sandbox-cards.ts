/**
 * The sandbox's card checks: what a card processor's test mode answers for a card form, with its
 * messages. Only the well-known test numbers succeed; every other number is refused.
 */

/** Card numbers the sandbox accepts (Stripe's test cards: Visa, Visa debit, Mastercard). */
export const SANDBOX_SUCCESS_CARDS = [
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
] as const;
/** Stripe's "generic decline" test card. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

export const CARD_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
} as const;

export interface CardInput {
  cardNumber: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
}

/** A refused card: a provider-style code (Stripe's `error.code`) and the message shown in red. */
export interface CardRefusal {
  code:
    | 'incorrect_number'
    | 'invalid_expiry_month'
    | 'incomplete_expiry'
    | 'expired_card'
    | 'invalid_cvc'
    | 'card_declined';
  message: string;
  declineCode?: 'generic_decline';
}

/** True when the digits pass the Luhn check (the card number's last digit). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card as the sandbox processor does, in the provider's order: number, expiry date,
 * security code, then the issuer's answer. `now` decides expiry (a card is valid through the end of
 * its month, UTC). Answers undefined when the payment succeeds.
 */
export function refusalOf(card: CardInput, now: Date): CardRefusal | undefined {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { code: 'incorrect_number', message: CARD_MESSAGES.invalidNumber };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) return { code: 'incomplete_expiry', message: CARD_MESSAGES.incompleteExpiry };
  const month = Number(expiry[1]);
  if (month < 1 || month > 12)
    return { code: 'invalid_expiry_month', message: CARD_MESSAGES.invalidExpiryMonth };
  const year = 2000 + Number(expiry[2]);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    return { code: 'expired_card', message: CARD_MESSAGES.expired };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return { code: 'invalid_cvc', message: CARD_MESSAGES.invalidCvc };
  if (!(SANDBOX_SUCCESS_CARDS as readonly string[]).includes(number)) {
    return {
      code: 'card_declined',
      message: CARD_MESSAGES.declined,
      declineCode: 'generic_decline',
    };
  }
  return undefined;
}
