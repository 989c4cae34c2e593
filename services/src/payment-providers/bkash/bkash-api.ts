/**
 * bKash Tokenized Checkout (v1.2.0-beta), the fields this shop sends and reads — as documented by
 * bKash (sources in ./README.md). Every answer carries `statusCode` ('0000': success) and
 * `statusMessage`; an error is an answer with another statusCode (HTTP 200), e.g. 2056 'Invalid
 * Payment State', 2062 'The payment has already been completed', 2117 'Payment execution already
 * been called before'.
 */

export const BKASH_PATHS = {
  grant: '/tokenized/checkout/token/grant',
  refresh: '/tokenized/checkout/token/refresh',
  create: '/tokenized/checkout/create',
  execute: '/tokenized/checkout/execute',
  status: '/tokenized/checkout/payment/status',
  refund: '/tokenized/checkout/payment/refund',
} as const;

export const BKASH_SUCCESS = '0000';
/** Execute answers these when the payment was executed already: query payment status decides. */
export const BKASH_ALREADY_EXECUTED = ['2062', '2117'] as const;

export interface BkashStatus {
  statusCode: string;
  statusMessage: string;
}

export interface BkashTokenAnswer extends Partial<BkashStatus> {
  id_token?: string;
  refresh_token?: string;
  /** Seconds (3600). */
  expires_in?: number;
  token_type?: string;
}

export interface BkashCreateRequest {
  /** '0011': checkout URL without agreement. */
  mode: '0011';
  payerReference: string;
  callbackURL: string;
  /** Taka with at most 2 decimals, as text: '1450.00'. */
  amount: string;
  currency: 'BDT';
  intent: 'sale';
  merchantInvoiceNumber: string;
}

export interface BkashCreateAnswer extends BkashStatus {
  paymentID?: string;
  bkashURL?: string;
  amount?: string;
  currency?: string;
  merchantInvoiceNumber?: string;
  transactionStatus?: string;
}

/** Execute's and query payment status's answer. */
export interface BkashPaymentAnswer extends BkashStatus {
  paymentID?: string;
  trxID?: string;
  /** 'Initiated', 'Completed', … */
  transactionStatus?: string;
  amount?: string;
  currency?: string;
  intent?: string;
  merchantInvoiceNumber?: string;
  customerMsisdn?: string;
}

export interface BkashRefundRequest {
  paymentID: string;
  trxID: string;
  amount: string;
  /** The shop's refund idempotency key. */
  sku: string;
  reason: string;
}

export interface BkashRefundAnswer extends BkashStatus {
  originalTrxID?: string;
  refundTrxID?: string;
  transactionStatus?: string;
  amount?: string;
  currency?: string;
}

/** '1450.00' for 145000 poisha (1 taka = 100 poisha). */
export function bkashAmount(poisha: number): string {
  return `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;
}

/** Poisha of a bKash amount ('1450.00', '1450', '1450.5'); NaN when it is not an amount. */
export function poishaOf(amount: string | undefined): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount ?? '');
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
