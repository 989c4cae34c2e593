/**
 * The API's configuration: every environment variable it reads, its default and its check.
 * A missing or malformed value stops start-up with one line naming the variable (no stack trace).
 */

import { resolve } from 'node:path';
import {
  MAX_LINE_QUANTITY,
  MAX_SAVED_ADDRESSES,
  MAX_UNITS_PER_LINE,
  normalizeWalletNumber,
} from '@shop/rules';
import { REPO_ROOT } from '../paths';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/**
 * The JWT secret earlier versions used when JWT_SECRET was unset. It is public (it was in the source),
 * so it is refused as a JWT_SECRET everywhere; unset, the API uses the key generated for this
 * installation in JWT_SECRET_FILE (auth/jwt-key.ts).
 */
const RETIRED_PUBLIC_JWT_SECRET = 'dev-only-insecure-jwt-secret-set-JWT_SECRET-in-production';
export const JWT_SECRET_MIN_LENGTH = 32;

export interface AppConfig {
  MONGODB_URI: string;
  API_PORT: number;
  API_HOST: string;
  CORS_ORIGINS: string[];
  SEED_ON_START: boolean;
  ADMIN_NAME: string;
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  CUSTOMER_NAME: string;
  CUSTOMER_EMAIL: string;
  CUSTOMER_PASSWORD: string;
  LOG_LEVEL: LogLevelName;
  NODE_ENV: NodeEnv;
  /** HS256 key of the access tokens; unset (never in production): the generated JWT_SECRET_FILE key. */
  JWT_SECRET?: string;
  /** Where the key generated for this installation is kept when JWT_SECRET is unset. */
  JWT_SECRET_FILE: string;
  /** Lifetime of an access token, in seconds. */
  JWT_ACCESS_TTL: number;
  /** Lifetime of a refresh token (renewed by each rotation), in days. */
  REFRESH_TTL_DAYS: number;
  /** Whether the refresh cookie carries `Secure` (HTTPS only). */
  COOKIE_SECURE: boolean;
  /** The storefront's origin: reset links and the Google sign-in redirect point there. */
  SHOP_URL: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_CALLBACK_URL: string;
  /** SMTP server (smtp:// or smtps:// URI); unset: mails are written to MAIL_OUTBOX_DIR. */
  SMTP_URL?: string;
  MAIL_FROM: string;
  MAIL_OUTBOX_DIR: string;
  /** SMS gateway (SSL Wireless-style JSON POST); unset: SMS are written to MAIL_OUTBOX_DIR/sms. */
  SMS_HTTP_URL?: string;
  SMS_HTTP_TOKEN?: string;
  SMS_SENDER_ID: string;
  /** How often each API process looks for order messages to send, in ms; 0 turns its worker off. */
  NOTIFICATIONS_POLL_MS: number;
  /** Sending attempts per message before it is marked failed (backoff doubles from 5 s). */
  NOTIFICATIONS_MAX_ATTEMPTS: number;
  /** Where uploaded profile photos are stored (served at /uploads/). */
  UPLOADS_DIR: string;
  /** The release store: `releases/<remote>/<version>/` (npm run release; served by the web server). */
  RELEASE_STORE_DIR: string;
  /** This API's release channel (the environment whose live releases it serves and changes). */
  RELEASE_CHANNEL: string;
  /** A canary is aborted when more than this percent of its loads fail in one 5-minute window… */
  RELEASE_CANARY_ABORT_PERCENT: number;
  /** …of at least this many loads (fewer say too little). */
  RELEASE_CANARY_MIN_LOADS: number;
  /**
   * The shell's web server, asked by the compatibility gate before a release goes live (its shared
   * modules, a server render of the remote's public pages with the release); empty: those two
   * checks do not run.
   */
  RELEASE_SHELL_URL: string;
  /** The bearer token of the web server's smoke render (its RELEASE_CHECK_TOKEN); with RELEASE_SHELL_URL. */
  RELEASE_CHECK_TOKEN: string;
  /** Behind a reverse proxy: take the client IP from the first X-Forwarded-For hop. */
  TRUST_PROXY: boolean;
  /** Taka per US dollar: card payments are charged in US cents converted from the taka total. */
  BDT_PER_USD: number;
  /** Stripe (all three set together): card payments go through Stripe PaymentIntents. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Another Stripe API endpoint (stripe-mock in tests); unset: api.stripe.com. */
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: number;
  STRIPE_API_PROTOCOL?: 'http' | 'https';
  /** Whether the test-mode sandbox may take card payments when Stripe is not configured. */
  PAYMENTS_SANDBOX: boolean;
  /** bKash Tokenized Checkout (all five set together): 'Pay with bKash'. */
  BKASH_APP_KEY?: string;
  BKASH_APP_SECRET?: string;
  BKASH_USERNAME?: string;
  BKASH_PASSWORD?: string;
  /** e.g. https://tokenized.pay.bka.sh/v1.2.0-beta (live), https://tokenized.sandbox.bka.sh/v1.2.0-beta. */
  BKASH_BASE_URL?: string;
  /** The keys point at the bKash simulator (npm start, tests): the payment page says no real money moves. */
  BKASH_SIMULATOR: boolean;
  /** Where bKash sends the customer's browser back: this API's /api/payments/bkash/callback. */
  BKASH_CALLBACK_URL: string;
  /**
   * Couriers (services/src/couriers): each set of keys together books parcels with that courier;
   * `*_BASE_URL` unset means the courier's real API. Without keys the courier is not offered.
   */
  STEADFAST_API_KEY?: string;
  STEADFAST_SECRET_KEY?: string;
  STEADFAST_BASE_URL?: string;
  /** The Bearer token Steadfast sends with its webhook (set in its merchant panel). */
  STEADFAST_WEBHOOK_TOKEN?: string;
  PATHAO_CLIENT_ID?: string;
  PATHAO_CLIENT_SECRET?: string;
  PATHAO_USERNAME?: string;
  PATHAO_PASSWORD?: string;
  PATHAO_STORE_ID?: number;
  PATHAO_BASE_URL?: string;
  /** The webhook secret Pathao sends in X-PATHAO-Signature (set in its merchant panel). */
  PATHAO_WEBHOOK_SECRET?: string;
  REDX_API_TOKEN?: string;
  REDX_BASE_URL?: string;
  /** The token in the RedX callback URL's query (`?token=`), as RedX asks credentials to be sent. */
  REDX_WEBHOOK_TOKEN?: string;
  /** The courier keys point at the courier simulators (npm start, tests): no parcel moves. */
  COURIERS_SIMULATOR: boolean;
  /** Minutes an unpaid card order holds its stock before it expires ("not paid in time"). */
  PAYMENT_WINDOW_MINUTES: number;
  /**
   * Send money + TrxID: the shop's wallet numbers, national form; each wallet is offered
   * only when its number is set.
   */
  BKASH_MERCHANT_NUMBER?: string;
  NAGAD_MERCHANT_NUMBER?: string;
  ROCKET_MERCHANT_NUMBER?: string;
  /** The wallet numbers are `npm start`'s demo numbers: the payment page says they are not real. */
  WALLET_NUMBERS_DEMO: boolean;
  /**
   * Open unpaid orders one account may have at once (those whose send-money payment is being
   * checked count too); the next one is refused (409).
   */
  MAX_OPEN_UNPAID_ORDERS: number;
  /** Send-money claims of one account waiting to be checked at once; the next one is refused (409). */
  MAX_PENDING_WALLET_CLAIMS: number;
  /** Hours a send-money claim may wait to be checked; then the order goes back to unpaid. */
  WALLET_CLAIM_HOURS: number;
  /** Units of one product one order may take (booking and cart); more is refused (400). */
  MAX_UNITS_PER_LINE: number;
  /** Hours a cash-on-delivery order may wait for the shop's confirmation; then it is cancelled. */
  COD_CONFIRM_HOURS: number;
  /** Days after delivery a customer may ask to return lines of the order. */
  RETURN_DAYS: number;
  /** Seconds between two runs of the order sweeps (recovery, payment windows, interrupted refunds). */
  ORDER_SWEEP_SECONDS: number;
  /**
   * Seconds between two runs of the worker that moves orders along with their parcels (it also
   * runs at once after each courier event); 0: only after events.
   */
  SHIPMENT_MOVES_SECONDS: number;
  /** Seconds each API process keeps the delivery rate table in memory before reading it again. */
  SHIPPING_RATES_CACHE_SECONDS: number;
  /** Orders one customer account may place and cancel (together) per hour; the next is 429. */
  ORDER_ACTIONS_PER_HOUR: number;
  /** Order SMS one phone number may get per hour; more are recorded as skipped, not sent. */
  MESSAGES_PER_PHONE_PER_HOUR: number;
  /** Mails (order mails and confirmation links) one email address may get per hour; more are skipped. */
  MESSAGES_PER_EMAIL_PER_HOUR: number;
  /** Email confirmation links one account may ask for again per hour. */
  CONFIRMATION_MAILS_PER_HOUR: number;
  /** Addresses one account's address book may hold; saving another is refused (409). */
  MAX_SAVED_ADDRESSES: number;
  /** The seller printed on VAT invoices and shipping labels (services/src/documents), in both languages. */
  INVOICE_SELLER_NAME: string;
  INVOICE_SELLER_NAME_BN: string;
  INVOICE_SELLER_ADDRESS: string;
  INVOICE_SELLER_ADDRESS_BN: string;
  /** The shop's VAT Business Identification Number (13 digits); unset: not printed. */
  INVOICE_SELLER_BIN?: string;
  /** VAT rate in percent (at most two decimals) contained in the shop's VAT-inclusive prices. */
  INVOICE_VAT_RATE: number;
}

