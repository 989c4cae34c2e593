import { Module } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CatalogueCache, MongoCatalogueVersion } from './catalogue-cache';
import { CatalogueCacheInterceptor } from './catalogue-cache.interceptor';
import { CatalogueVersionController } from './catalogue-version.controller';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { Part, PartSchema } from './schemas/part.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: Part.name, schema: PartSchema }])],
  controllers: [CatalogueController, CatalogueVersionController],
  providers: [
    CatalogueService,
    {
      provide: CatalogueCache,
      inject: [getConnectionToken()],
      useFactory: (connection: Connection) =>
        new CatalogueCache(new MongoCatalogueVersion(connection)),
    },
    CatalogueCacheInterceptor,
  ],
  exports: [CatalogueService],
})
export class CatalogueModule {}
