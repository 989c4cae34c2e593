import type { Part } from '@shop/contracts';
import { api } from '@shop/api-client';

/** Current data of the products in the cart: one request, `GET /api/part?ids=…`. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartProducts: build.query<Part[], readonly string[]>({
      query: (ids) => `/part?ids=${ids.map(encodeURIComponent).join(',')}`,
      providesTags: (parts) => [
        { type: 'Product' as const, id: 'LIST' },
        ...(parts ?? []).map((part) => ({ type: 'Product' as const, id: part._id })),
      ],
    }),
  }),
});

export const { useGetCartProductsQuery } = cartApi;
