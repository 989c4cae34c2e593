import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { OrdersModule } from '../orders';
import { Couriers } from './couriers';
import { ShipmentOrderMoves } from './order-moves';
import { CourierOrderParcels } from './order-parcels';
import { Shipment, ShipmentSchema } from './schemas/shipment.schema';
import { ShipmentsController } from './shipments.controller';
import { ShipmentsService } from './shipments.service';
import { CourierWebhooksController } from './webhooks/courier-webhooks.controller';

/** Couriers (Steadfast, Pathao, RedX) behind one interface, shipments and their webhooks. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: Shipment.name, schema: ShipmentSchema }]),
    OrdersModule,
    AuditModule,
  ],
  controllers: [ShipmentsController, CourierWebhooksController],
  providers: [Couriers, ShipmentsService, ShipmentOrderMoves, CourierOrderParcels],
  exports: [ShipmentsService, Couriers],
})
export class CouriersModule {}
