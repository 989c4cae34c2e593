/**
 * Send money + TrxID: the checks of the customer's claim "I have sent the money", shared
 * by the payment page's form and the API's DTOs so both say the same thing, and the reference the
 * customer writes in the wallet app.
 *
 * TrxID formats. bKash: 10 letters and digits — bKash's own bill-payment API document
 * ("bKash Parameter Requirement", 2019) shows `"trxid":"5C8300HJ6V"`, and every bKash SMS seen has
 * the same shape (e.g. `9FK3L0M2QX`). Nagad and Rocket: no document of theirs could be found that
 * states a length (examples seen in shops' forms: 8–10 letters and digits, Rocket's often digits
 * only), so their rule is permissive but bounded: 8 to 12 letters and digits.
 */
import { WALLET_NAMES, WALLETS, type Wallet } from '@shop/contracts';
import { orderNumber } from './order-number';
import { normalizeBdMobile, ORDER_MESSAGES, phoneError } from './order-validation';

export const WALLET_MESSAGES = {
  walletRequired: 'Choose the wallet you paid from',
  walletUnknown: 'Choose bKash, Nagad or Rocket',
  senderRequired: 'Enter the wallet number you paid from',
  senderInvalid: 'Enter the wallet number you paid from: 11 digits starting 013–019',
  trxIdRequired: "Enter the TrxID from your wallet's SMS",
  trxIdBkash: 'A bKash TrxID is 10 letters and digits, like 9FK3L0M2QX',
  trxIdNagad: 'A Nagad TrxID is 8 to 12 letters and digits',
  trxIdRocket: 'A Rocket TrxID is 8 to 12 letters and digits',
} as const;

/** Each wallet's TrxID, once trimmed and upper-cased. */
export const TRX_ID_PATTERNS: Readonly<Record<Wallet, RegExp>> = {
  bkash: /^[A-Z0-9]{10}$/,
  nagad: /^[A-Z0-9]{8,12}$/,
  rocket: /^[A-Z0-9]{8,12}$/,
};

/** Shortest and longest TrxID of any wallet (the API document's pattern). */
export const TRX_ID_LENGTH = { min: 8, max: 12 } as const;

const TRX_ID_MESSAGE: Readonly<Record<Wallet, string>> = {
  bkash: WALLET_MESSAGES.trxIdBkash,
  nagad: WALLET_MESSAGES.trxIdNagad,
  rocket: WALLET_MESSAGES.trxIdRocket,
};

export function isWallet(value: unknown): value is Wallet {
  return typeof value === 'string' && (WALLETS as readonly string[]).includes(value);
}

/** The message for a wallet choice, or undefined when it is one of WALLETS. */
export function walletError(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return WALLET_MESSAGES.walletRequired;
  return isWallet(value) ? undefined : WALLET_MESSAGES.walletUnknown;
}

/** A TrxID as stored and compared: spaces around it dropped, letters upper-cased. */
export function normalizeTrxId(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The message for a TrxID of `wallet`, or undefined when it has that wallet's shape. Any letter
 * case; spaces around it are ignored, none inside. An unknown wallet: the loosest shape is asked.
 */
export function trxIdError(wallet: unknown, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return WALLET_MESSAGES.trxIdRequired;
  const trxId = normalizeTrxId(value);
  if (!isWallet(wallet)) {
    return /^[A-Z0-9]{8,12}$/.test(trxId) ? undefined : WALLET_MESSAGES.trxIdNagad;
  }
  return TRX_ID_PATTERNS[wallet].test(trxId) ? undefined : TRX_ID_MESSAGE[wallet];
}

/**
 * The message for the wallet number the customer paid from, or undefined when it is a Bangladeshi
 * mobile number (the phone rules of the order form: +880 optional, Bengali digits accepted).
 */
export function senderNumberError(value: unknown): string | undefined {
  const problem = phoneError(value);
  if (problem === undefined) return undefined;
  return problem === ORDER_MESSAGES.phoneRequired
    ? WALLET_MESSAGES.senderRequired
    : WALLET_MESSAGES.senderInvalid;
}

/**
 * A shop's wallet number (configuration): bKash and Nagad accounts are mobile numbers; a Rocket
 * account is the mobile number followed by one check digit (12 digits), and its 11-digit mobile
 * number is taken too. Answers the national form, or undefined when it is neither.
 */
export function normalizeWalletNumber(wallet: Wallet, value: string): string | undefined {
  const mobile = normalizeBdMobile(value);
  if (mobile) return mobile;
  if (wallet !== 'rocket') return undefined;
  const compact = value.trim().replace(/[\s-]/g, '');
  return /^01[3-9]\d{9}$/.test(compact) ? compact : undefined;
}

/**
 * The reference the customer writes in the wallet app's "reference" field, and the admin looks
 * for on the statement: the order number of the shop's messages (the id's last 6 characters,
 * upper-cased), without the `#`.
 */
export function orderReference(orderId: string): string {
  return orderNumber(orderId);
}

/** "bKash", "Nagad", "Rocket". */
export function walletName(wallet: Wallet): string {
  return WALLET_NAMES[wallet];
}
