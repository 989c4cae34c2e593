import { api } from '@shop/api-client';
import type { FeaturedPart, Part } from '@shop/contracts';

/** Deals reads: the home page's featured parts and the daily deal's one product. */
export const dealsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /partHome`: featured parts, each with its list price. */
    getFeaturedDeals: build.query<FeaturedPart[], void>({
      query: () => '/partHome',
      providesTags: [{ type: 'Product', id: 'FEATURED' }],
    }),
    /** `GET /product/:id`: the daily deal. */
    getDealPart: build.query<Part, string>({
      query: (partId) => `/product/${encodeURIComponent(partId)}`,
      providesTags: (_part, _error, partId) => [{ type: 'Product', id: partId }],
    }),
  }),
});

export const { useGetFeaturedDealsQuery, useGetDealPartQuery } = dealsApi;
