/**
 * A bKash Tokenized Checkout (v1.2.0-beta) simulator for development and tests — no real money
 * moves. It answers the endpoints, headers, fields, status codes and error answers of bKash's
 * documentation (sources: services/src/payments/bkash/README.md), keeps its state in memory, and
 * serves the customer's page at the `bkashURL` it returns: wallet number, OTP and PIN, or Cancel,
 * then a redirect to `callbackURL?paymentID=…&status=success|failure|cancel` as bKash does.
 *
 * Test values (bKash's own sandbox values): OTP 123456, PIN 12121; the wallet 01823074817 has an
 * insufficient balance (execute answers 2023). Three wrong PINs fail the payment.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
// From the source, like the static server's imports: this runs before the libraries are built.
import { groupDigitsBangladeshi } from '@shop/rules/src/money';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** bKash's base path for this API version; BKASH_BASE_URL ends with it. */
export const BKASH_API_VERSION = 'v1.2.0-beta';
export const SIMULATOR_OTP = '123456';
export const SIMULATOR_PIN = '12121';
/** bKash's sandbox wallet with an insufficient balance. */
export const INSUFFICIENT_BALANCE_WALLET = '01823074817';
/** A token lives an hour, as bKash's `expires_in`. */
export const TOKEN_LIFETIME_SECONDS = 3600;
const MAX_PIN_TRIES = 3;

/** Credentials the simulator accepts (the stack and the tests give them to the API). */
export const SIMULATOR_CREDENTIALS = {
  appKey: 'simulator-app-key',
  appSecret: 'simulator-app-secret',
  username: 'simulator-merchant',
  password: 'simulator-password',
} as const;

export type SimulatedStatus = 'Initiated' | 'Authorized' | 'Completed' | 'Failed' | 'Cancelled';

export interface SimulatedPayment {
  paymentID: string;
  amount: string;
  currency: 'BDT';
  intent: 'sale';
  mode: '0011';
  payerReference: string;
  merchantInvoiceNumber: string;
  callbackURL: string;
  createTime: string;
  /** `Authorized`: the customer approved it on the page; only execute completes it. */
  status: SimulatedStatus;
  customerMsisdn?: string;
  trxID?: string;
  executeTime?: string;
  pinTries: number;
  failure?: { statusCode: string; statusMessage: string };
  refunds: Array<{ sku: string; amount: string; refundTrxID: string; completedTime: string }>;
}

export interface BkashSimulatorCounts {
  grant: number;
  refresh: number;
  create: number;
  execute: number;
  query: number;
  refund: number;
}

export interface RunningBkashSimulator {
  port: number;
  /** Origin, e.g. http://127.0.0.1:4310 */
  url: string;
  /** What BKASH_BASE_URL is set to: `${url}/v1.2.0-beta`. */
  baseUrl: string;
  credentials: typeof SIMULATOR_CREDENTIALS;
  payments: Map<string, SimulatedPayment>;
  counts: BkashSimulatorCounts;
  /** The customer's approval, as the page's form does it (tests). */
  approve(paymentID: string, wallet?: string): void;
  /** The next answer of this endpoint is lost: the call is carried out, the connection dropped. */
  loseNextAnswer(endpoint: 'execute' | 'refund'): void;
  /** Every token granted so far expires now (as an hour later). */
  expireTokens(): void;
  close(): Promise<void>;
}

export interface BkashSimulatorOptions {
  /** 0: any free port. */
  port: number;
  host?: string;
  /** Public origin of the customer's page, when not `http://<host>:<port>`. */
  publicUrl?: string;
  log?: (line: string) => void;
}

/** bKash's error answers: HTTP 200 with a statusCode other than '0000' and its statusMessage. */
const ERRORS = {
  invalidAppKey: ['2001', 'Invalid App Key'],
  invalidPaymentId: ['2002', 'Invalid Payment ID'],
  invalidAmount: ['2006', 'Invalid amount'],
  invalidCurrency: ['2007', 'Invalid currency'],
  invalidIntent: ['2008', 'Invalid intent'],
  wrongPinCount: ['2015', 'Wrong PIN count exceeded'],
  insufficientBalance: ['2023', 'Insufficient Balance'],
  reversalTooLarge: ['2026', 'The reversal amount cannot be greater than the original transaction amount'],
  invalidInvoice: ['2031', 'Invalid merchant invoice number'],
  transactionNotFound: ['2033', 'Transaction not found'],
  invalidPayerReference: ['2048', 'Invalid Payer Reference'],
  invalidCallbackUrl: ['2049', 'Invalid Merchant Callback URL'],
  invalidPaymentState: ['2056', 'Invalid Payment State'],
  alreadyCompleted: ['2062', 'The payment has already been completed'],
  invalidMode: ['2063', 'Mode is not valid as per request data'],
  executeAlreadyCalled: ['2117', 'Payment execution already been called before'],
} as const satisfies Record<string, readonly [string, string]>;

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const WALLET = /^01[3-9]\d{8}$/;

