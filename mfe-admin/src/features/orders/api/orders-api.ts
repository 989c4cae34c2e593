import { api } from '@shop/api-client';
import type { Order, OrderPage, VisibleOrderStatus } from '@shop/contracts';

export interface OrderPageQuery {
  page: number;
  limit: number;
  /** One status, or every order. */
  status: VisibleOrderStatus | null;
  /** Customer email or phone contains. */
  q: string;
}

export interface StatusChange {
  id: string;
  status: VisibleOrderStatus;
  /** Marking an unpaid cash-on-delivery order delivered with the cash in hand makes it paid. */
  cashCollected?: boolean;
}

export function orderPageParams({ page, limit, status, q }: OrderPageQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  return params.toString();
}

/** Manage All Orders: every order, newest first (`GET /booking`), and the delivery workflow. */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOrderPage: build.query<OrderPage, OrderPageQuery>({
      query: (query) => `/booking?${orderPageParams(query)}`,
      providesTags: (page) => [
        { type: 'Order', id: 'LIST' },
        ...(page?.items ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
      ],
    }),

    /** `PATCH /orders/:id/status`: one step of placed → confirmed → shipped → delivered, or cancelled. */
    setOrderStatus: build.mutation<Order, StatusChange>({
      query: ({ id, ...body }) => ({
        url: `/orders/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body,
      }),
      // A cancelled order gives its stock back: the products' stock and the sales figures change.
      invalidatesTags: (order, _error, { id, status }) => [
        { type: 'Order', id },
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: 'SUMMARY' },
        ...(status === 'cancelled'
          ? [
              { type: 'Product' as const, id: 'LIST' },
              ...(order?.lines ?? []).map((line) => ({
                type: 'Product' as const,
                id: line.partId,
              })),
            ]
          : []),
      ],
    }),
  }),
});

export const { useAdminOrderPageQuery, useSetOrderStatusMutation } = adminOrdersApi;
