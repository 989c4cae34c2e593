/**
 * What a refund gives back, decided from the stored order alone (pure, no I/O): which units of which
 * lines, how much taka, and — for a card payment — how many of the charged US cents. Never more
 * than was paid: lines refund their unit prices; the refund that leaves nothing unrefunded gives back
 * everything still kept (delivery fee included, and exactly the cents still charged).
 */
import type { ReturnState } from '@shop/contracts';
import { Types } from 'mongoose';
import { OrderNotRefundableError } from './order-errors';
import { refundCents } from '../payment-providers';
import type { OrderRow } from './order-answer';
import { toObjectId } from '../common';
import { type ChangeBy } from './order-records';
import type { OrderRefundRecord } from './schemas/order.schema';
import { lineIndexOf, lineKey, noSuchLine } from './order-lines';

export interface RefundPlan {
  record: OrderRefundRecord;
  /** Whether, after it, everything paid is refunded. */
  refundsAll: boolean;
  /** `$inc` of the lines' refundedQuantity (empty for a cancelled order: the cancel gives the stock back). */
  lineIncs: Record<string, number>;
}

export function planRefund(
  row: OrderRow,
  which: 'all' | ReadonlyArray<{ partId: string; sku?: string | null; quantity: number }>,
  options: { by: ChangeBy; reason?: string; now: Date },
): RefundPlan {
  const { payment } = row;
  const refundedTaka = payment.refundedTaka ?? 0;
  const keptTaka = row.total - refundedTaka;
  const remaining = row.lines.map((line) => line.quantity - (line.refundedQuantity ?? 0));
  const take = row.lines.map(() => 0);
  if (which === 'all') {
    remaining.forEach((units, index) => (take[index] = units));
  } else {
    for (const wanted of which) {
      const index = lineIndexOf(row.lines, wanted);
      if (typeof index !== 'number' || index < 0)
        throw new OrderNotRefundableError(noSuchLine(index, wanted));
      take[index] += wanted.quantity;
      if (take[index] > remaining[index]) {
        throw new OrderNotRefundableError(
          `Only ${remaining[index]} of ${row.lines[index].name} can still be refunded`,
        );
      }
    }
  }
  const refundsAll = take.every((units, index) => units === remaining[index]);
  const linesTaka = take.reduce((sum, units, index) => sum + units * row.lines[index].unitPrice, 0);
  const amountTaka = refundsAll ? keptTaka : Math.min(linesTaka, keptTaka);
  if (amountTaka <= 0 && !refundsAll) throw new OrderNotRefundableError('Nothing to refund');
  const provider = payment.provider ?? 'cash';
  // Cash and send-money payments are given back by hand: taka only, no provider call.
  const cash = byHand(provider);
  const charged = payment.amountCents ?? 0;
  const chargedLeft = charged - (payment.refundedCents ?? 0);
  const amountCents = cash
    ? undefined
    : refundsAll
      ? chargedLeft
      : Math.min(refundCents(charged, row.total, amountTaka), chargedLeft);
  const id = new Types.ObjectId();
  const cancelled = row.status === 'cancelled';
  const byUserId = options.by.userId === undefined ? undefined : toObjectId(options.by.userId);
  const record: OrderRefundRecord = {
    _id: id,
    status: 'pending',
    amountTaka,
    ...(amountCents === undefined ? {} : { amountCents }),
    provider,
    idempotencyKey: `refund-${row._id.toHexString()}-${id.toHexString()}`,
    lines: take.flatMap((units, index) =>
      units > 0
        ? [{ partId: row.lines[index].partId, sku: row.lines[index].sku, quantity: units }]
        : [],
    ),
    // A cancelled order's units go back with the cancel; other refunds give their lines' units back.
    stockReturned: cancelled || which === 'all',
    ...(options.reason ? { reason: options.reason.slice(0, 300) } : {}),
    ...(byUserId ? { byUserId } : {}),
    createdAt: options.now,
  };
  const lineIncs =
    cancelled || which === 'all'
      ? {}
      : Object.fromEntries(
          take.flatMap((units, index) =>
            units > 0 ? [[`lines.${index}.refundedQuantity`, units] as const] : [],
          ),
        );
  return { record, refundsAll, lineIncs };
}

/** Return states whose units are still on their way back: only their return refunds them. */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['requested', 'approved', 'received'];

/** Units of the order's line `index` that sit in open (requested, approved, received) returns. */
export function unitsInOpenReturns(row: Pick<OrderRow, 'lines' | 'returns'>, index: number): number {
  const line = row.lines[index];
  return (row.returns ?? [])
    .filter((item) => OPEN_RETURN_STATES.includes(item.state))
    .flatMap((item) => item.lines)
    .filter((returned) => lineKey(returned) === lineKey(line))
    .reduce((sum, returned) => sum + returned.quantity, 0);
}

/** Money taken without a provider that can refund it: cash on delivery, send money + TrxID. */
export function byHand(provider: string): boolean {
  return provider === 'cash' || provider === 'wallet';
}
