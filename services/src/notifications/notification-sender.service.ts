import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted, type Types, type UpdateQuery } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { MAILER, type Mailer } from '../mail';
import { renderOrderMail } from './mail/render-order-mail';
import { backoffDelay, NOTIFICATION_SETTINGS, type NotificationSettings } from './notification-settings';
import { NotificationOutbox } from './schemas/notification-outbox.schema';

type OutboxRow = NotificationOutbox & { _id: Types.ObjectId };
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

  /**
   * Sends up to `max` due messages, the earliest due first (or those of `ids` that are due), and
   * answers how many it tried. Claimed together (which are due, the claim of those, the claimed
   * read back: three commands) and settled together (one write of every outcome), instead of a
   * claim and a mark per message — those commands were most of a message's CPU. A batch stops claiming time at half its lease:
   * what it has not sent by then is given back unsent, so no other process takes over a message
   * this one is still sending.
   */
  async sendBatch(now = new Date(), max = 50, ids?: readonly Types.ObjectId[]): Promise<number> {
    const due = {
      state: 'pending',
      nextAttemptAt: trusted({ $lte: now }),
      $or: [{ claimedUntil: null }, { claimedUntil: trusted({ $lte: now }) }],
    };
    // Messages named by the caller (just stored by the relay) are claimed by _id: no search of the
    // outbox, which on the embedded database reads every message ever sent. The claim's `due`
    // still decides, so one another process sent meanwhile is left alone.
    const candidates = ids
      ? ids.slice(0, max)
      : (
          await this.outbox
            .find(due, { _id: 1 })
            .sort({ nextAttemptAt: 1 })
            .limit(max)
            .lean<Array<{ _id: Types.ObjectId }>>()
            .exec()
        ).map((item) => item._id);
    if (candidates.length === 0) return 0;
    const token = randomUUID();
    const started = Date.now();
    await this.outbox.updateMany(
      { _id: trusted({ $in: [...candidates] }), ...due },
      {
        $set: { claimedUntil: new Date(now.getTime() + this.settings.leaseMs), claimToken: token },
        $inc: { attempts: 1 },
      },
    );
    // Read back by _id (a lookup, where the token alone would read the whole outbox on the
    // embedded database), the token saying which of them are ours.
    const claimed = await this.outbox
      .find({ _id: trusted({ $in: [...candidates] }), claimToken: token })
      .sort({ nextAttemptAt: 1 })
      .lean()
      .exec();
    const outcomes: Array<{ updateOne: { filter: object; update: UpdateQuery<NotificationOutbox> } }> = [];
    let tried = 0;
    for (const item of claimed) {
      const mine = { _id: item._id, claimToken: token };
      if (Date.now() - started > this.settings.leaseMs / 2) {
        // Not tried: back as it was, for the next round.
        outcomes.push({ updateOne: { filter: mine, update: { $unset: { claimedUntil: '', claimToken: '' }, $inc: { attempts: -1 } } } });
        continue;
      }
      tried += 1;
      outcomes.push({ updateOne: { filter: mine, update: await this.attempt(item, now) } });
    }
    if (outcomes.length > 0) await this.outbox.bulkWrite(outcomes, { ordered: false });
    return tried;
  }

  /** Renders and sends one claimed message; answers the update that records how it went. */
  private async attempt(item: OutboxRow, now: Date): Promise<UpdateQuery<NotificationOutbox>> {
    const id = String(item._id);
    try {
      let providerId: string;
      if (item.channel === 'mail') {
        const mail = await renderOrderMail(item.message, this.settings.ordersUrl[item.message.language] ?? this.settings.ordersUrl.en);
        const sent = await this.mailer.send({ to: item.to, ...mail, messageId: `<${id}@notifications.techparts>` });
        providerId = sent.messageId;
      } else {
        providerId = (await this.sms.send({ to: item.to, text: orderSms(item.message), reference: id })).id;
      }
      return {
        $set: { state: 'sent', sentAt: new Date(), providerId },
        $unset: { claimedUntil: '', claimToken: '', lastError: '' },
      };
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const what = `${item.channel} "${item.key}" of order ${String(item.orderId)} to ${item.to}`;
      if (item.attempts >= this.settings.maxAttempts) {
        this.logger.error(`Gave up on the ${what} after ${item.attempts} attempts: ${lastError}`);
        return { $set: { state: 'failed', lastError }, $unset: { claimedUntil: '', claimToken: '' } };
      }
      const delay = backoffDelay(item.attempts, this.settings);
      this.logger.warn(`Could not send the ${what} (attempt ${item.attempts}), retrying in ${Math.round(delay / 1000)} s: ${lastError}`);
      return {
        $set: { lastError, nextAttemptAt: new Date(now.getTime() + delay) },
        $unset: { claimedUntil: '', claimToken: '' },
      };
    }
  }
}
