import type { NewRefund, ProviderRefund } from '../payment-provider';
import { bkashAmount, BKASH_SUCCESS } from './bkash-api';
import type { BkashClient } from './bkash-client';

/** Nest token of the bKash provider: a BkashPaymentProvider, or null when bKash is not configured. */
export const BKASH_PROVIDER = Symbol('BKASH_PROVIDER');

/**
 * bKash Tokenized Checkout as one of the shop's payment providers: the client, whether it is the
 * simulator, and refunds through bKash's refund API (in poisha: the order's `amountCents`).
 */
export class BkashPaymentProvider {
  readonly name = 'bkash' as const;

  constructor(
    readonly client: BkashClient,
    /** True when the keys point at the bKash simulator (no real money moves). */
    readonly simulator: boolean,
  ) {}

  /**
   * Refunds `amountCents` poisha of the payment `intentId` (its trxID in `transactionId`). bKash's
   * `sku` carries the refund's idempotency key. Throws when bKash could not be asked (recovery
   * retries with the same key); answers `failed` with bKash's statusMessage when it refuses.
   */
  async refund(input: NewRefund): Promise<ProviderRefund> {
    if (!input.transactionId) {
      return { id: '', status: 'failed', amountCents: input.amountCents, failureMessage: 'The payment has no bKash trxID' };
    }
    const answer = await this.client.refund({
      paymentID: input.intentId,
      trxID: input.transactionId,
      amount: bkashAmount(input.amountCents),
      sku: input.idempotencyKey,
      reason: `Refund of order ${input.orderId}`,
    });
    if (answer.statusCode !== BKASH_SUCCESS || answer.transactionStatus !== 'Completed' || !answer.refundTrxID) {
      return {
        id: answer.refundTrxID ?? '',
        status: 'failed',
        amountCents: input.amountCents,
        failureMessage: `${answer.statusMessage ?? 'refused by bKash'} (${answer.statusCode ?? 'no code'})`,
      };
    }
    return { id: answer.refundTrxID, status: 'succeeded', amountCents: input.amountCents };
  }
}
