export { catalogueReads, partPageParams } from './catalogue-api';
export type { CatalogueApi, PartPage, PartPageQuery, PartSort } from './catalogue-api';
