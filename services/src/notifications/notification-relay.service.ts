import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Connection, Model, Types } from 'mongoose';
import { isNotificationLanguage, type OrderNotificationRecord } from './order-events';
import type { OrderMessage } from './order-message';
import { NOTIFICATION_SETTINGS, type NotificationSettings } from './notification-settings';
import { NotificationOutbox, type NotificationChannel } from './schemas/notification-outbox.schema';

/** The fields of an order a message needs (read from the `orders` collection). */
interface OrderForMessage {
  _id: Types.ObjectId;
  userId?: Types.ObjectId;
  name: string;
  email?: string;
  phone?: string;
  lines: Array<{ name: string; quantity: number; lineTotal: number }>;
  subtotal: number;
  deliveryFee: number;
  total: number;
  language?: string;
  notifications: OrderNotificationRecord[];
}

const DUPLICATE_KEY = 11000;

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

    const message = await this.messageFor(order, entry);
    const recipients: Array<[NotificationChannel, string | undefined]> = [
      ['mail', order.email],
      ['sms', order.phone],
    ];
    for (const [channel, to] of recipients) {
      if (!to) continue;
      try {
        await this.outbox.updateOne(
          { orderId: order._id, key: entry.key, channel },
          { $setOnInsert: { to, message, state: 'pending', attempts: 0, nextAttemptAt: now } },
          { upsert: true },
        );
      } catch (error) {
        // Another relay inserted it between our find and insert: it is stored once, as wanted.
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
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

  private async messageFor(order: OrderForMessage, entry: OrderNotificationRecord): Promise<OrderMessage> {
    let language = entry.language ?? (isNotificationLanguage(order.language) ? order.language : undefined);
    if (!language && order.userId) {
      const user = await this.connection
        .collection<{ language?: string }>('users')
        .findOne({ _id: order.userId }, { projection: { language: 1 } });
      if (isNotificationLanguage(user?.language)) language = user.language;
    }
    const message: OrderMessage = {
      orderId: String(order._id),
      event: entry.event,
      language: language ?? 'en',
      name: order.name,
      email: order.email ?? '',
      lines: order.lines.map(({ name, quantity, lineTotal }) => ({ name, quantity, lineTotal })),
      subtotal: order.subtotal,
      deliveryFee: order.deliveryFee,
      total: order.total,
    };
    if (order.phone) message.phone = order.phone;
    if (entry.reason) message.reason = entry.reason;
    if (entry.amount !== undefined) message.amount = entry.amount;
    return message;
  }
}
