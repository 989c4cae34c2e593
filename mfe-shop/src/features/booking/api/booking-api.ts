import { api } from '@shop/api-client';
import { IDEMPOTENCY_KEY_HEADER, type NewBooking, type Order } from '@shop/contracts';

/** `POST /booking` answers the new order's id and the order (spec §7: `insertedId` means success). */
export interface BookingAnswer {
  insertedId?: string;
  order?: Order;
}

export interface BookPartRequest {
  booking: NewBooking;
  /** Same key for a retried or double-clicked submit: the API then answers the same order. */
  idempotencyKey: string;
}

/**
 * The product page's booking (spec §7 `POST /booking`). The stock changes whatever the answer (an
 * order took it, or a refusal says how much is left), so the product and the customer's orders are
 * fetched again. Its errors are shown by the form (`INLINE_ERROR_ENDPOINTS` of @shop/api-client).
 */
export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookPart: build.mutation<BookingAnswer, BookPartRequest>({
      query: ({ booking, idempotencyKey }) => ({
        url: '/booking',
        method: 'POST',
        body: booking,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: (_answer, _error, { booking }) => [
        { type: 'Product', id: booking.partsId },
        { type: 'Product', id: 'LIST' },
        'Order',
      ],
    }),
  }),
});

export const { useBookPartMutation } = bookingApi;