interface Token {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

export async function startBkashSimulator(options: BkashSimulatorOptions): Promise<RunningBkashSimulator> {
  const log = options.log ?? (() => undefined);
  const app: FastifyInstance = Fastify({ logger: false });
  const payments = new Map<string, SimulatedPayment>();
  const tokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();
  const counts: BkashSimulatorCounts = { grant: 0, refresh: 0, create: 0, execute: 0, query: 0, refund: 0 };
  const lose = new Set<'execute' | 'refund'>();
  let publicUrl = options.publicUrl ?? '';

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const api = `/${BKASH_API_VERSION}/tokenized/checkout`;
  const error = (entry: readonly [string, string]) => ({ statusCode: entry[0], statusMessage: entry[1] });

  function issueToken(): Token {
    const token: Token = {
      idToken: `sim_${randomBytes(24).toString('base64url')}`,
      refreshToken: `simr_${randomBytes(24).toString('base64url')}`,
      expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000,
    };
    tokens.set(token.idToken, token);
    refreshTokens.set(token.refreshToken, token);
    return token;
  }

  const tokenAnswer = (token: Token) => ({
    statusCode: '0000',
    statusMessage: 'Successful',
    id_token: token.idToken,
    token_type: 'Bearer',
    expires_in: TOKEN_LIFETIME_SECONDS,
    refresh_token: token.refreshToken,
  });

  /** Grant and refresh: `username` and `password` headers, `app_key` and `app_secret` in the body. */
  function merchantCredentialsOk(request: FastifyRequest, reply: FastifyReply): boolean {
    if (
      request.headers.username !== SIMULATOR_CREDENTIALS.username ||
      request.headers.password !== SIMULATOR_CREDENTIALS.password
    ) {
      void reply.code(401).send({ message: 'Unauthorized' });
      return false;
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.app_key !== SIMULATOR_CREDENTIALS.appKey || body.app_secret !== SIMULATOR_CREDENTIALS.appSecret) {
      void reply.send(error(ERRORS.invalidAppKey));
      return false;
    }
    return true;
  }

  /** Every other call: `Authorization` = the id_token, `X-APP-Key` = the app key. */
  function authorized(request: FastifyRequest, reply: FastifyReply): boolean {
    const token = tokens.get(String(request.headers.authorization ?? ''));
    if (!token || token.expiresAt <= Date.now()) {
      void reply.code(401).send({ message: 'The incoming token has expired' });
      return false;
    }
    if (request.headers['x-app-key'] !== SIMULATOR_CREDENTIALS.appKey) {
      void reply.send(error(ERRORS.invalidAppKey));
      return false;
    }
    return true;
  }

  function bodyOf(request: FastifyRequest): Record<string, unknown> {
    const body = request.body;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  }

  app.post(`${api}/token/grant`, async (request, reply) => {
    counts.grant += 1;
    if (!merchantCredentialsOk(request, reply)) return reply;
    log('token granted');
    return tokenAnswer(issueToken());
  });

  app.post(`${api}/token/refresh`, async (request, reply) => {
    counts.refresh += 1;
    if (!merchantCredentialsOk(request, reply)) return reply;
    const old = refreshTokens.get(String(bodyOf(request).refresh_token ?? ''));
    if (!old) return reply.code(401).send({ message: 'Unauthorized' });
    const token: Token = { ...issueToken(), refreshToken: old.refreshToken };
    refreshTokens.set(old.refreshToken, token);
    return tokenAnswer(token);
  });

  app.post(`${api}/create`, async (request, reply) => {
    counts.create += 1;
    if (!authorized(request, reply)) return reply;
    const body = bodyOf(request);
    if (body.mode !== '0011') return error(ERRORS.invalidMode);
    if (typeof body.payerReference !== 'string' || body.payerReference.length < 1 || body.payerReference.length > 255)
      return error(ERRORS.invalidPayerReference);
    if (typeof body.callbackURL !== 'string' || !/^https?:\/\/\S+$/.test(body.callbackURL))
      return error(ERRORS.invalidCallbackUrl);
    if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount) || Number(body.amount) <= 0)
      return error(ERRORS.invalidAmount);
    if (body.currency !== 'BDT') return error(ERRORS.invalidCurrency);
    if (body.intent !== 'sale') return error(ERRORS.invalidIntent);
    if (typeof body.merchantInvoiceNumber !== 'string' || !/^\S{1,255}$/.test(body.merchantInvoiceNumber))
      return error(ERRORS.invalidInvoice);
    const paymentID = `TR0011${randomBytes(8).toString('hex').toUpperCase()}`;
    const payment: SimulatedPayment = {
      paymentID,
      amount: body.amount,
      currency: 'BDT',
      intent: 'sale',
      mode: '0011',
      payerReference: body.payerReference,
      merchantInvoiceNumber: body.merchantInvoiceNumber,
      callbackURL: body.callbackURL,
      createTime: bkashTime(),
      status: 'Initiated',
      pinTries: 0,
      refunds: [],
    };
    payments.set(paymentID, payment);
    log(`payment ${paymentID} created: ৳${payment.amount} for ${payment.merchantInvoiceNumber}`);
    return {
      paymentID,
      bkashURL: `${publicUrl}/checkout/${paymentID}?mode=0011&apiVersion=${BKASH_API_VERSION}`,
      callbackURL: payment.callbackURL,
      successCallbackURL: callbackTo(payment, 'success'),
      failureCallbackURL: callbackTo(payment, 'failure'),
      cancelledCallbackURL: callbackTo(payment, 'cancel'),
      amount: payment.amount,
      intent: payment.intent,
      currency: payment.currency,
      paymentCreateTime: payment.createTime,
      transactionStatus: 'Initiated',
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      statusCode: '0000',
      statusMessage: 'Successful',
    };
  });

  app.post(`${api}/execute`, async (request, reply) => {
    counts.execute += 1;
    if (!authorized(request, reply)) return reply;
    const payment = payments.get(String(bodyOf(request).paymentID ?? ''));
    if (!payment) return error(ERRORS.invalidPaymentId);
    let answer: Record<string, unknown>;
    if (payment.status === 'Completed') answer = error(ERRORS.executeAlreadyCalled);
    else if (payment.status === 'Failed') answer = { ...(payment.failure ?? error(ERRORS.invalidPaymentState)) };
    else if (payment.status !== 'Authorized') answer = error(ERRORS.invalidPaymentState);
    else if (payment.customerMsisdn === INSUFFICIENT_BALANCE_WALLET) {
      payment.status = 'Failed';
      payment.failure = error(ERRORS.insufficientBalance);
      answer = { ...payment.failure };
    } else {
      payment.status = 'Completed';
      payment.trxID = trxId();
      payment.executeTime = bkashTime();
      log(`payment ${payment.paymentID} completed: ${payment.trxID}`);
      answer = {
        paymentID: payment.paymentID,
        customerMsisdn: payment.customerMsisdn,
        payerReference: payment.payerReference,
        paymentExecuteTime: payment.executeTime,
        trxID: payment.trxID,
        transactionStatus: 'Completed',
        amount: payment.amount,
        currency: payment.currency,
        intent: payment.intent,
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
        statusCode: '0000',
        statusMessage: 'Successful',
      };
    }
    if (lose.delete('execute')) {
      reply.raw.destroy();
      return reply;
    }
    return answer;
  });

  app.post(`${api}/payment/status`, async (request, reply) => {
    counts.query += 1;
    if (!authorized(request, reply)) return reply;
    const payment = payments.get(String(bodyOf(request).paymentID ?? ''));
    if (!payment) return error(ERRORS.invalidPaymentId);
    return {
      paymentID: payment.paymentID,
      mode: payment.mode,
      paymentCreateTime: payment.createTime,
      ...(payment.executeTime ? { paymentExecuteTime: payment.executeTime } : {}),
      amount: payment.amount,
      currency: payment.currency,
      intent: payment.intent,
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      payerReference: payment.payerReference,
      ...(payment.trxID ? { trxID: payment.trxID, customerMsisdn: payment.customerMsisdn } : {}),
      // bKash reports an approved but not executed payment as still Initiated.
      transactionStatus: payment.status === 'Authorized' ? 'Initiated' : payment.status,
      verificationStatus: payment.status === 'Completed' ? 'Complete' : 'Incomplete',
      statusCode: '0000',
      statusMessage: 'Successful',
    };
  });

  app.post(`${api}/payment/refund`, async (request, reply) => {
    counts.refund += 1;
    if (!authorized(request, reply)) return reply;
    const body = bodyOf(request);
    const payment = payments.get(String(body.paymentID ?? ''));
    if (!payment) return error(ERRORS.invalidPaymentId);
    if (payment.status !== 'Completed' || body.trxID !== payment.trxID) return error(ERRORS.transactionNotFound);
    if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount) || Number(body.amount) <= 0)
      return error(ERRORS.invalidAmount);
    const sku = typeof body.sku === 'string' ? body.sku.slice(0, 255) : '';
    // The simulator treats a refund repeated with the same sku as the same refund (idempotent).
    let refund = sku ? payment.refunds.find((candidate) => candidate.sku === sku) : undefined;
    if (!refund) {
      const refunded = payment.refunds.reduce((sum, earlier) => sum + poisha(earlier.amount), 0);
      if (refunded + poisha(body.amount) > poisha(payment.amount)) return error(ERRORS.reversalTooLarge);
      refund = { sku, amount: body.amount, refundTrxID: trxId(), completedTime: bkashTime() };
      payment.refunds.push(refund);
      log(`payment ${payment.paymentID}: refunded ৳${refund.amount} (${refund.refundTrxID})`);
    }
    if (lose.delete('refund')) {
      reply.raw.destroy();
      return reply;
    }
    return {
      originalTrxID: payment.trxID,
      refundTrxID: refund.refundTrxID,
      transactionStatus: 'Completed',
      amount: refund.amount,
      currency: 'BDT',
      charge: '0.00',
      completedTime: refund.completedTime,
      statusCode: '0000',
      statusMessage: 'Successful',
    };
  });

  // The shop's Bengali face (Noto Sans Bengali, which has ৳): a machine without a Bengali system
  // font would otherwise show the page's taka sign as a box.
  app.get('/fonts/noto-sans-bengali-:weight.woff2', async (request, reply) => {
    const weight = (request.params as { weight: string }).weight;
    if (weight !== '400' && weight !== '700') return reply.code(404).send({ message: 'Not Found' });
    return reply
      .type('font/woff2')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(bengaliFont(weight));
  });

  // The customer's page (bKash's own page in real life).
  app.get<{ Params: { paymentID: string } }>('/checkout/:paymentID', async (request, reply) => {
    const payment = payments.get(request.params.paymentID);
    return page(reply, payment, payment && payment.status !== 'Initiated' ? 'This payment is no longer open.' : undefined);
  });

  app.post<{ Params: { paymentID: string } }>('/checkout/:paymentID', async (request, reply) => {
    const payment = payments.get(request.params.paymentID);
    if (!payment || payment.status !== 'Initiated') return page(reply, payment, 'This payment is no longer open.');
    const form = bodyOf(request);
    if (form.action === 'cancel') {
      payment.status = 'Cancelled';
      return reply.redirect(callbackTo(payment, 'cancel'), 302);
    }
    const wallet = String(form.wallet ?? '').replace(/\s/g, '');
    if (!WALLET.test(wallet)) return page(reply, payment, 'Enter a bKash account number: 11 digits starting with 01.', form);
    if (form.otp !== SIMULATOR_OTP) return page(reply, payment, 'Wrong verification code (the simulator’s OTP is 123456).', form);
    if (form.pin !== SIMULATOR_PIN) {
      payment.pinTries += 1;
      if (payment.pinTries >= MAX_PIN_TRIES) {
        payment.status = 'Failed';
        payment.failure = error(ERRORS.wrongPinCount);
        return reply.redirect(callbackTo(payment, 'failure'), 302);
      }
      return page(reply, payment, `Wrong PIN (the simulator’s PIN is 12121); ${MAX_PIN_TRIES - payment.pinTries} tries left.`, form);
    }
    approve(payment, wallet);
    return reply.redirect(callbackTo(payment, 'success'), 302);
  });

  function approve(payment: SimulatedPayment, wallet: string): void {
    payment.status = 'Authorized';
    payment.customerMsisdn = wallet;
  }

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  publicUrl = options.publicUrl ?? url;
  return {
    port,
    url,
    baseUrl: `${url}/${BKASH_API_VERSION}`,
    credentials: SIMULATOR_CREDENTIALS,
    payments,
    counts,
    approve(paymentID, wallet = '01770618575') {
      const payment = payments.get(paymentID);
      if (!payment || payment.status !== 'Initiated') throw new Error(`payment ${paymentID} is not open`);
      approve(payment, wallet);
    },
    loseNextAnswer(endpoint) {
      lose.add(endpoint);
    },
    expireTokens() {
      for (const token of tokens.values()) token.expiresAt = Date.now() - 1;
    },
    close: () => app.close(),
  };
}

