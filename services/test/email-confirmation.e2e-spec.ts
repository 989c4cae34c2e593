/**
 * Email confirmation: sign-up mails a link in the sign-up page's language; until it is opened the
 * account's order mails are recorded as skipped (the SMS still goes); the link works once, and a
 * wrong or expired one is refused with a clear error; a new link can be asked for a few times an
 * hour; Google accounts and the seeded ones are confirmed; the migration confirms only accounts
 * whose address is vouched for.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode, type EmailConfirmationStatus, type Order } from '@shop/contracts';
import { type Connection, Types } from 'mongoose';
import { MAILER, type MailMessage, type Mailer } from '../src/mail';
import { emailConfirmationMigration } from '../src/migrations/2026-12-02-email-confirmation';
import { NotificationWorker, SMS_PROVIDER, type SmsMessage, type SmsProvider } from '../src/notifications';
import { UsersService } from '../src/users/users.service';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { bearer, confirmationToken, nextAddress, type Session, signup } from './helpers/auth';

class FakeMailer implements Mailer {
  sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
    return { messageId: `<${this.sent.length}@fake>` };
  }
}

class FakeSms implements SmsProvider {
  sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    this.sent.push(message);
    return { id: message.reference };
  }
}

const mailer = new FakeMailer();
const sms = new FakeSms();
let app: NestFastifyApplication;
let worker: NotificationWorker;
const db = () => connectionOf(app);

beforeAll(async () => {
  app = await bootApp({
    database: 'e2e-email-confirmation',
    env: { NOTIFICATIONS_POLL_MS: '0', SHOP_URL: 'https://shop.example', CONFIRMATION_MAILS_PER_HOUR: '2' },
    configure: (builder) => builder.overrideProvider(MAILER).useValue(mailer).overrideProvider(SMS_PROVIDER).useValue(sms),
  });
  worker = app.get(NotificationWorker);
});

afterAll(() => dropAndClose(app));

beforeEach(() => {
  mailer.sent = [];
  sms.sent = [];
});

let accounts = 0;
async function newCustomer(headers: Record<string, string> = {}): Promise<{ session: Session; email: string }> {
  accounts += 1;
  const email = `confirm-${accounts}-${new Types.ObjectId().toHexString()}@mail.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Shirin Akter', email, password: 'Confirm#Test2026' },
    headers,
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(201);
  const answer = res.json<Session['answer']>();
  return { session: { accessToken: answer.accessToken, refreshToken: '', answer }, email };
}

/** The newest mail to `email` (the confirmation mail is sent after the answer: wait for it). */
async function mailTo(email: string): Promise<MailMessage> {
  for (let i = 0; i < 100; i += 1) {
    const found = mailer.sent.filter((mail) => mail.to === email).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no mail to ${email}`);
}

const confirm = (token: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/email-confirmation/confirm', payload: { token }, remoteAddress: nextAddress() });
const status = (session: Session) =>
  app.inject({ method: 'GET', url: '/api/auth/email-confirmation', headers: bearer(session) });

async function part(): Promise<string> {
  const created = await db().model('Part').create({
    name: `Confirm Part ${new Types.ObjectId().toHexString().slice(-6)}`,
    category: 'tws',
    img: '/static/products/confirm.svg',
    price: 900,
    quantity: 100,
    description: 'A part of the confirmation tests',
  });
  return String(created._id);
}

async function placeOrder(session: Session): Promise<Order> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(session),
    payload: { lines: [{ partId: await part(), quantity: 1 }], name: 'Shirin Akter', phone: '01712345098', address: 'House 5, Road 2', district: 'Dhaka' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Order>();
}

async function relayAndSend(): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const round = await worker.runOnce();
    if (round.relayed === 0 && round.sent === 0) return;
  }
}

describe('email confirmation', () => {
  it('mails the link in the sign-up page\'s language: Bengali under /bn, English at the root', async () => {
    const bn = await newCustomer({ cookie: 'lang=bn' });
    const bnMail = await mailTo(bn.email);
    expect(bnMail.subject).toBe('TechParts BD-এ আপনার ইমেইল নিশ্চিত করুন');
    expect(bnMail.text).toMatch(/^প্রিয় Shirin Akter,/);
    expect(bnMail.text).toMatch(/https:\/\/shop\.example\/bn\/confirm-email\?token=[A-Za-z0-9_-]{43}\n/);

    const en = await newCustomer();
    const enMail = await mailTo(en.email);
    expect(enMail.subject).toBe('Confirm your email for TechParts BD');
    expect(enMail.text).toMatch(/https:\/\/shop\.example\/confirm-email\?token=[A-Za-z0-9_-]{43}\n/);
    // Only the hash is stored.
    const stored = await db().collection('email_confirmations').findOne({ email: en.email });
    expect(stored).toMatchObject({ usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(confirmationToken(enMail.text));
  });

  it('sends no order mail to an unconfirmed address (recorded as skipped), and sends it once confirmed', async () => {
    const { session, email } = await newCustomer();
    const link = (await mailTo(email)).text;
    expect((await status(session)).json()).toEqual({ email, confirmed: false });

    const first = await placeOrder(session);
    await relayAndSend();
    expect(mailer.sent.filter((mail) => mail.to === email && mail.subject.startsWith('Order'))).toEqual([]);
    expect(sms.sent.map((message) => message.to)).toContain('01712345098');
    const skipped = await db().collection('notification_outbox').findOne({ orderId: new Types.ObjectId(first._id), channel: 'mail' });
    expect(skipped).toMatchObject({ state: 'skipped', skippedReason: 'email-unconfirmed', to: email });

    const confirmed = await confirm(confirmationToken(link));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email, confirmed: true });
    expect((await status(session)).json()).toEqual({ email, confirmed: true });

    const second = await placeOrder(session);
    await relayAndSend();
    const orderMails = mailer.sent.filter((mail) => mail.to === email && mail.subject.startsWith('Order'));
    expect(orderMails.map((mail) => mail.subject)).toEqual([`Order #${second._id.slice(-6).toUpperCase()} placed`]);
  });

  it('takes a link once; a wrong, malformed or expired one is refused with a clear error', async () => {
    const expectInvalid = (res: { statusCode: number; json: () => unknown }) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: ErrorCode.EMAIL_CONFIRMATION_INVALID,
        message: 'This confirmation link is wrong, was already used or has expired. Ask for a new one from your dashboard.',
      });
    };
    const { email } = await newCustomer();
    const token = confirmationToken((await mailTo(email)).text);
    expect((await confirm(token)).statusCode).toBe(200);
    expectInvalid(await confirm(token));
    expectInvalid(await confirm('A'.repeat(43)));
    expectInvalid(await confirm('not a token'));
    // No token at all is a broken body (the DTO's check), with the same sentence.
    const empty = await confirm('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, message: expect.stringMatching(/^This confirmation link is wrong/) });

    const late = await newCustomer();
    const lateToken = confirmationToken((await mailTo(late.email)).text);
    await db().collection('email_confirmations').updateOne({ email: late.email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expectInvalid(await confirm(lateToken));
    expect((await db().collection('users').findOne({ email: late.email }))?.emailConfirmedAt).toBeUndefined();
  });

  it('mails a new link on request, a few times an hour (429 with Retry-After), none once confirmed', async () => {
    const { session, email } = await newCustomer({ cookie: 'lang=bn' });
    await mailTo(email);
    const resend = () => app.inject({ method: 'POST', url: '/api/auth/email-confirmation', headers: { ...bearer(session), cookie: 'lang=bn' } });
    mailer.sent = [];
    expect((await resend()).json()).toEqual({ email, confirmed: false });
    expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json()).toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS, message: expect.stringMatching(/Try again in \d+ minutes\.$/) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const links = mailer.sent.filter((mail) => mail.to === email);
    expect(links).toHaveLength(2);
    expect(links[1]!.text).toContain('/bn/confirm-email?token=');
    // The newest link works (and ends the others).
    expect((await confirm(confirmationToken(links[1]!.text))).statusCode).toBe(200);
    expect((await confirm(confirmationToken(links[0]!.text))).statusCode).toBe(400);
  });

  it('counts Google accounts as confirmed, and the seeded accounts', async () => {
    const users = app.get(UsersService);
    const created = await users.signInWithGoogle({ googleId: 'g-confirm-1', email: 'google-new@mail.com', emailVerified: true, name: 'Google New', photoURL: undefined });
    expect(created.ok).toBe(true);
    expect((await db().collection('users').findOne({ email: 'google-new@mail.com' }))?.emailConfirmedAt).toBeInstanceOf(Date);

    const { email } = await newCustomer();
    await users.signInWithGoogle({ googleId: 'g-confirm-2', email, emailVerified: true, name: 'Linked', photoURL: undefined });
    expect((await db().collection('users').findOne({ email }))?.emailConfirmedAt).toBeInstanceOf(Date);

    for (const seeded of ['admin@shop.local', 'customer@shop.local']) {
      expect([seeded, (await db().collection('users').findOne({ email: seeded }))?.emailConfirmedAt]).toEqual([seeded, expect.any(Date)]);
    }
  });

  it('migrates older accounts: Google-linked and admin accounts confirmed, other customers not', async () => {
    const users = db().collection('users');
    const ids = { google: new Types.ObjectId(), admin: new Types.ObjectId(), customer: new Types.ObjectId() };
    await users.insertMany([
      { _id: ids.google, name: 'Old Google', email: 'old-google@mail.com', role: 'customer', googleId: 'g-old' },
      { _id: ids.admin, name: 'Old Admin', email: 'old-admin@mail.com', role: 'admin' },
      { _id: ids.customer, name: 'Old Customer', email: 'old-customer@mail.com', role: 'customer' },
    ]);
    const now = new Date();
    const result = await emailConfirmationMigration.up(db() as Connection, { now, settings: { paymentWindowMinutes: 30 } });
    expect(result).toMatchObject({ google: 1, admins: 1 });
    expect((await users.findOne({ _id: ids.google }))?.emailConfirmedAt).toEqual(now);
    expect((await users.findOne({ _id: ids.admin }))?.emailConfirmedAt).toEqual(now);
    expect((await users.findOne({ _id: ids.customer }))?.emailConfirmedAt).toBeUndefined();
    // A rerun changes nothing.
    expect(await emailConfirmationMigration.up(db() as Connection, { now: new Date(), settings: { paymentWindowMinutes: 30 } })).toMatchObject({ google: 0, admins: 0 });
  });

  it('refuses the status and a new link to an anonymous caller', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/email-confirmation' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/email-confirmation' })).statusCode).toBe(401);
  });
});

// The helper used by other files signs up without confirming: make sure it still works.
it('signup helper still answers a session', async () => {
  const session = await signup(app, { name: 'Helper', email: `helper-${Date.now()}@mail.com`, password: 'Helper#Test2026' });
  expect(session.accessToken).toBeTruthy();
  expect((await status(session)).json<EmailConfirmationStatus>().confirmed).toBe(false);
});
