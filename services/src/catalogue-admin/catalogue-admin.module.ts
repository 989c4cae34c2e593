import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ImagesModule } from '../images/images.module';
import { OrdersModule } from '../orders/orders.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CatalogueAdminController } from './catalogue-admin.controller';
import { CatalogueAdminService } from './catalogue-admin.service';

/**
 * The admin's product writes. A module of its own because deleting asks the orders whether a
 * product was ever ordered, and OrdersModule already depends on CatalogueModule.
 */
@Module({
  imports: [CatalogueModule, ImagesModule, OrdersModule, AuditModule],
  controllers: [CatalogueAdminController],
  providers: [CatalogueAdminService],
})
export class CatalogueAdminModule {}
