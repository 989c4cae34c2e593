/**
 * Order messages: the relay and the sender over one database from two API processes (two apps),
 * with counting fakes for the Mailer and the SmsProvider. Time is passed in (`runOnce(now)`), so
 * backoff and leases are tested without waiting.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Types } from 'mongoose';
import { MAILER, type MailMessage, type Mailer } from '../src/mail';
import {
  notificationEntry,
  NotificationWorker,
  type OrderNotificationRecord,
  SMS_PROVIDER,
  type SmsMessage,
  type SmsProvider,
} from '../src/notifications';
import { NotificationRelay } from '../src/notifications/notification-relay.service';
import { NotificationSender } from '../src/notifications/notification-sender.service';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';

class FakeMailer implements Mailer {
  sent: MailMessage[] = [];
  failuresLeft = 0;
  onSend = () => {};
  async send(message: MailMessage) {
    this.onSend();
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
    }
    this.sent.push(message);
    return { messageId: message.messageId ?? `<${this.sent.length}@fake>` };
  }
}

class FakeSms implements SmsProvider {
  sent: SmsMessage[] = [];
  failFor = new Set<string>();
  onSend = () => {};
  async send(message: SmsMessage) {
    this.onSend();
    if (this.failFor.has(message.to)) throw new Error('SMS gateway answered 503');
    this.sent.push(message);
    return { id: message.reference };
  }
}

const mailer = new FakeMailer();
const sms = new FakeSms();
let appA: NestFastifyApplication;
let appB: NestFastifyApplication;
let workerA: NotificationWorker;
let workerB: NotificationWorker;

const boot = () =>
  bootApp({
    database: 'e2e-notifications',
    env: { NOTIFICATIONS_POLL_MS: '0', NOTIFICATIONS_MAX_ATTEMPTS: '3', SHOP_URL: 'https://shop.example' },
    configure: (builder) => builder.overrideProvider(MAILER).useValue(mailer).overrideProvider(SMS_PROVIDER).useValue(sms),
  });

beforeAll(async () => {
  appA = await boot();
  appB = await boot();
  workerA = appA.get(NotificationWorker);
  workerB = appB.get(NotificationWorker);
});

afterAll(async () => {
  await appB?.close();
  await dropAndClose(appA);
});

beforeEach(async () => {
  mailer.sent = [];
  mailer.failuresLeft = 0;
  mailer.onSend = () => {};
  sms.onSend = () => {};
  sms.sent = [];
  sms.failFor.clear();
  await connectionOf(appA).collection('orders').deleteMany({});
  await connectionOf(appA).collection('notification_outbox').deleteMany({});
});

const orders = () => connectionOf(appA).collection('orders');
const outbox = () => connectionOf(appA).collection('notification_outbox');

/**
 * An order in today's shape with notification entries, as the orders module writes it, of an
 * account that has confirmed the order's email address (order mails go only to such an address).
 */
async function insertOrder(entries: OrderNotificationRecord[], extra: Record<string, unknown> = {}) {
  const _id = new Types.ObjectId();
  const userId = (extra.userId as Types.ObjectId | undefined) ?? new Types.ObjectId();
  const email = `rahim-${String(_id)}@mail.com`;
  await connectionOf(appA)
    .collection('users')
    .updateOne(
      { _id: userId },
      { $setOnInsert: { name: 'Rahim Uddin', role: 'customer' }, $set: { email, emailConfirmedAt: new Date() } },
      { upsert: true },
    );
  await orders().insertOne({
    _id,
    userId,
    name: 'Rahim Uddin',
    email,
    phone: '01712345678',
    address: 'House 1, Road 2',
    district: 'Dhaka',
    lines: [{ partId: new Types.ObjectId(), name: 'Xiaomi Router AX3000', img: 'x.svg', unitPrice: 6250, quantity: 2, lineTotal: 12500, stockReturned: false }],
    subtotal: 12500,
    deliveryFee: 0,
    total: 12500,
    status: 'placed',
    notifications: entries,
    ...extra,
  });
  return _id;
}

const at = (ms: number) => () => new Date(Date.UTC(2026, 11, 1) + ms);

