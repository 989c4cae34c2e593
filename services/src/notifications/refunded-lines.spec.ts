import { Types } from 'mongoose';
import { refundedLinesOf } from './refunded-lines';

describe('refundedLinesOf', () => {
  const kettle = new Types.ObjectId();
  const router = new Types.ObjectId();
  const refundId = new Types.ObjectId();
  const returnId = new Types.ObjectId();
  const order = {
    lines: [
      { partId: router, name: 'Router', unitPrice: 6250 },
      { partId: kettle, name: 'Kettle', unitPrice: 1450 },
    ],
    payment: {
      refunds: [
        { _id: new Types.ObjectId(), amountTaka: 6250, lines: [{ partId: router, quantity: 1 }] },
        { _id: refundId, amountTaka: 2960, lines: [{ partId: kettle, quantity: 2 }] },
        { _id: new Types.ObjectId(), returnId, amountTaka: 1450, lines: [{ partId: kettle, quantity: 1 }] },
      ],
    },
  };

  it("lists the lines of the refund the entry's key names, and what it gave back beyond them", () => {
    expect(refundedLinesOf(order, { event: 'refunded', key: `refunded:${refundId.toHexString()}` })).toEqual({
      lines: [{ name: 'Kettle', quantity: 2, amount: 2900 }],
      fee: 60,
      amount: 2960,
    });
  });

  it("finds a return's refund by the return", () => {
    expect(
      refundedLinesOf(order, { event: 'return_refunded', key: `return_refunded:${returnId.toHexString()}` }),
    ).toEqual({ lines: [{ name: 'Kettle', quantity: 1, amount: 1450 }], amount: 1450 });
  });

  it('is undefined for other events and unknown refunds', () => {
    expect(refundedLinesOf(order, { event: 'cancelled', key: 'cancelled' })).toBeUndefined();
    expect(refundedLinesOf(order, { event: 'refunded', key: 'refunded' })).toBeUndefined();
    expect(
      refundedLinesOf(order, { event: 'refunded', key: `refunded:${new Types.ObjectId().toHexString()}` }),
    ).toBeUndefined();
  });
});
