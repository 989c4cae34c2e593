import { api } from '@shop/api-client';
import type { SalesSummary } from '@shop/contracts';

/**
 * The admin dashboard's figures (`GET /sales/summary`). Order and product changes invalidate it:
 * a status change, a stock edit or a handled message shows here without a reload.
 */
export const salesApi = api.enhanceEndpoints({ addTagTypes: ['ContactMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    salesSummary: build.query<SalesSummary, void>({
      query: () => '/sales/summary',
      providesTags: [
        { type: 'Order', id: 'SUMMARY' },
        { type: 'Order', id: 'LIST' },
        { type: 'Product', id: 'LIST' },
        { type: 'ContactMessage', id: 'LIST' },
      ],
    }),
  }),
});

export const { useSalesSummaryQuery } = salesApi;
