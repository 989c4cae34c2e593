import { api } from '@shop/api-client';
import type {
  Order,
  OrderLineUnits,
  OrderPage,
  OrderReturnUpdate,
  VisibleOrderStatus,
} from '@shop/contracts';

export interface OrderPageQuery {
  page: number;
  limit: number;
  /** One status, or every order. */
  status: VisibleOrderStatus | null;
  /** Customer email or phone contains. */
  q: string;
  /** Only orders with an open return request (requested, approved or received). */
  returns?: boolean;
}

/** `POST /orders/:id/refunds`: some lines (units), or — without lines — everything not refunded yet. */
export interface RefundRequest {
  id: string;
  /** Each line by its product and variant: an order may hold two variants of one product. */
  lines?: OrderLineUnits[];
  reason?: string;
}

export interface ReturnChange extends OrderReturnUpdate {
  id: string;
  returnId: string;
}

/** What a refund or a return's move changes: the order, the lists, the sales and the stock. */
const afterMoney = (order: Order | undefined, id: string) => [
  { type: 'Order' as const, id },
  { type: 'Order' as const, id: 'LIST' },
  { type: 'Order' as const, id: 'SUMMARY' },
  { type: 'Product' as const, id: 'LIST' },
  ...(order?.lines ?? []).map((line) => ({ type: 'Product' as const, id: line.partId })),
];

export interface StatusChange {
  id: string;
  status: VisibleOrderStatus;
  /** Marking an unpaid cash-on-delivery order delivered with the cash in hand makes it paid. */
  cashCollected?: boolean;
}

export function orderPageParams({ page, limit, status, q, returns }: OrderPageQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  if (returns) params.set('returns', 'open');
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

    /** `POST /orders/:id/cash-collected`: a delivered cash-on-delivery order's cash, recorded later. */
    collectCash: build.mutation<Order, { id: string }>({
      query: ({ id }) => ({
        url: `/orders/${encodeURIComponent(id)}/cash-collected`,
        method: 'POST',
      }),
      invalidatesTags: (_order, _error, { id }) => [
        { type: 'Order', id },
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: 'SUMMARY' },
      ],
    }),

    /** `POST /orders/:id/refunds`: through the provider that took the money, or cash handed back. */
    refundOrder: build.mutation<Order, RefundRequest>({
      query: ({ id, ...body }) => ({
        url: `/orders/${encodeURIComponent(id)}/refunds`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (order, _error, { id }) => afterMoney(order, id),
    }),

    /** `PATCH /orders/:id/returns/:returnId`: approve, reject (with a note), receive, refund. */
    updateReturn: build.mutation<Order, ReturnChange>({
      query: ({ id, returnId, ...body }) => ({
        url: `/orders/${encodeURIComponent(id)}/returns/${encodeURIComponent(returnId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (order, _error, { id }) => afterMoney(order, id),
    }),
  }),
});

export const {
  useAdminOrderPageQuery,
  useSetOrderStatusMutation,
  useCollectCashMutation,
  useRefundOrderMutation,
  useUpdateReturnMutation,
} = adminOrdersApi;
