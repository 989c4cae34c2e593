/**
 * Returns and direct refunds of the same order, in every order of their steps. Units that came back
 * through a return are never restocked again; a direct refund of units that sit in an open return
 * (requested, approved, received) is refused with 409 LINE_IN_RETURN (they are refunded from the
 * return), so a return never ends stuck `received` with its own refund refused. After every sequence
 * the product's stock is its start minus the units still sold, the part keeps no stock records, and
 * the order's refunds add up.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order, PaymentIntentAnswer } from '@shop/contracts';
import { Types } from 'mongoose';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session } from './helpers/auth';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const CONTACT = { name: 'Shirin Sultana', phone: '01612345678', address: 'House 2, Road 1, Mirpur', district: 'Dhaka' };
const START = 10;
/** The order's units, and how many of them the return asks for. */
const ORDERED = 3;
const RETURNED = 2;
const PRICE = 1000;

type Method = 'card' | 'cod' | 'wallet';
/** A direct refund: 1 unit the return does not ask for, the return's own units, or everything left. */
type Direct = 'other' | 'same' | 'all';
type ReturnStep = 'request' | 'approve' | 'receive' | 'receive_damaged' | 'refund' | 'reject';

const RETURN_PATHS: Record<string, ReturnStep[]> = {
  refunded: ['request', 'approve', 'receive', 'refund'],
  damaged: ['request', 'approve', 'receive_damaged', 'refund'],
  rejected: ['request', 'reject'],
};

