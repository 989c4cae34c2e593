import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { SearchModule } from '../search';
import { BrowseController } from './browse.controller';
import { BrowseService } from './browse.service';

/** The storefront's filtered listing over the search module's in-memory catalogue. */
@Module({
  imports: [CatalogueModule, SearchModule],
  controllers: [BrowseController],
  providers: [BrowseService],
})
export class BrowseModule {}
