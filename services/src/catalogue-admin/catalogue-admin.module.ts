import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { ImagesModule } from '../images';
import { OrdersModule } from '../orders';
import { CatalogueModule } from '../catalogue';
import { CatalogueAdminController } from './catalogue-admin.controller';
import { CatalogueAdminService } from './catalogue-admin.service';
import { ProductEditController } from './product-edit.controller';
import { ProductEditService } from './product-edit.service';
import { ProductVariantsController } from './product-variants.controller';
import { ProductVariantsService } from './product-variants.service';
import { SpecTemplatesAdminController } from './spec-templates-admin.controller';
import { SpecTemplatesAdminService } from './spec-templates-admin.service';

/**
 * The admin's product writes. A module of its own because deleting asks the orders whether a
 * product was ever ordered, and OrdersModule already depends on CatalogueModule.
 */
@Module({
  imports: [CatalogueModule, ImagesModule, OrdersModule, AuditModule],
  controllers: [
    CatalogueAdminController,
    ProductEditController,
    ProductVariantsController,
    SpecTemplatesAdminController,
  ],
  providers: [
    CatalogueAdminService,
    ProductEditService,
    ProductVariantsService,
    SpecTemplatesAdminService,
  ],
})
export class CatalogueAdminModule {}
