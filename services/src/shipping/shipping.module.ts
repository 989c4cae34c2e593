import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { CatalogueModule } from '../catalogue';
import { DeliveryQuotesService } from './delivery-quotes.service';
import { RateTableRecord, RateTableSchema } from './schemas/rate-table.schema';
import { ShippingAdminController, ShippingController } from './shipping.controller';
import { ShippingService } from './shipping.service';

/**
 * Delivery zones and charges: the owner's rate table (admin routes, audit-logged) and the quote of
 * an address and a parcel (the checkout's live quote; orders quote again when placed). Imported by
 * OrdersModule, which stores each order's quote.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: RateTableRecord.name, schema: RateTableSchema }]),
    AuditModule,
    CatalogueModule,
  ],
  controllers: [ShippingAdminController, ShippingController],
  providers: [ShippingService, DeliveryQuotesService],
  exports: [ShippingService],
})
export class ShippingModule {}
