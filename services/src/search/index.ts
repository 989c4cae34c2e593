/** The search module's public surface: what other modules use of it. */
export type { CatalogueEntry, CatalogueSnapshot } from './catalogue-snapshot';
export { DEFAULT_SEARCH_LIMIT, type SearchHit, type SearchIndex } from './search-index';
export { SearchModule } from './search.module';
export { SearchService } from './search.service';
