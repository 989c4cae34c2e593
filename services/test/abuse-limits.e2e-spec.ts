/**
 * What stops the shop's own mail and SMS being used against somebody: an order's contact name is
 * one line like an account name; nothing a customer typed reaches a mail or SMS as a link; an
 * account may place and cancel only so many orders an hour (429 with Retry-After and how long to
 * wait); a phone number and an address get only so many messages an hour (more are recorded as
 * skipped, the orders go on).
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode, type Order } from '@shop/contracts';
import { Types } from 'mongoose';
import { MAILER, type MailMessage, type Mailer } from '../src/mail';
import { NotificationWorker, SMS_PROVIDER, type SmsMessage, type SmsProvider } from '../src/notifications';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, confirmEmailFrom, login, type Session, signup } from './helpers/auth';

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

const ATTACK = 'Ayesha\n\nURGENT: your bKash refund is waiting. Log in at https://evil.example/bkash';
const NAME_MESSAGE = 'Name must not contain control characters';

const mailer = new FakeMailer();
const sms = new FakeSms();
let app: NestFastifyApplication;
let worker: NotificationWorker;
let admin: Session;
const db = () => connectionOf(app);

beforeAll(async () => {
  app = await bootApp({
    database: 'e2e-abuse-limits',
    env: {
      NOTIFICATIONS_POLL_MS: '0',
      ORDER_ACTIONS_PER_HOUR: '5',
      MESSAGES_PER_PHONE_PER_HOUR: '3',
      MESSAGES_PER_EMAIL_PER_HOUR: '3',
    },
    configure: (builder) => builder.overrideProvider(MAILER).useValue(mailer).overrideProvider(SMS_PROVIDER).useValue(sms),
  });
  worker = app.get(NotificationWorker);
  admin = await login(app, ADMIN);
});

afterAll(() => dropAndClose(app));

let accounts = 0;
/** A customer who has opened the confirmation link mailed at sign-up. */
async function customer(): Promise<{ session: Session; email: string }> {
  accounts += 1;
  const email = `abuse-${accounts}-${new Types.ObjectId().toHexString()}@mail.com`;
  const session = await signup(app, { name: 'Ayesha Siddiqua', email, password: 'Abuse#Test2026' });
  for (let i = 0; i < 100 && !mailer.sent.some((mail) => mail.to === email); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await confirmEmailFrom(app, mailer.sent.find((mail) => mail.to === email)!.text);
  return { session, email };
}

let partId: string;
beforeAll(async () => {
  const created = await db().model('Part').create({
    name: 'Abuse Test Cable',
    category: 'tws',
    img: '/static/products/abuse.svg',
    price: 500,
    quantity: 100_000,
    description: 'A part of the abuse tests',
  });
  partId = String(created._id);
});

let phones = 0;
const newPhone = () => `0171${String(1_000_000 + (phones += 1)).slice(-7)}`;
const contact = (phone: string, name = 'Ayesha Siddiqua') => ({ name, phone, address: 'House 5, Road 2, Mirpur', district: 'Dhaka' });

const place = (session: Session, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/orders', headers: bearer(session), payload: { lines: [{ partId, quantity: 1 }], ...body } });
const book = (session: Session, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/booking', headers: bearer(session), payload: { partsId: partId, quantity: 1, ...body } });
const cancel = (session: Session, id: string) => app.inject({ method: 'DELETE', url: `/api/booking/${id}`, headers: bearer(session) });

async function relayAndSend(): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const round = await worker.runOnce();
    if (round.relayed === 0 && round.sent === 0) return;
  }
}

describe('the contact name of an order', () => {
  it.each([
    ['the attack string', ATTACK],
    ['a carriage return', 'Ayesha\rSiddiqua'],
    ['a tab', 'Ayesha\tSiddiqua'],
    ['a bell', 'Ayesha\u0007'],
    ['an escape sequence', 'Ayesha \u001b[31mred'],
    ['a bidi override', 'Ayesha \u202eauqiddiS'],
  ])('refuses %s with 400 naming the field, on both order routes', async (_what, name) => {
    const { session } = await customer();
    for (const res of [await place(session, contact(newPhone(), name)), await book(session, contact(newPhone(), name))]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message: NAME_MESSAGE });
    }
    expect(await db().collection('orders').countDocuments({ userId: new Types.ObjectId(session.answer.user._id) })).toBe(0);
  });

  it('prints the attack on one line, and never as a link, in the order mail and SMS', async () => {
    const { session, email } = await customer();
    const oneLine = ATTACK.replace(/\n+/g, ' ');
    const phone = newPhone();
    const placed = await place(session, contact(phone, oneLine));
    expect(placed.statusCode).toBe(201);
    await relayAndSend();
    const mail = mailer.sent.find((sent) => sent.to === email && sent.subject.startsWith('Order'))!;
    expect(mail).toBeDefined();
    for (const part of [mail.text, mail.html!]) {
      expect(part).not.toContain('https://evil.example');
      expect(part).not.toContain('evil.example');
    }
    expect(mail.html).not.toMatch(/<a[^>]*href="[^"]*evil/);
    expect([...mail.html!.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([expect.stringMatching(/\/dashboard\/myOrders$/)]);
    expect(mail.text).toContain('Ayesha URGENT: your bKash refund is waiting.');
    const text = sms.sent.find((sent) => sent.to === phone)!.text;
    expect(text).not.toMatch(/evil|https?:/);
  });
});

