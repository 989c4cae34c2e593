import { api } from '@shop/api-client';
import type { OrderTracking, TrackOrderRequest } from '@shop/contracts';

/**
 * The /track form: `POST /track` with the order number and phone (a POST so neither lands in an
 * address bar, a history or a log). Its errors are shown under the form (`INLINE_ERROR_ENDPOINTS`).
 */
export const trackApi = api.injectEndpoints({
  endpoints: (build) => ({
    trackOrder: build.mutation<OrderTracking, TrackOrderRequest>({
      query: (body) => ({ url: '/track', method: 'POST', body }),
    }),
  }),
});

export const { useTrackOrderMutation } = trackApi;
