import { Inject, Injectable, Optional } from '@nestjs/common';
import type { PaymentOptions } from '@shop/contracts';
import {
  BKASH_CHECKOUT_AVAILABILITY,
  type BkashCheckoutAvailability,
  PAYMENT_PROVIDER,
  type PaymentProvider,
} from '../payment-providers';
import { WalletPaymentsService } from './wallets/wallet-payments.service';

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
