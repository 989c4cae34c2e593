import { Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { type AppConfig, bkashConfigured, stripeConfigured } from '../config';
import { BkashClient } from './bkash/bkash-client';
import { BKASH_PROVIDER, BkashPaymentProvider } from './bkash/bkash.provider';
import { BkashToken, BkashTokenSchema } from './bkash/bkash-token.schema';
import { BKASH_CHECKOUT_AVAILABILITY, type BkashCheckoutAvailability } from './bkash/bkash-availability';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentProviders } from './payment-providers';
import { SandboxPaymentProvider } from './sandbox/sandbox.provider';
import { StripePaymentProvider } from './stripe/stripe.provider';
import { SandboxIntent, SandboxIntentSchema } from './sandbox/sandbox-intent.schema';

/**
 * The active card processor: Stripe when its three keys are set, otherwise the test-mode sandbox
 * (which validateEnv refuses in production unless PAYMENTS_SANDBOX=true). Start-up logs which.
 */
export function createPaymentProvider(
  config: ConfigService<AppConfig, true>,
  sandboxIntents: Model<SandboxIntent>,
): PaymentProvider {
  const logger = new Logger('Payments');
  const keys = {
    STRIPE_SECRET_KEY: config.get('STRIPE_SECRET_KEY', { infer: true }),
    STRIPE_PUBLISHABLE_KEY: config.get('STRIPE_PUBLISHABLE_KEY', { infer: true }),
    STRIPE_WEBHOOK_SECRET: config.get('STRIPE_WEBHOOK_SECRET', { infer: true }),
  };
  if (stripeConfigured(keys)) {
    const provider = new StripePaymentProvider({
      secretKey: keys.STRIPE_SECRET_KEY!,
      publishableKey: keys.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: keys.STRIPE_WEBHOOK_SECRET!,
      host: config.get('STRIPE_API_HOST', { infer: true }),
      port: config.get('STRIPE_API_PORT', { infer: true }),
      protocol: config.get('STRIPE_API_PROTOCOL', { infer: true }),
    });
    logger.log(
      `Card payments: Stripe${provider.testMode ? ' (test mode keys)' : ''}; webhook at /api/payments/webhook`,
    );
    return provider;
  }
  logger.warn(
    'Card payments: the test-mode SANDBOX (no real card is charged). Set STRIPE_* to take real payments.',
  );
  return new SandboxPaymentProvider(sandboxIntents);
}

/**
 * bKash Tokenized Checkout when its five variables are set (a merchant's keys, or the simulator's
 * that npm start and the tests set), else null: no 'Pay with bKash'. Start-up logs which.
 */
export function createBkashProvider(
  config: ConfigService<AppConfig, true>,
  tokens: Model<BkashToken>,
): BkashPaymentProvider | null {
  const logger = new Logger('Payments');
  const keys = {
    BKASH_APP_KEY: config.get('BKASH_APP_KEY', { infer: true }),
    BKASH_APP_SECRET: config.get('BKASH_APP_SECRET', { infer: true }),
    BKASH_USERNAME: config.get('BKASH_USERNAME', { infer: true }),
    BKASH_PASSWORD: config.get('BKASH_PASSWORD', { infer: true }),
    BKASH_BASE_URL: config.get('BKASH_BASE_URL', { infer: true }),
  };
  if (!bkashConfigured(keys)) {
    logger.log('bKash Tokenized Checkout: off (set BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD, BKASH_BASE_URL)');
    return null;
  }
  const simulator = config.get('BKASH_SIMULATOR', { infer: true });
  logger.log(`bKash Tokenized Checkout: ${keys.BKASH_BASE_URL}${simulator ? ' (the bKash SIMULATOR: no real money moves)' : ''}`);
  const client = new BkashClient(
    {
      appKey: keys.BKASH_APP_KEY!,
      appSecret: keys.BKASH_APP_SECRET!,
      username: keys.BKASH_USERNAME!,
      password: keys.BKASH_PASSWORD!,
      baseUrl: keys.BKASH_BASE_URL!,
    },
    tokens,
  );
  return new BkashPaymentProvider(client, simulator);
}

/**
 * The payment providers of this process — the card processor and bKash — for the payments module
 * (taking payments) and the orders module (refunding them). Imports nothing of either, so neither depends on the other through it.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SandboxIntent.name, schema: SandboxIntentSchema },
      { name: BkashToken.name, schema: BkashTokenSchema },
    ]),
  ],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [ConfigService, getModelToken(SandboxIntent.name)],
      useFactory: createPaymentProvider,
    },
    {
      provide: BKASH_PROVIDER,
      inject: [ConfigService, getModelToken(BkashToken.name)],
      useFactory: createBkashProvider,
    },
    PaymentProviders,
    {
      // GET /payments/options: 'Pay with bKash' is offered when bKash is configured.
      provide: BKASH_CHECKOUT_AVAILABILITY,
      inject: [BKASH_PROVIDER],
      useFactory: (bkash: BkashPaymentProvider | null): BkashCheckoutAvailability => ({
        bkashCheckout: () => (bkash ? { simulator: bkash.simulator } : undefined),
      }),
    },
  ],
  exports: [PAYMENT_PROVIDER, BKASH_PROVIDER, PaymentProviders, BKASH_CHECKOUT_AVAILABILITY],
})
export class PaymentProvidersModule {}
