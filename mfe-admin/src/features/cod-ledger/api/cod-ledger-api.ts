import { api } from '@shop/api-client';
import {
  COD_STATEMENT_FIELD,
  type CodCourier,
  type CodLedgerPage,
  type CodPayout,
  type CodPayoutRequest,
  type CodStatementImport,
} from '@shop/contracts';

export interface CodLedgerQuery {
  courier?: CodCourier;
  differing: boolean;
  page: number;
  limit: number;
}

// The ledger's own tag on the shared `Order` type: a payout or an import changes only it.
const LEDGER = { type: 'Order', id: 'COD_LEDGER' } as const;

/**
 * Cash-on-delivery reconciliation: `GET /admin/cod-ledger`, `POST /admin/cod-ledger/payouts`,
 * `POST /admin/cod-ledger/statements?courier=` (multipart field `statement`).
 */
export const codLedgerApi = api.injectEndpoints({
  endpoints: (build) => ({
    codLedger: build.query<CodLedgerPage, CodLedgerQuery>({
      query: ({ courier, differing, page, limit }) => {
        const search = new URLSearchParams({ page: String(page), limit: String(limit) });
        if (courier) search.set('courier', courier);
        if (differing) search.set('differing', 'true');
        return `/admin/cod-ledger?${search}`;
      },
      providesTags: [LEDGER],
    }),

    recordCodPayout: build.mutation<CodPayout, CodPayoutRequest>({
      query: (body) => ({ url: '/admin/cod-ledger/payouts', method: 'POST', body }),
      invalidatesTags: [LEDGER],
    }),

    importCodStatement: build.mutation<CodStatementImport, { courier: CodCourier; file: File }>({
      query: ({ courier, file }) => {
        const body = new FormData();
        body.append(COD_STATEMENT_FIELD, file);
        return {
          url: `/admin/cod-ledger/statements?courier=${encodeURIComponent(courier)}`,
          method: 'POST',
          body,
        };
      },
      invalidatesTags: [LEDGER],
    }),
  }),
});

export const { useCodLedgerQuery, useRecordCodPayoutMutation, useImportCodStatementMutation } =
  codLedgerApi;