function callbackTo(payment: SimulatedPayment, status: 'success' | 'failure' | 'cancel'): string {
  const url = new URL(payment.callbackURL);
  url.searchParams.set('paymentID', payment.paymentID);
  url.searchParams.set('status', status);
  return url.toString();
}

/** bKash's time format, e.g. `2026-11-25T18:12:34:978 GMT+0600`. */
function bkashTime(date = new Date()): string {
  const dhaka = new Date(date.getTime() + 6 * 3600_000).toISOString();
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`;
}

/** A bKash TrxID: 10 upper-case letters and digits. */
function trxId(): string {
  return randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase();
}

const fonts = new Map<string, Buffer>();

/** The self-hosted shop's Bengali subset (@fontsource, as the shell serves it), read once. */
function bengaliFont(weight: '400' | '700'): Buffer {
  let font = fonts.get(weight);
  if (!font) {
    font = readFileSync(
      require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`),
    );
    fonts.set(weight, font);
  }
  return font;
}

/**
 * bKash's amount (`'38500.00'`) as the shop writes taka: `৳38,500` (South Asian grouping), the
 * poisha only when there are some (`৳1,450.50`).
 */
export function formatBkashAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const poisha = fraction.padEnd(2, '0').slice(0, 2);
  return `৳${groupDigitsBangladeshi(Number(whole))}${/^0*$/.test(poisha) ? '' : `.${poisha}`}`;
}