/** The four local frontends (shell and the three remotes), by name and by loopback address. */
export const DEFAULT_CORS_ORIGINS = [4200, 4201, 4202, 4203].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export const CONFIG_DEFAULTS = {
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
  JWT_ACCESS_TTL: 15 * 60,
  REFRESH_TTL_DAYS: 30,
  SHOP_URL: 'http://localhost:4200',
  MAIL_FROM: 'TechParts BD <no-reply@techparts.local>',
  MAIL_OUTBOX_DIR: resolve(REPO_ROOT, '.outbox'),
  UPLOADS_DIR: resolve(REPO_ROOT, '.data', 'uploads'),
  RELEASE_STORE_DIR: resolve(REPO_ROOT, '.data', 'release-store'),
  RELEASE_CHANNEL: 'production',
  RELEASE_CANARY_ABORT_PERCENT: 2,
  RELEASE_CANARY_MIN_LOADS: 50,
  RELEASE_SHELL_URL: '',
  RELEASE_CHECK_TOKEN: '',
  JWT_SECRET_FILE: resolve(REPO_ROOT, '.data', 'jwt-secret'),
  TRUST_PROXY: false,
  /** A recent rate (Bangladesh Bank, late 2025); set BDT_PER_USD to the rate of the day. */
  BDT_PER_USD: 122,
  PAYMENT_WINDOW_MINUTES: 30,
  MAX_OPEN_UNPAID_ORDERS: 3,
  MAX_PENDING_WALLET_CLAIMS: 2,
  WALLET_CLAIM_HOURS: 12,
  MAX_UNITS_PER_LINE: MAX_UNITS_PER_LINE,
  COD_CONFIRM_HOURS: 48,
  RETURN_DAYS: 7,
  ORDER_SWEEP_SECONDS: 60,
  SHIPMENT_MOVES_SECONDS: 30,
  SHIPPING_RATES_CACHE_SECONDS: 10,
  ORDER_ACTIONS_PER_HOUR: 10,
  MESSAGES_PER_PHONE_PER_HOUR: 10,
  MESSAGES_PER_EMAIL_PER_HOUR: 10,
  CONFIRMATION_MAILS_PER_HOUR: 3,
  MAX_SAVED_ADDRESSES: MAX_SAVED_ADDRESSES,
  SMS_SENDER_ID: 'TechPartsBD',
  NOTIFICATIONS_POLL_MS: 2000,
  NOTIFICATIONS_MAX_ATTEMPTS: 8,
} as const satisfies Partial<Omit<AppConfig, 'CORS_ORIGINS'>> & { CORS_ORIGINS: readonly string[] };

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigValidationError';
  }
}

