import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Connection, Model, Types } from 'mongoose';
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

  /** Relays one pending entry; false when there is none to take. */
  async relayOne(now = new Date()): Promise<boolean> {
    const token = randomUUID();
    const order = await this.orders.findOneAndUpdate(
      {
        notifications: {
          $elemMatch: {
            state: 'pending',
            $or: [{ claimedUntil: null }, { claimedUntil: { $lte: now } }],
          },
        },
      },
      {
        $set: {
          'notifications.$.claimedUntil': new Date(now.getTime() + this.settings.leaseMs),
          'notifications.$.claimToken': token,
        },
      },
      { returnDocument: 'after' },
    );
    if (!order) return false;
    const entry = order.notifications.find((item) => item.claimToken === token);
    if (!entry) return true;

    const account = order.userId
      ? await this.connection
          .collection<AccountForMessage>('users')
          .findOne({ _id: order.userId }, { projection: { email: 1, emailConfirmedAt: 1, language: 1 } })
      : null;
    const message = this.messageFor(order, entry, account);
    const recipients: Array<[NotificationChannel, string | undefined]> = [
      ['mail', order.email],
      ['sms', order.phone],
    ];
    // Both channels together: one read of what is stored already, their limits counted side by
    // side, one write for both (each message was three round trips of its own).
    const stored = await this.outbox
      .find({ orderId: order._id, key: entry.key }, { channel: 1 })
      .lean<Array<{ channel: NotificationChannel }>>()
      .exec();
    // Relayed before (a crashed relay's entry taken over): stored and counted already.
    const due = recipients.filter(
      (recipient): recipient is [NotificationChannel, string] =>
        !!recipient[1] && !stored.some((row) => row.channel === recipient[0]),
    );
    const writes = await Promise.all(
      due.map(async ([channel, to]) => {
        const skippedReason = await this.reasonToSkip(channel, to, account);
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
    if (writes.length > 0) {
      try {
        await this.outbox.bulkWrite(writes, { ordered: false });
      } catch (error) {
        // Another relay inserted one between our find and insert: it is stored once, as wanted.
        if (!onlyDuplicateKeys(error)) throw error;
      }
    }
    await this.orders.updateOne(
      { _id: order._id, 'notifications.claimToken': token },
      {
        $set: { 'notifications.$.state': 'relayed', 'notifications.$.relayedAt': now },
        $unset: { 'notifications.$.claimedUntil': '', 'notifications.$.claimToken': '' },
      },
    );
    this.logger.debug(`Order ${String(order._id)}: "${entry.key}" queued for sending`);
    return true;
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
