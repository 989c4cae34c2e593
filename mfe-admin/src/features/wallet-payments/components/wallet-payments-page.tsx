import { notify } from '@shop/api-client';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN, WALLET_NAMES } from '@shop/contracts';
import type { WalletClaimState, WalletPaymentRow } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { EmailText, PageHeader, pageParam, TableFrame, type TableFrameColumn } from '@shop/ui';
import { Button, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ADMIN_PAGE_SIZE, indexColumn } from '../../../components/table-states';
import { useAdminT } from '../../../lib/i18n';
import {
  useDecideWalletPaymentMutation,
  useWalletPaymentPageQuery,
  WALLET_PAYMENT_FILTERS,
} from '../api/wallet-payments-api';
import '../../../components/admin.css';
import './wallet-payments.css';

type Asking = { decision: 'verified' | 'not_received'; row: WalletPaymentRow } | null;

const filterFrom = (value: string | null): WalletClaimState =>
  (WALLET_PAYMENT_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as WalletClaimState)
    : 'verifying';

const STATE_COLORS: Record<WalletClaimState, string> = {
  verifying: 'gold',
  verified: 'green',
  not_received: 'red',
  expired: 'default',
};

/** "Rahim Customer · #1A2B3C4D": the order as a person knows it, never its database id. */
const orderLabel = (row: WalletPaymentRow) => `${row.customerName} · #${row.reference}`;

/**
 * The admin's queue of send-money payments: each claim's order (customer and the
 * reference they wrote in the wallet app), amount, wallet, sender number, TrxID, time and — while
 * it waits, the oldest first — the deadline to check it by (overdue ones marked), filtered
 * by waiting / verified / not received (in the address: `?state=&page=`). 'Verified' (after a
 * confirmation) marks the order paid; 'Not received' asks why and sends the order back to unpaid,
 * the customer told the reason.
 */
