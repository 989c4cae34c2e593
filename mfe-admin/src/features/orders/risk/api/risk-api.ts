import { api } from '@shop/api-client';
import type { OrderRisk, RiskFlags, RiskRule, StoredRiskRule } from '@shop/contracts';

const riskOf = (id: string) => ({ type: 'Order' as const, id: `risk:${id}` });
const RULE = { type: 'Order' as const, id: 'risk-rule' };
const FLAGS = { type: 'Order' as const, id: 'risk-flags' };
/** Every order's check: a new rule changes what each one says. */
const CHECKS = { type: 'Order' as const, id: 'risk-checks' };

/** The risk check by phone (admins): an order's check, the list's marks, the owner's rule. */
export const riskApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /admin/orders/:id/risk`: checks now (the courier's part is kept 6 hours by the API). */
    orderRisk: build.query<OrderRisk, string>({
      query: (id) => `/admin/orders/${encodeURIComponent(id)}/risk`,
      providesTags: (_risk, _error, id) => [riskOf(id), CHECKS],
      // A check writes the order's mark: the list's marks follow.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(riskApi.util.invalidateTags([FLAGS]));
      },
    }),
    /** `GET /admin/risk/flags?orderIds=…`: which orders of a page the rule marked. */
    riskFlags: build.query<RiskFlags, readonly string[]>({
      query: (ids) => `/admin/risk/flags?orderIds=${ids.map(encodeURIComponent).join(',')}`,
      providesTags: [FLAGS],
    }),
    /** `POST /admin/orders/:id/risk/advance-request`: ask for the delivery charge in advance. */
    requestAdvance: build.mutation<OrderRisk, string>({
      query: (id) => ({
        url: `/admin/orders/${encodeURIComponent(id)}/risk/advance-request`,
        method: 'POST',
      }),
      invalidatesTags: (_risk, _error, id) => [riskOf(id)],
    }),
    /**
     * `DELETE /admin/orders/:id/risk/advance-request?reason=…`: withdraws the unpaid ask, so the
     * order can be confirmed without it (audit-logged with the reason).
     */
    withdrawAdvance: build.mutation<OrderRisk, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/orders/${encodeURIComponent(id)}/risk/advance-request?reason=${encodeURIComponent(reason)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_risk, _error, { id }) => [riskOf(id), { type: 'Order', id }],
    }),
    riskRule: build.query<StoredRiskRule, void>({
      query: () => '/admin/risk/rule',
      providesTags: [RULE],
    }),
    /** A new rule marks by it from the next check: every open check is read again. */
    saveRiskRule: build.mutation<StoredRiskRule, RiskRule & { version: number }>({
      query: (rule) => ({ url: '/admin/risk/rule', method: 'PUT', body: rule }),
      invalidatesTags: (_rule, error) => (error ? [] : [RULE, CHECKS]),
    }),
  }),
});

export const {
  useOrderRiskQuery,
  useRiskFlagsQuery,
  useRequestAdvanceMutation,
  useWithdrawAdvanceMutation,
  useRiskRuleQuery,
  useSaveRiskRuleMutation,
} = riskApi;
