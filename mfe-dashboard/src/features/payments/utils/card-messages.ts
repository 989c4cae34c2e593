import type { KnownMessageRef, KnownMessages } from '../../../components/message';
import { PAYMENT_FAILED_MESSAGE } from '../hooks/use-payment';
import { SANDBOX_CARD_MESSAGES } from './sandbox-card';

/**
 * The processor's refusals as Stripe.js (and the shop's sandbox, which answers like it) write them
 * in English, by their English text. Stripe has no Bengali: these are shown in Bengali here; any
 * other message is shown as the processor returned it (spec §8).
 */
const PROCESSOR_MESSAGES: Record<string, string> = {
  'Your card number is invalid.': 'invalidNumber',
  'Your card number is incomplete.': 'incompleteNumber',
  "Your card's expiration date is incomplete.": 'incompleteExpiry',
  "Your card's expiration month is invalid.": 'invalidExpiryMonth',
  "Your card's expiration date is in the past.": 'pastExpiry',
  "Your card's expiration year is in the past.": 'pastExpiryYear',
  'Your card has expired.': 'expired',
  "Your card's security code is incomplete.": 'incompleteCvc',
  "Your card's security code is invalid.": 'invalidCvc',
  "Your card's security code is incorrect.": 'incorrectCvc',
  'Your card has insufficient funds.': 'insufficientFunds',
  'Your card was declined.': 'declined',
  'An error occurred while processing your card. Try again in a little bit.': 'processingError',
};

/** Every card message the payment page may show, English text → its key in the messages. */
export const CARD_MESSAGES: KnownMessages = new Map<string, KnownMessageRef>([
  // The light checks of the sandbox's form, each under its own name.
  ...Object.entries(SANDBOX_CARD_MESSAGES).map(
    ([name, text]) => [text, { key: `payment.card.check.${name}` }] as const,
  ),
  [PAYMENT_FAILED_MESSAGE, { key: 'payment.card.failed' }] as const,
  ...Object.entries(PROCESSOR_MESSAGES).map(
    ([text, key]) => [text, { key: `payment.card.refusal.${key}` }] as const,
  ),
]);
