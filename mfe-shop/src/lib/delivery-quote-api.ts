import { api } from '@shop/api-client';
import type { PaymentMethod } from '@shop/contracts';
import type { DeliveryQuote } from '@shop/rules';

export interface DeliveryQuoteRequest {
  district: string;
  area?: string;
  lines: { partId: string; sku?: string; quantity: number }[];
  paymentMethod: PaymentMethod;
}

/**
 * `POST /shipping/quote`: the delivery charge of an address and the lines about to be ordered (zone,
 * parcel weight, the zone's charge, the cash-on-delivery fee), from the shop's rate table. Shown by
 * the booking form and the cart as the address changes; the order computes it again when placed.
 */
export const deliveryQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    deliveryQuote: build.query<DeliveryQuote & { subtotal: number }, DeliveryQuoteRequest>({
      query: (body) => ({ url: '/shipping/quote', method: 'POST', body }),
      // A quote is short-lived: the owner may change the rates.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useDeliveryQuoteQuery } = deliveryQuoteApi;
