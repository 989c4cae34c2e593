import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { StockService } from '../stock';
import type { AppConfig } from '../config';
import type { OrderRow } from './order-answer';
import { lineKey } from './order-lines';
import { OrderLifecycleService } from './order-lifecycle.service';
import { OrderPlacementService } from './order-placement.service';
import { PENDING_ORDER_TIMEOUT_MS, trusted, VISIBLE } from './order-records';
import { OrderAdvanceService } from './order-advance.service';
import { OrderRefundsService } from './order-refunds.service';
import { OrderReturnsService } from './order-returns.service';
import { OrderStockService } from './order-stock.service';
import { OrderWalletClaimsService } from './order-wallet-claims.service';
import { Order } from './schemas/order.schema';

export { PENDING_ORDER_TIMEOUT_MS };

export interface RecoveryReport {
  /** Stale pending orders whose every line's part held its units: now placed. */
  finished: number;
  /** Stale pending (or failed) orders undone, and holds of orders that no longer exist given back. */
  undone: number;
  /** Cancelled orders whose give-back a crash interrupted: finished. */
  restocked: number;
  /** Records left in parts by a crash after the order was placed or noted its return: dropped. */
  cleaned: number;
}

/**
 * The order sweeps (README.md): at start-up and then every ORDER_SWEEP_SECONDS (a minute), stale pending orders are
 * finished or undone, stock a crash kept is given back, send-money claims not checked within
 * WALLET_CLAIM_HOURS go back to unpaid, unpaid orders past their payment window expire,
 * cash-on-delivery orders not confirmed within COD_CONFIRM_HOURS are cancelled, and refunds a crash
 * interrupted are carried out. Every step is a conditional
 * update, so instances may run it at the same time. Failures are logged, never fatal: the next run
 * tries again.
 */
