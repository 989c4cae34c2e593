import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { MAILER, type Mailer } from '../mail';
import { renderOrderMail } from './mail/render-order-mail';
import { backoffDelay, NOTIFICATION_SETTINGS, type NotificationSettings } from './notification-settings';
import { NotificationOutbox } from './schemas/notification-outbox.schema';
import { orderSms } from './sms/order-sms';
import { SMS_PROVIDER, type SmsProvider } from './sms/sms-provider';

/**
 * Sends what the relay put in `notification_outbox`: claims one due message with one atomic update
 * (a lease, so a crashed process's claim expires and another takes it over), sends it, marks it
 * `sent`. A failure is retried with exponential backoff; after `maxAttempts` it is `failed` with the
 * last error, logged. The Message-ID / gateway reference is the outbox id, the same on every retry.
 */
@Injectable()
export class NotificationSender {
  private readonly logger = new Logger('Notifications');

  constructor(
    @InjectModel(NotificationOutbox.name) private readonly outbox: Model<NotificationOutbox>,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    @Inject(NOTIFICATION_SETTINGS) private readonly settings: NotificationSettings,
  ) {}

  /** Sends one due message; false when none is due. */
  async sendOne(now = new Date()): Promise<boolean> {
    const token = randomUUID();
    const item = await this.outbox
      .findOneAndUpdate(
        {
          state: 'pending',
          nextAttemptAt: trusted({ $lte: now }),
          $or: [{ claimedUntil: null }, { claimedUntil: trusted({ $lte: now }) }],
        },
        {
          $set: { claimedUntil: new Date(now.getTime() + this.settings.leaseMs), claimToken: token },
          $inc: { attempts: 1 },
        },
        { new: true, sort: { nextAttemptAt: 1 } },
      )
      .lean();
    if (!item) return false;
    const id = String(item._id);
    const mine = { _id: item._id, claimToken: token };
    try {
      let providerId: string;
      if (item.channel === 'mail') {
        const mail = await renderOrderMail(item.message, this.settings.ordersUrl[item.message.language] ?? this.settings.ordersUrl.en);
        const sent = await this.mailer.send({ to: item.to, ...mail, messageId: `<${id}@notifications.techparts>` });
        providerId = sent.messageId;
      } else {
        providerId = (await this.sms.send({ to: item.to, text: orderSms(item.message), reference: id })).id;
      }
      await this.outbox.updateOne(mine, {
        $set: { state: 'sent', sentAt: new Date(), providerId },
        $unset: { claimedUntil: '', claimToken: '', lastError: '' },
      });
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const what = `${item.channel} "${item.key}" of order ${String(item.orderId)} to ${item.to}`;
      if (item.attempts >= this.settings.maxAttempts) {
        await this.outbox.updateOne(mine, { $set: { state: 'failed', lastError }, $unset: { claimedUntil: '', claimToken: '' } });
        this.logger.error(`Gave up on the ${what} after ${item.attempts} attempts: ${lastError}`);
      } else {
        const delay = backoffDelay(item.attempts, this.settings);
        await this.outbox.updateOne(mine, {
          $set: { lastError, nextAttemptAt: new Date(now.getTime() + delay) },
          $unset: { claimedUntil: '', claimToken: '' },
        });
        this.logger.warn(`Could not send the ${what} (attempt ${item.attempts}), retrying in ${Math.round(delay / 1000)} s: ${lastError}`);
      }
    }
    return true;
  }
}
