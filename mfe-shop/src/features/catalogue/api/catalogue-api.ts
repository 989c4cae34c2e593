import { api } from '@shop/api-client';
import { catalogueReads } from '@shop/api-client/catalogue';

export type { PartPage, PartPageQuery, PartSort } from '@shop/api-client/catalogue';

/** Catalogue reads of spec §7 (declared once in @shop/api-client), added to the shop's one API. */
export const catalogueApi = catalogueReads(api);

export const {
  useGetPartPageQuery,
  useGetPartQuery,
  useGetSpecTemplateQuery,
  useSearchCatalogueQuery,
} = catalogueApi;
