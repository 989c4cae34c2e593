// From the public entry point, so that the emitted declarations name RTK Query's React module by it
// (as address-book-api.ts does).
import type {} from '@reduxjs/toolkit/query/react';
import type { Part, PartCategory, ProductDetails, SpecTemplate } from '@shop/contracts';
import type { ShopApi } from '../api';

export type PartSort = 'price_asc' | 'price_desc';

/** One page of the listing, as `GET /api/part` answers when `page`/`limit` are given. */
export interface PartPage {
  items: Part[];
  total: number;
  page: number;
  limit: number;
}

/** A page of `GET /part`: the storefront filters by category and sorts, the admin searches by name. */
export interface PartPageQuery {
  page: number;
  limit: number;
  category?: string | null;
  sort?: PartSort | null;
  /** Name contains (case-insensitive); empty for every product. */
  q?: string;
}

/** The query string of a listing page; filtering, sorting and paging happen in the API. */
export function partPageParams({ category, sort, q, page, limit }: PartPageQuery): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (sort) params.set('sort', sort);
  params.set('page', String(page));
  params.set('limit', String(limit));
  if (q?.trim()) params.set('q', q.trim());
  return params.toString();
}

const productTags = (parts: readonly Part[] | undefined) => [
  { type: 'Product' as const, id: 'LIST' },
  ...(parts ?? []).map((part) => ({ type: 'Product' as const, id: part._id })),
];

function inject(api: ShopApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getPartPage: build.query<PartPage, PartPageQuery>({
        query: (query) => `/part?${partPageParams(query)}`,
        providesTags: (page) => productTags(page?.items),
      }),
      /** The ids of the products whose name contains `q` (the navbar search's `GET /part/search`). */
      searchCatalogue: build.query<string[], string>({
        query: (q) => ({ url: '/part/search', params: { q } }),
        transformResponse: (matches: Array<Pick<Part, '_id'>>) => matches.map((match) => match._id),
        providesTags: [{ type: 'Product', id: 'LIST' }],
      }),
      /** One product with what a buyer decides by (brand, warranty, specs, photos). */
      getPart: build.query<ProductDetails, string>({
        query: (partId) => `/product/${encodeURIComponent(partId)}`,
        providesTags: (_part, _error, partId) => [{ type: 'Product', id: partId }],
      }),
      /** The spec sheet a category's products fill in: labels, units and choices of the table. */
      getSpecTemplate: build.query<SpecTemplate, PartCategory>({
        query: (category) => `/spec-templates/${encodeURIComponent(category)}`,
        providesTags: (_template, _error, category) => [
          { type: 'Product', id: `spec-template:${category}` },
        ],
      }),
    }),
  });
}

export type CatalogueApi = ReturnType<typeof inject>;

/**
 * The catalogue's reads of spec §7 (listing pages, name search, one product) and a category's spec
 * template, added to the shop's one API by the remotes that read the catalogue (the storefront, the
 * admin's product list). An entry
 * point of its own, not part of `@shop/api-client`'s shared module: a shared module is not
 * tree-shaken, so the shell and the dashboard would download these endpoints too. Each remote
 * bundles its own copy of this small module and injects into the one shared `api`; a second copy
 * finds the endpoints there already and adds nothing.
 */
export function catalogueReads(api: ShopApi): CatalogueApi {
  if ('getPartPage' in api.endpoints) return api as unknown as CatalogueApi;
  return inject(api);
}