type Env = Record<string, unknown>;

const MONGODB_URI = /^mongodb(\+srv)?:\/\/[^\s/]+/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const MIN_PASSWORD = 6;

/** Validates and types the environment; throws ConfigValidationError listing every bad variable. */
export function validateEnv(env: Env): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name];
    if (value === undefined) return undefined;
    const trimmed = String(value).trim();
    return trimmed === '' ? undefined : trimmed;
  };
  /** Secrets (passwords, URIs that may hold credentials) are never echoed back. */
  const check = <T>(
    name: string,
    fallback: T,
    parse: (raw: string) => T | undefined,
    expected: string,
    secret = false,
  ): T => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const parsed = parse(raw);
    if (parsed === undefined) {
      problems.push(`${name} must be ${expected}${secret ? '' : ` (got ${JSON.stringify(raw)})`}`);
      return fallback;
    }
    return parsed;
  };
  const matching = (pattern: RegExp) => (raw: string) => (pattern.test(raw) ? raw : undefined);

  const mongoUri = text('MONGODB_URI');
  if (mongoUri === undefined) {
    problems.push('MONGODB_URI is required (a mongodb:// or mongodb+srv:// URI)');
  } else if (!MONGODB_URI.test(mongoUri)) {
    problems.push('MONGODB_URI must be a mongodb:// or mongodb+srv:// URI');
  }

  const config: AppConfig = {
    MONGODB_URI: mongoUri ?? '',
    API_PORT: check(
      'API_PORT',
      CONFIG_DEFAULTS.API_PORT,
      parsePort,
      'a port number from 0 to 65535',
    ),
    API_HOST: check(
      'API_HOST',
      CONFIG_DEFAULTS.API_HOST,
      matching(/^[^\s/]+$/),
      'a host name or IP address',
    ),
    CORS_ORIGINS: check(
      'CORS_ORIGINS',
      [...CONFIG_DEFAULTS.CORS_ORIGINS],
      parseOrigins,
      'a comma-separated list of http(s) origins',
    ),
    SEED_ON_START: check(
      'SEED_ON_START',
      CONFIG_DEFAULTS.SEED_ON_START,
      parseBoolean,
      'true or false',
    ),
    ADMIN_NAME: check('ADMIN_NAME', CONFIG_DEFAULTS.ADMIN_NAME, (raw) => raw, 'a name'),
    ADMIN_EMAIL: check('ADMIN_EMAIL', CONFIG_DEFAULTS.ADMIN_EMAIL, parseEmail, 'an email address'),
    ADMIN_PASSWORD: check(
      'ADMIN_PASSWORD',
      CONFIG_DEFAULTS.ADMIN_PASSWORD,
      parsePassword,
      `at least ${MIN_PASSWORD} characters`,
      true,
    ),
    CUSTOMER_NAME: check('CUSTOMER_NAME', CONFIG_DEFAULTS.CUSTOMER_NAME, (raw) => raw, 'a name'),
    CUSTOMER_EMAIL: check(
      'CUSTOMER_EMAIL',
      CONFIG_DEFAULTS.CUSTOMER_EMAIL,
      parseEmail,
      'an email address',
    ),
    CUSTOMER_PASSWORD: check(
      'CUSTOMER_PASSWORD',
      CONFIG_DEFAULTS.CUSTOMER_PASSWORD,
      parsePassword,
      `at least ${MIN_PASSWORD} characters`,
      true,
    ),
    LOG_LEVEL: check(
      'LOG_LEVEL',
      CONFIG_DEFAULTS.LOG_LEVEL as LogLevelName,
      parseLogLevel,
      `one of ${LOG_LEVELS.join(', ')}`,
    ),
    NODE_ENV: check(
      'NODE_ENV',
      CONFIG_DEFAULTS.NODE_ENV as NodeEnv,
      parseNodeEnv,
      `one of ${NODE_ENVS.join(', ')}`,
    ),
    JWT_SECRET: undefined,
    JWT_SECRET_FILE: check(
      'JWT_SECRET_FILE',
      CONFIG_DEFAULTS.JWT_SECRET_FILE,
      (raw) => resolve(raw),
      'a file path',
    ),
    JWT_ACCESS_TTL: check(
      'JWT_ACCESS_TTL',
      CONFIG_DEFAULTS.JWT_ACCESS_TTL,
      parseDuration,
      'a duration from 10s to 24h (900, 900s, 15m, 1h)',
    ),
    REFRESH_TTL_DAYS: check(
      'REFRESH_TTL_DAYS',
      CONFIG_DEFAULTS.REFRESH_TTL_DAYS,
      parseDays,
      'a whole number of days from 1 to 365',
    ),
    COOKIE_SECURE: false,
    SHOP_URL: check(
      'SHOP_URL',
      CONFIG_DEFAULTS.SHOP_URL,
      parseOrigin,
      'an http(s) origin such as https://shop.example.com',
    ),
    GOOGLE_CLIENT_ID: text('GOOGLE_CLIENT_ID'),
    GOOGLE_CLIENT_SECRET: text('GOOGLE_CLIENT_SECRET'),
    GOOGLE_CALLBACK_URL: '',
    SMTP_URL: check<string | undefined>(
      'SMTP_URL',
      undefined,
      matching(/^smtps?:\/\/\S+$/),
      'an smtp:// or smtps:// URI',
      true,
    ),
    MAIL_FROM: check(
      'MAIL_FROM',
      CONFIG_DEFAULTS.MAIL_FROM,
      matching(/@/),
      'a sender address such as Shop <no-reply@shop.example>',
    ),
    MAIL_OUTBOX_DIR: check(
      'MAIL_OUTBOX_DIR',
      CONFIG_DEFAULTS.MAIL_OUTBOX_DIR,
      (raw) => resolve(raw),
      'a directory',
    ),
    SMS_HTTP_URL: check<string | undefined>(
      'SMS_HTTP_URL',
      undefined,
      matching(/^https?:\/\/\S+$/),
      'an http(s) URL',
      true,
    ),
    SMS_HTTP_TOKEN: check<string | undefined>(
      'SMS_HTTP_TOKEN',
      undefined,
      matching(/^\S{1,200}$/),
      "the gateway's API token (no spaces)",
      true,
    ),
    SMS_SENDER_ID: check(
      'SMS_SENDER_ID',
      CONFIG_DEFAULTS.SMS_SENDER_ID,
      matching(/^[\w .-]{1,20}$/),
      'a sender id of 1 to 20 letters, digits, spaces, dots or dashes',
    ),
    NOTIFICATIONS_POLL_MS: check(
      'NOTIFICATIONS_POLL_MS',
      CONFIG_DEFAULTS.NOTIFICATIONS_POLL_MS,
      wholeNumberIn(0, 3_600_000),
      'a whole number of milliseconds from 0 (off) to 3600000',
    ),
    NOTIFICATIONS_MAX_ATTEMPTS: check(
      'NOTIFICATIONS_MAX_ATTEMPTS',
      CONFIG_DEFAULTS.NOTIFICATIONS_MAX_ATTEMPTS,
      wholeNumberIn(1, 50),
      'a whole number from 1 to 50',
    ),
    UPLOADS_DIR: check(
      'UPLOADS_DIR',
      CONFIG_DEFAULTS.UPLOADS_DIR,
      (raw) => resolve(raw),
      'a directory',
    ),
    RELEASE_STORE_DIR: check(
      'RELEASE_STORE_DIR',
      CONFIG_DEFAULTS.RELEASE_STORE_DIR,
      (raw) => resolve(raw),
      'a directory',
    ),
    RELEASE_CHANNEL: check(
      'RELEASE_CHANNEL',
      CONFIG_DEFAULTS.RELEASE_CHANNEL,
      (raw) => (/^[a-z][a-z0-9-]{0,39}$/.test(raw) ? raw : undefined),
      'a channel name such as production or staging (lower-case letters, digits, dashes)',
    ),
    RELEASE_CANARY_ABORT_PERCENT: check(
      'RELEASE_CANARY_ABORT_PERCENT',
      CONFIG_DEFAULTS.RELEASE_CANARY_ABORT_PERCENT,
      (raw) => {
        const percent = parseRate(raw);
        return percent !== undefined && percent < 100 ? percent : undefined;
      },
      'a percent above 0 and below 100 (e.g. 2 or 0.5)',
    ),
    RELEASE_CANARY_MIN_LOADS: check(
      'RELEASE_CANARY_MIN_LOADS',
      CONFIG_DEFAULTS.RELEASE_CANARY_MIN_LOADS,
      wholeNumberIn(1, 1_000_000),
      'a whole number from 1 to 1000000',
    ),
    ...releaseGateSettings(check, problems),
    TRUST_PROXY: check('TRUST_PROXY', CONFIG_DEFAULTS.TRUST_PROXY, parseBoolean, 'true or false'),
    BDT_PER_USD: check(
      'BDT_PER_USD',
      CONFIG_DEFAULTS.BDT_PER_USD,
      parseRate,
      'taka per US dollar, a number above 0 with at most 4 decimals (e.g. 122 or 121.75)',
    ),
    STRIPE_SECRET_KEY: check<string | undefined>(
      'STRIPE_SECRET_KEY',
      undefined,
      matching(/^(sk|rk)_\S+$/),
      'a Stripe secret key (sk_… or rk_…)',
      true,
    ),
    STRIPE_PUBLISHABLE_KEY: check<string | undefined>(
      'STRIPE_PUBLISHABLE_KEY',
      undefined,
      matching(/^pk_\S+$/),
      'a Stripe publishable key (pk_…)',
    ),
    STRIPE_WEBHOOK_SECRET: check<string | undefined>(
      'STRIPE_WEBHOOK_SECRET',
      undefined,
      matching(/^whsec_\S+$/),
      'a Stripe webhook signing secret (whsec_…)',
      true,
    ),
    STRIPE_API_HOST: check<string | undefined>(
      'STRIPE_API_HOST',
      undefined,
      matching(/^[^\s/:]+$/),
      'a host name',
    ),
    STRIPE_API_PORT: check<number | undefined>(
      'STRIPE_API_PORT',
      undefined,
      parsePort,
      'a port number from 0 to 65535',
    ),
    STRIPE_API_PROTOCOL: check<'http' | 'https' | undefined>(
      'STRIPE_API_PROTOCOL',
      undefined,
      (raw) => (raw === 'http' || raw === 'https' ? raw : undefined),
      'http or https',
    ),
    PAYMENTS_SANDBOX: false,
    BKASH_APP_KEY: check<string | undefined>(
      'BKASH_APP_KEY',
      undefined,
      matching(/^\S{1,200}$/),
      'the app key bKash gave the merchant (no spaces)',
    ),
    BKASH_APP_SECRET: check<string | undefined>(
      'BKASH_APP_SECRET',
      undefined,
      matching(/^\S{1,200}$/),
      'the app secret bKash gave the merchant (no spaces)',
      true,
    ),
    BKASH_USERNAME: check<string | undefined>(
      'BKASH_USERNAME',
      undefined,
      matching(/^\S{1,200}$/),
      'the merchant username bKash gave (no spaces)',
    ),
    BKASH_PASSWORD: check<string | undefined>(
      'BKASH_PASSWORD',
      undefined,
      matching(/^\S{1,200}$/),
      'the merchant password bKash gave (no spaces)',
      true,
    ),
    BKASH_BASE_URL: check<string | undefined>(
      'BKASH_BASE_URL',
      undefined,
      (raw) => (/^https?:\/\/[^\s/]+(\/\S*)?$/.test(raw) ? raw.replace(/\/+$/, '') : undefined),
      'an http(s) URL such as https://tokenized.pay.bka.sh/v1.2.0-beta',
    ),
    BKASH_SIMULATOR: check('BKASH_SIMULATOR', false, parseBoolean, 'true or false'),
    ...courierSettings(check),
    ...documentSettings(check),
    BKASH_CALLBACK_URL: '',
    BKASH_MERCHANT_NUMBER: check<string | undefined>(
      'BKASH_MERCHANT_NUMBER',
      undefined,
      (raw) => normalizeWalletNumber('bkash', raw),
      'a bKash wallet number: a Bangladeshi mobile number such as 01712345678',
    ),
    NAGAD_MERCHANT_NUMBER: check<string | undefined>(
      'NAGAD_MERCHANT_NUMBER',
      undefined,
      (raw) => normalizeWalletNumber('nagad', raw),
      'a Nagad wallet number: a Bangladeshi mobile number such as 01712345678',
    ),
    ROCKET_MERCHANT_NUMBER: check<string | undefined>(
      'ROCKET_MERCHANT_NUMBER',
      undefined,
      (raw) => normalizeWalletNumber('rocket', raw),
      'a Rocket account number: 12 digits (the mobile number and its check digit) such as 017123456789, or the 11-digit mobile number',
    ),
    WALLET_NUMBERS_DEMO: check('WALLET_NUMBERS_DEMO', false, parseBoolean, 'true or false'),
    PAYMENT_WINDOW_MINUTES: check(
      'PAYMENT_WINDOW_MINUTES',
      CONFIG_DEFAULTS.PAYMENT_WINDOW_MINUTES,
      wholeNumberIn(1, 10_080),
      'a whole number of minutes from 1 to 10080 (a week)',
    ),
    MAX_OPEN_UNPAID_ORDERS: check(
      'MAX_OPEN_UNPAID_ORDERS',
      CONFIG_DEFAULTS.MAX_OPEN_UNPAID_ORDERS,
      wholeNumberIn(1, 1000),
      'a whole number from 1 to 1000',
    ),
    MAX_PENDING_WALLET_CLAIMS: check(
      'MAX_PENDING_WALLET_CLAIMS',
      CONFIG_DEFAULTS.MAX_PENDING_WALLET_CLAIMS,
      wholeNumberIn(1, 1000),
      'a whole number from 1 to 1000',
    ),
    WALLET_CLAIM_HOURS: check(
      'WALLET_CLAIM_HOURS',
      CONFIG_DEFAULTS.WALLET_CLAIM_HOURS,
      wholeNumberIn(1, 168),
      'a whole number of hours from 1 to 168 (a week)',
    ),
    MAX_SAVED_ADDRESSES: check(
      'MAX_SAVED_ADDRESSES',
      CONFIG_DEFAULTS.MAX_SAVED_ADDRESSES,
      wholeNumberIn(1, 50),
      'a whole number from 1 to 50',
    ),
    MAX_UNITS_PER_LINE: check(
      'MAX_UNITS_PER_LINE',
      CONFIG_DEFAULTS.MAX_UNITS_PER_LINE,
      wholeNumberIn(1, MAX_LINE_QUANTITY),
      `a whole number from 1 to ${MAX_LINE_QUANTITY}`,
    ),
    COD_CONFIRM_HOURS: check(
      'COD_CONFIRM_HOURS',
      CONFIG_DEFAULTS.COD_CONFIRM_HOURS,
      wholeNumberIn(1, 720),
      'a whole number of hours from 1 to 720 (30 days)',
    ),
    ORDER_SWEEP_SECONDS: check(
      'ORDER_SWEEP_SECONDS',
      CONFIG_DEFAULTS.ORDER_SWEEP_SECONDS,
      wholeNumberIn(1, 3600),
      'a whole number of seconds from 1 to 3600',
    ),
    SHIPMENT_MOVES_SECONDS: check(
      'SHIPMENT_MOVES_SECONDS',
      CONFIG_DEFAULTS.SHIPMENT_MOVES_SECONDS,
      wholeNumberIn(0, 3600),
      'a whole number of seconds from 0 to 3600',
    ),
    SHIPPING_RATES_CACHE_SECONDS: check(
      'SHIPPING_RATES_CACHE_SECONDS',
      CONFIG_DEFAULTS.SHIPPING_RATES_CACHE_SECONDS,
      wholeNumberIn(0, 3600),
      'a whole number of seconds from 0 to 3600',
    ),
    ORDER_ACTIONS_PER_HOUR: check(
      'ORDER_ACTIONS_PER_HOUR',
      CONFIG_DEFAULTS.ORDER_ACTIONS_PER_HOUR,
      wholeNumberIn(1, 100_000),
      'a whole number from 1 to 100000',
    ),
    MESSAGES_PER_PHONE_PER_HOUR: check(
      'MESSAGES_PER_PHONE_PER_HOUR',
      CONFIG_DEFAULTS.MESSAGES_PER_PHONE_PER_HOUR,
      wholeNumberIn(1, 100_000),
      'a whole number from 1 to 100000',
    ),
    MESSAGES_PER_EMAIL_PER_HOUR: check(
      'MESSAGES_PER_EMAIL_PER_HOUR',
      CONFIG_DEFAULTS.MESSAGES_PER_EMAIL_PER_HOUR,
      wholeNumberIn(1, 100_000),
      'a whole number from 1 to 100000',
    ),
    CONFIRMATION_MAILS_PER_HOUR: check(
      'CONFIRMATION_MAILS_PER_HOUR',
      CONFIG_DEFAULTS.CONFIRMATION_MAILS_PER_HOUR,
      wholeNumberIn(1, 1000),
      'a whole number from 1 to 1000',
    ),
    RETURN_DAYS: check(
      'RETURN_DAYS',
      CONFIG_DEFAULTS.RETURN_DAYS,
      wholeNumberIn(0, 365),
      'a whole number of days from 0 (no returns) to 365',
    ),
  };
  const production = config.NODE_ENV === 'production';
  config.COOKIE_SECURE = check('COOKIE_SECURE', production, parseBoolean, 'true or false');
  config.GOOGLE_CALLBACK_URL = check(
    'GOOGLE_CALLBACK_URL',
    `http://localhost:${config.API_PORT}/api/auth/google/callback`,
    matching(/^https?:\/\/[^\s/]+\/\S*$/),
    'an http(s) URL ending in /api/auth/google/callback',
  );
  config.BKASH_CALLBACK_URL = check(
    'BKASH_CALLBACK_URL',
    `http://localhost:${config.API_PORT}/api/payments/bkash/callback`,
    matching(/^https?:\/\/[^\s/]+(?:\/\S*)?\/api\/payments\/bkash\/callback$/),
    'an http(s) URL ending in /api/payments/bkash/callback',
  );
  const secret = text('JWT_SECRET');
  if (secret !== undefined) {
    if (secret.length < JWT_SECRET_MIN_LENGTH) {
      problems.push(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters`);
    } else if (secret === RETIRED_PUBLIC_JWT_SECRET) {
      problems.push(
        'JWT_SECRET must not be the public development value of earlier versions (unset it to use a generated key)',
      );
    } else {
      config.JWT_SECRET = secret;
    }
  } else if (production) {
    problems.push(
      `JWT_SECRET is required in production (at least ${JWT_SECRET_MIN_LENGTH} random characters)`,
    );
  }
  if ((config.GOOGLE_CLIENT_ID === undefined) !== (config.GOOGLE_CLIENT_SECRET === undefined)) {
    problems.push(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or neither, to turn Google sign-in off)',
    );
  }
  if ((config.SMS_HTTP_URL === undefined) !== (config.SMS_HTTP_TOKEN === undefined)) {
    problems.push(
      'SMS_HTTP_URL and SMS_HTTP_TOKEN must be set together (or neither, for the SMS outbox)',
    );
  }
  const stripeKeys = [
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ] as const;
  const missingStripeKeys = stripeKeys.filter((name) => text(name) === undefined);
  if (missingStripeKeys.length > 0 && missingStripeKeys.length < stripeKeys.length) {
    problems.push(
      `Stripe needs ${stripeKeys.join(', ')} together (or none, for the sandbox): missing ${missingStripeKeys.join(', ')}`,
    );
  }
  // The sandbox charges no real card: never the silent default of a production server.
  config.PAYMENTS_SANDBOX = check('PAYMENTS_SANDBOX', !production, parseBoolean, 'true or false');
  if (missingStripeKeys.length === stripeKeys.length && !config.PAYMENTS_SANDBOX) {
    problems.push(
      `Card payments need Stripe${production ? ' in production' : ''}: set ${stripeKeys.join(', ')}, or PAYMENTS_SANDBOX=true for the test-mode sandbox (no real card is charged)`,
    );
  }
  const bkashKeys = [
    'BKASH_APP_KEY',
    'BKASH_APP_SECRET',
    'BKASH_USERNAME',
    'BKASH_PASSWORD',
    'BKASH_BASE_URL',
  ] as const;
  const missingBkashKeys = bkashKeys.filter((name) => text(name) === undefined);
  if (missingBkashKeys.length > 0 && missingBkashKeys.length < bkashKeys.length) {
    problems.push(
      `bKash Tokenized Checkout needs ${bkashKeys.join(', ')} together (or none, to offer no bKash checkout): missing ${missingBkashKeys.join(', ')}`,
    );
  }
  if (config.BKASH_SIMULATOR && missingBkashKeys.length > 0) {
    problems.push(
      'BKASH_SIMULATOR=true needs the BKASH_* keys of the simulator (npm start sets them)',
    );
  }
  problems.push(...courierKeyProblems(text));
  if (problems.length === 0 && config.ADMIN_EMAIL === config.CUSTOMER_EMAIL) {
    problems.push('ADMIN_EMAIL and CUSTOMER_EMAIL must differ');
  }
  if (problems.length > 0) throw new ConfigValidationError(problems);
  return config;
}

/** The compatibility gate's shell (services/src/releases/README.md): both set, or neither. */
function releaseGateSettings(check: Check, problems: string[]) {
  const RELEASE_SHELL_URL = check(
    'RELEASE_SHELL_URL',
    CONFIG_DEFAULTS.RELEASE_SHELL_URL,
    (raw) => (/^https?:\/\/[^\s/]+\/?$/.test(raw) ? raw.replace(/\/+$/, '') : undefined),
    "the shell web server's http(s) origin, such as http://shell:4200",
  );
  const RELEASE_CHECK_TOKEN = check(
    'RELEASE_CHECK_TOKEN',
    CONFIG_DEFAULTS.RELEASE_CHECK_TOKEN,
    (raw) => (/^\S{16,200}$/.test(raw) ? raw : undefined),
    '16 to 200 characters without spaces',
    true,
  );
  if (RELEASE_SHELL_URL && !RELEASE_CHECK_TOKEN) {
    problems.push('RELEASE_CHECK_TOKEN must be set with RELEASE_SHELL_URL (the same as the web server’s)');
  }
  return { RELEASE_SHELL_URL, RELEASE_CHECK_TOKEN };
}

type Check = <T>(
  name: string,
  fallback: T,
  parse: (raw: string) => T | undefined,
  expected: string,
  secret?: boolean,
) => T;

const KEY_TEXT = /^\S{1,300}$/;
const parseCourierUrl = (raw: string) =>
  /^https?:\/\/[^\s/]+(\/\S*)?$/.test(raw) ? raw.replace(/\/+$/, '') : undefined;

/** The couriers' settings (services/src/couriers/README.md). */
function courierSettings(check: Check) {
  const key = (name: string, what: string, secret = false) =>
    check<string | undefined>(name, undefined, (raw) => (KEY_TEXT.test(raw) ? raw : undefined), what, secret);
  const url = (name: string, example: string) =>
    check<string | undefined>(name, undefined, parseCourierUrl, `an http(s) URL such as ${example}`);
  return {
    STEADFAST_API_KEY: key('STEADFAST_API_KEY', 'the Api-Key Steadfast gave the merchant (no spaces)'),
    STEADFAST_SECRET_KEY: key('STEADFAST_SECRET_KEY', 'the Secret-Key Steadfast gave (no spaces)', true),
    STEADFAST_BASE_URL: url('STEADFAST_BASE_URL', 'https://portal.packzy.com/api/v1'),
    STEADFAST_WEBHOOK_TOKEN: key('STEADFAST_WEBHOOK_TOKEN', 'the webhook Bearer token set in Steadfast (no spaces)', true),
    PATHAO_CLIENT_ID: key('PATHAO_CLIENT_ID', 'the client_id Pathao gave (no spaces)'),
    PATHAO_CLIENT_SECRET: key('PATHAO_CLIENT_SECRET', 'the client_secret Pathao gave (no spaces)', true),
    PATHAO_USERNAME: key('PATHAO_USERNAME', "the merchant's Pathao login email (no spaces)"),
    PATHAO_PASSWORD: key('PATHAO_PASSWORD', "the merchant's Pathao password (no spaces)", true),
    PATHAO_STORE_ID: check<number | undefined>(
      'PATHAO_STORE_ID',
      undefined,
      (raw) => (/^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined),
      'the store_id of the pickup store in Pathao (a whole number)',
    ),
    PATHAO_BASE_URL: url('PATHAO_BASE_URL', 'https://api-hermes.pathao.com'),
    PATHAO_WEBHOOK_SECRET: key('PATHAO_WEBHOOK_SECRET', 'the webhook secret set in Pathao (no spaces)', true),
    REDX_API_TOKEN: key('REDX_API_TOKEN', 'the API access token RedX gave (no spaces)', true),
    REDX_BASE_URL: url('REDX_BASE_URL', 'https://openapi.redx.com.bd/v1.0.0-beta'),
    REDX_WEBHOOK_TOKEN: key('REDX_WEBHOOK_TOKEN', 'the token in the RedX callback URL (no spaces)', true),
    COURIERS_SIMULATOR: check('COURIERS_SIMULATOR', false, parseBoolean, 'true or false'),
  };
}

/** The seller's details on printed invoices and labels (services/src/documents/README.md). */
export const DOCUMENT_DEFAULTS = {
  INVOICE_SELLER_NAME: 'TechParts BD',
  INVOICE_SELLER_NAME_BN: 'টেকপার্টস বিডি',
  INVOICE_SELLER_ADDRESS: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
  INVOICE_SELLER_ADDRESS_BN: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫',
  /** Bangladesh's standard VAT rate. */
  INVOICE_VAT_RATE: 15,
} as const;

function documentSettings(check: Check) {
  const printed = (name: keyof typeof DOCUMENT_DEFAULTS & `INVOICE_SELLER_${string}`) =>
    check<string>(
      name,
      DOCUMENT_DEFAULTS[name],
      (raw) => (raw.length <= 200 && !/\p{Cc}/u.test(raw) ? raw : undefined),
      'text of at most 200 characters on one line',
    );
  return {
    INVOICE_SELLER_NAME: printed('INVOICE_SELLER_NAME'),
    INVOICE_SELLER_NAME_BN: printed('INVOICE_SELLER_NAME_BN'),
    INVOICE_SELLER_ADDRESS: printed('INVOICE_SELLER_ADDRESS'),
    INVOICE_SELLER_ADDRESS_BN: printed('INVOICE_SELLER_ADDRESS_BN'),
    INVOICE_SELLER_BIN: check<string | undefined>(
      'INVOICE_SELLER_BIN',
      undefined,
      (raw) => (/^\d{13}$/.test(raw.replace(/[\s-]/g, '')) ? raw.replace(/[\s-]/g, '') : undefined),
      'the 13-digit Business Identification Number (spaces and dashes allowed)',
    ),
    INVOICE_VAT_RATE: check(
      'INVOICE_VAT_RATE',
      DOCUMENT_DEFAULTS.INVOICE_VAT_RATE,
      (raw) => (/^\d{1,2}(\.\d{1,2})?$/.test(raw) ? Number(raw) : undefined),
      'a percentage from 0 to 99.99 with at most two decimals (15, 7.5)',
    ),
  };
}

/** Each courier's keys go together: a partial set stops start-up naming what is missing. */
function courierKeyProblems(text: (name: string) => string | undefined): string[] {
  const groups: Array<[string, readonly string[]]> = [
    ['Steadfast', ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY']],
    ['Pathao', ['PATHAO_CLIENT_ID', 'PATHAO_CLIENT_SECRET', 'PATHAO_USERNAME', 'PATHAO_PASSWORD', 'PATHAO_STORE_ID']],
  ];
  const problems: string[] = [];
  for (const [courier, names] of groups) {
    const missing = names.filter((name) => text(name) === undefined);
    if (missing.length > 0 && missing.length < names.length) {
      problems.push(
        `${courier} needs ${names.join(', ')} together (or none, to not offer ${courier}): missing ${missing.join(', ')}`,
      );
    }
  }
  return problems;
}

function parsePort(raw: string): number | undefined {
  if (!/^\d{1,5}$/.test(raw)) return undefined;
  const port = Number(raw);
  return port <= 65535 ? port : undefined;
}

function parseBoolean(raw: string): boolean | undefined {
  const value = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  return undefined;
}

function parseOrigins(raw: string): string[] | undefined {
  const origins = raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  const valid =
    origins.length > 0 && origins.every((origin) => /^https?:\/\/[^\s/]+$/.test(origin));
  return valid ? origins : undefined;
}

function parseEmail(raw: string): string | undefined {
  return EMAIL.test(raw) ? raw.toLowerCase() : undefined;
}

function parsePassword(raw: string): string | undefined {
  return raw.length >= MIN_PASSWORD ? raw : undefined;
}

function parseNodeEnv(raw: string): NodeEnv | undefined {
  const value = raw.toLowerCase();
  return (NODE_ENVS as readonly string[]).includes(value) ? (value as NodeEnv) : undefined;
}

const DURATION_UNITS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600 };

/** Seconds from `900`, `900s`, `15m` or `1h`; between 10 seconds and a day. */
function parseDuration(raw: string): number | undefined {
  const match = /^(\d{1,6})\s*([smh]?)$/i.exec(raw);
  if (!match) return undefined;
  const seconds = Number(match[1]) * DURATION_UNITS[match[2].toLowerCase()];
  return seconds >= 10 && seconds <= 24 * 3600 ? seconds : undefined;
}

/** A reader of whole numbers from `min` to `max` written in decimal digits. */
function wholeNumberIn(min: number, max: number): (raw: string) => number | undefined {
  return (raw) => {
    if (!/^\d{1,6}$/.test(raw)) return undefined;
    const value = Number(raw);
    return value >= min && value <= max ? value : undefined;
  };
}

function parseDays(raw: string): number | undefined {
  if (!/^\d{1,3}$/.test(raw)) return undefined;
  const days = Number(raw);
  return days >= 1 && days <= 365 ? days : undefined;
}

function parseOrigin(raw: string): string | undefined {
  const origin = raw.replace(/\/+$/, '');
  return /^https?:\/\/[^\s/]+$/.test(origin) ? origin : undefined;
}

/** Taka per dollar: above 0, at most 4 decimals (takaToUsdCents is exact for these), below 100000. */
function parseRate(raw: string): number | undefined {
  if (!/^\d{1,5}(\.\d{1,4})?$/.test(raw)) return undefined;
  const rate = Number(raw);
  return rate > 0 ? rate : undefined;
}

/** Whether card payments go through Stripe (all three keys set); otherwise the sandbox. */
export function stripeConfigured(
  config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
): boolean {
  return Boolean(
    config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET,
  );
}

/** Whether bKash Tokenized Checkout is on (its five variables set; the simulator's or a merchant's). */
export function bkashConfigured(
  config: Pick<
    AppConfig,
    'BKASH_APP_KEY' | 'BKASH_APP_SECRET' | 'BKASH_USERNAME' | 'BKASH_PASSWORD' | 'BKASH_BASE_URL'
  >,
): boolean {
  return Boolean(
    config.BKASH_APP_KEY &&
    config.BKASH_APP_SECRET &&
    config.BKASH_USERNAME &&
    config.BKASH_PASSWORD &&
    config.BKASH_BASE_URL,
  );
}

/** Whether Google sign-in is configured. */
export function googleSignInEnabled(
  config: Pick<AppConfig, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>,
): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

function parseLogLevel(raw: string): LogLevelName | undefined {
  const value = raw.toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(value) ? (value as LogLevelName) : undefined;
}

/** Nest logger levels enabled by a LOG_LEVEL: the level itself and every more severe one. */
export function enabledLogLevels(level: LogLevelName): LogLevelName[] {
  return LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1);
}
