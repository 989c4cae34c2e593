import type { Part } from '@shop/contracts';
import { api } from '@shop/api-client';

/** What `GET /api/part/search` answers per match: just what the navbar dropdown shows. */
export type PartMatch = Pick<Part, '_id' | 'name' | 'img' | 'price'>;

/**
 * The dropdown shows the first few of the API's answer (at most 40, spec §9) as suggestions; its
 * "See all results" row opens every one on the results page.
 */
export const MAX_SUGGESTIONS = 8;

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
