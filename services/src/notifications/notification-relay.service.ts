import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import { type Connection, type Model, trusted, type Types } from 'mongoose';
import { nameWithVariant } from '@shop/rules';
import { HourlyLimits } from '../rate-limits';
import { isNotificationLanguage, type OrderNotificationRecord } from './order-events';
import type { OrderMessage } from './order-message';
import { type OrderForRefundLines, refundedLinesOf } from './refunded-lines';
import { NOTIFICATION_SETTINGS, type NotificationSettings } from './notification-settings';
import { NotificationOutbox, type NotificationChannel, type SkippedReason } from './schemas/notification-outbox.schema';

/** The fields of an order a message needs (read from the `orders` collection). */
interface OrderForMessage {
  _id: Types.ObjectId;
  userId?: Types.ObjectId;
  name: string;
  email?: string;
  phone?: string;
  lines: Array<{
    partId?: unknown;
    sku?: string;
    name: string;
    variantName?: { en: string; bn: string };
    quantity: number;
    lineTotal: number;
    unitPrice?: number;
  }>;
  subtotal: number;
  deliveryFee: number;
  total: number;
  language?: string;
  notifications: OrderNotificationRecord[];
  payment?: OrderForRefundLines['payment'];
}

/** What a message needs of the order's account. */
interface AccountForMessage {
  email?: string;
  emailConfirmedAt?: Date | null;
  language?: string;
}

/** What the relay reads of a claimed order: the fields a message is made of. */
const MESSAGE_FIELDS = {
  userId: 1,
  name: 1,
  email: 1,
  phone: 1,
  lines: 1,
  subtotal: 1,
  deliveryFee: 1,
  total: 1,
  language: 1,
  notifications: 1,
  payment: 1,
} as const;

const DUPLICATE_KEY = 11000;

/** A bulk write that failed only where another relay had inserted the same message first. */
function onlyDuplicateKeys(error: unknown): boolean {
  const { code, writeErrors } = error as { code?: number; writeErrors?: Array<{ code?: number }> };
  if (Array.isArray(writeErrors) && writeErrors.length > 0) return writeErrors.every((write) => write.code === DUPLICATE_KEY);
  return code === DUPLICATE_KEY;
}

/**
 * Moves the entries the orders module `$push`ed into an order's `notifications` (in the same update
 * as the change) into `notification_outbox`, one document per channel. Safe with several API
 * processes: an entry is claimed with one atomic update (a lease, `claimedUntil`, so the claim of a
 * crashed process expires), the outbox insert is an idempotent upsert on a unique key, and only the
 * claim's holder marks the entry `relayed`.
 *
 * This reads and writes only the `notifications` array of the `orders` collection, whose shape this
 * module defines (order-events.ts), through the raw collection: the orders module's service keeps
 * its model, and needs no call back into it.
 */
