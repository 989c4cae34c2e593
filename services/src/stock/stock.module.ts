import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueModule, Part, PartSchema } from '../catalogue';
import { StockService } from './stock.service';

@Module({
  imports: [CatalogueModule, MongooseModule.forFeature([{ name: Part.name, schema: PartSchema }])],
  providers: [StockService],
  exports: [StockService],
})
export class StockModule {}
