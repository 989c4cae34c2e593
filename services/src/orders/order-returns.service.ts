import { HttpStatus, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { ErrorCode, type OrderStatus, type ReturnAction, type ReturnState } from '@shop/contracts';
import { nextReturnState, type ReturnEvent } from '@shop/rules';
import { type Model, Types } from 'mongoose';
import { AppError, OrderNotFoundError, toObjectId } from '../common';
import type { AppConfig } from '../config';
import { ImagesService } from '../images';
import { notificationEntry, type OrderNotificationEvent } from '../notifications';
import type { OrderRow } from './order-answer';
import { OrderQueriesService } from './order-queries.service';
import {
  actorFields,
  type ChangeBy,
  changeByOf,
  historyEntry,
  type OrderActorRef,
  trusted,
} from './order-records';
import { unitsInOpenReturns } from './order-refund-plan';
import { OrderRefundsService } from './order-refunds.service';
import { lineIndexOf, noSuchLine } from './order-lines';
import { OrderStockService, refOf } from './order-stock.service';
import { Order, type OrderReturnRecord } from './schemas/order.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const EVENT_OF: Record<ReturnAction, ReturnEvent> = {
  approve: 'approve_return',
  reject: 'reject_return',
  receive: 'receive_return',
  refund: 'refund_return',
};

const MESSAGE_OF: Record<Exclude<ReturnAction, 'refund'>, OrderNotificationEvent> = {
  approve: 'return_approved',
  reject: 'return_rejected',
  receive: 'return_received',
};

/** 409 RETURN_NOT_ALLOWED: the machine does not allow this return or move; the message says why. */
export class ReturnNotAllowedError extends AppError {
  constructor(message: string) {
    super(ErrorCode.RETURN_NOT_ALLOWED, message, HttpStatus.CONFLICT);
  }
}

function badRequest(message: string): AppError {
  return new AppError(ErrorCode.VALIDATION_FAILED, message, HttpStatus.BAD_REQUEST);
}

/**
 * Returns (README.md "Returns"): a customer asks to return units of a delivered order within
 * RETURN_DAYS; an admin approves or rejects it, receives the units (back in stock exactly once,
 * unless damaged) and refunds it through the refunds code. Every move asks the machine's
 * RETURN_TRANSITIONS and is ONE conditional update on the return's state as read, with its step,
 * the order's history entry and the customer's message.
 */
