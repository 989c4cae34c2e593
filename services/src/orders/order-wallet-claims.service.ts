import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Wallet, WalletClaimState, WalletDecision } from '@shop/contracts';
import { walletName } from '@shop/rules';
import type { FilterQuery, Model } from 'mongoose';
import type { OrderRow } from './order-answer';
import { OrderLifecycleService, type TransitionOutcome } from './order-lifecycle.service';
import { changeByOf, type OrderActorRef, toObjectId, trusted, VISIBLE } from './order-records';
import { Order, type WalletClaimRecord } from './schemas/order.schema';

/** What the customer says they sent (checked and normalised by the wallets module). */
export interface NewWalletClaim {
  wallet: Wallet;
  /** National form. */
  senderNumber: string;
  /** Upper-cased. */
  trxId: string;
  /** The shop's number it was sent to. */
  toNumber: string;
}

export type WalletClaimFilter = WalletClaimState | 'all';

const CLAIM_STATES: WalletClaimState[] = ['verifying', 'verified', 'not_received'];

/**
 * Send money + TrxID on the order (issue 22): the customer's claim (`submit_wallet`, payment
 * `verifying`), the admin's decision (`verify_wallet` → paid by `wallet`, `reject_wallet` → unpaid
 * with the reason) — each one conditional update through the state machine — and the admin's queue.
 * The TrxID's uniqueness is the wallets module's (services/src/payments/wallets).
 */
@Injectable()
export class OrderWalletClaimsService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly lifecycle: OrderLifecycleService,
  ) {}

  /** The customer's claim: the order waits in `verifying` (no expiry, no cancel) with it. */
  submit(
    row: OrderRow,
    claim: NewWalletClaim,
    customer: OrderActorRef,
    now = new Date(),
  ): Promise<TransitionOutcome> {
    const record: WalletClaimRecord = { ...claim, amountTaka: row.total, state: 'verifying', submittedAt: now };
    return this.lifecycle.transition(row, 'submit_wallet', changeByOf(customer), {
      now,
      note: `${walletName(claim.wallet)} payment from ${claim.senderNumber} (TrxID ${claim.trxId}) to be checked`,
      set: { 'payment.walletClaim': record },
      filter: { userId: row.userId },
    });
  }

  /**
   * An admin's decision on the order's waiting claim. 'Verified': paid (provider `wallet`, the
   * TrxID as transaction id). 'Not received': unpaid again with the reason for the customer; a
   * payment window that closed while the claim was checked opens again for PAYMENT_WINDOW_MINUTES.
   */
  decide(
    row: OrderRow,
    decision: { decision: WalletDecision; reason?: string },
    admin: OrderActorRef,
    now = new Date(),
  ): Promise<TransitionOutcome> {
    const claim = row.payment.walletClaim!;
    const reason = decision.reason?.trim();
    const decidedBy = toObjectId(admin.id);
    const decided = {
      'payment.walletClaim.decidedAt': now,
      ...(decidedBy ? { 'payment.walletClaim.decidedByUserId': decidedBy } : {}),
      ...(admin.name ? { 'payment.walletClaim.decidedByName': admin.name } : {}),
      ...(reason ? { 'payment.walletClaim.reason': reason } : {}),
    };
    // The claim decided is the one the admin saw: a new claim meanwhile matches nothing.
    const filter = { 'payment.walletClaim.trxId': claim.trxId, 'payment.walletClaim.state': 'verifying' };
    const by = changeByOf(admin);
    const name = walletName(claim.wallet);
    if (decision.decision === 'verified') {
      return this.lifecycle.transition(row, 'verify_wallet', by, {
        now,
        note: `paid (wallet): ${name} TrxID ${claim.trxId} verified${reason ? `: ${reason}` : ''}`.slice(0, 200),
        filter,
        set: {
          ...decided,
          'payment.walletClaim.state': 'verified',
          'payment.transactionId': claim.trxId,
          'payment.paidAt': now,
          'payment.provider': 'wallet',
        },
        message: { amount: row.total },
      });
    }
    const windowClosed = row.expiresAt !== undefined && row.expiresAt !== null && new Date(row.expiresAt) <= now;
    return this.lifecycle.transition(row, 'reject_wallet', by, {
      now,
      note: `${name} payment not received (TrxID ${claim.trxId}): ${reason ?? ''}`.slice(0, 200),
      filter,
      set: {
        ...decided,
        'payment.walletClaim.state': 'not_received',
        ...(windowClosed ? { expiresAt: new Date(now.getTime() + this.lifecycle.paymentWindowMs) } : {}),
      },
      // The customer is told why (a claim can be refused more than once: one message per TrxID).
      message: { reason, seq: claim.trxId },
    });
  }

  /**
   * The admin's queue: orders whose latest claim is in `state` — the oldest waiting first for
   * `verifying`, the newest first otherwise (index `payment.walletClaim.state`, `…submittedAt`).
   */
  async list(
    state: WalletClaimFilter,
    page: number,
    limit: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const filter: FilterQuery<Order> = {
      'payment.walletClaim.state': state === 'all' ? trusted({ $in: CLAIM_STATES }) : state,
      status: trusted({ $in: VISIBLE }),
    };
    const order = state === 'verifying' ? 1 : -1;
    const [rows, total] = await Promise.all([
      this.orders
        .find(filter, { name: 1, email: 1, total: 1, status: 1, payment: 1 })
        .sort({ 'payment.walletClaim.submittedAt': order, _id: order })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<OrderRow[]>()
        .exec(),
      this.orders.countDocuments(filter).exec(),
    ]);
    return { rows, total };
  }
}