@Injectable()
export class NotificationRelay {
  private readonly logger = new Logger('Notifications');

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(NotificationOutbox.name) private readonly outbox: Model<NotificationOutbox>,
    @Inject(NOTIFICATION_SETTINGS) private readonly settings: NotificationSettings,
    private readonly limits: HourlyLimits,
  ) {}

  private get orders() {
    return this.connection.collection<OrderForMessage>('orders');
  }

  /**
   * Relays up to `max` pending entries (one per order; an order's next entry goes in the next
   * batch) and answers how many. The commands are per batch, not per entry — three to claim
   * (which orders have one, the claim of those, the claimed orders read), one read of their
   * accounts, one of what the outbox holds for entries taken over from another relay (none, as a
   * rule), one write of every message and one mark of every entry relayed — but for the hourly
   * limits, counted per message. Each command was one per entry, and on a sale's backlog they were
   * most of a message's CPU. The ids of the messages it stores go into `made`, when given, so that
   * they can be sent without searching the outbox.
   */
  async relayBatch(now = new Date(), max = 50, made?: Types.ObjectId[]): Promise<number> {
    const claimable = {
      $elemMatch: {
        state: 'pending',
        $or: [{ claimedUntil: null }, { claimedUntil: { $lte: now } }],
      },
    };
    const candidates = await this.orders
      .find({ notifications: claimable }, { projection: { _id: 1, notifications: 1 }, limit: max })
      .toArray();
    if (candidates.length === 0) return 0;
    const token = randomUUID();
    // One entry per order (the first claimable): the same claim as one order at a time, only for
    // several at once. Another process may have taken some of them since the read: they are not
    // ours, and the read back below finds only ours.
    await this.orders.updateMany(
      { _id: { $in: candidates.map((order) => order._id) }, notifications: claimable },
      {
        $set: {
          'notifications.$.claimedUntil': new Date(now.getTime() + this.settings.leaseMs),
          'notifications.$.claimToken': token,
        },
      },
    );
    // Read back by _id (a lookup, where the token alone would read every order on the embedded
    // database), the token saying which of them are ours.
    const claimed = await this.orders
      .find(
        { _id: { $in: candidates.map((order) => order._id) }, 'notifications.claimToken': token },
        { projection: MESSAGE_FIELDS },
      )
      .toArray();
    const batch = claimed.flatMap((order) => {
      const entry = order.notifications.find((item) => item.claimToken === token);
      return entry ? [{ order, entry }] : [];
    });
    if (batch.length === 0) return 0;

    const userIds = [...new Set(batch.flatMap(({ order }) => (order.userId ? [String(order.userId)] : [])))];
    const accounts = new Map<string, AccountForMessage>();
    if (userIds.length > 0) {
      const rows = await this.connection
        .collection<AccountForMessage & { _id: Types.ObjectId }>('users')
        .find(
          { _id: { $in: batch.flatMap(({ order }) => (order.userId ? [order.userId] : [])) } },
          { projection: { email: 1, emailConfirmedAt: 1, language: 1 } },
        )
        .toArray();
      for (const row of rows) accounts.set(String(row._id), row);
    }
    // What the outbox holds already for these entries (relayed before: a crashed relay's entry
    // taken over) is stored and counted already: one read for the batch, of the entries another
    // relay had claimed before this one (an entry never claimed has put nothing in the outbox).
    // The outbox's upsert never stores a message twice anyway; this read keeps the hourly limits
    // from counting one twice.
    const claimedBefore = new Set(
      candidates.flatMap((order) =>
        order.notifications.filter((item) => item.claimedUntil).map((item) => String(item._id)),
      ),
    );
    const retaken = batch.filter(({ entry }) => claimedBefore.has(String(entry._id)));
    const stored =
      retaken.length === 0
        ? []
        : await this.outbox
            .find(
              { orderId: trusted({ $in: retaken.map(({ order }) => order._id) }) },
              { orderId: 1, key: 1, channel: 1 },
            )
            .lean<Array<{ orderId: Types.ObjectId; key: string; channel: NotificationChannel }>>()
            .exec();
    const storedKeys = new Set(stored.map((row) => `${String(row.orderId)} ${row.key} ${row.channel}`));

    // Messages to one phone or address are counted in the batch's order, one after the other
    // (the one over the limit is the later one, as when entries were relayed one by one); the
    // others side by side.
    const counted = new Map<string, Promise<unknown>>();
    const inTurn = <T>(key: string, take: () => Promise<T>): Promise<T> => {
      const next = (counted.get(key) ?? Promise.resolve()).then(take, take);
      counted.set(key, next);
      return next;
    };
    const writes = (
      await Promise.all(
        batch.map(({ order, entry }) => {
          const account = order.userId ? (accounts.get(String(order.userId)) ?? null) : null;
          return this.messagesOf(order, entry, account, storedKeys, now, inTurn);
        }),
      )
    ).flat();
    if (writes.length > 0) {
      try {
        const written = await this.outbox.bulkWrite(writes, { ordered: false });
        // The messages stored now, for the caller to send by _id (they are due at once).
        made?.push(...(Object.values(written.upsertedIds) as Types.ObjectId[]));
      } catch (error) {
        // Another relay inserted one between our find and insert: it is stored once, as wanted.
        if (!onlyDuplicateKeys(error)) throw error;
      }
    }
    await this.orders.bulkWrite(
      batch.map(({ order }) => ({
        updateOne: {
          filter: { _id: order._id, 'notifications.claimToken': token },
          update: {
            $set: { 'notifications.$.state': 'relayed', 'notifications.$.relayedAt': now },
            $unset: { 'notifications.$.claimedUntil': '', 'notifications.$.claimToken': '' },
          },
        },
      })),
      { ordered: false },
    );
    for (const { order, entry } of batch) this.logger.debug(`Order ${String(order._id)}: "${entry.key}" queued for sending`);
    return batch.length;
  }

  /** The outbox writes of one entry: its mail and its SMS, unless stored already or unaddressed. */
  private async messagesOf(
    order: OrderForMessage,
    entry: OrderNotificationRecord,
    account: AccountForMessage | null,
    storedKeys: ReadonlySet<string>,
    now: Date,
    inTurn: <T>(key: string, take: () => Promise<T>) => Promise<T>,
  ) {
    const message = this.messageFor(order, entry, account);
    const recipients: Array<[NotificationChannel, string | undefined]> = [
      ['mail', order.email],
      ['sms', order.phone],
    ];
    const due = recipients.filter(
      (recipient): recipient is [NotificationChannel, string] =>
        !!recipient[1] && !storedKeys.has(`${String(order._id)} ${entry.key} ${recipient[0]}`),
    );
    // Both channels' hourly limits counted side by side.
    return Promise.all(
      due.map(async ([channel, to]) => {
        const skippedReason = await inTurn(`${channel} ${to.trim().toLowerCase()}`, () => this.reasonToSkip(channel, to, account));
        const state = skippedReason ? { state: 'skipped' as const, skippedReason } : { state: 'pending' as const };
        if (skippedReason) this.logger.log(`Order ${String(order._id)}: ${channel} "${entry.key}" to ${to} skipped (${skippedReason})`);
        return {
          updateOne: {
            filter: { orderId: order._id, key: entry.key, channel },
            update: { $setOnInsert: { to, message, ...state, attempts: 0, nextAttemptAt: now } },
            upsert: true,
          },
        } as const;
      }),
    );
  }

  /**
   * Why a message must not go out, or undefined to send it:
   * - a mail only to the address the order's account has confirmed (`emailConfirmedAt`, the
   *   address unchanged since): otherwise anybody could sign up with somebody else's address and
   *   have the shop mail them;
   * - at most MESSAGES_PER_PHONE_PER_HOUR SMS per number and MESSAGES_PER_EMAIL_PER_HOUR mails per
   *   address (counted in MongoDB, across API processes), so placing and cancelling orders cannot
   *   flood a phone or a mailbox.
   */
  private async reasonToSkip(
    channel: NotificationChannel,
    to: string,
    account: AccountForMessage | null,
  ): Promise<SkippedReason | undefined> {
    const address = to.trim().toLowerCase();
    if (channel === 'mail' && !(account?.emailConfirmedAt && account.email === address)) return 'email-unconfirmed';
    const decision =
      channel === 'mail'
        ? await this.limits.take('mail', address, this.settings.messagesPerEmailPerHour)
        : await this.limits.take('sms', address, this.settings.messagesPerPhonePerHour);
    return decision.allowed ? undefined : 'too-many-messages';
  }

  private messageFor(order: OrderForMessage, entry: OrderNotificationRecord, account: AccountForMessage | null): OrderMessage {
    let language = entry.language ?? (isNotificationLanguage(order.language) ? order.language : undefined);
    if (!language && isNotificationLanguage(account?.language)) language = account.language;
    const lang = language ?? 'en';
    // Each line names its variant ("Galaxy A15 — Blue, 8/256 GB") in the message's language.
    const named = order.lines.map((line) => ({
      ...line,
      name: nameWithVariant(line.name, line.variantName?.[lang]),
    }));
    const message: OrderMessage = {
      orderId: String(order._id),
      event: entry.event,
      language: lang,
      name: order.name,
      email: order.email ?? '',
      lines: named.map(({ name, quantity, lineTotal }) => ({ name, quantity, lineTotal })),
      subtotal: order.subtotal,
      deliveryFee: order.deliveryFee,
      total: order.total,
    };
    if (order.phone) message.phone = order.phone;
    if (entry.reason) message.reason = entry.reason;
    if (entry.amount !== undefined) message.amount = entry.amount;
    const refund = refundedLinesOf({ ...order, lines: named }, entry);
    if (refund) message.refund = refund;
    return message;
  }
}