describe('order notifications', () => {
  it('two processes relay and send each order event exactly once, by mail and SMS', async () => {
    const first = await insertOrder([notificationEntry('placed', { language: 'bn' }), notificationEntry('cancelled', { reason: 'not paid in time' })]);
    const second = await insertOrder([notificationEntry('shipped')], { language: 'en' });
    // The same event pushed twice (a retried transition) is still one message.
    await orders().updateOne({ _id: second }, { $push: { notifications: notificationEntry('shipped') } } as never);

    await Promise.all([workerA.runOnce(), workerB.runOnce(), workerA.runOnce(), workerB.runOnce()]);
    await Promise.all([workerA.runOnce(), workerB.runOnce()]);

    expect(mailer.sent.map((mail) => mail.subject).sort()).toEqual(
      ['Order #' + String(first).slice(-6).toUpperCase() + ' cancelled', 'Order #' + String(second).slice(-6).toUpperCase() + ' shipped', `অর্ডার #${String(first).slice(-6).toUpperCase()} গ্রহণ করা হয়েছে`].sort(),
    );
    expect(sms.sent).toHaveLength(3);
    expect(sms.sent.map((message) => message.text)).toContain(`Order #${String(first).slice(-6).toUpperCase()} was cancelled: not paid in time`);
    const placedMail = mailer.sent.find((mail) => mail.subject.startsWith('অর্ডার'))!;
    expect(placedMail.to).toBe(`rahim-${String(first)}@mail.com`);
    // A Bengali mail links to the Bengali page.
    expect(placedMail.html).toContain('href="https://shop.example/bn/dashboard/myOrders"');
    expect(placedMail.text).toContain('৳১২,৫০০');
    expect(await outbox().countDocuments({ state: 'sent' })).toBe(6);
    expect(await outbox().countDocuments({})).toBe(6);
    const stored = await orders().find({}).toArray();
    expect(stored.flatMap((order) => order.notifications.map((entry: OrderNotificationRecord) => entry.state))).toEqual(['relayed', 'relayed', 'relayed', 'relayed']);
  });

  it('keeps a message through a mail server that is down: retried with backoff, then sent once', async () => {
    mailer.failuresLeft = 2;
    await insertOrder([notificationEntry('delivered')]);

    expect(await workerA.runOnce(at(0))).toEqual({ relayed: 1, sent: 2 });
    expect(mailer.sent).toHaveLength(0);
    expect(sms.sent).toHaveLength(1);
    const failedOnce = await outbox().findOne({ channel: 'mail' });
    expect(failedOnce).toMatchObject({ state: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:1025' });
    expect(failedOnce!.nextAttemptAt).toEqual(at(5_000)());

    // Not due yet: nothing happens; then 5 s, then 10 s later.
    expect(await workerB.runOnce(at(4_999))).toEqual({ relayed: 0, sent: 0 });
    expect(await workerB.runOnce(at(5_000))).toEqual({ relayed: 0, sent: 1 });
    expect(await outbox().findOne({ channel: 'mail' })).toMatchObject({ attempts: 2, nextAttemptAt: at(15_000)() });
    expect(await workerA.runOnce(at(15_000))).toEqual({ relayed: 0, sent: 1 });

    expect(mailer.sent).toHaveLength(1);
    expect(await outbox().findOne({ channel: 'mail' })).toMatchObject({ state: 'sent', attempts: 3 });
    expect(await workerA.runOnce(at(60_000))).toEqual({ relayed: 0, sent: 0 });
  });

  it('marks a message failed with its last error after the last attempt', async () => {
    sms.failFor.add('01700000000');
    await insertOrder([notificationEntry('confirmed')], { phone: '01700000000' });
    await workerA.runOnce(at(0));
    await workerA.runOnce(at(5_000));
    await workerA.runOnce(at(15_000));
    expect(await outbox().findOne({ channel: 'sms' })).toMatchObject({ state: 'failed', attempts: 3, lastError: 'SMS gateway answered 503' });
    expect(await workerA.runOnce(at(3_600_000))).toEqual({ relayed: 0, sent: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('takes over the claim of a process that crashed, once its lease is over', async () => {
    const entry = { ...notificationEntry('refunded', { amount: 12500 }), claimedUntil: at(60_000)(), claimToken: 'crashed-process' };
    await insertOrder([entry]);
    // An outbox message a crashed sender had claimed, too.
    await outbox().insertOne({
      orderId: new Types.ObjectId(), key: 'paid', channel: 'sms', to: '01811111111', state: 'pending', attempts: 1,
      nextAttemptAt: at(0)(), claimedUntil: at(60_000)(), claimToken: 'crashed-process',
      message: { orderId: String(new Types.ObjectId()), event: 'paid', language: 'en', name: 'Karim', email: 'k@mail.com', lines: [], subtotal: 500, deliveryFee: 120, total: 620, amount: 620 },
    });

    expect(await workerA.runOnce(at(59_999))).toEqual({ relayed: 0, sent: 0 });
    expect(await workerB.runOnce(at(60_000))).toEqual({ relayed: 1, sent: 3 });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Refund for order #/)]);
    expect(sms.sent.map((message) => message.to).sort()).toEqual(['01712345678', '01811111111']);
    expect(sms.sent.find((message) => message.to === '01811111111')!.text).toMatch(/^Payment of ৳620 received/);
  });

  it('names the messages a relay stores, and sends those by id, each once', async () => {
    const orderId = await insertOrder([notificationEntry('confirmed')]);
    const made: Types.ObjectId[] = [];
    expect(await appA.get(NotificationRelay).relayBatch(at(0)(), 50, made)).toBe(1);
    expect(made.map(String).sort()).toEqual(
      (await outbox().find({ orderId }).toArray()).map((row) => String(row._id)).sort(),
    );
    expect(made).toHaveLength(2);
    const sender = appA.get(NotificationSender);
    expect(await sender.sendBatch(at(0)(), 50, made)).toBe(2);
    expect(mailer.sent).toHaveLength(1);
    expect(sms.sent).toHaveLength(1);
    // Sent already: asked again by id (or by another process), nothing is sent twice.
    expect(await appB.get(NotificationSender).sendBatch(at(0)(), 50, made)).toBe(0);
    expect(await workerB.runOnce(at(0))).toEqual({ relayed: 0, sent: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it("takes over an entry whose messages a crashed relay had stored: neither stored nor counted again", async () => {
    const entry = { ...notificationEntry('shipped'), claimedUntil: at(60_000)(), claimToken: 'crashed-relay' };
    const orderId = await insertOrder([entry]);
    // The crashed relay wrote both messages (and counted them), then died before marking the entry.
    for (const [channel, to] of [['mail', `rahim-${String(orderId)}@mail.com`], ['sms', '01712345678']])
      await outbox().insertOne({
        orderId, key: 'shipped', channel, to, state: 'sent', attempts: 1, nextAttemptAt: at(0)(),
        message: { orderId: String(orderId), event: 'shipped', language: 'en', name: 'Rahim Uddin', email: '', lines: [], subtotal: 0, deliveryFee: 0, total: 0 },
      });
    const limits = () => connectionOf(appA).collection('rate_limits').find({}, { sort: { _id: 1 } }).toArray();
    const countedBefore = await limits();

    expect(await appB.get(NotificationRelay).relayBatch(at(60_000)())).toBe(1);
    expect(await outbox().countDocuments({ orderId })).toBe(2);
    expect(await limits()).toEqual(countedBefore);
    expect((await orders().findOne({ _id: orderId }))?.notifications[0]).toMatchObject({ state: 'relayed' });
    expect(await workerB.runOnce(at(60_000))).toEqual({ relayed: 0, sent: 0 });
  });

  it('gives back, unsent and untried, what a batch has not sent by half its lease', async () => {
    await insertOrder([notificationEntry('shipped')]);
    expect(await appA.get(NotificationRelay).relayBatch()).toBe(1);
    // Each send takes 31 s of the sender's clock: half the 60 s lease is over after the first.
    let skew = 0;
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
    mailer.onSend = sms.onSend = () => (skew += 31_000);
    try {
      expect(await appA.get(NotificationSender).sendBatch()).toBe(1);
    } finally {
      clock.mockRestore();
    }
    expect(mailer.sent.length + sms.sent.length).toBe(1);
    const left = await outbox().find({ state: 'pending' }).toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ attempts: 0 });
    expect(left[0]).not.toHaveProperty('claimToken');
    expect(left[0]).not.toHaveProperty('claimedUntil');
    // Another process takes it at once: it was never claimed for longer than this one sent.
    expect(await appB.get(NotificationSender).sendBatch()).toBe(1);
    expect(mailer.sent.length + sms.sent.length).toBe(2);
    expect(await outbox().countDocuments({ state: 'sent', attempts: 1 })).toBe(2);
  });

  it("writes in the account's language when neither the event nor the order says", async () => {
    const userId = new Types.ObjectId();
    await connectionOf(appA).collection('users').insertOne({ _id: userId, name: 'Rahim', email: `rahim-${String(userId)}@mail.com`, role: 'customer', language: 'bn' });
    await insertOrder([notificationEntry('shipped')], { userId });
    await workerA.runOnce();
    expect(mailer.sent[0]!.subject).toMatch(/পাঠানো হয়েছে$/);
    expect(sms.sent[0]!.text).toMatch(/পথে আছে।$/);
  });
});
