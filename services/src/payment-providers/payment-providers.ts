import { Inject, Injectable } from '@nestjs/common';
import { BKASH_PROVIDER, type BkashPaymentProvider } from './bkash/bkash.provider';
import { PAYMENT_PROVIDER, type NewRefund, type PaymentProvider, type ProviderRefund } from './payment-provider';

/** What refunds need of a provider. */
export interface RefundingProvider {
  readonly name: string;
  refund(input: NewRefund): Promise<ProviderRefund>;
}

/**
 * Every payment provider of this process: the card processor (Stripe or the sandbox) and, when
 * configured, bKash. Refunds go back through the provider that took the money, by its name.
 */
@Injectable()
export class PaymentProviders {
  constructor(
    @Inject(PAYMENT_PROVIDER) readonly card: PaymentProvider,
    @Inject(BKASH_PROVIDER) readonly bkash: BkashPaymentProvider | null,
  ) {}

  /** The provider named on a payment or refund, if this server has it. */
  refunderOf(name: string | undefined): RefundingProvider | undefined {
    if (name === this.card.name) return this.card;
    if (name === 'bkash' && this.bkash) return this.bkash;
    return undefined;
  }
}
