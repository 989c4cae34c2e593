import type { Part } from '@shop/contracts';
import { api } from '@shop/api-client';

/** What `GET /api/part/search` answers per match: just what the navbar dropdown shows. */
export type PartMatch = Pick<Part, '_id' | 'name' | 'img' | 'price'>;

/** Spec §9: the search dropdown shows at most 40 results (the API sends no more either). */
export const MAX_SEARCH_RESULTS = 40;

/** The navbar search, added to the shop's one API. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchParts: build.query<PartMatch[], string>({
      query: (q) => ({ url: '/part/search', params: { q } }),
      providesTags: (matches) => [
        { type: 'Product' as const, id: 'LIST' },
        ...(matches ?? []).map((match) => ({ type: 'Product' as const, id: match._id })),
      ],
    }),
  }),
});

export const { useSearchPartsQuery } = searchApi;