describe('returns and direct refunds in every order', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let trxCount = 0;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-orders-return-refund-orders', env: { ORDER_ACTIONS_PER_HOUR: '100000' } });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
  });

  afterAll(() => dropAndClose(app));

  const db = () => connectionOf(app);

  async function createPart(): Promise<string> {
    const part = await db().model('Part').create({
      name: `Order Walk ${new Types.ObjectId().toHexString().slice(-6)}`,
      category: 'tws',
      img: '/static/products/walk.svg',
      price: PRICE,
      quantity: START,
      description: 'A part of the return and refund orders test',
    });
    return String(part._id);
  }

  const partRecord = (partId: string) =>
    db().collection('parts').findOne({ _id: new Types.ObjectId(partId) }, { projection: { quantity: 1, holds: 1, returns: 1 } });

  const adminCall = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

  /** An order of ORDERED units paid by `method` (cash collected on delivery for cash on delivery). */
  async function paidOrder(partId: string, method: Method, delivered: boolean): Promise<Order> {
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: { lines: [{ partId, quantity: ORDERED }], ...CONTACT, paymentMethod: method === 'cod' ? 'cod' : 'card' },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    if (method === 'card') {
      const intent = (await app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: bearer(customer), payload: { orderId: order._id } })).json<PaymentIntentAnswer>();
      const paid = await app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', headers: bearer(customer), payload: { clientSecret: intent.clientSecret, ...GOOD_CARD } });
      expect(paid.statusCode).toBe(200);
    } else if (method === 'wallet') {
      trxCount += 1;
      const trxId = `7RW${String(trxCount).padStart(7, '0')}`;
      const claimed = await app.inject({ method: 'POST', url: `/api/orders/${order._id}/wallet-payment`, headers: bearer(customer), payload: { wallet: 'bkash', senderNumber: '01712345678', trxId } });
      expect(claimed.statusCode).toBe(200);
      expect((await adminCall('PATCH', `/api/admin/wallet-payments/${order._id}`, { decision: 'verified' })).statusCode).toBe(200);
    }
    if (!delivered) return order;
    for (const status of ['confirmed', 'shipped']) expect((await adminCall('PATCH', `/api/orders/${order._id}/status`, { status })).statusCode).toBe(200);
    const res = await adminCall('PATCH', `/api/orders/${order._id}/status`, { status: 'delivered', ...(method === 'cod' ? { cashCollected: true } : {}) });
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>().payment.status).toBe('paid');
    return res.json<Order>();
  }

  /**
   * What one sequence did, kept by the test from the answers alone: the units that went back to
   * stock, what was refunded, and every answer (for the failure message).
   */
  interface Walk {
    partId: string;
    order: Order;
    restocked: number;
    refundedUnits: number;
    returnId?: string;
    returnState: 'none' | ReturnStep | 'requested' | 'approved' | 'received' | 'refunded' | 'rejected';
    returnDamaged: boolean;
    log: string[];
  }

  async function newWalk(method: Method, delivered = true): Promise<Walk> {
    const partId = await createPart();
    const order = await paidOrder(partId, method, delivered);
    return { partId, order, restocked: 0, refundedUnits: 0, returnState: 'none', returnDamaged: false, log: [] };
  }

  const openReturn = (walk: Walk) => ['requested', 'approved', 'received'].includes(walk.returnState);

  async function directRefund(walk: Walk, kind: Direct): Promise<void> {
    const left = ORDERED - walk.refundedUnits;
    const inReturn = openReturn(walk) ? RETURNED : 0;
    const units = kind === 'other' ? 1 : kind === 'same' ? RETURNED : left;
    const res = await adminCall('POST', `/api/orders/${walk.order._id}/refunds`, {
      ...(kind === 'all' ? {} : { lines: [{ partId: walk.partId, quantity: units }] }),
      reason: `direct ${kind}`,
    });
    walk.log.push(`direct ${kind} → ${res.statusCode} ${res.statusCode === 200 ? '' : res.body}`);
    if (left === 0) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_REFUNDABLE' });
    } else if (units > left - inReturn) {
      if (units <= left) {
        // Units of an open return: refunded from the return, never directly.
        expect(res.json()).toMatchObject({
          statusCode: 409,
          code: 'LINE_IN_RETURN',
          message: expect.stringContaining('is in a return: refund it from the return'),
        });
      } else {
        expect(res.json()).toMatchObject({ statusCode: 409, code: 'ORDER_NOT_REFUNDABLE' });
      }
    } else {
      expect(res.statusCode).toBe(200);
      const order = res.json<Order>();
      expect(order.payment.status).toMatch(/^(partially_)?refunded$/);
      walk.refundedUnits += units;
      if (order.status !== 'cancelled') walk.restocked += units;
    }
  }

  async function returnStep(walk: Walk, step: ReturnStep): Promise<void> {
    const id = walk.order._id;
    let res;
    if (step === 'request') {
      res = await app.inject({
        method: 'POST',
        url: `/api/orders/${id}/returns`,
        headers: bearer(customer),
        payload: { lines: [{ partId: walk.partId, quantity: RETURNED }], reason: 'It hums' },
      });
    } else {
      if (!walk.returnId) return; // the request was refused: nothing to move
      const body =
        step === 'receive_damaged' ? { action: 'receive', damaged: true } : step === 'reject' ? { action: 'reject', note: 'Used' } : { action: step };
      res = await adminCall('PATCH', `/api/orders/${id}/returns/${walk.returnId}`, body);
    }
    walk.log.push(`return ${step} → ${res.statusCode} ${res.statusCode < 300 ? '' : res.body}`);
    if (step === 'request') {
      if (ORDERED - walk.refundedUnits < RETURNED) {
        expect(res.json()).toMatchObject({ statusCode: 409, code: 'RETURN_NOT_ALLOWED' });
        return;
      }
      expect(res.statusCode).toBe(201);
      walk.returnId = res.json<Order>().returns!.at(-1)!.id;
      walk.returnState = 'requested';
      return;
    }
    // Every step of a return's path succeeds: nothing a direct refund did can get in its way.
    expect(res.statusCode).toBe(200);
    const item = res.json<Order>().returns!.find((candidate) => candidate.id === walk.returnId)!;
    const expected = { approve: 'approved', receive: 'received', receive_damaged: 'received', refund: 'refunded', reject: 'rejected' }[step];
    expect(item.state).toBe(expected);
    walk.returnState = item.state;
    if (step === 'receive') walk.restocked += RETURNED;
    if (step === 'receive_damaged') walk.returnDamaged = true;
    if (step === 'refund') walk.refundedUnits += RETURNED;
  }

  /** Stock = start − units still sold; no stock record left in the part; refunds add up; the return is final. */
  async function checkInvariants(walk: Walk): Promise<void> {
    const part = await partRecord(walk.partId);
    const stored = (await app.inject({ method: 'GET', url: `/api/orders/${walk.order._id}`, headers: bearer(admin) })).json<Order>();
    const context = walk.log.join('\n');
    const cancelled = stored.status === 'cancelled';
    // Units still sold: ordered, less every unit that came back (a damaged return's units do not).
    const stillSold = ORDERED - walk.restocked;
    expect([context, part?.quantity]).toEqual([context, START - stillSold]);
    expect([context, part?.holds ?? [], part?.returns ?? []]).toEqual([context, [], []]);
    // The return ends refunded or rejected, never stuck received (or open at all).
    if (walk.returnId) {
      const item = stored.returns!.find((candidate) => candidate.id === walk.returnId)!;
      expect([context, item.state]).toEqual([context, expect.stringMatching(/^(refunded|rejected)$/)]);
      if (item.state === 'refunded') {
        expect(stored.payment.refunds!.find((refund) => refund.id === item.refundId)).toMatchObject({ status: 'succeeded', amountTaka: item.refundedTaka });
      }
    }
    const succeeded = (stored.payment.refunds ?? []).filter((refund) => refund.status === 'succeeded');
    expect([context, stored.payment.refundedTaka ?? 0]).toEqual([context, succeeded.reduce((sum, refund) => sum + refund.amountTaka, 0)]);
    expect(stored.payment.refundedTaka ?? 0).toBeLessThanOrEqual(stored.total);
    if (!cancelled) expect([context, stored.lines[0].refundedQuantity ?? 0]).toEqual([context, walk.refundedUnits]);
    if (walk.refundedUnits === ORDERED && !cancelled) expect([context, stored.payment.status]).toEqual([context, 'refunded']);
  }

  const sequences: [Method, Direct, string, number][] = [];
  for (const method of ['card', 'cod', 'wallet'] as const)
    for (const direct of ['other', 'same', 'all'] as const)
      for (const [path, steps] of Object.entries(RETURN_PATHS))
        for (let at = 0; at <= steps.length; at++) sequences.push([method, direct, path, at]);

  it.each(sequences)('%s: a direct refund (%s) with a return that ends %s, the refund as step %i', async (method, direct, path, at) => {
    const walk = await newWalk(method);
    const steps = RETURN_PATHS[path];
    for (let index = 0; index <= steps.length; index++) {
      if (index === at) await directRefund(walk, direct);
      if (index < steps.length) await returnStep(walk, steps[index]);
    }
    await checkInvariants(walk);
    // Whatever is still refundable afterwards can be refunded, once, with its units back once.
    await directRefund(walk, 'all');
    await directRefund(walk, 'all');
    await checkInvariants(walk);
  });

  it('a card return whose refund the provider refuses stays received and can be refunded again (not stuck)', async () => {
    const walk = await newWalk('card');
    for (const step of ['request', 'approve', 'receive'] as const) await returnStep(walk, step);
    const intentId = (await db().collection('orders').findOne({ _id: new Types.ObjectId(walk.order._id) }))!.payment.intentId as string;
    const intents = db().collection<{ _id: string; amount: number; amountRefunded?: number }>('sandbox_payment_intents');
    const charged = (await intents.findOne({ _id: intentId }))!.amount;
    // The provider refuses: everything was refunded in its dashboard meanwhile (as far as it knows).
    await intents.updateOne({ _id: intentId }, { $set: { amountRefunded: charged } });
    const refused = await adminCall('PATCH', `/api/orders/${walk.order._id}/returns/${walk.returnId}`, { action: 'refund' });
    expect(refused.statusCode).toBe(200);
    const after = refused.json<Order>();
    expect(after.payment.refunds!.at(-1)).toMatchObject({ status: 'failed' });
    expect(after.returns![0].state).toBe('received');
    expect(after.lines[0].refundedQuantity ?? 0).toBe(0);
    await intents.updateOne({ _id: intentId }, { $set: { amountRefunded: 0 } });
    await returnStep(walk, 'refund');
    await checkInvariants(walk);
  });

  it.each([
    ['card', ['cancel']],
    ['card', ['other', 'cancel']],
    ['card', ['cancel', 'all']],
    ['wallet', ['cancel', 'all']],
    ['wallet', ['other', 'cancel', 'all']],
    ['wallet', ['other', 'all', 'cancel']],
  ] as [Method, ('cancel' | Direct)[]][])('%s, before delivery: %j', async (method, steps) => {
    const walk = await newWalk(method, false);
    for (const step of steps) {
      if (step !== 'cancel') {
        await directRefund(walk, step);
        continue;
      }
      const res = await adminCall('PATCH', `/api/orders/${walk.order._id}/status`, { status: 'cancelled' });
      walk.log.push(`cancel → ${res.statusCode} ${res.statusCode === 200 ? '' : res.body}`);
      if (res.statusCode === 200) {
        // The cancel gives back what no refund gave back; a card payment's rest is refunded with it.
        walk.restocked += ORDERED - walk.refundedUnits;
        if (method === 'card') walk.refundedUnits = ORDERED;
      } else {
        expect(res.json()).toMatchObject({ statusCode: 409 });
      }
    }
    await checkInvariants(walk);
  });
});
