/**
 * Mobile wallet payments, in taka, beside the card payments of `./payments`:
 *
 * 1. **Send money + TrxID** — works for any shop: the customer sends the order's total from their
 *    wallet app to the shop's wallet number (`BKASH_MERCHANT_NUMBER`, `NAGAD_MERCHANT_NUMBER`,
 *    `ROCKET_MERCHANT_NUMBER`), then tells the shop the number they paid from and the transaction id
 *    their wallet's SMS gave them. The order waits in payment state `verifying` until an admin
 *    checks the wallet's statement: 'Verified' (paid) or 'Not received' (back to unpaid, with why).
 * 2. **bKash Tokenized Checkout** — when the merchant has a bKash agreement (`BKASH_APP_KEY`,
 *    `BKASH_APP_SECRET`, `BKASH_USERNAME`, `BKASH_PASSWORD`, `BKASH_BASE_URL`): the customer is sent
 *    to bKash's page; on the callback the server executes the payment and marks the order paid only
 *    from bKash's answer. Without the keys a bKash simulator (labelled as one) stands in.
 */

/** The wallets a customer can send money from. */
export const WALLETS = ['bkash', 'nagad', 'rocket'] as const;
export type Wallet = (typeof WALLETS)[number];

/** Display names (the same in both languages: they are brand names). */
export const WALLET_NAMES: Record<Wallet, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
};

/** One wallet the shop takes send-money payments on (only configured ones are listed). */
export interface WalletAccount {
  wallet: Wallet;
  /** The shop's wallet number, national form `01XXXXXXXXX` (Rocket: 12 digits, `01XXXXXXXXXX`). */
  number: string;
  /** True when `npm start` seeded a demo number (the page says it is not a real account). */
  demo: boolean;
}

/** `GET /api/payments/options`: the ways the payment page offers to pay, for everyone. */
export interface PaymentOptions {
  /** The card processor: `stripe` or the offline `sandbox` (test mode). */
  card: { provider: 'stripe' | 'sandbox'; testMode: boolean };
  /** Send money + TrxID, one entry per configured wallet (empty: the section is not shown). */
  sendMoney: WalletAccount[];
  /**
   * bKash Tokenized Checkout: absent when neither keys nor the simulator are there; `simulator`
   * true when the payments go to the built-in bKash simulator (no real money moves).
   */
  bkashCheckout?: { simulator: boolean };
  /**
   * WALLET_CLAIM_HOURS: a send-money claim not checked within this many hours goes back to unpaid
   * (the payment page says so).
   */
  walletClaimHours: number;
}

/** `POST /api/orders/:id/wallet-payment` (the order's customer): "I have sent the money". */
export interface WalletPaymentClaim {
  wallet: Wallet;
  /** The wallet number the customer paid from (the phone rules of @shop/rules; Bengali digits accepted). */
  senderNumber: string;
  /** The wallet's transaction id from its SMS (bKash: 10 letters and digits), any letter case. */
  trxId: string;
}

/**
 * Where a send-money claim is: waiting for the admin, verified, refused as not received, or expired
 * (not checked within WALLET_CLAIM_HOURS: the order went back to unpaid).
 */
export type WalletClaimState = 'verifying' | 'verified' | 'not_received' | 'expired';

/** A send-money claim as the order carries it (`order.payment.walletClaim`, the latest one). */
export interface WalletClaim {
  wallet: Wallet;
  /** National form `01XXXXXXXXX`. */
  senderNumber: string;
  /** Upper-cased, as stored (unique over every order's claims). */
  trxId: string;
  /** The shop's number it was sent to, as shown to the customer. */
  toNumber: string;
  /** Whole taka the customer was asked to send (the order's total then). */
  amountTaka: number;
  state: WalletClaimState;
  /** ISO 8601. */
  submittedAt: string;
  /**
   * ISO 8601: submittedAt + WALLET_CLAIM_HOURS. A claim still waiting then goes back to unpaid
   * (state `expired`) at the next sweep. Absent on claims made before claims had a deadline (the
   * sweep gives them submittedAt + WALLET_CLAIM_HOURS).
   */
  checkBy?: string;
  /** ISO 8601, set once an admin decided. */
  decidedAt?: string;
  /** The admin who decided, with their name at the time. */
  decidedBy?: { userId: string; name: string };
  /** 'Not received': why, shown to the customer (3–300 characters, one line). */
  reason?: string;
}

/** `GET /api/admin/wallet-payments?state=&page=&limit=`: one row of the admin's queue. */
export interface WalletPaymentRow {
  orderId: string;
  /** orderReference(orderId): the reference the customer was asked to write in the wallet app. */
  reference: string;
  customerName: string;
  customerEmail: string;
  amountTaka: number;
  claim: WalletClaim;
}

export interface WalletPaymentPage {
  items: WalletPaymentRow[];
  total: number;
  page: number;
  limit: number;
}

/** The admin's decision: `PATCH /api/admin/wallet-payments/:orderId`. */
export const WALLET_DECISIONS = ['verified', 'not_received'] as const;
export type WalletDecision = (typeof WALLET_DECISIONS)[number];

export interface WalletPaymentDecision {
  decision: WalletDecision;
  /** Required for `not_received` (told to the customer); optional note otherwise. */
  reason?: string;
}

/** `POST /api/payments/bkash/checkout` (the order's customer): start a bKash Tokenized Checkout. */
export interface BkashCheckoutRequest {
  orderId: string;
}

export interface BkashCheckoutAnswer {
  /** bKash's page (or the simulator's) to send the browser to. */
  bkashURL: string;
  /** bKash's `paymentID`. */
  paymentID: string;
  amountTaka: number;
  simulator: boolean;
}

/**
 * After bKash's callback (`GET /api/payments/bkash/callback?paymentID=&status=`) the API redirects
 * the browser to the payment page with `?bkash=<outcome>` and, when not paid, `&reason=<bKash's
 * statusMessage>`.
 */
export const BKASH_OUTCOMES = ['success', 'cancel', 'failure'] as const;
export type BkashOutcome = (typeof BKASH_OUTCOMES)[number];
