import type { Part } from '@shop/contracts';
import { api } from '@shop/api-client';

export type PartSort = 'price_asc' | 'price_desc';

/** One page of the listing, as `GET /api/part` answers when `page`/`limit` are given. */
export interface PartPage {
  items: Part[];
  total: number;
  page: number;
  limit: number;
}

export interface PartPageQuery {
  category: string | null;
  sort: PartSort | null;
  page: number;
  limit: number;
}

/** The query string of a listing page; filtering, sorting and paging happen in the API. */
export function partPageParams({ category, sort, page, limit }: PartPageQuery): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (sort) params.set('sort', sort);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params.toString();
}

const productTags = (parts: readonly Part[] | undefined) => [
  { type: 'Product' as const, id: 'LIST' },
  ...(parts ?? []).map((part) => ({ type: 'Product' as const, id: part._id })),
];

/** Catalogue reads of spec §7, added to the shop's one API. */
export const catalogueApi = api.injectEndpoints({
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
    getPart: build.query<Part, string>({
      query: (partId) => `/product/${encodeURIComponent(partId)}`,
      providesTags: (_part, _error, partId) => [{ type: 'Product', id: partId }],
    }),
  }),
});

export const { useGetPartPageQuery, useGetPartQuery, useSearchCatalogueQuery } = catalogueApi;