function poisha(amount: string): number {
  return Math.round(Number(amount) * 100);
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(
  reply: FastifyReply,
  payment: SimulatedPayment | undefined,
  message?: string,
  form: Record<string, unknown> = {},
): FastifyReply {
  const value = (name: string) => escapeHtml(typeof form[name] === 'string' ? (form[name] as string) : '');
  const body = !payment
    ? '<p class="error" role="alert">No such payment.</p>'
    : `<p class="amount">Pay <strong>${escapeHtml(formatBkashAmount(payment.amount))}</strong> to the merchant<br><small>Invoice ${escapeHtml(payment.merchantInvoiceNumber)}</small></p>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
${payment.status === 'Initiated' ? `<form method="post">
  <label>bKash account number<input name="wallet" inputmode="numeric" autocomplete="off" placeholder="01XXXXXXXXX" value="${value('wallet')}" required></label>
  <label>Verification code (OTP)<input name="otp" inputmode="numeric" autocomplete="one-time-code" placeholder="123456" value="${value('otp')}"></label>
  <label>PIN<input name="pin" type="password" inputmode="numeric" placeholder="12121"></label>
  <div class="buttons"><button type="submit" name="action" value="cancel" formnovalidate class="secondary">Cancel</button><button type="submit" name="action" value="pay">Confirm</button></div>
</form>
<p class="hint">Test values: OTP 123456, PIN 12121. Wallet ${INSUFFICIENT_BALANCE_WALLET} has an insufficient balance.</p>` : ''}`;
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bKash simulator — no real money moves</title>
<style>
@font-face{font-family:"Noto Sans Bengali";font-style:normal;font-weight:400;font-display:swap;src:url(/fonts/noto-sans-bengali-400.woff2) format("woff2");unicode-range:U+0964-0965,U+0980-09FF,U+200C-200D,U+25CC}
@font-face{font-family:"Noto Sans Bengali";font-style:normal;font-weight:700;font-display:swap;src:url(/fonts/noto-sans-bengali-700.woff2) format("woff2");unicode-range:U+0964-0965,U+0980-09FF,U+200C-200D,U+25CC}
*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans Bengali",Inter,"Segoe UI",Roboto,"Helvetica Neue",Arial,system-ui,sans-serif;background:#f4f4f6;color:#222}
input,button{font-family:inherit}
.banner{background:#222;color:#fff;text-align:center;padding:8px 12px;font-size:14px}
main{max-width:420px;margin:0 auto;padding:16px}
h1{color:#e2136e;font-size:22px;margin:8px 0}
.card{background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
label{display:block;margin:12px 0 4px;font-size:14px}input{display:block;width:100%;font-size:18px;padding:10px;margin-top:4px;border:1px solid #bbb;border-radius:6px}
.buttons{display:flex;gap:8px;margin-top:16px}button{flex:1;font-size:16px;padding:12px;border:0;border-radius:6px;background:#e2136e;color:#fff;cursor:pointer}
button.secondary{background:#ddd;color:#222}.error{color:#b00020}.hint{font-size:13px;color:#555}.amount{font-size:18px}
</style></head>
<body><div class="banner" role="note">bKash simulator — no real money moves</div>
<main><h1>bKash Checkout (simulator)</h1><div class="card">${body}</div></main></body></html>`);
}
