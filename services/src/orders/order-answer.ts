import type {
  DeliveryAdvance,
  Order as OrderAnswer,
  OrderHistoryEntry,
  OrderLineUnits,
  OrderPayment,
  OrderRefund,
  OrderReturn,
  VisibleOrderStatus,
  WalletClaim,
} from '@shop/contracts';
import { nameWithVariant, orderNumber } from '@shop/rules';
import type { Types } from 'mongoose';
import { lineKey } from './order-lines';
import type {
  DeliveryAdvanceRecord,
  Order,
  OrderLineRef,
  OrderRefundRecord,
  OrderReturnRecord,
  WalletClaimRecord,
} from './schemas/order.schema';

/** An order as read with `.lean()`. */
export type OrderRow = Order & { _id: Types.ObjectId };

/**
 * The stored order as the API answers it: the contract's `Order`, with the spec's flat booking
 * fields derived from the lines (first line's part, name and picture; price = subtotal; quantity =
 * total units; paid and transactionId from the payment). Internal fields (stockReturned, idempotency,
 * notifications, refund idempotency keys) never leave the server.
 */
export function toOrderAnswer(row: OrderRow): OrderAnswer {
  const first = row.lines[0];
  const transactionId = row.payment.transactionId;
  return {
    _id: row._id.toHexString(),
    // Stored since 2026-12-05 (the migration gave older orders theirs); derived the same way.
    number: row.number ?? orderNumber(row._id.toHexString()),
    partsId: first.partId.toHexString(),
    // The spec's one name: the first line's product, with its variant where it has one.
    partsName: nameWithVariant(first.name, first.variantName?.en),
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    img: first.img,
    price: row.subtotal,
    quantity: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    // The spec's flag: the customer's money is with the shop (all of it, or some after a partial refund).
    paid: PAID_STATES.includes(row.payment.status),
    ...(transactionId ? { transactionId } : {}),
    userId: row.userId.toHexString(),
    district: row.district,
    ...(row.area ? { area: row.area } : {}),
    ...(row.delivery
      ? {
          delivery: {
            zone: row.delivery.zone,
            weightGrams: row.delivery.weightGrams,
            charge: row.delivery.charge,
            codFee: row.delivery.codFee,
            ...(row.delivery.free ? { free: row.delivery.free } : {}),
          },
        }
      : {}),
    lines: row.lines.map((line) => ({
      partId: line.partId.toHexString(),
      sku: line.sku,
      name: line.name,
      ...(line.variantName
        ? { variantName: { en: line.variantName.en, bn: line.variantName.bn } }
        : {}),
      ...(line.warranty
        ? {
            warranty: {
              months: line.warranty.months,
              type: line.warranty.type,
              covers: { en: line.warranty.covers.en, bn: line.warranty.covers.bn },
            },
          }
        : {}),
      img: line.img,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      ...(line.refundedQuantity ? { refundedQuantity: line.refundedQuantity } : {}),
      ...returnedQuantityOf(row, line),
    })),
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    total: row.total,
    paymentMethod: row.paymentMethod,
    payment: {
      status: row.payment.status,
      ...(transactionId ? { transactionId } : {}),
      ...(row.payment.paidAt ? { paidAt: new Date(row.payment.paidAt).toISOString() } : {}),
      ...(row.payment.paidAt && row.payment.provider
        ? { provider: row.payment.provider as OrderPayment['provider'] }
        : {}),
      ...(row.payment.walletClaim ? { walletClaim: toWalletClaimAnswer(row.payment.walletClaim) } : {}),
      ...(row.payment.refunds?.length
        ? {
            refundedTaka: row.payment.refundedTaka ?? 0,
            ...(row.payment.refundedAt
              ? { refundedAt: new Date(row.payment.refundedAt).toISOString() }
              : {}),
            refunds: row.payment.refunds.map(toRefundAnswer),
          }
        : {}),
    },
    status: row.status as VisibleOrderStatus,
    history: row.history.map((entry): OrderHistoryEntry => ({
      status: entry.status as OrderHistoryEntry['status'],
      at: new Date(entry.at).toISOString(),
      ...(entry.byUserId ? { byUserId: entry.byUserId.toHexString() } : {}),
      ...(entry.byRole ? { byRole: entry.byRole } : {}),
      ...(entry.byName ? { byName: entry.byName } : {}),
      ...(entry.note ? { note: entry.note } : {}),
    })),
    ...(row.expiresAt && row.status !== 'cancelled' && row.payment.status === 'unpaid'
      ? { expiresAt: new Date(row.expiresAt).toISOString() }
      : {}),
    ...(row.cancelReason && row.status === 'cancelled' ? { cancelReason: row.cancelReason } : {}),
    ...(row.returns?.length ? { returns: row.returns.map(toReturnAnswer) } : {}),
    ...(row.deliveryAdvance ? { deliveryAdvance: toDeliveryAdvanceAnswer(row.deliveryAdvance) } : {}),
    ...(row.returnableUntil && row.status === 'delivered'
      ? { returnableUntil: new Date(row.returnableUntil).toISOString() }
      : {}),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const PAID_STATES = ['paid', 'refund_pending', 'partially_refunded'];

/** The ask as the customer and the admin see it (the bKash payment id stays on the server). */
export function toDeliveryAdvanceAnswer(record: DeliveryAdvanceRecord): DeliveryAdvance {
  const { paid, refund } = record;
  return {
    state: record.state,
    amount: record.amount,
    requestedAt: new Date(record.requestedAt).toISOString(),
    ...(paid
      ? {
          paid: {
            amount: paid.amount,
            trxId: paid.trxId,
            paidAt: new Date(paid.paidAt).toISOString(),
          },
        }
      : {}),
    ...(refund
      ? {
          refund: {
            status: refund.status,
            amount: refund.amount,
            ...(refund.refundTrxId ? { refundTrxId: refund.refundTrxId } : {}),
            ...(refund.refundedAt ? { refundedAt: new Date(refund.refundedAt).toISOString() } : {}),
            ...(refund.failure ? { failure: refund.failure } : {}),
          },
        }
      : {}),
  };
}

export function toWalletClaimAnswer(claim: WalletClaimRecord): WalletClaim {
  return {
    wallet: claim.wallet,
    senderNumber: claim.senderNumber,
    trxId: claim.trxId,
    toNumber: claim.toNumber,
    amountTaka: claim.amountTaka,
    state: claim.state,
    submittedAt: new Date(claim.submittedAt).toISOString(),
    ...(claim.checkBy ? { checkBy: new Date(claim.checkBy).toISOString() } : {}),
    ...(claim.decidedAt ? { decidedAt: new Date(claim.decidedAt).toISOString() } : {}),
    ...(claim.decidedByUserId
      ? { decidedBy: { userId: claim.decidedByUserId.toHexString(), name: claim.decidedByName ?? '' } }
      : {}),
    ...(claim.reason ? { reason: claim.reason } : {}),
  };
}

function toRefundAnswer(refund: OrderRefundRecord): OrderRefund {
  return {
    id: refund._id.toHexString(),
    status: refund.status,
    amountTaka: refund.amountTaka,
    ...(refund.amountCents === undefined ? {} : { amountCents: refund.amountCents }),
    provider: refund.provider,
    ...(refund.providerRefundId ? { providerRefundId: refund.providerRefundId } : {}),
    lines: refund.lines.map(toUnitsAnswer),
    ...(refund.reason ? { reason: refund.reason } : {}),
    createdAt: new Date(refund.createdAt).toISOString(),
    ...(refund.refundedAt ? { refundedAt: new Date(refund.refundedAt).toISOString() } : {}),
    ...(refund.byUserId ? { byUserId: refund.byUserId.toHexString() } : {}),
  };
}

function toUnitsAnswer(line: OrderLineRef): OrderLineUnits {
  return { partId: line.partId.toHexString(), sku: line.sku, quantity: line.quantity };
}

/** Units of a line in returns that are not rejected (requested … refunded); absent when none. */
function returnedQuantityOf(row: OrderRow, of: OrderLineRef): { returnedQuantity?: number } {
  const key = lineKey(of);
  const units = (row.returns ?? [])
    .filter((item) => item.state !== 'rejected')
    .flatMap((item) => item.lines)
    .filter((line) => lineKey(line) === key)
    .reduce((sum, line) => sum + line.quantity, 0);
  return units > 0 ? { returnedQuantity: units } : {};
}

function iso(date: Date | undefined): string | undefined {
  return date ? new Date(date).toISOString() : undefined;
}

function toReturnAnswer(item: OrderReturnRecord): OrderReturn {
  const optional = {
    photo: item.photo,
    note: item.note,
    damaged: item.state === 'received' || item.state === 'refunded' ? item.damaged : undefined,
    refundedTaka: item.refundedTaka,
    refundId: item.refundId?.toHexString(),
    decidedAt: iso(item.decidedAt),
    receivedAt: iso(item.receivedAt),
    refundedAt: iso(item.refundedAt),
  };
  return {
    id: item._id.toHexString(),
    state: item.state,
    lines: item.lines.map(toUnitsAnswer),
    reason: item.reason,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    requestedAt: new Date(item.requestedAt).toISOString(),
    byUserId: item.byUserId.toHexString(),
    steps: item.steps.map((step) => ({
      state: step.state,
      at: new Date(step.at).toISOString(),
      ...(step.byUserId ? { byUserId: step.byUserId.toHexString() } : {}),
      ...(step.byRole ? { byRole: step.byRole } : {}),
      ...(step.byName ? { byName: step.byName } : {}),
      ...(step.note ? { note: step.note } : {}),
    })),
  };
}
