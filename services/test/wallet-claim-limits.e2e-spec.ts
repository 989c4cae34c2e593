/**
 * Send-money claims cannot hold stock for ever. A claim is a TrxID anyone can make up, so: an order
 * whose claim is being checked still counts among the account's open unpaid orders
 * (MAX_OPEN_UNPAID_ORDERS), an account has at most MAX_PENDING_WALLET_CLAIMS claims waiting, and a
 * claim nobody checked within WALLET_CLAIM_HOURS goes back to unpaid (then a card order expires
 * like any unpaid one, its stock back). Time travel: the sweeps are called with a `now` in the
 * future, as orders-expiry.e2e-spec does, never by sleeping.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order, PaymentOptions, WalletPaymentPage } from '@shop/contracts';
import { Types } from 'mongoose';
import { OrderRecoveryService } from '../src/orders/order-recovery.service';
import { OrdersService } from '../src/orders/orders.service';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, type Session, signup } from './helpers/auth';

const WINDOW_MINUTES = 5;
const CLAIM_HOURS = 12;
const HOUR = 3_600_000;
const CONTACT = { name: 'Rahim Uddin', phone: '01812345678', address: 'House 3, Road 9, Uttara', district: 'Dhaka' };

describe('send-money claims cannot hold stock for ever', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customers = 0;
  let trxCount = 0;

  beforeAll(async () => {
    app = await bootApp({
      database: 'e2e-wallet-claim-limits',
      env: {
        PAYMENT_WINDOW_MINUTES: String(WINDOW_MINUTES),
        MAX_OPEN_UNPAID_ORDERS: '3',
        MAX_PENDING_WALLET_CLAIMS: '2',
        WALLET_CLAIM_HOURS: String(CLAIM_HOURS),
      },
    });
    admin = await login(app, ADMIN);
  });

  afterAll(() => dropAndClose(app));

  const db = () => connectionOf(app);

  async function newCustomer(): Promise<Session> {
    customers += 1;
    return signup(app, { name: `Claim Customer ${customers}`, email: `claims-${customers}@mail.com`, password: 'Claims#2026' });
  }

  async function createPart(quantity: number): Promise<string> {
    const part = await db().model('Part').create({
      name: `Claim Part ${new Types.ObjectId().toHexString().slice(-6)}`,
      category: 'tws',
      img: '/static/products/claims.svg',
      price: 1220,
      quantity,
      description: 'A part of the wallet claim tests',
    });
    return String(part._id);
  }

  const stockOf = async (partId: string) =>
    (await db().collection('parts').findOne({ _id: new Types.ObjectId(partId) }))?.quantity as number;

  const book = (session: Session, partId: string, quantity = 1, paymentMethod: 'card' | 'cod' = 'card', lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...bearer(session), cookie: `lang=${lang}` },
      payload: { partsId: partId, quantity, ...CONTACT, paymentMethod },
    });

  async function placed(session: Session, partId: string, quantity = 1, paymentMethod: 'card' | 'cod' = 'card', lang = 'en'): Promise<Order> {
    const res = await book(session, partId, quantity, paymentMethod, lang);
    expect(res.statusCode).toBe(201);
    return res.json<{ order: Order }>().order;
  }

  /** A fresh, well-formed bKash TrxID that no wallet ever issued. */
  const madeUp = () => `7ZQ${String((trxCount += 1)).padStart(7, '0')}`;

  const claim = (session: Session, orderId: string, trxId = madeUp()) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/wallet-payment`,
      headers: bearer(session),
      payload: { wallet: 'bkash', senderNumber: '01712345678', trxId },
    });

  async function claimed(session: Session, orderId: string): Promise<Order> {
    const res = await claim(session, orderId);
    expect(res.statusCode).toBe(200);
    return res.json<Order>();
  }

  async function orderNow(orderId: string): Promise<Order> {
    return (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(admin) })).json<Order>();
  }

  const stored = (orderId: string) => db().collection('orders').findOne({ _id: new Types.ObjectId(orderId) });

  const at = (fromNow: number) => new Date(Date.now() + fromNow);
  const expireClaims = (now: Date) => app.get(OrderRecoveryService).expireWalletClaims(now);
  const expireOrders = (now: Date) => app.get(OrdersService).expireOverdueOrders(now);

  it('the payment options say how long a claim may wait', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(res.json<PaymentOptions>().walletClaimHours).toBe(CLAIM_HOURS);
  });

  it('one account cannot hold more orders than the cap by claiming them with made-up TrxIDs', async () => {
    const attacker = await newCustomer();
    const part = await createPart(10);
    const orders = [await placed(attacker, part, 3), await placed(attacker, part, 3), await placed(attacker, part, 3)];
    // Two claims wait to be checked: the third is refused, and nothing of it is kept.
    const first = await claimed(attacker, orders[0]._id);
    expect(first.payment.walletClaim).toMatchObject({ state: 'verifying' });
    expect(new Date(first.payment.walletClaim!.checkBy!).getTime() - new Date(first.payment.walletClaim!.submittedAt).getTime()).toBe(
      CLAIM_HOURS * HOUR,
    );
    await claimed(attacker, orders[1]._id);
    const third = madeUp();
    const refused = await claim(attacker, orders[2]._id, third);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'TOO_MANY_PENDING_WALLET_CLAIMS',
      message: 'You already have 2 payments waiting to be checked. Please wait until the shop has checked them.',
      limit: 2,
    });
    expect((await orderNow(orders[2]._id)).payment.status).toBe('unpaid');
    expect(await db().collection('wallet_trx_ids').countDocuments({ trxId: third })).toBe(0);

    // The orders being checked still count: no fourth order, the stock left is another customer's.
    expect((await book(attacker, part)).json()).toMatchObject({ statusCode: 409, code: 'TOO_MANY_UNPAID_ORDERS' });
    expect(await stockOf(part)).toBe(1);
    const customer = await newCustomer();
    await placed(customer, part, 1);
    expect(await stockOf(part)).toBe(0);

    // Once a claim is decided (here: not received), the account may claim again.
    const decided = await app.inject({
      method: 'PATCH',
      url: `/api/admin/wallet-payments/${orders[0]._id}`,
      headers: bearer(admin),
      payload: { decision: 'not_received', reason: 'No such TrxID in our bKash statement' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await claim(attacker, orders[2]._id)).statusCode).toBe(200);
  });

  it('a claim not checked in time goes back to unpaid, told in the customer’s language, then expires with its stock back', async () => {
    const customer = await newCustomer();
    const part = await createPart(5);
    const order = await placed(customer, part, 2, 'card', 'bn');
    expect(await stockOf(part)).toBe(3);
    const waiting = await claimed(customer, order._id);
    const trxId = waiting.payment.walletClaim!.trxId;

    // Within the deadline nothing moves, and the payment window is not what ends a claim.
    await expireClaims(at(CLAIM_HOURS * HOUR - 60_000));
    await expireOrders(at(CLAIM_HOURS * HOUR - 60_000));
    expect(await orderNow(order._id)).toMatchObject({ status: 'placed', payment: { status: 'verifying' } });

    // Past it: unpaid again (several sweeps at once move it once), the claim kept as expired.
    const late = at(CLAIM_HOURS * HOUR + 60_000);
    const swept = await Promise.all([expireClaims(late), expireClaims(late), expireClaims(late)]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const lapsed = await orderNow(order._id);
    expect(lapsed).toMatchObject({ status: 'placed', payment: { status: 'unpaid', walletClaim: { trxId, state: 'expired' } } });
    expect(lapsed.payment.walletClaim!.reason).toBe('১২ ঘণ্টার মধ্যে যাচাই করা যায়নি');
    expect(new Date(lapsed.expiresAt!).getTime()).toBe(late.getTime() + WINDOW_MINUTES * 60_000);
    expect(lapsed.history.filter((entry) => entry.note?.includes('not checked in time'))).toEqual([
      expect.objectContaining({ byRole: 'system', status: 'placed' }),
    ]);
    const messages = (await stored(order._id))!.notifications as { event: string; key: string; reason?: string }[];
    expect(messages.filter((entry) => entry.event === 'payment_not_received')).toEqual([
      expect.objectContaining({ reason: '১২ ঘণ্টার মধ্যে যাচাই করা যায়নি', key: `payment_not_received:expired-${trxId}` }),
    ]);
    // Nobody can verify it any more; the queue of waiting claims no longer has it.
    const verify = await app.inject({
      method: 'PATCH',
      url: `/api/admin/wallet-payments/${order._id}`,
      headers: bearer(admin),
      payload: { decision: 'verified' },
    });
    expect(verify.json()).toMatchObject({ statusCode: 409, code: 'WALLET_PAYMENT_NOT_WAITING' });

    // Then it expires like any unpaid card order: cancelled "not paid in time", stock back.
    await expireOrders(late);
    expect((await orderNow(order._id)).status).toBe('placed');
    expect(await expireOrders(at(CLAIM_HOURS * HOUR + (WINDOW_MINUTES + 2) * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await orderNow(order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'not paid in time' });
    expect(await stockOf(part)).toBe(5);
  });

  it('a cash-on-delivery order whose claim lapses is unpaid cash on delivery again (no payment window)', async () => {
    const customer = await newCustomer();
    const part = await createPart(5);
    const order = await placed(customer, part, 1, 'cod');
    await claimed(customer, order._id);
    expect(await expireClaims(at(CLAIM_HOURS * HOUR + 60_000))).toBeGreaterThanOrEqual(1);
    const lapsed = await orderNow(order._id);
    expect(lapsed).toMatchObject({ status: 'placed', payment: { status: 'unpaid', walletClaim: { state: 'expired' } } });
    expect(lapsed.payment.walletClaim!.reason).toBe(`not checked within ${CLAIM_HOURS} hours`);
    expect(lapsed.expiresAt).toBeUndefined();
  });

  it('a claim made before claims had a deadline expires WALLET_CLAIM_HOURS after it was made', async () => {
    const customer = await newCustomer();
    const part = await createPart(5);
    const order = await placed(customer, part);
    await claimed(customer, order._id);
    await db()
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(order._id) }, { $unset: { 'payment.walletClaim.checkBy': '' } });
    await expireClaims(at(CLAIM_HOURS * HOUR - 60_000));
    expect((await orderNow(order._id)).payment.status).toBe('verifying');
    await expireClaims(at(CLAIM_HOURS * HOUR + 60_000));
    expect((await orderNow(order._id)).payment).toMatchObject({ status: 'unpaid', walletClaim: { state: 'expired' } });
  });

  it('the admin’s queue of waiting claims: the oldest first, each with its deadline', async () => {
    const part = await createPart(10);
    const ages = [3, 13, 8];
    const ids: string[] = [];
    for (const hoursAgo of ages) {
      const customer = await newCustomer();
      const order = await placed(customer, part);
      await claimed(customer, order._id);
      const submittedAt = new Date(Date.now() - hoursAgo * HOUR);
      await db()
        .collection('orders')
        .updateOne(
          { _id: new Types.ObjectId(order._id) },
          { $set: { 'payment.walletClaim.submittedAt': submittedAt, 'payment.walletClaim.checkBy': new Date(submittedAt.getTime() + CLAIM_HOURS * HOUR) } },
        );
      ids.push(order._id);
    }
    const res = await app.inject({ method: 'GET', url: '/api/admin/wallet-payments?state=verifying&limit=100', headers: bearer(admin) });
    const page = res.json<WalletPaymentPage>();
    const mine = page.items.filter((item) => ids.includes(item.orderId));
    expect(mine.map((item) => item.orderId)).toEqual([ids[1], ids[2], ids[0]]);
    const submitted = page.items.map((item) => new Date(item.claim.submittedAt).getTime());
    expect(submitted).toEqual([...submitted].sort((a, b) => a - b));
    for (const item of mine) {
      expect(new Date(item.claim.checkBy!).getTime()).toBe(new Date(item.claim.submittedAt).getTime() + CLAIM_HOURS * HOUR);
    }
  });
});
