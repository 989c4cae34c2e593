import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OrdersService } from '../orders';
import { PaymentSettlementService, type Settlement } from './payment-settlement.service';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent } from '../payment-providers';
import { PaymentEvent } from './schemas/payment-event.schema';

const DUPLICATE_KEY = 11000;
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * Provider webhooks (Stripe): verified, then handled at most once per event id. A delivery whose
 * event is already processed answers 200 and changes nothing; one interrupted half-way is handled
 * again (marking paid is itself a single conditional update, so a second pass cannot pay twice).
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectModel(PaymentEvent.name) private readonly events: Model<PaymentEvent>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlementService,
    private readonly orders: OrdersService,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    const event = this.provider.parseWebhook(rawBody ?? Buffer.alloc(0), signature);
    if (!(await this.claim(event))) return;
    const outcome = await this.handle(event);
    await this.events
      .updateOne({ eventId: event.id }, { $set: { outcome, processedAt: new Date() } })
      .exec();
  }

  /** False when the event was already processed (a replay or a duplicate delivery). */
  private async claim(event: ProviderEvent): Promise<boolean> {
    try {
      await this.events.create({
        eventId: event.id,
        type: event.type,
        intentId: event.intent?.id,
        orderId: event.intent?.orderId,
      });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      const seen = await this.events
        .findOne({ eventId: event.id }, { processedAt: 1 })
        .lean()
        .exec();
      return !seen?.processedAt;
    }
  }

  private async handle(event: ProviderEvent): Promise<string> {
    // charge.refunded / refund.updated: refunds made here settle, refunds made in Stripe's dashboard are recorded.
    if (event.refunds) return this.orders.reconcileRefunds(event.refunds);
    const { intent } = event;
    const orderId = intent?.orderId;
    if (!intent || !orderId || !OBJECT_ID.test(orderId)) return 'ignored';
    if (event.type === 'payment_intent.payment_failed') {
      this.logger.log(
        `Card payment ${intent.id} of order ${orderId} failed: ${event.failureMessage ?? 'no reason given'}`,
      );
      return `failed: ${event.failureMessage ?? 'no reason given'}`;
    }
    if (event.type !== 'payment_intent.succeeded') return 'ignored';
    return describe(await this.settlement.settle(orderId, intent, { role: 'system' }));
  }
}

function describe(settlement: Settlement): string {
  return settlement.outcome === 'mismatch' ? `mismatch: ${settlement.reason}` : settlement.outcome;
}
