import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { Wallet, WalletClaimState, WalletDecision } from '@shop/contracts';
import { walletName } from '@shop/rules';
import type { FilterQuery, Model } from 'mongoose';
import type { AppConfig } from '../config';
import { localizeDigits, type NotificationLanguage } from '../notifications';
import type { OrderRow } from './order-answer';
import { TooManyPendingWalletClaimsError } from './order-errors';
import { OrderLifecycleService, type TransitionOutcome } from './order-lifecycle.service';
import { toObjectId } from '../common';
import { changeByOf, type OrderActorRef, trusted, VISIBLE } from './order-records';
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

const CLAIM_STATES: WalletClaimState[] = ['verifying', 'verified', 'not_received', 'expired'];

/** The reason of a claim nobody checked in time, in the customer's language (their message says it). */
export function claimExpiredReason(hours: number, language: NotificationLanguage): string {
  return language === 'bn'
    ? `${localizeDigits(String(hours), 'bn')} ঘণ্টার মধ্যে যাচাই করা যায়নি`
    : `not checked within ${hours} hours`;
}

/** The note of an expired claim in the order's history (the admin's language). */
export const CLAIM_EXPIRED_NOTE = 'not checked in time';

/**
 * Send money + TrxID on the order: the customer's claim (`submit_wallet`, payment
 * `verifying`), the admin's decision (`verify_wallet` → paid by `wallet`, `reject_wallet` → unpaid
 * with the reason) — each one conditional update through the state machine — and the admin's queue.
 * The TrxID's uniqueness is the wallets module's (services/src/payments/wallets).
 */
@Injectable()
export class OrderWalletClaimsService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly lifecycle: OrderLifecycleService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** WALLET_CLAIM_HOURS in milliseconds: how long a claim may wait to be checked. */
  private get claimMs(): number {
    return this.config.get('WALLET_CLAIM_HOURS', { infer: true }) * 3_600_000;
  }

  /**
   * MAX_PENDING_WALLET_CLAIMS: 409 when that many of the account's claims already wait to be
   * checked (a claim costs nothing to make up; checking one costs the shop a statement search).
   * Read before the claim is written, so two claims sent at the same instant may pass it by one.
   */
  async assertWithinPendingLimit(userId: string): Promise<void> {
    const limit = this.config.get('MAX_PENDING_WALLET_CLAIMS', { infer: true });
    const account = toObjectId(userId);
    if (!account) return;
    const waiting = await this.orders
      .countDocuments({
        userId: account,
        'payment.status': 'verifying',
        status: trusted({ $in: VISIBLE }),
      })
      .exec();
    if (waiting >= limit) throw new TooManyPendingWalletClaimsError(limit);
  }

  /**
   * The customer's claim: the order waits in `verifying` (no cancel) with it, until an admin decides
   * or WALLET_CLAIM_HOURS pass (`checkBy`; then `expireOverdue` makes it unpaid again).
   */
  submit(
    row: OrderRow,
    claim: NewWalletClaim,
    customer: OrderActorRef,
    now = new Date(),
  ): Promise<TransitionOutcome> {
    const record: WalletClaimRecord = {
      ...claim,
      amountTaka: row.total,
      state: 'verifying',
      submittedAt: now,
      checkBy: new Date(now.getTime() + this.claimMs),
    };
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
    const filter = {
      'payment.walletClaim.trxId': claim.trxId,
      'payment.walletClaim.state': 'verifying',
    };
    const by = changeByOf(admin);
    const name = walletName(claim.wallet);
    if (decision.decision === 'verified') {
      return this.lifecycle.transition(row, 'verify_wallet', by, {
        now,
        note: `paid (wallet): ${name} TrxID ${claim.trxId} verified${reason ? `: ${reason}` : ''}`.slice(
          0,
          200,
        ),
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
    const windowClosed =
      row.expiresAt !== undefined && row.expiresAt !== null && new Date(row.expiresAt) <= now;
    return this.lifecycle.transition(row, 'reject_wallet', by, {
      now,
      note: `${name} payment not received (TrxID ${claim.trxId}): ${reason ?? ''}`.slice(0, 200),
      filter,
      set: {
        ...decided,
        'payment.walletClaim.state': 'not_received',
        ...(windowClosed
          ? { expiresAt: new Date(now.getTime() + this.lifecycle.paymentWindowMs) }
          : {}),
      },
      // The customer is told why (a claim can be refused more than once: one message per TrxID).
      message: { reason, seq: claim.trxId },
    });
  }

  /**
   * The deadline sweep: every claim still waiting after its `checkBy` (claims made before deadlines
   * existed: submittedAt + WALLET_CLAIM_HOURS) goes back to unpaid through the machine's
   * `claim_expired` — the claim kept as `expired`, and the customer's message in their language. A
   * card order gets a new payment window (`expiresAt`: the expiry sweep cancels it and gives its
   * stock back unless it is paid); a cash-on-delivery one is back under COD_CONFIRM_HOURS. One conditional update per order (on the claim's TrxID and state), so
   * several instances never expire one twice. Answers how many.
   */
  async expireOverdue(now = new Date()): Promise<number> {
    const oldest = new Date(now.getTime() - this.claimMs);
    const overdue = await this.orders
      .find({
        'payment.status': 'verifying',
        'payment.walletClaim.state': 'verifying',
        status: trusted({ $in: VISIBLE }),
        $or: [
          { 'payment.walletClaim.checkBy': trusted({ $lte: now }) },
          {
            'payment.walletClaim.checkBy': trusted({ $exists: false }),
            'payment.walletClaim.submittedAt': trusted({ $lte: oldest }),
          },
        ],
      })
      .limit(500)
      .lean<OrderRow[]>()
      .exec();
    const hours = this.config.get('WALLET_CLAIM_HOURS', { infer: true });
    let expired = 0;
    for (const row of overdue) {
      const claim = row.payment.walletClaim!;
      const language: NotificationLanguage = row.language ?? 'en';
      const outcome = await this.lifecycle.transition(
        row,
        'claim_expired',
        { role: 'system' },
        {
          now,
          note: `${walletName(claim.wallet)} payment (TrxID ${claim.trxId}) ${CLAIM_EXPIRED_NOTE}`,
          facts: { claimOverdue: true },
          filter: {
            'payment.walletClaim.trxId': claim.trxId,
            'payment.walletClaim.state': 'verifying',
          },
          set: {
            'payment.walletClaim.state': 'expired',
            'payment.walletClaim.decidedAt': now,
            'payment.walletClaim.reason': claimExpiredReason(hours, language),
            ...(row.paymentMethod === 'card'
              ? { expiresAt: new Date(now.getTime() + this.lifecycle.paymentWindowMs) }
              : {}),
          },
          message: { reason: claimExpiredReason(hours, language), seq: `expired-${claim.trxId}` },
        },
      );
      if (outcome.ok) expired += 1;
    }
    return expired;
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
