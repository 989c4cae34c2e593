import { api } from '@shop/api-client';
import type { OrderSummary } from '@shop/contracts';

/** The dashboard index's figures (`GET /orders/summary`). */
export const summaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderSummary: build.query<OrderSummary, void>({
      query: () => '/orders/summary',
      providesTags: [
        { type: 'Order', id: 'SUMMARY' },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const { useOrderSummaryQuery } = summaryApi;
