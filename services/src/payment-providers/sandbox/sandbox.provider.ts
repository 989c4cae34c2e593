import { randomBytes, timingSafeEqual } from 'node:crypto';
import mongoose, { type Model } from 'mongoose';
import { ProviderRouteInactiveError } from '../payment-errors';
import type { SandboxIntent, SandboxRefund } from './sandbox-intent.schema';
import type {
  NewIntent,
  NewRefund,
  PaymentProvider,
  ProviderEvent,
  ProviderIntent,
  ProviderRefund,
} from '../payment-provider';
import type { CardRefusal } from './sandbox-cards';

export const SANDBOX_INTENT_PREFIX = 'pi_sandbox_';
export const SANDBOX_REFUND_PREFIX = 're_sandbox_';
const SECRET_SEPARATOR = '_secret_';
const DUPLICATE_KEY = 11000;

/**
 * The test-mode processor inside the API, for machines without Stripe keys (or internet): it keeps
 * its intents in its own collection and charges no real card. Cards are checked by the payments
 * service with `refusalOf` (sandbox-cards.ts); this class is the processor's ledger.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly testMode = true;
  readonly publishableKey = undefined;

  constructor(private readonly intents: Model<SandboxIntent>) {}

  async createIntent(input: NewIntent): Promise<ProviderIntent> {
    const id = `${SANDBOX_INTENT_PREFIX}${randomBytes(12).toString('hex')}`;
    const fresh = {
      _id: id,
      clientSecret: `${id}${SECRET_SEPARATOR}${randomBytes(16).toString('hex')}`,
      amount: input.amountCents,
      currency: input.currency,
      orderId: input.orderId,
      status: 'requires_payment_method' as const,
    };
    try {
      // One intent per idempotency key, as Stripe's Idempotency-Key: a retry answers the first one.
      const intent = await this.intents
        .findOneAndUpdate(
          { idempotencyKey: input.idempotencyKey },
          { $setOnInsert: fresh },
          { upsert: true, new: true },
        )
        .lean()
        .exec();
      return toProviderIntent(intent!);
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      const existing = await this.intents
        .findOne({ idempotencyKey: input.idempotencyKey })
        .lean()
        .exec();
      return toProviderIntent(existing!);
    }
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent | undefined> {
    const intent = await this.intents.findById(intentId).lean().exec();
    return intent ? toProviderIntent(intent) : undefined;
  }

  /** The intent a client secret belongs to (compared in constant time), or undefined. */
  async findByClientSecret(clientSecret: string): Promise<ProviderIntent | undefined> {
    const separator = clientSecret.indexOf(SECRET_SEPARATOR);
    if (!clientSecret.startsWith(SANDBOX_INTENT_PREFIX) || separator < 0) return undefined;
    const intent = await this.intents.findById(clientSecret.slice(0, separator)).lean().exec();
    if (!intent) return undefined;
    const given = Buffer.from(clientSecret);
    const stored = Buffer.from(intent.clientSecret);
    return given.length === stored.length && timingSafeEqual(given, stored)
      ? toProviderIntent(intent)
      : undefined;
  }

  /** Records a refused card on the intent (it stays `requires_payment_method`). */
  async recordRefusal(intentId: string, refusal: CardRefusal): Promise<void> {
    await this.intents
      .updateOne(
        { _id: intentId, status: 'requires_payment_method' },
        { $set: { lastError: { code: refusal.code, message: refusal.message } } },
      )
      .exec();
  }

  /** The card was accepted: the intent succeeds (once; answers it as it now is). */
  async succeed(intentId: string): Promise<ProviderIntent | undefined> {
    const intent = await this.intents
      .findOneAndUpdate(
        // A canceled intent (its order expired) charges nothing any more.
        { _id: intentId, status: mongoose.trusted({ $ne: 'canceled' }) },
        { $set: { status: 'succeeded' }, $unset: { lastError: 1 } },
        { new: true },
      )
      .lean()
      .exec();
    return intent ? toProviderIntent(intent) : undefined;
  }

  /**
   * Refunds part or all of a succeeded sandbox payment: one atomic update of the intent records the
   * refund (under its idempotency key) and adds to what was refunded, only while that stays within
   * what was charged — so a retried call answers the first refund, and concurrent ones never refund
   * more than the payment.
   */
  async refund(input: NewRefund): Promise<ProviderRefund> {
    const intent = await this.intents.findById(input.intentId).lean().exec();
    if (!intent || intent.status !== 'succeeded')
      return failed(input, 'This payment was not made, so there is nothing to refund');
    const earlier = intent.refunds?.find((refund) => refund.idempotencyKey === input.idempotencyKey);
    if (earlier) return { id: earlier.id, status: 'succeeded', amountCents: earlier.amount };
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0)
      return failed(input, 'The refund amount must be whole cents');
    const refund: SandboxRefund = {
      id: `${SANDBOX_REFUND_PREFIX}${randomBytes(12).toString('hex')}`,
      amount: input.amountCents,
      idempotencyKey: input.idempotencyKey,
      createdAt: new Date(),
    };
    const within = intent.amount - input.amountCents;
    const done = await this.intents
      .updateOne(
        {
          _id: input.intentId,
          status: 'succeeded',
          'refunds.idempotencyKey': mongoose.trusted({ $ne: input.idempotencyKey }),
          $or: [
            { amountRefunded: mongoose.trusted({ $exists: false }) },
            { amountRefunded: mongoose.trusted({ $lte: within }) },
          ],
        },
        { $inc: { amountRefunded: input.amountCents }, $push: { refunds: refund } },
      )
      .exec();
    if (done.modifiedCount === 1) return { id: refund.id, status: 'succeeded', amountCents: refund.amount };
    const now = await this.intents.findById(input.intentId).lean().exec();
    const same = now?.refunds?.find((candidate) => candidate.idempotencyKey === input.idempotencyKey);
    if (same) return { id: same.id, status: 'succeeded', amountCents: same.amount };
    return failed(input, 'The refund is more than what is left of this payment');
  }

  async cancelIntent(intentId: string): Promise<boolean> {
    const done = await this.intents
      .updateOne({ _id: intentId, status: 'requires_payment_method' }, { $set: { status: 'canceled' } })
      .exec();
    return done.modifiedCount === 1;
  }

  parseWebhook(): ProviderEvent {
    // The sandbox confirms in-process (POST /payments/sandbox/confirm): it sends no webhooks.
    throw new ProviderRouteInactiveError('stripe');
  }
}

function failed(input: NewRefund, failureMessage: string): ProviderRefund {
  return { id: '', status: 'failed', amountCents: input.amountCents, failureMessage };
}

function toProviderIntent(intent: SandboxIntent): ProviderIntent {
  return {
    id: intent._id,
    clientSecret: intent.clientSecret,
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status,
    orderId: intent.orderId,
  };
}
