import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import { type AuthenticatedUser, OrderNotFoundError } from '../common';
import type {
  Order as OrderAnswer,
  OrderPage,
  OrderSummary,
  ReturnAction,
  ShopPhoneHistory,
  VisibleOrderStatus,
  WalletDecision,
  WalletPaymentPage,
} from '@shop/contracts';
import { orderReference } from '@shop/rules';
import type { ProviderRefundReport } from '../payment-providers';
import type { ListOrdersQueryDto } from './dto/list-orders.dto';
import { type OrderRow, toOrderAnswer } from './order-answer';
import { orderAuditRecord } from './order-audit';
import {
  type CourierStepOutcome,
  type CourierStepRequest,
  OrderCourierStepsService,
} from './order-courier-steps.service';
import {
  type AdvancePaidOutcome,
  type DeliveryAdvanceToPay,
  OrderAdvanceService,
} from './order-advance.service';
import { OrderLifecycleService, type PaymentIntentRef } from './order-lifecycle.service';
import { type PlaceOrderInput, type PlacedOrder, OrderPlacementService } from './order-placement.service';
import { OrderQueriesService } from './order-queries.service';
import type { OrderParcels } from './order-parcels';
import type { ChangeBy, OrderActorRef, OrderingUser } from './order-records';
import { OrderRecoveryService, type RecoveryReport } from './order-recovery.service';
import { OrderRefundsService } from './order-refunds.service';
import { OrderReturnsService } from './order-returns.service';
import { WalletPaymentNotWaitingError } from './order-errors';
import { toWalletClaimAnswer } from './order-answer';
import {
  type NewWalletClaim,
  type WalletClaimFilter,
  OrderWalletClaimsService,
} from './order-wallet-claims.service';

export type { PlaceOrderInput, PlacedOrder } from './order-placement.service';
export type { OrderParcels, ReleasedParcel } from './order-parcels';
export type { AdvancePaidOutcome, DeliveryAdvanceToPay } from './order-advance.service';
export type {
  CourierStep,
  CourierStepOutcome,
  CourierStepRequest,
} from './order-courier-steps.service';
export type { NewWalletClaim, WalletClaimFilter } from './order-wallet-claims.service';
export type { ChangeBy, OrderActorRef, OrderingUser } from './order-records';
export { PENDING_ORDER_TIMEOUT_MS, type RecoveryReport } from './order-recovery.service';
export { dhakaMidnight } from './order-queries.service';