describe('orders placed and cancelled per account', () => {
  it('answers the 6th within the hour 429 with Retry-After and how long to wait; others are not held up', async () => {
    const { session } = await customer();
    const phone = newPhone();
    const orders: Order[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await place(session, contact(phone));
      expect(res.statusCode).toBe(201);
      orders.push(res.json<Order>());
    }
    expect((await cancel(session, orders[0]!._id)).statusCode).toBe(200);
    expect((await cancel(session, orders[1]!._id)).statusCode).toBe(200);

    for (const refused of [await place(session, contact(phone)), await cancel(session, orders[2]!._id), await book(session, contact(phone))]) {
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      const minutes = Math.ceil(wait / 60);
      expect(refused.json()).toEqual({
        statusCode: 429,
        code: ErrorCode.TOO_MANY_ORDER_ACTIONS,
        message: `You have placed or cancelled too many orders in the last hour. Try again in ${minutes} minutes.`,
        retryAfterSeconds: wait,
        retryAfterMinutes: minutes,
      });
    }
    // Refused: nothing was placed or cancelled.
    expect(await db().collection('orders').countDocuments({ userId: new Types.ObjectId(session.answer.user._id) })).toBe(3);
    // Another customer, and the admin cancelling for the customer, go on.
    expect((await place((await customer()).session, contact(newPhone()))).statusCode).toBe(201);
    expect((await app.inject({ method: 'DELETE', url: `/api/booking/${orders[2]!._id}`, headers: bearer(admin) })).statusCode).toBe(200);
  });
});

describe('order actions refused for what they asked', () => {
  it('are not counted: only orders placed and cancelled use up the hour', async () => {
    const { session } = await customer();
    const phone = newPhone();
    const soldOut = await db().model('Part').create({
      name: 'Abuse Test Sold Out Cable',
      category: 'tws',
      img: '/static/products/abuse.svg',
      price: 500,
      quantity: 0,
      description: 'A part of the abuse tests, out of stock',
    });
    // Six refusals, more than the hour's five actions: each is answered for what it asked.
    const refusals = [
      await book(session, contact('12345')),
      await book(session, { ...contact(phone), quantity: 0 }),
      await book(session, { ...contact(phone), partsId: String(soldOut._id) }),
      await book(session, { ...contact(phone), partsId: String(soldOut._id) }),
      await place(session, { ...contact(phone), lines: [{ partId: new Types.ObjectId().toHexString(), quantity: 1 }] }),
      await book(session, contact(phone, 'Ayesha\nSiddiqua')),
    ];
    expect(refusals.map((res) => res.statusCode)).toEqual([400, 400, 409, 409, 404, 400]);

    // The five actions of the hour are all still there, and a refused cancellation takes none.
    const first = await book(session, contact(phone));
    expect(first.statusCode).toBe(201);
    const firstId = first.json<{ order: Order }>().order._id;
    expect((await cancel(session, firstId)).statusCode).toBe(200);
    expect((await cancel(session, firstId)).statusCode).toBe(409);
    const second = await place(session, contact(phone));
    expect(second.statusCode).toBe(201);
    expect((await place(session, contact(phone))).statusCode).toBe(201);
    expect((await cancel(session, second.json<Order>()._id)).statusCode).toBe(200);
    // The sixth that would place or cancel is refused.
    const over = await book(session, contact(phone));
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(ErrorCode.TOO_MANY_ORDER_ACTIONS);
  });

  it('are not counted when a retry with the same Idempotency-Key is answered with the order already placed', async () => {
    const { session } = await customer();
    const phone = newPhone();
    const withKey = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: { ...bearer(session), 'idempotency-key': key },
        payload: { partsId: partId, quantity: 1, ...contact(phone) },
      });
    const first = await withKey('double-click-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // A double click and five retries: the same order each time, said to be a replay.
    for (let i = 0; i < 6; i += 1) {
      const again = await withKey('double-click-1');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json<{ order: Order }>().order._id).toBe(first.json<{ order: Order }>().order._id);
    }
    // Four more orders fit in the hour's five; the one after does not.
    for (let i = 0; i < 4; i += 1) expect((await book(session, contact(phone))).statusCode).toBe(201);
    expect((await book(session, contact(phone))).statusCode).toBe(429);
    expect(await db().collection('orders').countDocuments({ userId: new Types.ObjectId(session.answer.user._id) })).toBe(5);
  });
});

describe('messages per phone number and per address', () => {
  it('sends at most MESSAGES_PER_PHONE_PER_HOUR SMS to one number; the rest are recorded as skipped, the orders go on', async () => {
    const phone = newPhone();
    const ids: string[] = [];
    for (const { session } of [await customer(), await customer()]) {
      for (let i = 0; i < 2; i += 1) {
        const res = await place(session, contact(phone));
        expect(res.statusCode).toBe(201);
        ids.push(res.json<Order>()._id);
      }
    }
    sms.sent = [];
    await relayAndSend();
    expect(sms.sent.filter((sent) => sent.to === phone)).toHaveLength(3);
    const outbox = db().collection('notification_outbox');
    const orderIds = ids.map((id) => new Types.ObjectId(id));
    expect(await outbox.countDocuments({ orderId: { $in: orderIds }, channel: 'sms', state: 'sent' })).toBe(3);
    expect(await outbox.countDocuments({ orderId: { $in: orderIds }, channel: 'sms', state: 'skipped', skippedReason: 'too-many-messages' })).toBe(1);
  });

  it('sends at most MESSAGES_PER_EMAIL_PER_HOUR mails to one address (the confirmation mail counts)', async () => {
    const { session, email } = await customer();
    for (let i = 0; i < 3; i += 1) expect((await place(session, contact(newPhone()))).statusCode).toBe(201);
    await relayAndSend();
    // The confirmation mail, then two of the three order mails.
    expect(mailer.sent.filter((sent) => sent.to === email)).toHaveLength(3);
    expect(
      await db().collection('notification_outbox').countDocuments({ to: email, channel: 'mail', state: 'skipped', skippedReason: 'too-many-messages' }),
    ).toBe(1);
  });
});
