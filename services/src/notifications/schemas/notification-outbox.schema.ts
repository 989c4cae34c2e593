import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import type { OrderMessage } from '../order-message';

export const NOTIFICATION_CHANNELS = ['mail', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** `skipped`: decided not to send (see `skippedReason`); kept, so nothing is silently lost. */
export const OUTBOX_STATES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * Why a message was not sent: the account has not confirmed the mail's address, or the phone number
 * / address had its MESSAGES_PER_PHONE_PER_HOUR / MESSAGES_PER_EMAIL_PER_HOUR already.
 */
export const SKIPPED_REASONS = ['email-unconfirmed', 'too-many-messages'] as const;
export type SkippedReason = (typeof SKIPPED_REASONS)[number];

/**
 * One message to send (`notification_outbox`): one per order, event key and channel — a unique
 * index, so relaying an order's entry twice (two processes, a retried relay) stores it once.
 */
@Schema({ collection: 'notification_outbox', timestamps: true })
export class NotificationOutbox {
  @Prop({ type: Types.ObjectId, required: true })
  orderId!: Types.ObjectId;

  /** The order entry's `key`: `event` or `event:seq`. */
  @Prop({ required: true })
  key!: string;

  @Prop({ type: String, required: true, enum: NOTIFICATION_CHANNELS })
  channel!: NotificationChannel;

  /** Email address or phone number. */
  @Prop({ required: true })
  to!: string;

  /** What the message says, copied from the order when relayed. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  message!: OrderMessage;

  @Prop({ type: String, required: true, enum: OUTBOX_STATES, default: 'pending' })
  state!: OutboxState;

  @Prop({ required: true, default: 0 })
  attempts!: number;

  /** Not before this time (the backoff after a failure). */
  @Prop({ required: true })
  nextAttemptAt!: Date;

  /** A sender holds it until then; after a crash another takes it over. */
  @Prop()
  claimedUntil?: Date;

  @Prop()
  claimToken?: string;

  @Prop()
  lastError?: string;

  @Prop({ type: String, enum: SKIPPED_REASONS })
  skippedReason?: SkippedReason;

  @Prop()
  sentAt?: Date;

  /** The provider's id: Message-ID, gateway reference or outbox file. */
  @Prop()
  providerId?: string;

  createdAt!: Date;
  updatedAt!: Date;
}

export type NotificationOutboxDocument = HydratedDocument<NotificationOutbox>;
export const NotificationOutboxSchema = SchemaFactory.createForClass(NotificationOutbox);

NotificationOutboxSchema.index({ orderId: 1, key: 1, channel: 1 }, { unique: true });
/** The sender's claim: due pending messages, oldest first. */
NotificationOutboxSchema.index({ state: 1, nextAttemptAt: 1 });
