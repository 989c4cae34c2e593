import { api } from '@shop/api-client';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isApiErrorBody } from '@shop/contracts';
import type {
  BkashCheckoutAnswer,
  BkashCheckoutRequest,
  ConfirmPaymentRequest,
  Order,
  PaymentIntentAnswer,
  PaymentOptions,
  SandboxConfirmAnswer,
  SandboxConfirmRequest,
  WalletPaymentClaim,
} from '@shop/contracts';

/** A card the processor refused (declined, invalid number, expired, bad CVC): shown in red. */
export interface CardError {
  code: string;
  message: string;
}

/**
 * A confirmation's outcome the way Stripe.js' `confirmCardPayment` answers it: the payment, or
 * the card's refusal. A refusal is an answer, not a failed call, so the page shows it in red under
 * the card form and the shop's error toaster stays quiet (it toasts real failures: no network,
 * session gone, order not payable).
 */
export type CardOutcome =
  | { paymentIntent: SandboxConfirmAnswer['paymentIntent']; error?: undefined }
  | { paymentIntent?: undefined; error: CardError };

/** 402 CARD_DECLINED (and 400 for a malformed card) from the sandbox processor. */
function cardRefusal(error: FetchBaseQueryError): CardError | undefined {
  if ((error.status === 402 || error.status === 400) && isApiErrorBody(error.data)) {
    return { code: error.data.code, message: error.data.message };
  }
  return undefined;
}

/** The payment page's calls (spec §7): the order, its payment intent, the card, the confirmation. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<Order, string>({
      query: (orderId) => `/orders/${encodeURIComponent(orderId)}`,
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    /**
     * `POST /create-payment-intent {orderId}`: the server prices the order and answers the client
     * secret, the dollar amount and which card processor to use. A query rather than a mutation:
     * the server reuses one intent per order, so asking again is harmless, and a query is asked
     * once however many times the page mounts. Not cached past the page's life.
     */
    createPaymentIntent: build.query<PaymentIntentAnswer, string>({
      query: (orderId) => ({ url: '/create-payment-intent', method: 'POST', body: { orderId } }),
      keepUnusedDataFor: 0,
    }),
    /** The sandbox's card form: confirms the intent as Stripe's `confirmCardPayment` would. */
    sandboxConfirm: build.mutation<CardOutcome, SandboxConfirmRequest>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/payments/sandbox/confirm', method: 'POST', body });
        if (result.error) {
          const refusal = cardRefusal(result.error);
          return refusal ? { data: { error: refusal } } : { error: result.error };
        }
        const answer = result.data as SandboxConfirmAnswer;
        if (answer.error) return { data: { error: answer.error } };
        return { data: { paymentIntent: answer.paymentIntent } };
      },
    }),
    /**
     * `PATCH /booking/:id {appointment, transactionId}` after the processor confirmed the card:
     * the server asks the processor itself and marks the order paid once.
     */
    confirmPayment: build.mutation<Order, { orderId: string } & ConfirmPaymentRequest>({
      query: ({ orderId, ...body }) => ({
        url: `/booking/${encodeURIComponent(orderId)}`,
        method: 'PATCH',
        body,
      }),
      // The order itself, and every list showing it (My Booking Products, the admin's orders).
      invalidatesTags: ['Order'],
    }),
    /**
     * `GET /payments/options`: the card processor, the shop's wallet numbers for send
     * money, and whether bKash checkout (or its simulator) is there. The same for every order.
     */
    getPaymentOptions: build.query<PaymentOptions, void>({
      query: () => '/payments/options',
    }),
    /**
     * `POST /orders/:id/wallet-payment {wallet, senderNumber, trxId}`: "I have sent the money".
     * The order then waits for the shop's check (payment `verifying`), here and in every list.
     */
    claimWalletPayment: build.mutation<unknown, { orderId: string } & WalletPaymentClaim>({
      query: ({ orderId, ...body }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/wallet-payment`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Order'],
    }),
    /** `POST /payments/bkash/checkout {orderId}`: bKash's page to send the browser to. */
    startBkashCheckout: build.mutation<BkashCheckoutAnswer, BkashCheckoutRequest>({
      query: (body) => ({ url: '/payments/bkash/checkout', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetOrderQuery,
  useCreatePaymentIntentQuery,
  useSandboxConfirmMutation,
  useConfirmPaymentMutation,
  useGetPaymentOptionsQuery,
  useClaimWalletPaymentMutation,
  useStartBkashCheckoutMutation,
} = paymentsApi;
