import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OrdersModule } from '../orders/orders.module';
import { PaymentEventsService } from './payment-events.service';
import { PaymentProviderModule } from './payment-provider.module';
import { PaymentSettlementService } from './payment-settlement.service';
import { PaymentsController, PaymentWebhookController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaymentEvent, PaymentEventSchema } from './schemas/payment-event.schema';

export { createPaymentProvider } from './payment-provider.module';

/**
 * Card payments (spec §7 POST /create-payment-intent, PATCH /booking/{id}) through one
 * PaymentProvider: Stripe PaymentIntents with signed webhooks, or the offline sandbox. Refunds are
 * the orders module's (OrderRefundsService), through the same provider.
 */
@Module({
  imports: [
    OrdersModule,
    PaymentProviderModule,
    MongooseModule.forFeature([{ name: PaymentEvent.name, schema: PaymentEventSchema }]),
  ],
  controllers: [PaymentsController, PaymentWebhookController],
  providers: [PaymentSettlementService, PaymentsService, PaymentEventsService],
})
export class PaymentsModule {}
