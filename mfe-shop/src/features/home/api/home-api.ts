import { api } from '@shop/api-client';
import type { Part } from '@shop/contracts';

/** Home page reads: the fixed best sellers and new arrivals, each in one request. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /part?ids=a,b,c`: those products, in the order asked (ids without a product are skipped). */
    getPartsByIds: build.query<Part[], readonly string[]>({
      query: (ids) => `/part?ids=${ids.map(encodeURIComponent).join(',')}`,
      providesTags: (parts) =>
        (parts ?? []).map((part) => ({ type: 'Product' as const, id: part._id })),
    }),
  }),
});

export const { useGetPartsByIdsQuery } = homeApi;
