import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OrdersModule } from '../orders';
import { BkashAdvanceService } from './bkash/bkash-advance.service';
import { BkashCheckoutService } from './bkash/bkash-checkout.service';
import { BkashController } from './bkash/bkash.controller';
import { BkashPayment, BkashPaymentSchema } from './bkash/schemas/bkash-payment.schema';
import { PaymentEventsService } from './payment-events.service';
import { PaymentProvidersModule } from '../payment-providers';
import { PaymentSettlementService } from './payment-settlement.service';
import { PaymentsController, PaymentWebhookController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaymentEvent, PaymentEventSchema } from './schemas/payment-event.schema';

/**
 * Card payments (spec §7 POST /create-payment-intent, PATCH /booking/{id}) through one
 * PaymentProvider: Stripe PaymentIntents with signed webhooks, or the offline sandbox; and bKash
 * Tokenized Checkout (bkash/). Refunds are the orders module's (OrderRefundsService), through the
 * provider that took the money.
 */
@Module({
  imports: [
    OrdersModule,
    PaymentProvidersModule,
    MongooseModule.forFeature([
      { name: PaymentEvent.name, schema: PaymentEventSchema },
      { name: BkashPayment.name, schema: BkashPaymentSchema },
    ]),
  ],
  controllers: [PaymentsController, PaymentWebhookController, BkashController],
  providers: [PaymentSettlementService, PaymentsService, PaymentEventsService, BkashCheckoutService, BkashAdvanceService],
  exports: [BkashCheckoutService],
})
export class PaymentsModule {}