/**
 * The orders module's door for its controllers and for other modules (payments, reviews, the
 * catalogue): each call goes to the service that does that one thing — placing
 * (OrderPlacementService), moving orders along (OrderLifecycleService, the state machine),
 * refunds (OrderRefundsService), reading (OrderQueriesService) and the sweeps
 * (OrderRecoveryService) — and answers the API's order shape.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly placement: OrderPlacementService,
    private readonly lifecycle: OrderLifecycleService,
    private readonly refunds: OrderRefundsService,
    private readonly returns: OrderReturnsService,
    private readonly queries: OrderQueriesService,
    private readonly recovery: OrderRecoveryService,
    private readonly audit: AuditService,
    private readonly walletClaims: OrderWalletClaimsService,
    private readonly courierSteps: OrderCourierStepsService,
    private readonly advance: OrderAdvanceService,
  ) {}

  /**
   * The delivery charge of a risky cash order asked in advance (the risk module's ask): recorded on
   * the order from its stored delivery charge. False when the order cannot be asked.
   */
  askDeliveryAdvance(orderId: string, now?: Date): Promise<boolean> {
    return this.advance.ask(orderId, now);
  }

  /** The unpaid ask withdrawn; null when there is none unpaid. */
  withdrawDeliveryAdvance(orderId: string): Promise<{ amount: number } | null> {
    return this.advance.withdraw(orderId);
  }

  /** The caller's own order's unpaid ask, for bKash (404 / 409 with why). */
  deliveryAdvanceToPay(orderId: string, user: OrderActorRef): Promise<DeliveryAdvanceToPay> {
    return this.advance.toPay(orderId, user);
  }

  /** The bKash payment started for the ask. False when the ask is no longer unpaid. */
  attachDeliveryAdvancePayment(orderId: string, paymentID: string, amount: number): Promise<boolean> {
    return this.advance.attachPayment(orderId, paymentID, amount);
  }

  /** bKash completed the ask's payment: recorded once (see OrderAdvanceService.recordPaid). */
  async recordDeliveryAdvancePaid(
    orderId: string,
    paid: { paymentID: string; trxId: string; amount: number; paidAt: Date },
  ): Promise<AdvancePaidOutcome> {
    return (await this.advance.recordPaid(orderId, paid)).outcome;
  }

  placeOrder(user: OrderingUser, input: PlaceOrderInput, idempotencyKey?: string): Promise<PlacedOrder> {
    return this.placement.placeOrder(user, input, idempotencyKey);
  }

  getOrderFor(orderId: string, user: OrderActorRef): Promise<OrderAnswer> {
    return this.queries.getOrderFor(orderId, user);
  }

  listForEmail(email: string, caller: OrderingUser): Promise<OrderAnswer[]> {
    return this.queries.listForEmail(email, caller);
  }

  /**
   * The admin's list. Who acted is named as the history stored it then (`byName`): never looked up
   * now, so a later change of name does not rewrite an old event (older entries were named once by
   * the 2026-12-03 migration).
   */
  findByNumberAndPhone(number: string, phone: string): Promise<OrderAnswer | null> {
    return this.queries.findByNumberAndPhone(number, phone);
  }

  listOrders(query: ListOrdersQueryDto): Promise<OrderPage> {
    return this.queries.listOrders(query);
  }

  summary(user: OrderActorRef, now?: Date): Promise<OrderSummary> {
    return this.queries.summary(user, now);
  }

  countOrders(): Promise<number> {
    return this.queries.countOrders();
  }

  /** A phone number's earlier orders by outcome (the admin's risk check; `OrderQueriesService.phoneHistory`). */
  phoneHistory(phone: string, exceptOrderId?: string): Promise<ShopPhoneHistory> {
    return this.queries.phoneHistory(phone, exceptOrderId);
  }

  /**
   * The couriers module hands itself in at start-up: an order's cancel asks it about the order's
   * parcel first (OrderParcels; couriers sits above orders, so orders cannot import it).
   */
  useParcels(parcels: OrderParcels): void {
    this.lifecycle.useParcels(parcels);
  }

  /**
   * Cancels (owner or admin); a card-paid order's refund is carried out before answering. An
   * admin's cancel is recorded in the audit log (a customer's own is not an admin action). A
   * parcel booked for the order is cancelled with the courier first, or the cancel is refused.
   */
  async cancelOrder(orderId: string, user: AuthenticatedUser, note?: string): Promise<OrderAnswer> {
    const before = user.role === 'admin' ? await this.queries.findVisible(orderId) : null;
    const row = await this.lifecycle.cancelOrder(orderId, user, note);
    return this.finishAudited(row, before, user, 'order.status-changed', { note });
  }

  /**
   * PATCH /orders/:id/status (admin), recorded as `order.status-changed`, or `order.cash-collected`
   * when the delivery also recorded the cash as paid.
   */
  async updateStatus(
    orderId: string,
    change: { status: VisibleOrderStatus; cashCollected?: boolean },
    admin: AuthenticatedUser,
  ): Promise<OrderAnswer> {
    const before = await this.queries.findVisible(orderId);
    const row = await this.lifecycle.updateStatus(orderId, change, admin);
    const collected = before?.payment.status === 'unpaid' && row.payment.status === 'paid';
    return this.finishAudited(row, before, admin, collected ? 'order.cash-collected' : 'order.status-changed');
  }

  /** POST /orders/:id/cash-collected (admin), recorded as `order.cash-collected` like a delivery with the cash. */
  async collectCash(orderId: string, admin: AuthenticatedUser): Promise<OrderAnswer> {
    const before = await this.queries.findVisible(orderId);
    const row = await this.lifecycle.collectCash(orderId, admin);
    return this.finishAudited(row, before, admin, 'order.cash-collected');
  }

  /**
   * Carries out a refund the change left pending, then records the admin's change — also when the
   * provider call fails, since the change itself is made (the error still reaches the admin).
   */
  private async finishAudited(
    row: OrderRow,
    before: OrderRow | null,
    admin: AuthenticatedUser,
    action: 'order.status-changed' | 'order.cash-collected',
    options: { note?: string } = {},
  ): Promise<OrderAnswer> {
    let settled = row;
    try {
      settled = await this.refunds.carryOutPending(row);
    } finally {
      if (before) {
        await this.audit.record(
          orderAuditRecord(action, admin, toOrderAnswer(before), toOrderAnswer(settled), options),
        );
      }
    }
    return toOrderAnswer(settled);
  }

  /** POST /orders/:id/refunds (admin), recorded as `order.refunded` with the admin's reason. */
  async refund(
    orderId: string,
    request: { lines?: { partId: string; sku?: string; quantity: number }[]; reason?: string },
    admin: AuthenticatedUser,
  ): Promise<OrderAnswer> {
    const before = await this.queries.findVisible(orderId);
    const after = toOrderAnswer(await this.refunds.refund(orderId, request, admin));
    if (before) {
      await this.audit.record(
        orderAuditRecord('order.refunded', admin, toOrderAnswer(before), after, { note: request.reason }),
      );
    }
    return after;
  }

  /** POST /orders/:id/returns (the order's customer). */
  async requestReturn(
    orderId: string,
    request: {
      lines: { partId: string; sku?: string; quantity: number }[];
      reason: string;
      photo?: string;
    },
    customer: OrderActorRef,
  ): Promise<OrderAnswer> {
    return toOrderAnswer(await this.returns.request(orderId, request, customer));
  }

  /** PATCH /orders/:id/returns/:returnId (admin), recorded as `order.return-updated` with the note. */
  async moveReturn(
    orderId: string,
    returnId: string,
    change: { action: ReturnAction; note?: string; damaged?: boolean },
    admin: AuthenticatedUser,
  ): Promise<OrderAnswer> {
    const before = await this.queries.findVisible(orderId);
    const after = toOrderAnswer(await this.returns.move(orderId, returnId, change, admin));
    if (before) {
      await this.audit.record(
        orderAuditRecord('order.return-updated', admin, toOrderAnswer(before), after, {
          note: change.note,
          returnId,
        }),
      );
    }
    return after;
  }

  /**
   * POST /orders/:id/wallet-payment (the order's customer, TrxID already claimed by the wallets
   * module): the order waits in `verifying`. Answers the order after the attempt — `submitted`
   * false when the machine refused it or the order changed meanwhile (the caller says why).
   */
  /** 409 TOO_MANY_PENDING_WALLET_CLAIMS when MAX_PENDING_WALLET_CLAIMS of the account's claims wait. */
  assertWalletClaimAllowed(userId: string): Promise<void> {
    return this.walletClaims.assertWithinPendingLimit(userId);
  }

  async submitWalletClaim(
    orderId: string,
    claim: NewWalletClaim,
    customer: OrderActorRef,
  ): Promise<{ submitted: boolean; order: OrderAnswer }> {
    const row = await this.queries.findFor(orderId, customer);
    const outcome = await this.walletClaims.submit(row, claim, customer);
    if (outcome.ok) return { submitted: true, order: toOrderAnswer(outcome.row) };
    const current = await this.queries.findFor(orderId, customer);
    return { submitted: false, order: toOrderAnswer(current) };
  }

  /**
   * PATCH /admin/wallet-payments/:orderId: 'Verified' or 'Not received' on the order's waiting
   * claim, recorded in the audit log (`order.wallet-verified` / `order.wallet-not-received`).
   * 409 WALLET_PAYMENT_NOT_WAITING when none waits (decided meanwhile, or never claimed).
   */
  async decideWalletClaim(
    orderId: string,
    decision: { decision: WalletDecision; reason?: string },
    admin: AuthenticatedUser,
  ): Promise<OrderAnswer> {
    const before = await this.queries.findVisible(orderId);
    if (!before) throw new OrderNotFoundError();
    if (before.payment.status !== 'verifying' || before.payment.walletClaim?.state !== 'verifying') {
      throw new WalletPaymentNotWaitingError();
    }
    const outcome = await this.walletClaims.decide(before, decision, admin);
    if (!outcome.ok) {
      throw new WalletPaymentNotWaitingError(
        'This wallet payment was decided or changed meanwhile; reload the list',
      );
    }
    const after = toOrderAnswer(outcome.row);
    await this.audit.record(
      orderAuditRecord(
        decision.decision === 'verified' ? 'order.wallet-verified' : 'order.wallet-not-received',
        admin,
        toOrderAnswer(before),
        after,
        { note: decision.reason?.trim() || undefined },
      ),
    );
    return after;
  }

  /** GET /admin/wallet-payments: the admin's queue of send-money claims. */
  async listWalletClaims(query: {
    state?: WalletClaimFilter;
    page?: number;
    limit?: number;
  }): Promise<WalletPaymentPage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const { rows, total } = await this.walletClaims.list(query.state ?? 'verifying', page, limit);
    return {
      items: rows.map((row) => ({
        orderId: row._id.toHexString(),
        reference: orderReference(row._id.toHexString()),
        customerName: row.name,
        customerEmail: row.email,
        amountTaka: row.payment.walletClaim!.amountTaka,
        claim: toWalletClaimAnswer(row.payment.walletClaim!),
      })),
      total,
      page,
      limit,
    };
  }

  /** For payments: a provider's report of refunds (webhook). */
  reconcileRefunds(report: ProviderRefundReport): Promise<string> {
    return this.refunds.reconcile(report);
  }

  attachPaymentIntent(
    orderId: string,
    ref: PaymentIntentRef,
  ): Promise<{ intentId: string; provider: string }> {
    return this.lifecycle.attachPaymentIntent(orderId, ref);
  }

  /** Another provider's payment for an unpaid order (bKash after a card form): see the lifecycle's. */
  replacePaymentIntent(orderId: string, replaced: string | undefined, ref: PaymentIntentRef): Promise<boolean> {
    return this.lifecycle.replacePaymentIntent(orderId, replaced, ref);
  }

  /**
   * Marks the order paid exactly once. `changed` is true when this call recorded the payment;
   * `refunding` when the order had been cancelled (or expired) and the payment is being refunded.
   */
  async markPaid(
    orderId: string,
    payment: { transactionId: string; provider: 'stripe' | 'sandbox' | 'bkash' | 'cash'; paidAt?: Date },
    by: ChangeBy = { role: 'system' },
  ): Promise<{ order: OrderAnswer; changed: boolean; refunding: boolean }> {
    const row = await this.queries.findVisible(orderId);
    if (!row) throw new OrderNotFoundError();
    const result = await this.lifecycle.markPaid(row, payment, by);
    if (result.outcome === 'refund-started') {
      const refunded = await this.refunds.carryOutPending(result.row);
      return { order: toOrderAnswer(refunded), changed: true, refunding: true };
    }
    return { order: toOrderAnswer(result.row), changed: result.outcome === 'paid', refunding: false };
  }

  getPaymentView(orderId: string): ReturnType<OrderQueriesService['getPaymentView']> {
    return this.queries.getPaymentView(orderId);
  }

  deliveredPartIdsByUser(userIds: string[]): Promise<Map<string, Set<string>>> {
    return this.queries.deliveredPartIdsByUser(userIds);
  }

  hasOrdersForPart(partId: string): Promise<boolean> {
    return this.queries.hasOrdersForPart(partId);
  }

  /** Crash recovery (also run every minute by OrderRecoveryService). */
  recoverStaleOrders(olderThanMs?: number, now?: Date): Promise<RecoveryReport> {
    return this.recovery.recoverStaleOrders(olderThanMs, now);
  }

  /**
   * For the couriers module: one step of the order following its parcel (shipped, out for
   * delivery, delivered, the courier's cash, returned, a note), by the shop itself; the same key
   * twice changes the order once (order-courier-steps.service.ts).
   */
  followCourier(request: CourierStepRequest): Promise<CourierStepOutcome> {
    return this.courierSteps.apply(request);
  }

  /** The expiry sweep (also run every minute): unpaid card orders past their window. */
  expireOverdueOrders(now?: Date): Promise<number> {
    return this.lifecycle.expireOverdue(now);
  }
}