@Injectable()
export class OrderReturnsService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly queries: OrderQueriesService,
    private readonly stock: OrderStockService,
    private readonly refunds: OrderRefundsService,
    private readonly images: ImagesService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** The last moment a delivered order may be returned: its stored `returnableUntil`, else delivery + RETURN_DAYS. */
  returnableUntil(row: OrderRow): Date | undefined {
    if (row.status !== 'delivered') return undefined;
    if (row.returnableUntil) return new Date(row.returnableUntil);
    // The first entry in `delivered` is the delivery (payments and returns add later ones).
    const delivered = row.history.find((entry) => entry.status === 'delivered');
    const since = delivered ? new Date(delivered.at) : new Date(row.updatedAt);
    return new Date(since.getTime() + this.returnDays * DAY_MS);
  }

  get returnDays(): number {
    return this.config.get('RETURN_DAYS', { infer: true });
  }

  /** POST /orders/:id/returns (the order's customer). */
  async request(
    orderId: string,
    request: {
      lines: ReadonlyArray<{ partId: string; sku?: string | null; quantity: number }>;
      reason: string;
      photo?: string;
    },
    customer: OrderActorRef,
  ): Promise<OrderRow> {
    const row = await this.queries.findVisible(orderId);
    if (!row || row.userId.toHexString() !== customer.id.toLowerCase()) throw new OrderNotFoundError();
    const now = new Date();
    const until = this.returnableUntil(row);
    const withinReturnWindow = until !== undefined && now.getTime() <= until.getTime();
    if (!nextReturnState({ status: row.status as OrderStatus, withinReturnWindow }, 'none', 'request_return', 'customer')) {
      throw new ReturnNotAllowedError(
        row.status !== 'delivered'
          ? 'Only a delivered order can be returned'
          : `Returns are accepted within ${this.returnDays} days of delivery`,
      );
    }
    const named = new Set<number>();
    const lines = request.lines.map((wanted) => {
      const index = lineIndexOf(row.lines, wanted);
      if (typeof index !== 'number' || index < 0)
        throw new ReturnNotAllowedError(noSuchLine(index, wanted));
      // Once by its SKU and once as the product's only line: the same line twice.
      if (named.has(index)) throw new ReturnNotAllowedError('Each line may appear only once in a return');
      named.add(index);
      const left = returnableUnits(row, index);
      if (wanted.quantity > left) {
        throw new ReturnNotAllowedError(
          left === 0
            ? `${row.lines[index].name} is already returned or refunded`
            : `Only ${left} of ${row.lines[index].name} can still be returned`,
        );
      }
      return { partId: row.lines[index].partId, sku: row.lines[index].sku, quantity: wanted.quantity };
    });
    if (request.photo !== undefined && !(await this.images.isStoredImage(request.photo))) {
      throw badRequest('photo must be a photo uploaded to the shop');
    }
    // A URL seen elsewhere (another customer's review or return) is not this customer's photo.
    if (request.photo !== undefined && !(await this.images.isOwnImage(request.photo, customer.id))) {
      throw badRequest('photo must be a photo you uploaded yourself');
    }
    const by = changeByOf(customer);
    const id = new Types.ObjectId();
    const record: OrderReturnRecord = {
      _id: id,
      state: 'requested',
      lines,
      reason: request.reason,
      ...(request.photo ? { photo: request.photo } : {}),
      stockReturned: false,
      byUserId: row.userId,
      requestedAt: now,
      steps: [stepOf('requested', by, now)],
    };
    const updated = await this.orders
      .findOneAndUpdate(
        {
          _id: row._id,
          status: 'delivered',
          // One request at a time: concurrent requests of the same units cannot both pass the check above.
          returnsVersion: row.returnsVersion ?? trusted({ $exists: false }),
        },
        {
          $inc: { returnsVersion: 1 },
          $push: {
            returns: record,
            history: historyEntry('delivered', by, `return requested: ${request.reason}`.slice(0, 200), now),
            notifications: notificationEntry('return_requested', { reason: request.reason, seq: id.toHexString() }, now),
          },
        },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    if (!updated) throw new ReturnNotAllowedError('This order was changed meanwhile; reload it and try again');
    return updated;
  }

  /** PATCH /orders/:id/returns/:returnId (admin): approve, reject (with a note), receive, refund. */
  async move(
    orderId: string,
    returnId: string,
    change: { action: ReturnAction; note?: string; damaged?: boolean },
    admin: OrderActorRef,
  ): Promise<OrderRow> {
    const row = await this.queries.findVisible(orderId);
    if (!row) throw new OrderNotFoundError();
    const id = toObjectId(returnId);
    const index = id ? (row.returns ?? []).findIndex((candidate) => candidate._id.equals(id)) : -1;
    if (index < 0) throw new AppError(ErrorCode.NOT_FOUND, 'Return not found', HttpStatus.NOT_FOUND);
    if (change.action === 'reject' && !change.note) throw badRequest('note is required to reject a return');
    if (change.damaged !== undefined && change.action !== 'receive')
      throw badRequest('damaged is only given when receiving a return');
    const current = row.returns![index];
    const next = nextReturnState(
      { status: row.status as OrderStatus, withinReturnWindow: true },
      current.state,
      EVENT_OF[change.action],
      'admin',
    );
    if (!next) throw new ReturnNotAllowedError(`This return is ${current.state} and cannot be ${PAST[change.action]}`);
    if (change.action === 'refund') {
      return this.refunds.refund(
        orderId,
        {
          lines: current.lines.map((line) => ({
            partId: line.partId.toHexString(),
            sku: line.sku,
            quantity: line.quantity,
          })),
          reason: `return: ${current.reason}`.slice(0, 300),
        },
        admin,
        { row, index },
      );
    }
    const by = changeByOf(admin);
    const now = new Date();
    const at = `returns.${index}`;
    const damaged = change.action === 'receive' && change.damaged === true;
    const updated = await this.orders
      .findOneAndUpdate(
        { _id: row._id, status: 'delivered', [`${at}._id`]: current._id, [`${at}.state`]: current.state },
        {
          $set: {
            [`${at}.state`]: next,
            ...(change.note ? { [`${at}.note`]: change.note } : {}),
            ...(change.action === 'receive'
              ? { [`${at}.receivedAt`]: now, [`${at}.damaged`]: damaged, [`${at}.stockReturned`]: damaged }
              : { [`${at}.decidedAt`]: now }),
          },
          $push: {
            [`${at}.steps`]: stepOf(next as Exclude<ReturnState, 'none'>, by, now, change.note),
            history: historyEntry(
              'delivered',
              by,
              `return ${next}${damaged ? ' (damaged)' : ''}${change.note ? `: ${change.note}` : ''}`.slice(0, 200),
              now,
            ),
            notifications: notificationEntry(
              MESSAGE_OF[change.action],
              { ...(change.note ? { reason: change.note } : {}), seq: current._id.toHexString() },
              now,
            ),
          },
        },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    if (!updated) throw new ReturnNotAllowedError('This return was changed meanwhile; reload it and try again');
    if (change.action === 'receive' && !damaged) await this.putBack(updated, index);
    return this.reread(updated);
  }

  /**
   * A received return's units back in stock exactly once: the part records the return's id with the
   * units (a no-op when already recorded), the order notes the return `stockReturned`, the parts
   * forget the records — the cancel's three steps.
   */
  private async putBack(row: OrderRow, index: number): Promise<void> {
    const item = row.returns?.[index];
    if (!item || item.stockReturned) return;
    for (const line of item.lines) await this.stock.returnUnits(row._id, refOf(line), item._id, line.quantity);
    await this.orders
      .updateOne({ _id: row._id, [`returns.${index}._id`]: item._id }, { $set: { [`returns.${index}.stockReturned`]: true } })
      .exec();
    for (const line of item.lines) await this.stock.forgetReturn(refOf(line), item._id);
  }

  /** Recovery: received returns (not damaged) whose units are not back yet, untouched since `cutoff`. */
  async finishInterrupted(cutoff: Date): Promise<number> {
    const rows = await this.orders
      .find({
        updatedAt: trusted({ $lt: cutoff }),
        returns: trusted({ $elemMatch: { state: { $in: ['received', 'refunded'] }, stockReturned: false } }),
      })
      .limit(200)
      .lean<OrderRow[]>()
      .exec();
    let finished = 0;
    for (const row of rows) {
      for (const [index, item] of (row.returns ?? []).entries()) {
        if ((item.state === 'received' || item.state === 'refunded') && !item.stockReturned) {
          await this.putBack(row, index);
          finished += 1;
        }
      }
    }
    return finished;
  }

  private async reread(row: OrderRow): Promise<OrderRow> {
    return (await this.orders.findById(row._id).lean<OrderRow>().exec()) ?? row;
  }
}

const PAST: Record<ReturnAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  receive: 'received',
  refund: 'refunded',
};

/** Units of a line that may still be returned: delivered − refunded − in returns still open. */
export function returnableUnits(row: OrderRow, index: number): number {
  const line = row.lines[index];
  return Math.max(0, line.quantity - (line.refundedQuantity ?? 0) - unitsInOpenReturns(row, index));
}

function stepOf(
  state: Exclude<ReturnState, 'none'>,
  by: ChangeBy,
  at: Date,
  note?: string,
): OrderReturnRecord['steps'][number] {
  return { state, at, ...actorFields(by), ...(note ? { note } : {}) };
}
