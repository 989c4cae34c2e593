import { Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { type AppConfig, stripeConfigured } from '../config';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider';
import { SandboxPaymentProvider } from './providers/sandbox.provider';
import { StripePaymentProvider } from './providers/stripe.provider';
import { SandboxIntent, SandboxIntentSchema } from './schemas/sandbox-intent.schema';

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
 * The one PaymentProvider of this process, for the payments module (taking payments) and the orders
 * module (refunding them). Imports nothing of either, so neither depends on the other through it.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: SandboxIntent.name, schema: SandboxIntentSchema }])],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [ConfigService, getModelToken(SandboxIntent.name)],
      useFactory: createPaymentProvider,
    },
  ],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentProviderModule {}
