import { Types } from 'mongoose';
import type { OrderRow } from './order-answer';
import { OrderNotRefundableError } from './order-errors';
import { planRefund } from './order-refund-plan';

const A = new Types.ObjectId();
const B = new Types.ObjectId();
const now = new Date('2026-11-25T10:00:00Z');
const admin = { userId: new Types.ObjectId().toHexString(), role: 'admin' } as const;

/** A card-paid order of 2 × 977 + 1 × 1333 (+ Tk 0 delivery in Dhaka), charged 2693 cents. */
function order(overrides: Partial<OrderRow> = {}, payment: Partial<OrderRow['payment']> = {}): OrderRow {
  return {
    _id: new Types.ObjectId(),
    status: 'delivered',
    lines: [
      { partId: A, name: 'A', img: '', unitPrice: 977, quantity: 2, lineTotal: 1954, stockReturned: false, refundedQuantity: 0 },
      { partId: B, name: 'B', img: '', unitPrice: 1333, quantity: 1, lineTotal: 1333, stockReturned: false, refundedQuantity: 0 },
    ],
    subtotal: 3287,
    deliveryFee: 0,
    total: 3287,
    paymentMethod: 'card',
    payment: {
      status: 'paid',
      provider: 'sandbox',
      amountCents: 2695,
      refundedTaka: 0,
      refundedCents: 0,
      refunds: [],
      ...payment,
    },
    ...overrides,
  } as unknown as OrderRow;
}

describe('planRefund', () => {
  it('refunds a line at its unit price, a share of the cents rounded down, its units back to stock', () => {
    const plan = planRefund(order(), [{ partId: A.toHexString(), quantity: 1 }], { by: admin, now });
    expect(plan.refundsAll).toBe(false);
    expect(plan.record).toMatchObject({ status: 'pending', amountTaka: 977, amountCents: 801, provider: 'sandbox', stockReturned: false });
    expect(plan.record.idempotencyKey).toMatch(/^refund-[0-9a-f]{24}-[0-9a-f]{24}$/);
    expect(plan.lineIncs).toEqual({ 'lines.0.refundedQuantity': 1 });
  });

  it('the refund that leaves nothing gives back everything still kept: taka (delivery included) and exactly the cents left', () => {
    const row = order({ deliveryFee: 120, total: 3407 }, { refundedTaka: 977, refundedCents: 801 });
    row.lines[0].refundedQuantity = 1;
    const plan = planRefund(row, [{ partId: A.toHexString(), quantity: 1 }, { partId: B.toHexString(), quantity: 1 }], { by: admin, now });
    expect(plan.refundsAll).toBe(true);
    expect(plan.record).toMatchObject({ amountTaka: 3407 - 977, amountCents: 2695 - 801 });
  });

  it('a cancelled order refunds everything and leaves the stock to the cancel', () => {
    const plan = planRefund(order({ status: 'placed' }), 'all', { by: admin, now });
    expect(plan).toMatchObject({ refundsAll: true, lineIncs: {} });
    expect(plan.record).toMatchObject({ amountTaka: 3287, amountCents: 2695, stockReturned: true });
  });

  it('a cash payment records no cents', () => {
    const plan = planRefund(order({ paymentMethod: 'cod' }, { provider: 'cash', amountCents: undefined }), 'all', { by: admin, now });
    expect(plan.record.provider).toBe('cash');
    expect(plan.record.amountCents).toBeUndefined();
  });

  it('adds up the same product named twice, and refuses more units than are left or a product not in the order', () => {
    expect(planRefund(order(), [{ partId: A.toHexString(), quantity: 1 }, { partId: A.toHexString().toUpperCase(), quantity: 1 }], { by: admin, now }).lineIncs).toEqual({ 'lines.0.refundedQuantity': 2 });
    expect(() => planRefund(order(), [{ partId: A.toHexString(), quantity: 3 }], { by: admin, now })).toThrow(OrderNotRefundableError);
    const row = order();
    row.lines[1].refundedQuantity = 1;
    expect(() => planRefund(row, [{ partId: B.toHexString(), quantity: 1 }], { by: admin, now })).toThrow('Only 0 of B');
    expect(() => planRefund(order(), [{ partId: new Types.ObjectId().toHexString(), quantity: 1 }], { by: admin, now })).toThrow(OrderNotRefundableError);
  });

  it('never more cents than are left, even when earlier refunds were rounded generously', () => {
    const plan = planRefund(order({}, { refundedTaka: 0, refundedCents: 2690 }), [{ partId: B.toHexString(), quantity: 1 }], { by: admin, now });
    expect(plan.record.amountCents).toBe(5);
  });
});
