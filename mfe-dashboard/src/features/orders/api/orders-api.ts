import { api } from '@shop/api-client';
import type {
  BkashCheckoutAnswer,
  DeliveryAdvanceCheckout,
  NewOrderReturn,
  Order,
  OrderTracking,
} from '@shop/contracts';

/** Tags of an order and of the stock its lines took (cancelling gives that stock back). */
const productTagsOf = (order: Order | undefined) =>
  (order?.lines ?? []).map((line) => ({ type: 'Product' as const, id: line.partId }));

/** The customer's orders (spec §7 `GET /booking/{email}`, `DELETE /booking/{id}`). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every order of the account with this email, newest first, cancelled ones included. */
    myBookings: build.query<Order[], string>({
      query: (email) => `/booking/${encodeURIComponent(email)}`,
      providesTags: (orders) => [
        { type: 'Order', id: 'LIST' },
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
      ],
    }),
    /** `GET /orders/:id/tracking`: where the order is (its steps, the courier and its link). */
    orderTracking: build.query<OrderTracking, string>({
      query: (orderId) => `/orders/${encodeURIComponent(orderId)}/tracking`,
      providesTags: (_tracking, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    /** Cancels an order (the API gives its stock back) and answers it with status 'cancelled'. */
    cancelBooking: build.mutation<Order, string>({
      query: (orderId) => ({ url: `/booking/${encodeURIComponent(orderId)}`, method: 'DELETE' }),
      invalidatesTags: (order, _error, orderId) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: 'SUMMARY' },
        { type: 'Product', id: 'LIST' },
        ...productTagsOf(order),
      ],
    }),
    /** `POST /orders/:id/returns`: asks to return units of a delivered order (answers the order). */
    requestReturn: build.mutation<Order, { orderId: string } & NewOrderReturn>({
      query: ({ orderId, ...body }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/returns`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_order, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    /**
     * `POST /payments/bkash/advance`: bKash's page for the delivery charge the shop asked in
     * advance (the server decides the amount). The browser leaves for bKash: nothing to invalidate.
     */
    payDeliveryAdvance: build.mutation<BkashCheckoutAnswer, DeliveryAdvanceCheckout>({
      query: (body) => ({ url: '/payments/bkash/advance', method: 'POST', body }),
    }),
  }),
});

export const {
  useMyBookingsQuery,
  useCancelBookingMutation,
  useRequestReturnMutation,
  useOrderTrackingQuery,
  usePayDeliveryAdvanceMutation,
} = ordersApi;
