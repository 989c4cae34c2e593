import { Inject, Injectable, Optional } from '@nestjs/common';
import type { PaymentOptions } from '@shop/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider';
import { WalletPaymentsService } from './wallets/wallet-payments.service';

/**
 * The hook of bKash Tokenized Checkout (services/src/payments/bkash) into `GET /payments/options`:
 * whether 'Pay with bKash' is offered, and whether it goes to the simulator. Provided under
 * BKASH_CHECKOUT_AVAILABILITY by the bKash module (a @Global() provider, or a module that
 * WalletPaymentsModule imports); without it, bKash checkout is not offered.
 */
export interface BkashCheckoutAvailability {
  bkashCheckout(): { simulator: boolean } | undefined;
}

export const BKASH_CHECKOUT_AVAILABILITY = Symbol('BKASH_CHECKOUT_AVAILABILITY');

/** `GET /payments/options`: every way the payment page may offer, for everyone. */
@Injectable()
export class PaymentOptionsService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly card: PaymentProvider,
    private readonly wallets: WalletPaymentsService,
    @Optional()
    @Inject(BKASH_CHECKOUT_AVAILABILITY)
    private readonly bkash?: BkashCheckoutAvailability,
  ) {}

  options(): PaymentOptions {
    const bkashCheckout = this.bkash?.bkashCheckout();
    return {
      card: { provider: this.card.name, testMode: this.card.testMode },
      sendMoney: this.wallets.accounts(),
      walletClaimHours: this.wallets.claimHours(),
      ...(bkashCheckout ? { bkashCheckout } : {}),
    };
  }
}
