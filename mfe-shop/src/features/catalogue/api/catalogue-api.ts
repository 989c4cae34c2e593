import type { FeaturedPart, Part } from '@shop/contracts';
import { api } from '@shop/api-client';

/** Catalogue reads of spec §7, added to the shop's one API. */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getParts: build.query<Part[], void>({
      query: () => '/part',
      providesTags: (parts) => [
        { type: 'Product' as const, id: 'LIST' },
        ...(parts ?? []).map((part) => ({ type: 'Product' as const, id: part._id })),
      ],
    }),
    getFeaturedParts: build.query<FeaturedPart[], void>({
      query: () => '/partHome',
      providesTags: [{ type: 'Product', id: 'FEATURED' }],
    }),
    getPart: build.query<Part, string>({
      query: (partId) => `/product/${encodeURIComponent(partId)}`,
      providesTags: (_part, _error, partId) => [{ type: 'Product', id: partId }],
    }),
  }),
});

export const { useGetPartsQuery, useGetFeaturedPartsQuery, useGetPartQuery } = catalogueApi;