@Injectable()
export class OrderRecoveryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrderRecoveryService.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly stockService: StockService,
    private readonly placement: OrderPlacementService,
    private readonly lifecycle: OrderLifecycleService,
    private readonly refunds: OrderRefundsService,
    private readonly returns: OrderReturnsService,
    private readonly stock: OrderStockService,
    private readonly walletClaims: OrderWalletClaimsService,
    private readonly config: ConfigService<AppConfig, true>,
    private readonly advance: OrderAdvanceService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.runOnce();
    // ORDER_SWEEP_SECONDS: how often every instance looks for orders a crash left half done, and for expired ones.
    const intervalMs = this.config.get('ORDER_SWEEP_SECONDS', { infer: true }) * 1000;
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass of every sweep (never two at once in this instance). */
  runOnce(): Promise<void> {
    this.running ??= this.sweep().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sweep(): Promise<void> {
    const steps: [string, () => Promise<string | undefined>][] = [
      [
        'Order recovery',
        async () => {
          const report = await this.recoverStaleOrders();
          return report.finished + report.undone + report.restocked + report.cleaned > 0
            ? `${report.finished} finished, ${report.undone} undone, ${report.restocked} cancelled orders restocked, ${report.cleaned} stock records cleaned up`
            : undefined;
        },
      ],
      [
        // Before the expiry pass: a card order whose claim lapses gets a payment window, then expires.
        'Send-money claims',
        async () => {
          const expired = await this.expireWalletClaims();
          return expired > 0
            ? `${expired} not checked in time: unpaid again, with a payment window`
            : undefined;
        },
      ],
      [
        'Unpaid orders',
        async () => {
          const expired = await this.lifecycle.expireOverdue();
          return expired > 0
            ? `${expired} expired (not paid in time), stock given back`
            : undefined;
        },
      ],
      [
        'Unconfirmed cash-on-delivery orders',
        async () => {
          const cancelled = await this.cancelUnconfirmedCod();
          return cancelled > 0
            ? `${cancelled} cancelled (not confirmed by the shop in time), stock given back`
            : undefined;
        },
      ],
      [
        'Returns',
        async () => {
          const finished = await this.returns.finishInterrupted(
            new Date(Date.now() - PENDING_ORDER_TIMEOUT_MS),
          );
          return finished > 0 ? `${finished} received returns put back in stock` : undefined;
        },
      ],
      [
        'Refunds',
        async () => {
          const finished = await this.refunds.finishInterrupted(
            new Date(Date.now() - PENDING_ORDER_TIMEOUT_MS),
          );
          return finished > 0 ? `${finished} interrupted refunds carried out` : undefined;
        },
      ],
      [
        'Delivery charge refunds',
        async () => {
          const settled = await this.advance.retryOwed();
          return settled > 0 ? `${settled} advances of cancelled orders given back` : undefined;
        },
      ],
    ];
    for (const [name, step] of steps) {
      try {
        const said = await step();
        if (said) this.logger.warn(`${name}: ${said}`);
      } catch (error) {
        this.logger.error(
          `${name} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  /**
   * WALLET_CLAIM_HOURS: send-money claims nobody checked in time go back to unpaid (the machine's
   * `claim_expired`), with a payment window after which the expiry pass cancels the order.
   */
  expireWalletClaims(now = new Date()): Promise<number> {
    return this.walletClaims.expireOverdue(now);
  }

  /** COD_CONFIRM_HOURS: cash-on-delivery orders the shop did not confirm in time are cancelled. */
  cancelUnconfirmedCod(now = new Date()): Promise<number> {
    return this.lifecycle.cancelUnconfirmed(now);
  }

  /**
   * Finishes or undoes what a crash left half done (README.md "Crash recovery"), deciding from the
   * parts' records: pending orders older than `olderThanMs` become placed when every line's part holds
   * their units, and are undone otherwise; failed orders are finished undoing; cancelled orders with
   * lines not yet given back finish their give-back; holds and returns left behind are dropped (or
   * given back, for an order that no longer exists). Safe to run from several instances at once.
   */
  async recoverStaleOrders(
    olderThanMs = PENDING_ORDER_TIMEOUT_MS,
    now = new Date(),
  ): Promise<RecoveryReport> {
    const cutoff = new Date(now.getTime() - olderThanMs);
    const report: RecoveryReport = { finished: 0, undone: 0, restocked: 0, cleaned: 0 };
    const stale = await this.orders
      .find({ status: 'pending', createdAt: trusted({ $lt: cutoff }) })
      .lean<OrderRow[]>()
      .exec();
    for (const order of stale) {
      if (await this.finishPending(order, now)) report.finished += 1;
      else if (await this.placement.undoPending(order, 'undone by recovery')) report.undone += 1;
    }
    const failed = await this.orders
      .find({ status: 'failed', updatedAt: trusted({ $lt: cutoff }) })
      .lean<OrderRow[]>()
      .exec();
    for (const order of failed) {
      await this.placement.finishUndo(order);
      report.undone += 1;
    }
    const cancelled = await this.orders
      .find({
        status: 'cancelled',
        'lines.stockReturned': false,
        updatedAt: trusted({ $lt: cutoff }),
      })
      .lean<OrderRow[]>()
      .exec();
    for (const order of cancelled) {
      // Claimed by moving updatedAt (one conditional update): one instance per order and pass.
      const claim = await this.orders
        .updateOne(
          { _id: order._id, status: 'cancelled', updatedAt: order.updatedAt },
          { $set: { updatedAt: now } },
          { timestamps: false },
        )
        .exec();
      if (claim.modifiedCount !== 1) continue;
      await this.stock.giveBack(order);
      report.restocked += 1;
    }
    await this.sweepStockLedger(report);
    return report;
  }

  /** A stale pending order whose every line's part holds its units: placed (holds then dropped). */
  private async finishPending(order: OrderRow, now: Date): Promise<boolean> {
    const held = await this.stockService.variantsHolding(
      order._id,
      order.lines.map((line) => line.partId),
    );
    if (order.lines.length === 0 || !order.lines.every((line) => held.has(lineKey(line))))
      return false;
    const placed = await this.placement.markPlaced(
      order,
      { role: 'system' },
      'finished by recovery',
      now,
    );
    if (!placed) return false;
    await this.stock.releaseHolds(placed);
    return true;
  }

  /**
   * The records a crash left in the parts after the order moved on: a hold of an order that is
   * placed (or later) is dropped, the units stay taken; a hold of an order that no longer exists
   * (undone and deleted while a late take of its request landed) is given back; a return the order
   * (or its refund) has already noted is forgotten. Holds of pending or failed orders, and returns
   * not noted yet, are left to the passes above.
   */
  private async sweepStockLedger(report: RecoveryReport): Promise<void> {
    const ledger = await this.stockService.stockLedger();
    if (ledger.holds.length === 0 && ledger.returns.length === 0) return;
    const ids = [
      ...new Set([
        ...ledger.holds.map((hold) => hold.orderId.toHexString()),
        ...ledger.returns.map((entry) => entry.ledgerId.toHexString()),
      ]),
    ].map((id) => new Types.ObjectId(id));
    const rows = await this.orders
      .find(
        {
          $or: [
            { _id: trusted({ $in: ids }) },
            { 'payment.refunds._id': trusted({ $in: ids }) },
            { 'returns._id': trusted({ $in: ids }) },
          ],
        },
        { status: 1, lines: 1, 'payment.refunds': 1, returns: 1 },
      )
      .lean<Pick<OrderRow, '_id' | 'status' | 'lines' | 'payment' | 'returns'>[]>()
      .exec();
    const byId = new Map(rows.map((row) => [row._id.toHexString(), row]));
    const refundById = new Map(
      rows.flatMap((row) =>
        (row.payment?.refunds ?? []).map((refund) => [refund._id.toHexString(), refund]),
      ),
    );
    for (const hold of ledger.holds) {
      const order = byId.get(hold.orderId.toHexString());
      const ref = { partId: hold.partId.toHexString(), sku: hold.sku };
      if (!order) {
        if (await this.stockService.undoTake(ref, hold.orderId, hold.quantity)) report.undone += 1;
      } else if (VISIBLE.includes(order.status)) {
        await this.stockService.releaseHold(ref, hold.orderId);
        report.cleaned += 1;
      }
    }
    const returnById = new Map(
      rows.flatMap((row) => (row.returns ?? []).map((item) => [item._id.toHexString(), item])),
    );
    for (const entry of ledger.returns) {
      const ledgerId = entry.ledgerId.toHexString();
      const refund = refundById.get(ledgerId);
      if (refund && !refund.stockReturned) continue;
      // A received return whose units the order has not noted yet: finished by the returns pass.
      const returned = returnById.get(ledgerId);
      if (returned && !returned.stockReturned) continue;
      const order = byId.get(ledgerId);
      const ref = { partId: entry.partId.toHexString(), sku: entry.sku };
      const line = order?.lines.find((candidate) => lineKey(candidate) === lineKey(ref));
      if (!refund && order && line && !line.stockReturned) continue;
      await this.stockService.forgetReturn(ref, entry.ledgerId);
      report.cleaned += 1;
    }
  }
}
