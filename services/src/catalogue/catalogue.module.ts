import { Module } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CatalogueCache, MongoCatalogueVersion } from './catalogue-cache';
import { CatalogueCacheInterceptor } from './catalogue-cache.interceptor';
import { CatalogueVersionController } from './catalogue-version.controller';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { Part, PartSchema } from './schemas/part.schema';
import { SpecTemplateRecord, SpecTemplateSchema } from './spec-templates/schemas/spec-template.schema';
import { SpecTemplatesController } from './spec-templates/spec-templates.controller';
import { SpecTemplatesService } from './spec-templates/spec-templates.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Part.name, schema: PartSchema },
      { name: SpecTemplateRecord.name, schema: SpecTemplateSchema },
    ]),
  ],
  controllers: [CatalogueController, CatalogueVersionController, SpecTemplatesController],
  providers: [
    CatalogueService,
    SpecTemplatesService,
    {
      provide: CatalogueCache,
      inject: [getConnectionToken()],
      useFactory: (connection: Connection) =>
        new CatalogueCache(new MongoCatalogueVersion(connection)),
    },
    CatalogueCacheInterceptor,
  ],
  exports: [CatalogueService, CatalogueCache, CatalogueCacheInterceptor, SpecTemplatesService],
})
export class CatalogueModule {}
