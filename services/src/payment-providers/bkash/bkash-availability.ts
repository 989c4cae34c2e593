/**
 * The hook of bKash Tokenized Checkout (services/src/payments/bkash) into `GET /payments/options`:
 * whether 'Pay with bKash' is offered, and whether it goes to the simulator. PaymentProvidersModule
 * provides it; it answers undefined (no 'Pay with bKash') when bKash is not configured.
 */
export interface BkashCheckoutAvailability {
  bkashCheckout(): { simulator: boolean } | undefined;
}

export const BKASH_CHECKOUT_AVAILABILITY = Symbol('BKASH_CHECKOUT_AVAILABILITY');
