import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OrdersModule } from '../../orders';
import { PaymentOptionsService } from '../payment-options.service';
import { PaymentProvidersModule } from '../../payment-providers';
import { WalletTrxId, WalletTrxIdSchema } from './schemas/wallet-trx-id.schema';
import {
  AdminWalletPaymentsController,
  PaymentOptionsController,
  WalletPaymentsController,
} from './wallet-payments.controller';
import { WalletPaymentsService } from './wallet-payments.service';

/**
 * Send money + TrxID (README.md in services/src/payments): the customer's claim, the
 * admin's queue and decisions, and `GET /payments/options`. The orders module moves the orders.
 */
@Module({
  imports: [
    OrdersModule,
    PaymentProvidersModule,
    MongooseModule.forFeature([{ name: WalletTrxId.name, schema: WalletTrxIdSchema }]),
  ],
  controllers: [PaymentOptionsController, WalletPaymentsController, AdminWalletPaymentsController],
  providers: [WalletPaymentsService, PaymentOptionsService],
})
export class WalletPaymentsModule {}
