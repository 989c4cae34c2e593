import { api } from '@shop/api-client';
import { IDEMPOTENCY_KEY_HEADER, type NewOrder, type Order } from '@shop/contracts';

/** `POST /orders` answers the order, with `insertedId` equal to its `_id`. */
export type CheckoutAnswer = Partial<Order> & { insertedId?: string };

export interface CheckoutRequest {
  order: NewOrder;
  /** Same key for a retried or double-clicked checkout: the API then answers the same order. */
  idempotencyKey: string;
}

/**
 * The cart's checkout: one order for every line (`POST /orders`). Stock changes whatever the answer,
 * so the cart's products (price, stock) and the customer's orders are fetched again. Its errors are
 * shown by the form (`INLINE_ERROR_ENDPOINTS` of @shop/api-client).
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutCart: build.mutation<CheckoutAnswer, CheckoutRequest>({
      query: ({ order, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body: order,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: (_answer, _error, { order }) => [
        { type: 'Product', id: 'LIST' },
        ...order.lines.map((line) => ({ type: 'Product' as const, id: line.partId })),
        'Order',
      ],
    }),
  }),
});

export const { useCheckoutCartMutation } = checkoutApi;
