import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const SANDBOX_INTENT_STATUSES = ['requires_payment_method', 'succeeded', 'canceled'] as const;
export type SandboxIntentStatus = (typeof SANDBOX_INTENT_STATUSES)[number];

/**
 * A payment intent of the test-mode sandbox processor (the offline stand-in for Stripe). One per
 * order and amount: `idempotencyKey` is unique, as Stripe's Idempotency-Key makes its creates.
 */
@Schema({ collection: 'sandbox_payment_intents', timestamps: true, versionKey: false })
export class SandboxIntent {
  /** `pi_sandbox_<random>` */
  @Prop({ type: String, required: true })
  _id!: string;

  /** `<id>_secret_<random>`: what the browser holds to confirm this intent. */
  @Prop({ required: true })
  clientSecret!: string;

  /** US cents. */
  @Prop({ required: true, min: 0 })
  amount!: number;

  @Prop({ required: true })
  currency!: string;

  @Prop({ required: true, index: true })
  orderId!: string;

  @Prop({
    type: String,
    required: true,
    enum: SANDBOX_INTENT_STATUSES,
    default: 'requires_payment_method',
  })
  status!: SandboxIntentStatus;

  @Prop({ required: true, unique: true })
  idempotencyKey!: string;

  /** The last refusal (provider-style code and message), as Stripe's `last_payment_error`. */
  @Prop({ type: Object })
  lastError?: { code: string; message: string };

  /** Cents refunded so far: never more than `amount`. */
  @Prop({ min: 0, default: 0 })
  amountRefunded?: number;

  /** The sandbox's refunds of this payment (test mode: no real money moves), one per idempotency key. */
  @Prop({
    type: [
      {
        _id: false,
        id: { type: String, required: true },
        amount: { type: Number, required: true },
        idempotencyKey: { type: String, required: true },
        createdAt: { type: Date, required: true },
      },
    ],
    default: [],
  })
  refunds?: SandboxRefund[];
}

/** A refund of the sandbox processor: `re_sandbox_<random>`. */
export interface SandboxRefund {
  id: string;
  /** US cents. */
  amount: number;
  idempotencyKey: string;
  createdAt: Date;
}

export const SandboxIntentSchema = SchemaFactory.createForClass(SandboxIntent);
