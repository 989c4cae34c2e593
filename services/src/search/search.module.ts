import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueModule, Part, PartSchema } from '../catalogue';
import { MiniSearchIndex } from './search-index';
import { SearchController } from './search.controller';
import { SEARCH_INDEX, SearchService } from './search.service';

/**
 * The catalogue's search engine: an in-memory snapshot of the products on sale and the index built
 * from it (README.md). Reads the parts (never writes them) and follows the catalogue's counters.
 */
@Module({
  imports: [CatalogueModule, MongooseModule.forFeature([{ name: Part.name, schema: PartSchema }])],
  controllers: [SearchController],
  providers: [SearchService, { provide: SEARCH_INDEX, useFactory: () => new MiniSearchIndex() }],
  exports: [SearchService],
})
export class SearchModule {}
