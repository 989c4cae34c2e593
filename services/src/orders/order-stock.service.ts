import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { StockService, type VariantRef } from '../stock';
import type { OrderRow } from './order-answer';
import { Order } from './schemas/order.schema';

/** At most this many placed orders' holds are released by one update. */
const RELEASE_BATCH = 100;

/**
 * An order's stock movements after it was written: undoing the takes of an order that is not
 * placed, dropping the holds of a placed one, and giving a cancelled order's (or refunded lines')
 * units back exactly once, each line to its own variant. Every step is one of StockService's
 * at-most-once updates; the design is in README.md.
 */
@Injectable()
export class OrderStockService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Orders');
  /** Placed orders whose holds wait for the release running now (releaseHoldsLater). */
  private queued: Pick<OrderRow, '_id' | 'lines'>[] = [];
  private releasing: Promise<void> | undefined;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly stockService: StockService,
  ) {}

  /**
   * Gives back every unit the lines' parts hold for this (unplaced) order. Each part's give-back is one
   * update conditional on the hold, which it removes: concurrent undoers never give a line twice, and
   * a line whose units were never taken gives nothing. Answers how many lines were given back.
   */
  async undoHolds(order: Pick<OrderRow, '_id' | 'lines'>): Promise<number> {
    let given = 0;
    for (const line of order.lines) {
      if (await this.stockService.undoTake(refOf(line), order._id, line.quantity)) given += 1;
    }
    return given;
  }

  /**
   * Clean-up once the order is placed: its units stay taken, the parts forget the holds (one update
   * for all the lines).
   */
  async releaseHolds(order: Pick<OrderRow, '_id' | 'lines'>): Promise<void> {
    await this.releaseHoldsOf([order]);
  }

  /**
   * releaseHolds() off the request's path: the placing request answers without waiting for this
   * clean-up (a hold of a placed order only keeps a record; recovery drops any left behind). One
   * release runs at a time; the orders placed meanwhile are released together by the next one, in
   * one update (under load, one command for many bookings instead of one each; alone, at once).
   * settled() waits until every one queued so far is done (tests, shutdown).
   */
  releaseHoldsLater(order: Pick<OrderRow, '_id' | 'lines'>): void {
    this.queued.push(order);
    this.releasing ??= this.releaseQueued();
  }

  /** Resolves once every clean-up queued by releaseHoldsLater() so far is done. */
  async settled(): Promise<void> {
    await this.releasing;
  }

  private async releaseQueued(): Promise<void> {
    while (this.queued.length > 0) {
      await this.releaseHoldsOf(this.queued.splice(0, RELEASE_BATCH));
    }
    this.releasing = undefined;
  }

  private async releaseHoldsOf(orders: readonly Pick<OrderRow, '_id' | 'lines'>[]): Promise<void> {
    try {
      await this.stockService.releaseHolds(
        orders.map((order) => order._id),
        [
          ...new Set(
            orders.flatMap((order) => order.lines.map((line) => line.partId.toHexString())),
          ),
        ].map((id) => new Types.ObjectId(id)),
      );
    } catch (error) {
      // The orders are placed and answered; recovery drops leftover holds of placed orders.
      this.logger.warn(
        `Orders ${orders.map((order) => String(order._id)).join(', ')}: holds not released yet (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }

  /** Shutting down: the clean-ups still running finish while the database connection is open. */
  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  /**
   * Gives a cancelled order's units back, line by line, each exactly once: the part `$inc`s and
   * records the order in `returns` in one conditional update (a no-op when already recorded), then
   * the order notes the line `stockReturned`, then the part forgets the record. A crash anywhere
   * leaves the line either unnoted with the part's record (redone as a no-op) or noted. Lines a
   * refund already gave back (`refundedQuantity`) give back only the rest.
   */
  async giveBack(order: OrderRow): Promise<void> {
    for (const [index, line] of order.lines.entries()) {
      if (line.stockReturned) continue;
      const units = line.quantity - (line.refundedQuantity ?? 0);
      const ref = refOf(line);
      if (units > 0) await this.returnUnits(order._id, ref, order._id, units);
      const path = `lines.${index}.stockReturned`;
      await this.orders
        .updateOne(
          { _id: order._id, status: 'cancelled', [path]: false },
          { $set: { [path]: true } },
        )
        .exec();
      await this.stockService.forgetReturn(ref, order._id);
    }
  }

  /**
   * One step 1 of a give-back: `units` of a line's variant back in stock, recorded in the part under
   * `ledgerId` (the order's id, or a refund's) so that a second call is a no-op until the record is
   * forgotten.
   */
  async returnUnits(
    orderId: Types.ObjectId,
    ref: VariantRef,
    ledgerId: Types.ObjectId,
    units: number,
  ): Promise<void> {
    const outcome = await this.stockService.returnStock(ref, ledgerId, units);
    if (outcome === 'gone') {
      this.logger.warn(
        `Order ${String(orderId)}: variant ${ref.sku} of part ${ref.partId} no longer exists; ${units} units not restocked`,
      );
    }
  }

  forgetReturn(ref: VariantRef, ledgerId: Types.ObjectId): Promise<void> {
    return this.stockService.forgetReturn(ref, ledgerId);
  }
}

/** The variant a line (of an order, a refund, a return) names. */
export function refOf(line: { partId: Types.ObjectId; sku: string }): VariantRef {
  return { partId: line.partId.toHexString(), sku: line.sku };
}
