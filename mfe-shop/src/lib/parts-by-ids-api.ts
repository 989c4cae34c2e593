import { api } from '@shop/api-client';
import type { Part } from '@shop/contracts';

/**
 * `GET /part?ids=a,b,c`: those products in the order asked, ids without a product skipped, in one
 * request. Used by the home page (fixed best sellers and new arrivals) and the cart (fresh price
 * and stock of its lines).
 */
export const partsByIdsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartsByIds: build.query<Part[], readonly string[]>({
      query: (ids) => `/part?ids=${ids.map(encodeURIComponent).join(',')}`,
      providesTags: (parts) => [
        { type: 'Product' as const, id: 'LIST' },
        ...(parts ?? []).map((part) => ({ type: 'Product' as const, id: part._id })),
      ],
    }),
  }),
});

export const { useGetPartsByIdsQuery } = partsByIdsApi;
