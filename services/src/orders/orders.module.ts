import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ContactModule } from '../contact/contact.module';
import { OrderRecoveryService } from './order-recovery.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { SalesController } from './sales.controller';
import { SalesService } from './sales.service';
import { Order, OrderSchema } from './schemas/order.schema';

/** Orders (spec §7 /booking, /orders): placing without overselling, reading, cancelling, the admin's workflow. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }]),
    CatalogueModule,
    ContactModule,
  ],
  controllers: [OrdersController, SalesController],
  providers: [OrdersService, OrderRecoveryService, SalesService],
  exports: [OrdersService],
})
export class OrdersModule {}
