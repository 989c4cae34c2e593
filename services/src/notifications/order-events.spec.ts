import { Types } from 'mongoose';
import { notificationEntry, ORDER_NOTIFICATION_EVENTS } from './order-events';

describe('notificationEntry', () => {
  const now = new Date('2026-12-01T10:00:00Z');

  it('is a pending entry keyed by its event, stamped with the given time', () => {
    const entry = notificationEntry('shipped', {}, now);
    expect(entry).toEqual({ _id: expect.any(Types.ObjectId), event: 'shipped', key: 'shipped', state: 'pending', createdAt: now });
  });

  it('carries reason, amount and language, and a seq in its key', () => {
    const entry = notificationEntry('return_refunded', { reason: 'damaged box', amount: 1250, language: 'bn', seq: 'r1' }, now);
    expect(entry).toMatchObject({ key: 'return_refunded:r1', reason: 'damaged box', amount: 1250, language: 'bn' });
  });

  it('gives each entry its own id', () => {
    expect(notificationEntry('placed')._id.equals(notificationEntry('placed')._id)).toBe(false);
  });

  it('knows every order and return step', () => {
    expect(ORDER_NOTIFICATION_EVENTS).toEqual([
      'placed', 'paid', 'payment_not_received', 'confirmed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'refunded',
      'return_requested', 'return_approved', 'return_rejected', 'return_received', 'return_refunded',
    ]);
  });
});
