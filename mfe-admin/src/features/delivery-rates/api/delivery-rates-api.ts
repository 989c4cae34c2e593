import { api } from '@shop/api-client';
import type { RateTable } from '@shop/rules';

export type StoredRateTable = RateTable & {
  version: number;
  updatedAt?: string;
  updatedBy?: string;
};

const RATES = { type: 'Order', id: 'delivery-rates' } as const;

/** The owner's delivery rate table, and a save over the version it was edited from. */
export const deliveryRatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    deliveryRates: build.query<StoredRateTable, void>({
      query: () => '/admin/shipping/rates',
      providesTags: [RATES],
    }),
    saveDeliveryRates: build.mutation<StoredRateTable, RateTable & { version: number }>({
      query: (table) => ({ url: '/admin/shipping/rates', method: 'PUT', body: table }),
      invalidatesTags: [RATES],
    }),
  }),
});

export const { useDeliveryRatesQuery, useSaveDeliveryRatesMutation } = deliveryRatesApi;
