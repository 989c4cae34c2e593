import { type Connection, Types } from 'mongoose';
import type { Migration, MigrationContext, MigrationResult } from './migration';

/**
 * Orders (and their sandbox payments) from the shape of the release before the order state machine
 * to the new one:
 *
 * - `payment.refundedTaka`, `payment.refundedCents` (0) and `payment.refunds` ([]), every line's
 *   `refundedQuantity` (0), the order's `notifications` ([]);
 * - open unpaid card orders get their payment window, starting now (`expiresAt` = now +
 *   PAYMENT_WINDOW_MINUTES): nobody is expired by the upgrade itself;
 * - a card-paid order that was cancelled (the old "cancelled + paid", money kept) gets its full
 *   refund recorded as pending — recovery asks the provider for it (idempotency key per refund);
 * - sandbox payment intents get `amountRefunded` (0) and `refunds` ([]).
 *
 * Each document is updated with a condition on its old shape (`payment.refunds` missing), so a
 * rerun after an interruption skips what is done.
 */
export const orderStateMachineMigration: Migration = {
  name: '2026-11-25-order-state-machine',
  description: 'orders: payment refunds, line refunded quantities, notifications, payment windows',
  async up(connection: Connection, context: MigrationContext): Promise<MigrationResult> {
    const orders = connection.collection('orders');
    const result = { orders: 0, paymentWindows: 0, refundsOwed: 0, sandboxIntents: 0 };
    const cursor = orders.find({ 'payment.refunds': { $exists: false } });
    for await (const order of cursor) {
      const lines = ((order.lines ?? []) as Record<string, unknown>[]).map((line) => ({
        ...line,
        refundedQuantity: typeof line.refundedQuantity === 'number' ? line.refundedQuantity : 0,
      }));
      const payment = (order.payment ?? { status: 'unpaid' }) as Record<string, unknown>;
      const set: Record<string, unknown> = {
        lines,
        'payment.refundedTaka': 0,
        'payment.refundedCents': 0,
        'payment.refunds': [],
      };
      if (!Array.isArray(order.notifications)) set.notifications = [];
      const open = ['placed', 'confirmed', 'shipped'].includes(order.status as string);
      if (
        open &&
        order.paymentMethod === 'card' &&
        payment.status === 'unpaid' &&
        (order.total as number) > 0 &&
        !order.expiresAt
      ) {
        set.expiresAt = new Date(
          context.now.getTime() + context.settings.paymentWindowMinutes * 60_000,
        );
        result.paymentWindows += 1;
      }
      const cardPaid = payment.status === 'paid' && payment.provider !== 'cash';
      if (order.status === 'cancelled' && cardPaid) {
        const id = new Types.ObjectId();
        set['payment.status'] = 'refund_pending';
        set['payment.refunds'] = [
          {
            _id: id,
            status: 'pending',
            amountTaka: order.total,
            ...(typeof payment.amountCents === 'number'
              ? { amountCents: payment.amountCents }
              : {}),
            provider: payment.provider ?? 'sandbox',
            idempotencyKey: `refund-${String(order._id)}-${id.toHexString()}`,
            lines: [],
            stockReturned: true,
            reason: 'cancelled before refunds existed',
            createdAt: context.now,
          },
        ];
        result.refundsOwed += 1;
      }
      const updated = await orders.updateOne(
        { _id: order._id, 'payment.refunds': { $exists: false } },
        { $set: set },
      );
      result.orders += updated.modifiedCount;
    }
    const intents = await connection
      .collection('sandbox_payment_intents')
      .updateMany({ refunds: { $exists: false } }, { $set: { amountRefunded: 0, refunds: [] } });
    result.sandboxIntents = intents.modifiedCount;
    return result;
  },
};