export function WalletPaymentsPage() {
  const [params, setParams] = useSearchParams();
  const state = filterFrom(params.get('state'));
  const page = pageParam(params.get('page'));
  const { data, isLoading, isFetching, isError, refetch } = useWalletPaymentPageQuery({
    state,
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  const [decide, deciding] = useDecideWalletPaymentMutation();
  const [asking, setAsking] = useState<Asking>(null);
  const { t } = useAdminT();
  const f = useFormat();

  const go = (next: { state?: WalletClaimState; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextState = next.state ?? state;
    if (nextState === 'verifying') search.delete('state');
    else search.set('state', nextState);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
  };

  const confirm = async (reason?: string) => {
    if (!asking) return;
    const { decision, row } = asking;
    const result = await decide({ orderId: row.orderId, decision, reason });
    // Errors are toasted by the API slice's middleware; the dialog stays open to try again.
    if ('error' in result) return;
    setAsking(null);
    notify.success(t(`walletPayments.done.${decision}`, { order: orderLabel(row) }));
  };

  const columns: TableFrameColumn<WalletPaymentRow>[] = [
    indexColumn(t('table.index'), page, f.number, 64),
    {
      key: 'order',
      title: t('walletPayments.columns.order'),
      card: 'title',
      render: (_value, row) => (
        <div className="wallet-payments__order">
          <strong translate="no">{row.customerName}</strong>
          <span>
            {t('walletPayments.reference')}{' '}
            <code translate="no" data-testid="order-reference">
              {row.reference}
            </code>
          </span>
          <span className="admin-muted wallet-payments__email">
            <EmailText email={row.customerEmail} />
          </span>
        </div>
      ),
    },
    {
      key: 'amount',
      title: t('walletPayments.columns.amount'),
      align: 'right',
      render: (_value, row) => (
        <strong data-testid="claim-amount">{f.price(row.claim.amountTaka)}</strong>
      ),
    },
    {
      key: 'wallet',
      title: t('walletPayments.columns.wallet'),
      render: (_value, row) => (
        <div className="wallet-payments__wallet">
          <span translate="no">{WALLET_NAMES[row.claim.wallet]}</span>
          <span className="admin-muted">
            {t('walletPayments.to')}{' '}
            <span translate="no" className="wallet-payments__number">
              {row.claim.toNumber}
            </span>
          </span>
        </div>
      ),
    },
    {
      // One column for the two things compared with the wallet's statement: the number it came
      // from, and the TrxID under it (never broken over lines).
      key: 'sender',
      title: t('walletPayments.columns.senderAndTrxId'),
      render: (_value, row) => (
        <div className="wallet-payments__sent">
          <span translate="no" className="wallet-payments__number" data-testid="claim-sender">
            {row.claim.senderNumber}
          </span>
          <code translate="no" className="wallet-payments__trx" data-testid="claim-trx-id">
            {row.claim.trxId}
          </code>
        </div>
      ),
    },
    {
      key: 'time',
      title: t('walletPayments.columns.time'),
      render: (_value, row) => {
        // A waiting claim says by when it must be checked (WALLET_CLAIM_HOURS): past that the
        // shop's sweep sends the order back to unpaid.
        const deadline = row.claim.state === 'verifying' ? row.claim.checkBy : undefined;
        const overdue = deadline !== undefined && new Date(deadline).getTime() <= Date.now();
        return (
          <div className="wallet-payments__times">
            <time className="wallet-payments__time" dateTime={row.claim.submittedAt}>
              {f.dateTime(row.claim.submittedAt)}
            </time>
            {deadline && (
              <span
                className="admin-muted wallet-payments__deadline"
                data-testid="claim-deadline"
                data-overdue={overdue ? 'true' : undefined}
              >
                {t('walletPayments.checkBy', { date: f.dateTime(deadline) })}
                {overdue && (
                  <>
                    {' '}
                    <Tag color="red">{t('walletPayments.overdue')}</Tag>
                  </>
                )}
              </span>
            )}
          </div>
        );
      },
    },
    {
      key: 'state',
      title: t('walletPayments.columns.state'),
      render: (_value, row) => (
        <div
          className="wallet-payments__state"
          data-testid="claim-state"
          data-state={row.claim.state}
        >
          <Tag color={STATE_COLORS[row.claim.state]}>
            {t(`walletPayments.states.${row.claim.state}`)}
          </Tag>
          {row.claim.decidedAt && (
            <span className="admin-muted">
              {row.claim.decidedBy
                ? t('walletPayments.decidedBy', {
                    name: row.claim.decidedBy.name,
                    date: f.dateTime(row.claim.decidedAt),
                  })
                : f.dateTime(row.claim.decidedAt)}
            </span>
          )}
          {row.claim.reason && <q translate="no">{row.claim.reason}</q>}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('walletPayments.columns.actions'),
      card: 'actions',
      render: (_value, row) =>
        row.claim.state === 'verifying' ? (
          <div className="wallet-payments__actions">
            <Button
              size="small"
              type="primary"
              onClick={() => setAsking({ decision: 'verified', row })}
              aria-label={t('walletPayments.actions.verifiedOf', { order: orderLabel(row) })}
            >
              {t('walletPayments.actions.verified')}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => setAsking({ decision: 'not_received', row })}
              aria-label={t('walletPayments.actions.notReceivedOf', { order: orderLabel(row) })}
            >
              {t('walletPayments.actions.notReceived')}
            </Button>
          </div>
        ) : (
          <span className="admin-muted">{t('walletPayments.decided')}</span>
        ),
    },
  ];

  const total = data?.total ?? 0;
  const claimFacts = (row: WalletPaymentRow) => (
    <p className="wallet-payments__facts">
      {t('walletPayments.dialog.facts', {
        amount: row.claim.amountTaka,
        wallet: WALLET_NAMES[row.claim.wallet],
        sender: row.claim.senderNumber,
        to: row.claim.toNumber,
        trxId: row.claim.trxId,
      })}
    </p>
  );

  return (
    <section className="wallet-payments">
      <PageHeader
        title={t('walletPayments.title')}
        lead={data ? t(`walletPayments.lead.${state}`, { count: total }) : undefined}
        leadPending={!data}
      />
      <TableFrame<WalletPaymentRow>
        label={t('walletPayments.title')}
        toolbar={
          <Segmented<WalletClaimState>
            value={state}
            onChange={(value) => go({ state: value })}
            options={WALLET_PAYMENT_FILTERS.map((value) => ({
              value,
              label: t(`walletPayments.filters.${value}`),
            }))}
            aria-label={t('walletPayments.filterLabel')}
          />
        }
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(row) => row.orderId}
        rowProps={(row) => ({
          'data-testid': 'wallet-payment-row',
          'data-trx-id': row.claim.trxId,
        })}
        loading={isLoading || isFetching}
        error={isError && { errorText: t('walletPayments.loadError'), refetch }}
        emptyText={t(`walletPayments.empty.${state}`)}
        paging={{ page, pageSize: ADMIN_PAGE_SIZE, total, onChange: (next) => go({ page: next }) }}
      />
      <ConfirmDialog
        open={asking?.decision === 'verified'}
        title={
          asking ? t('walletPayments.dialog.verifiedTitle', { order: orderLabel(asking.row) }) : ''
        }
        okText={t('walletPayments.actions.verified')}
        busy={deciding.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking && claimFacts(asking.row)}
        <p>{t('walletPayments.dialog.verifiedWarning')}</p>
      </ConfirmDialog>
      {asking?.decision === 'not_received' && (
        <ReasonDialog
          title={t('walletPayments.dialog.notReceivedTitle', { order: orderLabel(asking.row) })}
          label={t('walletPayments.dialog.reason')}
          hint={t('walletPayments.dialog.limits', {
            min: MODERATION_REASON_MIN,
            max: MODERATION_REASON_MAX,
          })}
          okText={t('walletPayments.actions.notReceived')}
          danger
          busy={deciding.isLoading}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => setAsking(null)}
        >
          {claimFacts(asking.row)}
        </ReasonDialog>
      )}
    </section>
  );
}
