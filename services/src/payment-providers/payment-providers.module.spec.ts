import { Logger } from '@nestjs/common';
import type { ConfigService } from '@nestjs/config';
import type { Model } from 'mongoose';
import { type AppConfig, validateEnv } from '../config';
import { createPaymentProvider } from './payment-providers.module';
import { SandboxPaymentProvider } from './sandbox/sandbox.provider';
import { StripePaymentProvider } from './stripe/stripe.provider';
import type { SandboxIntent } from './sandbox/sandbox-intent.schema';

const URI = 'mongodb://127.0.0.1:27017/shop';
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

/** A ConfigService over validateEnv's answer, as ConfigModule gives it. */
function configOf(env: Record<string, string>): ConfigService<AppConfig, true> {
  const config = validateEnv({ MONGODB_URI: URI, ...env });
  return { get: (name: keyof AppConfig) => config[name] } as unknown as ConfigService<
    AppConfig,
    true
  >;
}

const sandboxIntents = {} as Model<SandboxIntent>;

describe('createPaymentProvider', () => {
  afterEach(() => jest.restoreAllMocks());

  it('picks the sandbox without Stripe keys, and says so at start-up', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const provider = createPaymentProvider(configOf({}), sandboxIntents);
    expect(provider).toBeInstanceOf(SandboxPaymentProvider);
    expect(provider).toMatchObject({ name: 'sandbox', testMode: true, publishableKey: undefined });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('test-mode SANDBOX'));
  });

  it('picks Stripe with the three keys, and says so at start-up', () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const provider = createPaymentProvider(configOf(STRIPE), sandboxIntents);
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(provider).toMatchObject({
      name: 'stripe',
      testMode: true,
      publishableKey: 'pk_test_abc',
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Card payments: Stripe'));
  });

  it('treats live keys as not test mode', () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const provider = createPaymentProvider(
      configOf({
        ...STRIPE,
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      }),
      sandboxIntents,
    );
    expect(provider.testMode).toBe(false);
  });
});
