/**
 * Send money + TrxID: the customer's claim, the admin's queue and decisions, one TrxID
 * per order (also under concurrent submits), no expiry and no cancel while a claim is checked, and a
 * verified order refunded by hand. The test app offers bKash and Nagad, not Rocket (helpers/app.ts).
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order, PaymentOptions, WalletPaymentPage } from '@shop/contracts';
import { MODERATION_MESSAGES, WALLET_MESSAGES } from '@shop/rules';
import { Types } from 'mongoose';
import { OrdersService } from '../src/orders/orders.service';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, type Session, signup } from './helpers/auth';

const WINDOW_MINUTES = 5;
const CONTACT = {
  name: 'Rahim Uddin',
  phone: '01812345678',
  address: 'House 3, Road 9, Uttara',
  district: 'Dhaka',
};

describe('send money + TrxID', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let other: Session;
  let part: string;
  let trxCount = 0;

  beforeAll(async () => {
    app = await bootApp({
      database: 'e2e-wallet-payments',
      env: { PAYMENT_WINDOW_MINUTES: String(WINDOW_MINUTES) },
    });
    admin = await login(app, ADMIN);
    customer = await signup(app, {
      name: 'Wallet Customer',
      email: 'wallet-1@mail.com',
      password: 'Wallet#2026',
    });
    other = await signup(app, {
      name: 'Other Customer',
      email: 'wallet-2@mail.com',
      password: 'Wallet#2026',
    });
    const created = await db().model('Part').create({
      name: 'Wallet Test Earbuds',
      category: 'tws',
      img: '/static/products/wallet.svg',
      price: 1220,
      quantity: 1000,
      description: 'A part of the wallet payment tests',
    });
    part = String(created._id);
  });

  afterAll(() => dropAndClose(app));

  const db = () => connectionOf(app);

  /** A fresh bKash-shaped TrxID. */
  const nextTrxId = () => `9FK${String((trxCount += 1)).padStart(7, '0')}`;

  async function placed(
    session: Session = customer,
    paymentMethod: 'card' | 'cod' = 'card',
  ): Promise<Order> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(session),
      payload: { partsId: part, quantity: 1, ...CONTACT, paymentMethod },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ order: Order }>().order;
  }

  const claim = (orderId: string, body: Record<string, unknown>, session: Session = customer) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/wallet-payment`,
      headers: bearer(session),
      payload: body,
    });

  const bkash = (trxId: string) => ({ wallet: 'bkash', senderNumber: '01712345678', trxId });

  const decide = (orderId: string, body: Record<string, unknown>, session: Session = admin) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/wallet-payments/${orderId}`,
      headers: bearer(session),
      payload: body,
    });

  const queue = async (query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/wallet-payments${query}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    return res.json<WalletPaymentPage>();
  };

  async function orderNow(orderId: string): Promise<Order> {
    return (
      await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(admin) })
    ).json<Order>();
  }

  async function verifying(order?: Order): Promise<{ order: Order; trxId: string }> {
    const target = order ?? (await placed());
    const trxId = nextTrxId();
    const res = await claim(target._id, bkash(trxId));
    expect(res.statusCode).toBe(200);
    return { order: res.json<Order>(), trxId };
  }

  it('GET /api/payments/options (public): the card processor and the wallets with a number', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(res.statusCode).toBe(200);
    const options = res.json<PaymentOptions>();
    expect(options.card).toEqual({ provider: 'sandbox', testMode: true });
    expect(options.sendMoney).toEqual([
      { wallet: 'bkash', number: '01700000001', demo: false },
      { wallet: 'nagad', number: '01800000002', demo: false },
    ]);
  });

  it('submit → verified: the order waits, then is paid by wallet; recorded with who and when, audited', async () => {
    const order = await placed();
    const res = await claim(order._id, {
      wallet: 'bkash',
      senderNumber: '+880 1712-345678',
      trxId: ' 9fk3l0m2qx ',
    });
    expect(res.statusCode).toBe(200);
    const waiting = res.json<Order>();
    expect(waiting.payment).toMatchObject({
      status: 'verifying',
      walletClaim: {
        wallet: 'bkash',
        senderNumber: '01712345678',
        trxId: '9FK3L0M2QX',
        toNumber: '01700000001',
        amountTaka: order.total,
        state: 'verifying',
      },
    });
    expect(waiting.paid).toBe(false);
    expect(waiting.history.at(-1)).toMatchObject({
      byRole: 'customer',
      note: expect.stringContaining('9FK3L0M2QX'),
    });

    // The same claim again (a retried submit): the same answer, nothing changes.
    const again = await claim(order._id, bkash('9FK3L0M2QX'));
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().history).toHaveLength(waiting.history.length);
    // Another claim meanwhile: being checked.
    expect((await claim(order._id, bkash(nextTrxId()))).json()).toMatchObject({
      statusCode: 409,
      code: 'PAYMENT_BEING_VERIFIED',
    });

    const page = await queue();
    const row = page.items.find((item) => item.orderId === order._id);
    expect(row).toMatchObject({
      reference: order._id.slice(-6).toUpperCase(),
      customerName: 'Rahim Uddin',
      customerEmail: 'wallet-1@mail.com',
      amountTaka: order.total,
      claim: { trxId: '9FK3L0M2QX', state: 'verifying' },
    });

    const verified = await decide(order._id, { decision: 'verified' });
    expect(verified.statusCode).toBe(200);
    const paid = verified.json<Order>();
    expect(paid).toMatchObject({ paid: true, transactionId: '9FK3L0M2QX' });
    expect(paid.payment).toMatchObject({
      status: 'paid',
      provider: 'wallet',
      transactionId: '9FK3L0M2QX',
      walletClaim: { state: 'verified', decidedBy: { name: 'Shop Admin' } },
    });
    expect(paid.payment.paidAt).toBeDefined();
    expect(paid.payment.walletClaim!.decidedAt).toBeDefined();
    expect((await queue()).items.map((item) => item.orderId)).not.toContain(order._id);
    expect((await queue('?state=verified')).items.map((item) => item.orderId)).toContain(order._id);

    const audit = await db()
      .collection('audit_entries')
      .findOne({ action: 'order.wallet-verified', 'target.id': order._id });
    expect(audit).toMatchObject({
      actor: { name: 'Shop Admin' },
      target: { type: 'order', label: expect.stringContaining('Rahim Uddin') },
      changes: expect.arrayContaining([
        expect.objectContaining({ field: 'payment', before: 'verifying', after: 'paid' }),
      ]),
    });

    // Decided already: 409, and the TrxID cannot pay another order.
    expect((await decide(order._id, { decision: 'verified' })).json()).toMatchObject({
      statusCode: 409,
      code: 'WALLET_PAYMENT_NOT_WAITING',
    });
    const second = await placed();
    expect((await claim(second._id, bkash('9FK3L0M2QX'))).json()).toMatchObject({
      statusCode: 409,
      code: 'TRX_ID_USED',
    });
  });

  it('not received → unpaid with the reason for the customer → a new TrxID; the refused one stays taken', async () => {
    const { order, trxId } = await verifying();
    expect((await decide(order._id, { decision: 'not_received' })).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(MODERATION_MESSAGES.required),
    });
    const res = await decide(order._id, {
      decision: 'not_received',
      reason: '  No such TrxID in our bKash statement  ',
    });
    expect(res.statusCode).toBe(200);
    const refused = res.json<Order>();
    expect(refused.payment).toMatchObject({
      status: 'unpaid',
      walletClaim: { trxId, state: 'not_received', reason: 'No such TrxID in our bKash statement' },
    });
    const mine = (
      await app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: bearer(customer),
      })
    ).json<Order>();
    expect(mine.payment.walletClaim).toMatchObject({
      state: 'not_received',
      reason: 'No such TrxID in our bKash statement',
    });
    expect((await queue('?state=not_received')).items.map((item) => item.orderId)).toContain(
      order._id,
    );
    expect(
      await db()
        .collection('audit_entries')
        .countDocuments({ action: 'order.wallet-not-received', 'target.id': order._id }),
    ).toBe(1);
    // The customer is told by mail and SMS too: one message per refused TrxID, with the reason.
    const stored = await db()
      .collection('orders')
      .findOne({ _id: new Types.ObjectId(order._id) });
    expect(stored?.notifications).toContainEqual(
      expect.objectContaining({
        event: 'payment_not_received',
        key: `payment_not_received:${trxId}`,
        reason: 'No such TrxID in our bKash statement',
      }),
    );

    expect((await claim(order._id, bkash(trxId))).json()).toMatchObject({
      statusCode: 409,
      code: 'TRX_ID_USED',
    });
    const retry = await claim(order._id, {
      wallet: 'nagad',
      senderNumber: '01712345678',
      trxId: '7A6B5C4D',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Order>().payment).toMatchObject({
      status: 'verifying',
      walletClaim: { wallet: 'nagad', trxId: '7A6B5C4D', toNumber: '01800000002' },
    });
  });

  it('one TrxID pays one order: 409 TRX_ID_USED for another order, and exactly one of five concurrent submits wins', async () => {
    const { trxId } = await verifying();
    const next = await placed();
    expect((await claim(next._id, bkash(trxId))).json()).toMatchObject({
      statusCode: 409,
      code: 'TRX_ID_USED',
      message: expect.stringContaining('TrxID'),
    });
    const orders = await Promise.all([placed(), placed(), placed(), placed(), placed()]);
    const shared = nextTrxId();
    const answers = await Promise.all(orders.map((order) => claim(order._id, bkash(shared))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const states = await Promise.all(orders.map((order) => orderNow(order._id)));
    expect(states.filter((order) => order.payment.status === 'verifying')).toHaveLength(1);
    expect(await db().collection('wallet_trx_ids').countDocuments({ trxId: shared })).toBe(1);
  });

  it('answers what is wrong with a claim, in the words of the form', async () => {
    const order = await placed();
    const bad = await claim(order._id, {
      wallet: 'bkash',
      senderNumber: '01212345678',
      trxId: '9FK3L0M2Q',
    });
    expect(bad.statusCode).toBe(400);
    const message = bad.json<{ message: string }>().message;
    expect(message).toContain(WALLET_MESSAGES.senderInvalid);
    expect(message).toContain(WALLET_MESSAGES.trxIdBkash);
    expect(
      (await claim(order._id, { wallet: 'upay', senderNumber: '01712345678', trxId: '9FK3L0M2QX' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await claim(order._id, { wallet: 'nagad', senderNumber: '', trxId: '' })).json<{
        message: string;
      }>().message,
    ).toContain(WALLET_MESSAGES.senderRequired);
    // Rocket has no number in this shop.
    expect(
      (
        await claim(order._id, {
          wallet: 'rocket',
          senderNumber: '01712345678',
          trxId: '1234567890',
        })
      ).json(),
    ).toMatchObject({
      statusCode: 400,
      code: 'WALLET_NOT_OFFERED',
    });
    expect((await orderNow(order._id)).payment.status).toBe('unpaid');
  });

  it("refuses an expired, cancelled, paid or someone else's order", async () => {
    const expired = await placed();
    await db()
      .collection('orders')
      .updateOne(
        { _id: new Types.ObjectId(expired._id) },
        { $set: { expiresAt: new Date(Date.now() - 60_000) } },
      );
    expect((await claim(expired._id, bkash(nextTrxId()))).json()).toMatchObject({
      statusCode: 409,
      code: 'ORDER_EXPIRED',
    });

    const cancelled = await placed();
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/booking/${cancelled._id}`,
          headers: bearer(customer),
        })
      ).statusCode,
    ).toBe(200);
    expect((await claim(cancelled._id, bkash(nextTrxId()))).json()).toMatchObject({
      statusCode: 409,
      code: 'ORDER_NOT_PAYABLE',
    });

    const { order: paid } = await verifying();
    await decide(paid._id, { decision: 'verified' });
    expect((await claim(paid._id, bkash(nextTrxId()))).json()).toMatchObject({
      statusCode: 409,
      code: 'ORDER_NOT_PAYABLE',
    });

    const theirs = await placed(other);
    expect((await claim(theirs._id, bkash(nextTrxId()))).json()).toMatchObject({
      statusCode: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect((await claim(theirs._id, bkash(nextTrxId()), admin)).json()).toMatchObject({
      statusCode: 404,
      code: 'ORDER_NOT_FOUND',
    });
    // A refused claim gave its TrxID back: nothing of these attempts is taken.
    expect(
      await db()
        .collection('wallet_trx_ids')
        .countDocuments({ orderId: new Types.ObjectId(theirs._id) }),
    ).toBe(0);
  });

  it('a verifying order does not expire and cannot be cancelled; after Not received its window opens again', async () => {
    const { order } = await verifying();
    const past = new Date(Date.now() - 60_000);
    await db()
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(order._id) }, { $set: { expiresAt: past } });
    await app.get(OrdersService).expireOverdueOrders();
    expect((await orderNow(order._id)).status).toBe('placed');

    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/booking/${order._id}`,
          headers: bearer(customer),
        })
      ).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'PAYMENT_BEING_VERIFIED',
      message: 'This payment is being checked by the shop',
    });
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/orders/${order._id}/status`,
          headers: bearer(admin),
          payload: { status: 'cancelled' },
        })
      ).json(),
    ).toMatchObject({ statusCode: 409, code: 'PAYMENT_BEING_VERIFIED' });
    // Card payment is not started either.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: bearer(customer),
          payload: { orderId: order._id },
        })
      ).json(),
    ).toMatchObject({ statusCode: 409, code: 'PAYMENT_BEING_VERIFIED' });

    const before = Date.now();
    const refused = (
      await decide(order._id, { decision: 'not_received', reason: 'Nothing arrived' })
    ).json<Order>();
    expect(new Date(refused.expiresAt!).getTime()).toBeGreaterThanOrEqual(
      before + WINDOW_MINUTES * 60_000,
    );
    await app.get(OrdersService).expireOverdueOrders();
    expect((await orderNow(order._id)).status).toBe('placed');
  });

  it('a verified order is refunded by hand through the refund route (provider wallet); a cancelled one too', async () => {
    const { order } = await verifying();
    await decide(order._id, { decision: 'verified' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: bearer(admin),
      payload: { reason: 'Sent back to the customer by bKash' },
    });
    expect(res.statusCode).toBe(200);
    const refunded = res.json<Order>();
    expect(refunded.payment).toMatchObject({ status: 'refunded', refundedTaka: order.total });
    expect(refunded.payment.refunds).toEqual([
      expect.objectContaining({ provider: 'wallet', status: 'succeeded', amountTaka: order.total }),
    ]);
    expect(refunded.payment.refunds![0].amountCents).toBeUndefined();

    // An admin cancels a wallet-paid order: the payment stays with the shop until refunded by hand.
    const { order: second } = await verifying();
    await decide(second._id, { decision: 'verified' });
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${second._id}/status`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<Order>()).toMatchObject({
      status: 'cancelled',
      payment: { status: 'paid', provider: 'wallet' },
    });
    const after = await app.inject({
      method: 'POST',
      url: `/api/orders/${second._id}/refunds`,
      headers: bearer(admin),
      payload: {},
    });
    expect(after.json<Order>().payment).toMatchObject({ status: 'refunded' });
  });

  it('the queue is for admins, and a decision on an order without a waiting claim is refused', async () => {
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/wallet-payments',
          headers: bearer(customer),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await decide(new Types.ObjectId().toHexString(), { decision: 'verified' }, customer))
        .statusCode,
    ).toBe(403);
    const order = await placed();
    expect((await decide(order._id, { decision: 'verified' })).json()).toMatchObject({
      statusCode: 409,
      code: 'WALLET_PAYMENT_NOT_WAITING',
    });
    expect(
      (await decide(new Types.ObjectId().toHexString(), { decision: 'verified' })).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/wallet-payments?state=lost',
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(400);
    // Oldest waiting first.
    const first = await verifying();
    const secondClaim = await verifying();
    const ids = (await queue('?limit=100')).items.map((item) => item.orderId);
    expect(ids.indexOf(first.order._id)).toBeLessThan(ids.indexOf(secondClaim.order._id));
  });
});
