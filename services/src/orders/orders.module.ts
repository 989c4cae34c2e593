import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { RateLimitsModule } from '../rate-limits';
import { CatalogueModule } from '../catalogue';
import { ContactModule } from '../contact';
import { PaymentProvidersModule } from '../payment-providers';
import { OrderActionGivenBack, OrderActionLimitGuard } from './order-action-limit.guard';
import { OrderAdvanceService } from './order-advance.service';
import { OrderCourierStepsService } from './order-courier-steps.service';
import { OrderLifecycleService } from './order-lifecycle.service';
import { OrderOpenLimitService } from './order-open-limit.service';
import { OrderPlacementService } from './order-placement.service';
import { OrderQueriesService } from './order-queries.service';
import { OrderRecoveryService } from './order-recovery.service';
import { OrderRefundsService } from './order-refunds.service';
import { OrderReturnsService } from './order-returns.service';
import { ImagesModule } from '../images';
import { UsersModule } from '../users';
import { ShippingModule } from '../shipping';
import { StockModule } from '../stock';
import { OrderStockService } from './order-stock.service';
import { OrderWalletClaimsService } from './order-wallet-claims.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { SalesController } from './sales.controller';
import { SalesService } from './sales.service';
import { OpenOrders, OpenOrdersSchema } from './schemas/open-orders.schema';
import { Order, OrderSchema } from './schemas/order.schema';

/**
 * Orders (spec §7 /booking, /orders): placing without overselling, reading, the state machine's
 * transitions (cancel, the admin's workflow, expiry, payment), refunds, crash recovery.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: OpenOrders.name, schema: OpenOrdersSchema },
    ]),
    CatalogueModule,
    StockModule,
    ContactModule,
    PaymentProvidersModule,
    ImagesModule,
    AuditModule,
    UsersModule,
    RateLimitsModule,
    ShippingModule,
  ],
  controllers: [OrdersController, SalesController],
  providers: [
    OrdersService,
    OrderPlacementService,
    OrderOpenLimitService,
    OrderLifecycleService,
    OrderRefundsService,
    OrderReturnsService,
    OrderQueriesService,
    OrderStockService,
    OrderRecoveryService,
    OrderWalletClaimsService,
    OrderCourierStepsService,
    OrderAdvanceService,
    SalesService,
    OrderActionLimitGuard,
    OrderActionGivenBack,
  ],
  exports: [OrdersService],
})
export class OrdersModule {}
