import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { Part, PartSchema } from './schemas/part.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: Part.name, schema: PartSchema }])],
  controllers: [CatalogueController],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
