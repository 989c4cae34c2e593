import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OrdersService } from './orders.service';
import { Order, OrderSchema } from './schemas/order.schema';

/** Bookings (spec §7 /booking, /orders). Endpoints arrive with the orders issue. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }])],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
