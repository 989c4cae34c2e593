import { resolve } from 'node:path';
import {
  bkashConfigured,
  ConfigValidationError,
  DEFAULT_CORS_ORIGINS,
  enabledLogLevels,
  googleSignInEnabled,
  stripeConfigured,
  validateEnv,
} from './env.validation';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const SECRET = 'x'.repeat(32);

const URI = 'mongodb://127.0.0.1:27017/shop';

function problemsOf(env: Record<string, string | undefined>): string {
  try {
    validateEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return (error as Error).message;
  }
  throw new Error('expected the environment to be rejected');
}

describe('validateEnv', () => {
  it('applies the documented defaults', () => {
    expect(validateEnv({ MONGODB_URI: URI })).toEqual({
      MONGODB_URI: URI,
      API_PORT: 3000,
      API_HOST: '0.0.0.0',
      CORS_ORIGINS: DEFAULT_CORS_ORIGINS,
      SEED_ON_START: true,
      ADMIN_NAME: 'Shop Admin',
      ADMIN_EMAIL: 'admin@shop.local',
      ADMIN_PASSWORD: 'Admin#2026',
      CUSTOMER_NAME: 'Demo Customer',
      CUSTOMER_EMAIL: 'customer@shop.local',
      CUSTOMER_PASSWORD: 'Customer#2026',
      LOG_LEVEL: 'log',
      NODE_ENV: 'development',
      JWT_SECRET: undefined,
      JWT_SECRET_FILE: resolve(REPO_ROOT, '.data/jwt-secret'),
      JWT_ACCESS_TTL: 900,
      REFRESH_TTL_DAYS: 30,
      COOKIE_SECURE: false,
      SHOP_URL: 'http://localhost:4200',
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      GOOGLE_CALLBACK_URL: 'http://localhost:3000/api/auth/google/callback',
      SMTP_URL: undefined,
      MAIL_FROM: 'TechParts BD <no-reply@techparts.local>',
      MAIL_OUTBOX_DIR: resolve(REPO_ROOT, '.outbox'),
      UPLOADS_DIR: resolve(REPO_ROOT, '.data/uploads'),
      RELEASE_STORE_DIR: resolve(REPO_ROOT, '.data/release-store'),
      RELEASE_CHANNEL: 'production',
      RELEASE_CANARY_ABORT_PERCENT: 2,
      RELEASE_CANARY_MIN_LOADS: 50,
      RELEASE_SHELL_URL: '',
      RELEASE_CHECK_TOKEN: '',
      TRUST_PROXY: false,
      BDT_PER_USD: 122,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      STRIPE_API_HOST: undefined,
      STRIPE_API_PORT: undefined,
      STRIPE_API_PROTOCOL: undefined,
      PAYMENTS_SANDBOX: true,
      BKASH_APP_KEY: undefined,
      BKASH_APP_SECRET: undefined,
      BKASH_USERNAME: undefined,
      BKASH_PASSWORD: undefined,
      BKASH_BASE_URL: undefined,
      BKASH_SIMULATOR: false,
      BKASH_CALLBACK_URL: 'http://localhost:3000/api/payments/bkash/callback',
      // No courier keys: no courier offered, no webhook secret (the routes answer 404).
      STEADFAST_API_KEY: undefined,
      PATHAO_CLIENT_ID: undefined,
      REDX_API_TOKEN: undefined,
      COURIERS_SIMULATOR: false,
      // The seller on invoices and labels: the demo shop's; no BIN printed until one is set.
      INVOICE_SELLER_NAME: 'TechParts BD',
      INVOICE_SELLER_NAME_BN: 'টেকপার্টস বিডি',
      INVOICE_SELLER_ADDRESS: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
      INVOICE_SELLER_ADDRESS_BN: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫',
      INVOICE_SELLER_BIN: undefined,
      INVOICE_VAT_RATE: 15,
      PAYMENT_WINDOW_MINUTES: 30,
      BKASH_MERCHANT_NUMBER: undefined,
      NAGAD_MERCHANT_NUMBER: undefined,
      ROCKET_MERCHANT_NUMBER: undefined,
      WALLET_NUMBERS_DEMO: false,
      MAX_OPEN_UNPAID_ORDERS: 3,
      MAX_PENDING_WALLET_CLAIMS: 2,
      WALLET_CLAIM_HOURS: 12,
      MAX_UNITS_PER_LINE: 10,
      COD_CONFIRM_HOURS: 48,
      RETURN_DAYS: 7,
      ORDER_SWEEP_SECONDS: 60,
      SHIPMENT_MOVES_SECONDS: 30,
      SHIPPING_RATES_CACHE_SECONDS: 10,
      ORDER_ACTIONS_PER_HOUR: 10,
      MESSAGES_PER_PHONE_PER_HOUR: 10,
      MESSAGES_PER_EMAIL_PER_HOUR: 10,
      CONFIRMATION_MAILS_PER_HOUR: 3,
      MAX_SAVED_ADDRESSES: 10,
      SMS_HTTP_URL: undefined,
      SMS_HTTP_TOKEN: undefined,
      SMS_SENDER_ID: 'TechPartsBD',
      NOTIFICATIONS_POLL_MS: 2000,
      NOTIFICATIONS_MAX_ATTEMPTS: 8,
    });
    expect(DEFAULT_CORS_ORIGINS).toEqual(
      expect.arrayContaining(['http://localhost:4200', 'http://127.0.0.1:4203', 'http://localhost:4201']),
    );
  });

  it('parses given values', () => {
    const config = validateEnv({
      MONGODB_URI: 'mongodb+srv://user:pw@cluster0.example.net/shop?retryWrites=true',
      API_PORT: '8080',
      API_HOST: '127.0.0.1',
      CORS_ORIGINS: ' https://shop.example.com/ , http://localhost:5000',
      SEED_ON_START: 'false',
      ADMIN_EMAIL: 'Boss@Example.COM',
      LOG_LEVEL: 'DEBUG',
    });
    expect(config).toMatchObject({
      API_PORT: 8080,
      API_HOST: '127.0.0.1',
      CORS_ORIGINS: ['https://shop.example.com', 'http://localhost:5000'],
      SEED_ON_START: false,
      ADMIN_EMAIL: 'boss@example.com',
      LOG_LEVEL: 'debug',
    });
  });

  it('treats empty values as unset', () => {
    expect(validateEnv({ MONGODB_URI: URI, API_PORT: '', SEED_ON_START: '  ' })).toMatchObject({
      API_PORT: 3000,
      SEED_ON_START: true,
    });
  });

  it('names MONGODB_URI when it is missing', () => {
    expect(problemsOf({})).toBe(
      'Invalid configuration: MONGODB_URI is required (a mongodb:// or mongodb+srv:// URI)',
    );
  });

  it.each([
    [{ MONGODB_URI: 'postgres://localhost/shop' }, 'MONGODB_URI must be a mongodb:// or mongodb+srv:// URI'],
    [{ MONGODB_URI: URI, API_PORT: 'http' }, 'API_PORT must be a port number from 0 to 65535 (got "http")'],
    [{ MONGODB_URI: URI, API_PORT: '70000' }, 'API_PORT must be a port number'],
    [{ MONGODB_URI: URI, API_PORT: '-1' }, 'API_PORT must be a port number'],
    [{ MONGODB_URI: URI, SEED_ON_START: 'maybe' }, 'SEED_ON_START must be true or false'],
    [{ MONGODB_URI: URI, CORS_ORIGINS: 'localhost:4200' }, 'CORS_ORIGINS must be a comma-separated list of http(s) origins'],
    [{ MONGODB_URI: URI, ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL must be an email address'],
    [{ MONGODB_URI: URI, CUSTOMER_PASSWORD: '12345' }, 'CUSTOMER_PASSWORD must be at least 6 characters'],
    [{ MONGODB_URI: URI, LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, log, debug, verbose'],
    [{ MONGODB_URI: URI, ADMIN_EMAIL: 'same@shop.local', CUSTOMER_EMAIL: 'SAME@shop.local' }, 'ADMIN_EMAIL and CUSTOMER_EMAIL must differ'],
    [{ MONGODB_URI: URI, STEADFAST_API_KEY: 'key' }, 'Steadfast needs STEADFAST_API_KEY, STEADFAST_SECRET_KEY together (or none, to not offer Steadfast): missing STEADFAST_SECRET_KEY'],
    [{ MONGODB_URI: URI, PATHAO_CLIENT_ID: 'id', PATHAO_CLIENT_SECRET: 's', PATHAO_USERNAME: 'u', PATHAO_PASSWORD: 'p' }, 'missing PATHAO_STORE_ID'],
    [{ MONGODB_URI: URI, PATHAO_STORE_ID: 'store' }, 'PATHAO_STORE_ID must be the store_id of the pickup store in Pathao'],
    [{ MONGODB_URI: URI, REDX_BASE_URL: 'openapi.redx.com.bd' }, 'REDX_BASE_URL must be an http(s) URL'],
    [{ MONGODB_URI: URI, COURIERS_SIMULATOR: 'maybe' }, 'COURIERS_SIMULATOR must be true or false'],
    [{ MONGODB_URI: URI, INVOICE_SELLER_BIN: '12345' }, 'INVOICE_SELLER_BIN must be the 13-digit Business Identification Number'],
    [{ MONGODB_URI: URI, INVOICE_VAT_RATE: '7.555' }, 'INVOICE_VAT_RATE must be a percentage from 0 to 99.99'],
    [{ MONGODB_URI: URI, INVOICE_VAT_RATE: '-5' }, 'INVOICE_VAT_RATE must be a percentage from 0 to 99.99'],
    [{ MONGODB_URI: URI, INVOICE_SELLER_NAME: 'x'.repeat(201) }, 'INVOICE_SELLER_NAME must be text of at most 200 characters'],
  ])('rejects %p naming the variable', (env, expected) => {
    expect(problemsOf(env)).toContain(expected);
  });

  it('lists every problem on one line', () => {
    const message = problemsOf({ API_PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/MONGODB_URI.*; API_PORT.*; LOG_LEVEL/);
    expect(message).not.toContain('\n');
  });

  it('never echoes a rejected password or database URI', () => {
    const message = problemsOf({ MONGODB_URI: 'postgres://root:s3cret@db/shop', ADMIN_PASSWORD: 'abc12' });
    expect(message).toContain('ADMIN_PASSWORD must be at least 6 characters');
    expect(message).not.toContain('abc12');
    expect(message).not.toContain('s3cret');
  });
});

describe('invoice seller variables', () => {
  it('reads the seller in both languages, a BIN with spaces or dashes, and a rate with decimals', () => {
    expect(
      validateEnv({
        MONGODB_URI: URI,
        INVOICE_SELLER_NAME: 'Parts Ltd',
        INVOICE_SELLER_NAME_BN: 'পার্টস লিমিটেড',
        INVOICE_SELLER_BIN: '000123456-0101',
        INVOICE_VAT_RATE: '7.5',
      }),
    ).toMatchObject({
      INVOICE_SELLER_NAME: 'Parts Ltd',
      INVOICE_SELLER_NAME_BN: 'পার্টস লিমিটেড',
      INVOICE_SELLER_BIN: '0001234560101',
      INVOICE_VAT_RATE: 7.5,
    });
    expect(validateEnv({ MONGODB_URI: URI, INVOICE_VAT_RATE: '0' }).INVOICE_VAT_RATE).toBe(0);
  });
});

describe('payment variables', () => {
  const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('reads the release store and channel, and refuses a channel name that is not one', () => {
    expect(
      validateEnv({ MONGODB_URI: URI, RELEASE_STORE_DIR: '/srv/releases', RELEASE_CHANNEL: 'staging' }),
    ).toMatchObject({ RELEASE_STORE_DIR: '/srv/releases', RELEASE_CHANNEL: 'staging' });
    expect(problemsOf({ MONGODB_URI: URI, RELEASE_CHANNEL: 'Production!' })).toContain(
      'RELEASE_CHANNEL must be a channel name such as production or staging',
    );
  });

  it("reads the canary's abort rule, and refuses a percent of 100 or a count of 0", () => {
    expect(
      validateEnv({ MONGODB_URI: URI, RELEASE_CANARY_ABORT_PERCENT: '0.5', RELEASE_CANARY_MIN_LOADS: '200' }),
    ).toMatchObject({ RELEASE_CANARY_ABORT_PERCENT: 0.5, RELEASE_CANARY_MIN_LOADS: 200 });
    expect(problemsOf({ MONGODB_URI: URI, RELEASE_CANARY_ABORT_PERCENT: '100' })).toContain(
      'RELEASE_CANARY_ABORT_PERCENT must be a percent above 0 and below 100',
    );
    expect(problemsOf({ MONGODB_URI: URI, RELEASE_CANARY_MIN_LOADS: '0' })).toContain(
      'RELEASE_CANARY_MIN_LOADS must be a whole number from 1 to 1000000',
    );
  });

  it('reads the payment window and the limit of open unpaid orders', () => {
    expect(validateEnv({ MONGODB_URI: URI, PAYMENT_WINDOW_MINUTES: '1', MAX_OPEN_UNPAID_ORDERS: '1000' })).toMatchObject({
      PAYMENT_WINDOW_MINUTES: 1,
      MAX_OPEN_UNPAID_ORDERS: 1000,
    });
  });

  it('reads the rate and turns Stripe on only with all three keys', () => {
    const config = validateEnv({ MONGODB_URI: URI, BDT_PER_USD: '121.75', ...STRIPE, STRIPE_API_HOST: 'localhost', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' });
    expect(config).toMatchObject({ BDT_PER_USD: 121.75, ...STRIPE, STRIPE_API_HOST: 'localhost', STRIPE_API_PORT: 12111, STRIPE_API_PROTOCOL: 'http' });
    expect(stripeConfigured(config)).toBe(true);
    expect(stripeConfigured(validateEnv({ MONGODB_URI: URI }))).toBe(false);
  });

  it.each([
    [{ BDT_PER_USD: '0' }, 'BDT_PER_USD must be taka per US dollar'],
    [{ BDT_PER_USD: '-122' }, 'BDT_PER_USD must be taka per US dollar'],
    [{ BDT_PER_USD: '122.12345' }, 'BDT_PER_USD must be taka per US dollar'],
    [{ BDT_PER_USD: 'lots' }, 'BDT_PER_USD must be taka per US dollar'],
    [{ STRIPE_API_PROTOCOL: 'ftp' }, 'STRIPE_API_PROTOCOL must be http or https'],
    [{ PAYMENTS_SANDBOX: 'perhaps' }, 'PAYMENTS_SANDBOX must be true or false'],
    [{ BKASH_MERCHANT_NUMBER: '0171234567' }, 'BKASH_MERCHANT_NUMBER must be a bKash wallet number: a Bangladeshi mobile number such as 01712345678 (got "0171234567")'],
    [{ NAGAD_MERCHANT_NUMBER: '017123456789' }, 'NAGAD_MERCHANT_NUMBER must be a Nagad wallet number'],
    [{ ROCKET_MERCHANT_NUMBER: '01212345678' }, 'ROCKET_MERCHANT_NUMBER must be a Rocket account number'],
    [{ WALLET_NUMBERS_DEMO: 'maybe' }, 'WALLET_NUMBERS_DEMO must be true or false'],
    [{ PAYMENT_WINDOW_MINUTES: '0' }, 'PAYMENT_WINDOW_MINUTES must be a whole number of minutes from 1 to 10080'],
    [{ PAYMENT_WINDOW_MINUTES: '10081' }, 'PAYMENT_WINDOW_MINUTES must be a whole number of minutes from 1 to 10080'],
    [{ PAYMENT_WINDOW_MINUTES: '1e2' }, 'PAYMENT_WINDOW_MINUTES must be a whole number of minutes from 1 to 10080'],
    [{ PAYMENT_WINDOW_MINUTES: '2.5' }, 'PAYMENT_WINDOW_MINUTES must be a whole number of minutes from 1 to 10080'],
    [{ MAX_OPEN_UNPAID_ORDERS: '0' }, 'MAX_OPEN_UNPAID_ORDERS must be a whole number from 1 to 1000'],
    [{ MAX_SAVED_ADDRESSES: '0' }, 'MAX_SAVED_ADDRESSES must be a whole number from 1 to 50'],
    [{ MAX_SAVED_ADDRESSES: '51' }, 'MAX_SAVED_ADDRESSES must be a whole number from 1 to 50'],
    [{ MAX_OPEN_UNPAID_ORDERS: '-3' }, 'MAX_OPEN_UNPAID_ORDERS must be a whole number from 1 to 1000'],
    [{ MAX_PENDING_WALLET_CLAIMS: '0' }, 'MAX_PENDING_WALLET_CLAIMS must be a whole number from 1 to 1000'],
    [{ WALLET_CLAIM_HOURS: '0' }, 'WALLET_CLAIM_HOURS must be a whole number of hours from 1 to 168'],
    [{ WALLET_CLAIM_HOURS: '1.5' }, 'WALLET_CLAIM_HOURS must be a whole number of hours from 1 to 168'],
    [{ MAX_UNITS_PER_LINE: '0' }, 'MAX_UNITS_PER_LINE must be a whole number from 1 to 1000'],
    [{ MAX_UNITS_PER_LINE: '1001' }, 'MAX_UNITS_PER_LINE must be a whole number from 1 to 1000'],
    [{ COD_CONFIRM_HOURS: '0' }, 'COD_CONFIRM_HOURS must be a whole number of hours from 1 to 720'],
    [{ ORDER_SWEEP_SECONDS: '0' }, 'ORDER_SWEEP_SECONDS must be a whole number of seconds from 1 to 3600'],
    [{ ORDER_SWEEP_SECONDS: '1e3' }, 'ORDER_SWEEP_SECONDS must be a whole number of seconds from 1 to 3600'],
    [{ SHIPMENT_MOVES_SECONDS: '3601' }, 'SHIPMENT_MOVES_SECONDS must be a whole number of seconds from 0 to 3600'],
    [{ ORDER_ACTIONS_PER_HOUR: '0' }, 'ORDER_ACTIONS_PER_HOUR must be a whole number from 1 to 100000'],
    [{ MESSAGES_PER_PHONE_PER_HOUR: 'many' }, 'MESSAGES_PER_PHONE_PER_HOUR must be a whole number from 1 to 100000'],
    [{ MESSAGES_PER_EMAIL_PER_HOUR: '2.5' }, 'MESSAGES_PER_EMAIL_PER_HOUR must be a whole number from 1 to 100000'],
    [{ CONFIRMATION_MAILS_PER_HOUR: '1001' }, 'CONFIRMATION_MAILS_PER_HOUR must be a whole number from 1 to 1000'],
    [{ RETURN_DAYS: '-1' }, 'RETURN_DAYS must be a whole number of days from 0 (no returns) to 365'],
    [{ RETURN_DAYS: '366' }, 'RETURN_DAYS must be a whole number of days from 0 (no returns) to 365'],
    [{ RETURN_DAYS: '7.5' }, 'RETURN_DAYS must be a whole number of days from 0 (no returns) to 365'],
  ])('rejects %p', (env, problem) => {
    expect(problemsOf({ MONGODB_URI: URI, ...env })).toContain(problem);
  });

  const BKASH = {
    BKASH_APP_KEY: 'app-key',
    BKASH_APP_SECRET: 'app-secret',
    BKASH_USERNAME: 'merchant',
    BKASH_PASSWORD: 'secret',
    BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/',
  };

  it('takes the five bKash variables together, the base URL without its trailing slash', () => {
    const config = validateEnv({ MONGODB_URI: URI, ...BKASH });
    expect(config.BKASH_BASE_URL).toBe('https://tokenized.sandbox.bka.sh/v1.2.0-beta');
    expect(bkashConfigured(config)).toBe(true);
    expect(bkashConfigured(validateEnv({ MONGODB_URI: URI }))).toBe(false);
    expect(problemsOf({ MONGODB_URI: URI, ...BKASH, BKASH_PASSWORD: '' })).toContain(
      'bKash Tokenized Checkout needs BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD, BKASH_BASE_URL together (or none, to offer no bKash checkout): missing BKASH_PASSWORD',
    );
    expect(problemsOf({ MONGODB_URI: URI, ...BKASH, BKASH_BASE_URL: 'tokenized.pay.bka.sh' })).toContain('BKASH_BASE_URL must be an http(s) URL');
    expect(problemsOf({ MONGODB_URI: URI, BKASH_SIMULATOR: 'true' })).toContain('BKASH_SIMULATOR=true needs the BKASH_* keys');
    expect(problemsOf({ MONGODB_URI: URI, BKASH_CALLBACK_URL: 'https://shop.example/callback' })).toContain(
      'BKASH_CALLBACK_URL must be an http(s) URL ending in /api/payments/bkash/callback',
    );
    // Secrets are never echoed back.
    expect(problemsOf({ MONGODB_URI: URI, ...BKASH, BKASH_APP_SECRET: 'two words' })).not.toContain('two words');
  });

  it('names the missing Stripe keys of a partial configuration', () => {
    expect(problemsOf({ MONGODB_URI: URI, STRIPE_SECRET_KEY: 'sk_test_abc' })).toContain(
      'Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET together (or none, for the sandbox): missing STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET',
    );
    const withoutWebhook = problemsOf({ MONGODB_URI: URI, ...STRIPE, STRIPE_WEBHOOK_SECRET: '' });
    expect(withoutWebhook).toContain('missing STRIPE_WEBHOOK_SECRET');
    expect(withoutWebhook).not.toContain('missing STRIPE_SECRET_KEY');
  });

  it('never echoes a rejected Stripe secret', () => {
    const message = problemsOf({ MONGODB_URI: URI, ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_oops', STRIPE_WEBHOOK_SECRET: 'secret123' });
    expect(message).toContain('STRIPE_SECRET_KEY must be a Stripe secret key');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret');
    expect(message).not.toContain('pk_live_oops');
    expect(message).not.toContain('secret123');
  });

  it('takes its own default BKASH_CALLBACK_URL back (Nest writes the validated values into process.env)', () => {
    const first = validateEnv({ MONGODB_URI: URI });
    expect(validateEnv({ MONGODB_URI: URI, BKASH_CALLBACK_URL: first.BKASH_CALLBACK_URL }).BKASH_CALLBACK_URL).toBe(
      'http://localhost:3000/api/payments/bkash/callback',
    );
    expect(validateEnv({ MONGODB_URI: URI, BKASH_CALLBACK_URL: 'https://shop.example/x/api/payments/bkash/callback' })).toBeDefined();
  });

  it('reads the wallet numbers in national form (+880, spaces, a Rocket check digit)', () => {
    const config = validateEnv({
      MONGODB_URI: URI,
      BKASH_MERCHANT_NUMBER: '+880 1712-345678',
      NAGAD_MERCHANT_NUMBER: '01812345678',
      ROCKET_MERCHANT_NUMBER: '019123456781',
      WALLET_NUMBERS_DEMO: 'true',
    });
    expect(config).toMatchObject({
      BKASH_MERCHANT_NUMBER: '01712345678',
      NAGAD_MERCHANT_NUMBER: '01812345678',
      ROCKET_MERCHANT_NUMBER: '019123456781',
      WALLET_NUMBERS_DEMO: true,
    });
  });

  it('refuses the sandbox in production unless PAYMENTS_SANDBOX=true, and allows Stripe there', () => {
    const production = { MONGODB_URI: URI, NODE_ENV: 'production', JWT_SECRET: SECRET };
    expect(problemsOf(production)).toContain('Card payments need Stripe in production');
    expect(validateEnv({ ...production, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
    expect(stripeConfigured(validateEnv({ ...production, ...STRIPE }))).toBe(true);
    expect(problemsOf({ MONGODB_URI: URI, PAYMENTS_SANDBOX: 'false' })).toContain('Card payments need Stripe: set STRIPE_SECRET_KEY');
  });
});

describe('enabledLogLevels', () => {
  it('enables the level and every more severe one', () => {
    expect(enabledLogLevels('warn')).toEqual(['fatal', 'error', 'warn']);
    expect(enabledLogLevels('verbose')).toHaveLength(6);
  });

  describe('auth, mail and upload variables', () => {
    it('derives the Google callback from API_PORT and parses durations', () => {
      const config = validateEnv({ MONGODB_URI: URI, API_PORT: '3999', JWT_ACCESS_TTL: '5m', REFRESH_TTL_DAYS: '7' });
      expect(config.GOOGLE_CALLBACK_URL).toBe('http://localhost:3999/api/auth/google/callback');
      expect(config.JWT_ACCESS_TTL).toBe(300);
      expect(config.REFRESH_TTL_DAYS).toBe(7);
      expect(validateEnv({ MONGODB_URI: URI, JWT_ACCESS_TTL: '1h' }).JWT_ACCESS_TTL).toBe(3600);
      expect(validateEnv({ MONGODB_URI: URI, JWT_ACCESS_TTL: '90' }).JWT_ACCESS_TTL).toBe(90);
    });

    it.each([
      [{ JWT_ACCESS_TTL: '5' }, 'JWT_ACCESS_TTL must be a duration'],
      [{ JWT_ACCESS_TTL: '2d' }, 'JWT_ACCESS_TTL must be a duration'],
      [{ REFRESH_TTL_DAYS: '0' }, 'REFRESH_TTL_DAYS must be a whole number of days'],
      [{ SHOP_URL: 'shop.example.com' }, 'SHOP_URL must be an http(s) origin'],
      [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URI'],
      [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false'],
      [{ COOKIE_SECURE: 'sometimes' }, 'COOKIE_SECURE must be true or false'],
      [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
      [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
      [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together'],
    ])('rejects %p', (env, problem) => {
      expect(problemsOf({ MONGODB_URI: URI, ...env })).toContain(problem);
    });

    it('never echoes an SMTP URL, which may hold a password', () => {
      expect(problemsOf({ MONGODB_URI: URI, SMTP_URL: 'http://user:hunter2@mail' })).not.toContain('hunter2');
    });

    it('requires a real JWT_SECRET in production, and makes cookies Secure there by default', () => {
      expect(problemsOf({ MONGODB_URI: URI, NODE_ENV: 'production' })).toContain('JWT_SECRET is required in production');
      expect(problemsOf({ MONGODB_URI: URI, NODE_ENV: 'production', JWT_SECRET_FILE: '/tmp/jwt-secret' })).toContain(
        'JWT_SECRET is required in production',
      );
      const config = validateEnv({ MONGODB_URI: URI, NODE_ENV: 'production', JWT_SECRET: SECRET, PAYMENTS_SANDBOX: 'true' });
      expect(config).toMatchObject({ JWT_SECRET: SECRET, COOKIE_SECURE: true });
      expect(
        validateEnv({ MONGODB_URI: URI, NODE_ENV: 'production', JWT_SECRET: SECRET, PAYMENTS_SANDBOX: 'true', COOKIE_SECURE: 'false' })
          .COOKIE_SECURE,
      ).toBe(false);
    });

    it('leaves JWT_SECRET unset outside production (a generated key is used) and reads JWT_SECRET_FILE', () => {
      for (const NODE_ENV of ['development', 'test']) {
        expect(validateEnv({ MONGODB_URI: URI, NODE_ENV }).JWT_SECRET).toBeUndefined();
      }
      expect(validateEnv({ MONGODB_URI: URI, JWT_SECRET_FILE: 'keys/jwt' }).JWT_SECRET_FILE).toBe(resolve('keys/jwt'));
      expect(validateEnv({ MONGODB_URI: URI, JWT_SECRET: SECRET }).JWT_SECRET).toBe(SECRET);
    });

    it('refuses the public development secret of earlier versions in every environment', () => {
      const retired = 'dev-only-insecure-jwt-secret-set-JWT_SECRET-in-production';
      for (const NODE_ENV of ['development', 'test', 'production']) {
        expect(problemsOf({ MONGODB_URI: URI, NODE_ENV, JWT_SECRET: retired, PAYMENTS_SANDBOX: 'true' })).toContain(
          'JWT_SECRET must not be the public development value of earlier versions',
        );
      }
    });

    it('turns Google sign-in on only with both id and secret', () => {
      const config = validateEnv({ MONGODB_URI: URI, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
      expect(googleSignInEnabled(config)).toBe(true);
      expect(googleSignInEnabled(validateEnv({ MONGODB_URI: URI }))).toBe(false);
    });

    it('takes the compatibility gate’s shell with its token only, and an origin only', () => {
      const config = validateEnv({
        MONGODB_URI: URI,
        RELEASE_SHELL_URL: 'http://shell-ssr:4200/',
        RELEASE_CHECK_TOKEN: 'a-token-of-24-characters',
      });
      expect(config.RELEASE_SHELL_URL).toBe('http://shell-ssr:4200');
      expect(() =>
        validateEnv({ MONGODB_URI: URI, RELEASE_SHELL_URL: 'http://shell-ssr:4200' }),
      ).toThrow(/RELEASE_CHECK_TOKEN must be set with RELEASE_SHELL_URL/);
      expect(() =>
        validateEnv({
          MONGODB_URI: URI,
          RELEASE_SHELL_URL: 'http://shell-ssr:4200/some/page',
          RELEASE_CHECK_TOKEN: 'a-token-of-24-characters',
        }),
      ).toThrow(/RELEASE_SHELL_URL must be/);
      expect(() => validateEnv({ MONGODB_URI: URI, RELEASE_CHECK_TOKEN: 'short' })).toThrow(
        /RELEASE_CHECK_TOKEN must be 16 to 200 characters/,
      );
    });

    it('resolves directories and trims a trailing slash off SHOP_URL', () => {
      const config = validateEnv({ MONGODB_URI: URI, MAIL_OUTBOX_DIR: 'tmp/outbox', SHOP_URL: 'https://shop.example.com/' });
      expect(config.MAIL_OUTBOX_DIR).toBe(resolve('tmp/outbox'));
      expect(config.SHOP_URL).toBe('https://shop.example.com');
    });
  });
});
