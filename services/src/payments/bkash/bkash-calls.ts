import type { Logger } from '@nestjs/common';
import type { BkashCheckoutAnswer } from '@shop/contracts';
import { type BkashPaymentProvider, BkashUnreachableError } from '../../payment-providers';
import { BkashError, BkashNotConfiguredError } from '../payment-errors';
import type { BkashPayment } from './schemas/bkash-payment.schema';

/** What the browser gets to open bKash's page: the same for an order's total and for an advance. */
export function checkoutAnswer(
  record: Pick<BkashPayment, 'paymentID' | 'bkashURL' | 'amountPoisha'>,
  bkash: BkashPaymentProvider | null,
): BkashCheckoutAnswer {
  return {
    bkashURL: record.bkashURL,
    paymentID: record.paymentID,
    amountTaka: record.amountPoisha / 100,
    simulator: bkash?.simulator ?? false,
  };
}

/** The configured bKash provider, else 503 BKASH_NOT_CONFIGURED. */
export function activeBkash(bkash: BkashPaymentProvider | null): BkashPaymentProvider {
  if (!bkash) throw new BkashNotConfiguredError();
  return bkash;
}

/** A bKash call the customer waits for: no answer is 502 BKASH_ERROR. */
export async function askBkash<T>(call: () => Promise<T>, logger?: Logger): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof BkashUnreachableError)) throw error;
    logger?.warn(error.message);
    throw new BkashError('bKash did not answer. Please try again in a moment.');
  }
}
