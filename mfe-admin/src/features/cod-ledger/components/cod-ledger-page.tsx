import {
  COD_COURIERS,
  type CodCourier,
  type CodCourierTotal,
  type CodLedgerRow,
} from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { PageHeader, pageParam, TableFrame, type TableFrameColumn } from '@shop/ui';
import { Button, Checkbox, Segmented, Tag } from 'antd';
import { useRef, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../components/table-states';
import { useAdminT } from '../../../lib/i18n';
import { useCodLedgerQuery } from '../api/cod-ledger-api';
import { useCourierName } from './courier-names';
import { PayoutForm, type PayoutPrefill } from './payout-form';
import { StatementUpload } from './statement-upload';
import '../../../components/admin.css';
import './cod-ledger.css';

type CourierFilter = CodCourier | 'all';

const STATUS_COLORS: Record<CodLedgerRow['status'], string> = {
  in_transit: 'default',
  awaiting_payout: 'gold',
  settled: 'green',
  short: 'red',
  over: 'purple',
};

const courierFrom = (value: string | null): CourierFilter =>
  (COD_COURIERS as readonly string[]).includes(value ?? '') ? (value as CodCourier) : 'all';

/**
 * Cash-on-delivery reconciliation: what each courier owes, every booked consignment with what it
 * should collect, what the courier reported collected and charged, the payout due and received —
 * the ones whose figures differ highlighted (and a filter for them alone) — a form to record a
 * payout and the import of a courier's statement. Filters live in the address (`?courier=&differing=1&page=`).
 */
export function CodLedgerPage() {
  const [params, setParams] = useSearchParams();
  const courier = courierFrom(params.get('courier'));
  const differing = params.get('differing') === '1';
  const page = pageParam(params.get('page'));
  const { data, isLoading, isFetching, isError, refetch } = useCodLedgerQuery({
    courier: courier === 'all' ? undefined : courier,
    differing,
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  const [prefill, setPrefill] = useState<PayoutPrefill>();
  const formPlace = useRef<HTMLDivElement>(null);
  const { t } = useAdminT();
  const courierName = useCourierName();
  const f = useFormat();

  const go = (next: { courier?: CourierFilter; differing?: boolean; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextCourier = next.courier ?? courier;
    if (nextCourier === 'all') search.delete('courier');
    else search.set('courier', nextCourier);
    if (next.differing ?? differing) search.set('differing', '1');
    else search.delete('differing');
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
  };

  /** A signed amount: "−৳60" for what the shop owes back. */
  const money = (amount: number) => (amount < 0 ? `−${f.price(-amount)}` : f.price(amount));

  const payThis = (row: CodLedgerRow) => {
    setPrefill({
      courier: row.courier,
      consignmentId: row.consignmentId,
      amount: row.difference > 0 ? row.difference : null,
      at: Date.now(),
    });
    // jsdom has no scrollIntoView.
    formPlace.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const columns: TableFrameColumn<CodLedgerRow>[] = [
    {
      key: 'consignment',
      title: t('codLedger.columns.consignment'),
      card: 'title',
      render: (_value, row) => (
        <div className="cod-ledger__consignment">
          <strong>
            {courierName(row.courier)}{' '}
            <code translate="no" data-testid="consignment-id">
              {row.consignmentId}
            </code>
          </strong>
          <span className="admin-muted">
            {t('codLedger.order')} <span translate="no">#{row.invoice}</span>
          </span>
          <span className="admin-muted">
            {t(`courierBooking.state.${row.state}`, { defaultValue: row.state })}
          </span>
        </div>
      ),
    },
    {
      key: 'toCollect',
      title: t('codLedger.columns.toCollect'),
      align: 'right',
      render: (_value, row) => <span data-testid="to-collect">{f.price(row.amountToCollect)}</span>,
    },
    {
      key: 'collected',
      title: t('codLedger.columns.collected'),
      align: 'right',
      render: (_value, row) => (
        <span
          data-testid="collected"
          data-differs={row.differences.includes('collected') ? 'true' : undefined}
        >
          {row.collected === null ? (
            <span className="admin-muted">{t('codLedger.notReported')}</span>
          ) : (
            f.price(row.collected)
          )}
        </span>
      ),
    },
    {
      key: 'charges',
      title: t('codLedger.columns.charges'),
      align: 'right',
      fold: 'collected',
      render: (_value, row) => (
        <div className="cod-ledger__charges" data-testid="charges">
          <span>{t('codLedger.delivery', { amount: row.deliveryCharge })}</span>
          <span>{t('codLedger.codFee', { amount: row.codFee })}</span>
        </div>
      ),
    },
    {
      key: 'expected',
      title: t('codLedger.columns.expected'),
      align: 'right',
      render: (_value, row) => <strong data-testid="expected">{money(row.payoutExpected)}</strong>,
    },
    {
      key: 'received',
      title: t('codLedger.columns.received'),
      align: 'right',
      fold: 'expected',
      render: (_value, row) => <span data-testid="received">{money(row.payoutReceived)}</span>,
    },
    {
      key: 'difference',
      title: t('codLedger.columns.difference'),
      render: (_value, row) => (
        <div className="cod-ledger__difference" data-testid="difference" data-status={row.status}>
          <Tag color={STATUS_COLORS[row.status]}>{t(`codLedger.status.${row.status}`)}</Tag>
          {row.difference !== 0 && row.status !== 'in_transit' && (
            <strong>{money(row.difference)}</strong>
          )}
          {row.differences.map((why) => (
            <span key={why} className="cod-ledger__why">
              {t(`codLedger.differences.${why}`)}
            </span>
          ))}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('codLedger.columns.actions'),
      card: 'actions',
      render: (_value, row) =>
        row.status === 'in_transit' || row.status === 'settled' ? null : (
          <Button
            size="small"
            onClick={() => payThis(row)}
            aria-label={t('codLedger.payThisOf', {
              consignment: `${courierName(row.courier)} ${row.consignmentId}`,
            })}
          >
            {t('codLedger.payThis')}
          </Button>
        ),
    },
  ];

  const total = data?.total ?? 0;
  return (
    <section className="cod-ledger">
      <PageHeader title={t('codLedger.title')} lead={t('codLedger.lead')} />
      <ul className="cod-ledger__totals" aria-label={t('codLedger.totalsLabel')}>
        {(data?.totals ?? []).map((row) => (
          <CourierTotalCard key={row.courier} total={row} money={money} />
        ))}
      </ul>
      <TableFrame<CodLedgerRow>
        label={t('codLedger.title')}
        toolbar={
          <div className="cod-ledger__toolbar">
            <Segmented<CourierFilter>
              value={courier}
              onChange={(value) => go({ courier: value })}
              options={[
                { value: 'all', label: t('codLedger.allCouriers') },
                ...COD_COURIERS.map((value) => ({
                  value,
                  label: courierName(value),
                })),
              ]}
              aria-label={t('codLedger.courierFilter')}
            />
            <Checkbox
              checked={differing}
              onChange={(event) => go({ differing: event.target.checked })}
            >
              {t('codLedger.onlyDiffering')}
            </Checkbox>
          </div>
        }
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(row) => row.shipmentId}
        rowProps={(row) => ({
          'data-testid': 'cod-row',
          'data-consignment': row.consignmentId,
          'data-differs': row.differences.length > 0 ? 'true' : 'false',
        })}
        compactBelow={1000}
        loading={isLoading || isFetching}
        error={isError && { errorText: t('codLedger.loadError'), refetch }}
        emptyText={t(differing ? 'codLedger.emptyDiffering' : 'codLedger.empty')}
        paging={{ page, pageSize: ADMIN_PAGE_SIZE, total, onChange: (next) => go({ page: next }) }}
      />
      <div className="cod-ledger__panels" ref={formPlace}>
        <PayoutForm prefill={prefill} />
        <StatementUpload />
      </div>
    </section>
  );
}

function CourierTotalCard({
  total,
  money,
}: {
  total: CodCourierTotal;
  money: (amount: number) => string;
}) {
  const { t } = useAdminT();
  const courierName = useCourierName();
  const f = useFormat();
  return (
    <li className="cod-ledger__total" data-testid="courier-total" data-courier={total.courier}>
      <strong>{courierName(total.courier)}</strong>
      <span className="cod-ledger__owed">
        {t('codLedger.totals.owes')} <strong data-testid="owed">{money(total.owed)}</strong>
      </span>
      <span className="admin-muted">
        {t('codLedger.totals.figures', {
          expected: money(total.payoutExpected),
          received: money(total.payoutReceived),
        })}
      </span>
      <span className={total.differing > 0 ? 'cod-ledger__why' : 'admin-muted'}>
        {t('codLedger.totals.differing', {
          count: total.differing,
          shown: f.number(total.differing),
        })}
      </span>
    </li>
  );
}
