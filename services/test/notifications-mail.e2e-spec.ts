/**
 * The whole mail path, against a real mail server: Mailpit (tools/mailpit; found on PATH
 * or in Go's bin folder, else built with `go install` like stripe-mock) as the API's SMTP_URL. A card
 * order placed in Bengali (lang cookie `bn`), paid in the sandbox, cancelled by an admin: the payment
 * is refunded and the customer's Bengali mail about the refund (৳ amount in Bengali digits) arrives
 * in Mailpit; the same in English. Also: sign-up and login remember the language the site states.
 */
import { createServer } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order, PaymentIntentAnswer } from '@shop/contracts';
import { GO_INSTALL_TIMEOUT_MS } from '@shop/tools/go-binary';
import { MailpitClient, type RunningMailpit, startMailpit } from '@shop/tools/mailpit';
import { Types } from 'mongoose';
import { formatTaka, orderNumber } from '../src/notifications/format';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import {
  ADMIN,
  bearer,
  confirmEmailFrom,
  cookieFrom,
  login,
  nextAddress,
  type Session,
} from './helpers/auth';

jest.setTimeout(GO_INSTALL_TIMEOUT_MS);

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const CONTACT = {
  name: 'Shirin Akter',
  phone: '01712345098',
  address: 'House 5, Road 2, Mirpur',
  district: 'Dhaka',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('order mails through Mailpit', () => {
  let mailpit: RunningMailpit;
  let mail: MailpitClient;
  let app: NestFastifyApplication;
  let admin: Session;

  beforeAll(async () => {
    mailpit = await startMailpit({ smtp: await freePort(), ui: await freePort() });
    mail = new MailpitClient(mailpit.uiUrl);
    app = await bootApp({
      database: 'e2e-notifications-mail',
      env: { SMTP_URL: mailpit.smtpUrl, NOTIFICATIONS_POLL_MS: '100' },
    });
    admin = await login(app, ADMIN);
  });

  afterAll(async () => {
    await dropAndClose(app);
    await mailpit?.stop();
  });

  const db = () => connectionOf(app);

  async function signupIn(lang: 'bn' | 'en'): Promise<{ session: Session; email: string }> {
    const email = `mail-${lang}-${new Types.ObjectId().toHexString()}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Shirin Akter', email, password: 'Mailpit#Test2026' },
      headers: { cookie: `lang=${lang}` },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    const answer = res.json<Session['answer']>();
    // Order mails go only to a confirmed address: open the mailed link, as the customer would.
    const confirmation = await mail.waitForMessage(
      email,
      lang === 'bn' ? /ইমেইল নিশ্চিত করুন/ : /^Confirm your email/,
      20_000,
    );
    expect(confirmation.Text).toContain(`${lang === 'bn' ? '/bn' : ''}/confirm-email?token=`);
    await confirmEmailFrom(app, confirmation.Text);
    return {
      session: { accessToken: answer.accessToken, refreshToken: cookieFrom(res)!, answer },
      email,
    };
  }

  async function part(price: number): Promise<string> {
    const created = await db()
      .model('Part')
      .create({
        name: `Mail Part ${new Types.ObjectId().toHexString().slice(-6)}`,
        category: 'tws',
        img: '/static/products/mail.svg',
        price,
        quantity: 10,
        description: 'A part of the mail tests',
      });
    return String(created._id);
  }

  /** Places a card order with the lang cookie, pays it in the sandbox, and has the admin cancel it. */
  async function cancelPaidOrder(
    session: Session,
    lang: 'bn' | 'en',
    price: number,
  ): Promise<Order> {
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(session), cookie: `lang=${lang}` },
      payload: {
        lines: [{ partId: await part(price), quantity: 1 }],
        ...CONTACT,
        paymentMethod: 'card',
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    const intent = (
      await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: bearer(session),
        payload: { orderId: order._id },
      })
    ).json<PaymentIntentAnswer>();
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: bearer(session),
      payload: { clientSecret: intent.clientSecret, ...GOOD_CARD },
    });
    expect(paid.statusCode).toBe(200);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Order>().payment).toMatchObject({
      status: 'refunded',
      refundedTaka: order.total,
    });
    return order;
  }

  it('Bengali: the refund mail, ৳ amount in Bengali digits, HTML and text parts', async () => {
    const { session, email } = await signupIn('bn');
    const order = await cancelPaidOrder(session, 'bn', 1250);
    const amount = formatTaka(order.total, 'bn');
    expect(amount).toMatch(/^৳[০-৯,]+$/);
    const message = await mail.waitForMessage(email, /টাকা ফেরত/, 20_000);
    expect(message.Subject).toContain(`#${orderNumber(order._id)}`);
    expect(message.Text).toContain(amount);
    expect(message.HTML).toContain(amount);
    expect(message.Text).toContain('ফেরত');
    // A Bengali mail opens the Bengali page.
    expect(message.HTML).toContain('href="http://localhost:4200/bn/dashboard/myOrders"');
    expect(message.Text).toContain('http://localhost:4200/bn/dashboard/myOrders');
    // What was refunded comes first (the line and the delivery fee), then the order.
    const refunded = message.Text.indexOf('যা ফেরত দেওয়া হয়েছে');
    expect(refunded).toBeGreaterThan(-1);
    expect(message.Text.indexOf('মোট ফেরত', refunded)).toBeGreaterThan(refunded);
    expect(message.Text.indexOf('আপনার অর্ডার', refunded)).toBeGreaterThan(
      message.Text.indexOf('মোট ফেরত', refunded),
    );
  });

  it('English: the refund mail, ৳ amount in Latin digits', async () => {
    const { session, email } = await signupIn('en');
    const order = await cancelPaidOrder(session, 'en', 2100);
    const message = await mail.waitForMessage(email, /^Refund for order/, 20_000);
    expect(message.Subject).toBe(`Refund for order #${orderNumber(order._id)}`);
    expect(message.Text).toContain(formatTaka(order.total, 'en'));
    expect(message.HTML).toContain(formatTaka(order.total, 'en'));
    expect(message.HTML).toContain('href="http://localhost:4200/dashboard/myOrders"');
    expect(message.Text).not.toContain('/bn/');
    const refunded = message.Text.indexOf('What we refunded');
    expect(refunded).toBeGreaterThan(-1);
    expect(message.Text.indexOf('Your order', refunded)).toBeGreaterThan(refunded);
  });

  it('sign-up and login remember the language the site states; a request that states none keeps it', async () => {
    const { email } = await signupIn('bn');
    const users = db().collection('users');
    expect((await users.findOne({ email }))?.language).toBe('bn');
    const credentials = { email, password: 'Mailpit#Test2026' };
    const inEnglish = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
      remoteAddress: nextAddress(),
    });
    expect(inEnglish.statusCode).toBe(200);
    expect((await users.findOne({ email }))?.language).toBe('en');
    const silent = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      remoteAddress: nextAddress(),
    });
    expect(silent.statusCode).toBe(200);
    expect((await users.findOne({ email }))?.language).toBe('en');
  });
});
