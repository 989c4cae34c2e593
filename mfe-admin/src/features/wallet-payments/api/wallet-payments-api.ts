import { api } from '@shop/api-client';
import type {
  Order,
  WalletClaimState,
  WalletPaymentDecision,
  WalletPaymentPage,
} from '@shop/contracts';

/** The queue's filter: where the claims are (waiting for a check first). */
export const WALLET_PAYMENT_FILTERS: readonly WalletClaimState[] = [
  'verifying',
  'verified',
  'not_received',
];

export interface WalletPaymentPageQuery {
  state: WalletClaimState;
  page: number;
  limit: number;
}

const QUEUE = { type: 'Order', id: 'WALLET_PAYMENTS' } as const;

/**
 * Send-money payments to check: `GET /admin/wallet-payments?state=&page=&limit=` and
 * `PATCH /admin/wallet-payments/:orderId {decision, reason?}`. A decision changes the order's
 * payment, so it invalidates every order list (Manage All Orders, the customer's own).
 */
export const walletPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletPaymentPage: build.query<WalletPaymentPage, WalletPaymentPageQuery>({
      query: ({ state, page, limit }) =>
        `/admin/wallet-payments?${new URLSearchParams({ state, page: String(page), limit: String(limit) })}`,
      providesTags: [QUEUE],
    }),

    decideWalletPayment: build.mutation<Order, WalletPaymentDecision & { orderId: string }>({
      query: ({ orderId, decision, reason }) => ({
        url: `/admin/wallet-payments/${encodeURIComponent(orderId)}`,
        method: 'PATCH',
        body: reason === undefined ? { decision } : { decision, reason },
      }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useWalletPaymentPageQuery, useDecideWalletPaymentMutation } = walletPaymentsApi;
