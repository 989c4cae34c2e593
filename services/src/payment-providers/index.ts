/** The payment-providers module's public surface: what other modules use of it. */
export {
  BKASH_ALREADY_EXECUTED,
  BKASH_SUCCESS,
  bkashAmount,
  type BkashPaymentAnswer,
  poishaOf,
} from './bkash/bkash-api';
export {
  BKASH_CHECKOUT_AVAILABILITY,
  type BkashCheckoutAvailability,
} from './bkash/bkash-availability';
export { BkashUnreachableError } from './bkash/bkash-client';
export { BKASH_PROVIDER, type BkashPaymentProvider } from './bkash/bkash.provider';
export { refundCents, takaToUsdCents } from './money';
export {
  OrderNotPayableError,
  ProviderRouteInactiveError,
  WebhookSignatureInvalidError,
} from './payment-errors';
export {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderRefund,
  type ProviderRefundReport,
  type SettlingProviderName,
} from './payment-provider';
export { PaymentProvidersModule } from './payment-providers.module';
export { PaymentProviders } from './payment-providers';
export { type CardRefusal, refusalOf } from './sandbox/sandbox-cards';
export { SandboxPaymentProvider } from './sandbox/sandbox.provider';
