import { useAuth } from '@shop/api-client';
import {
  OPEN_RETURN_STATES,
  type Order,
  VISIBLE_ORDER_STATUSES,
  type VisibleOrderStatus,
} from '@shop/contracts';
import { formatOrderNumber } from '@shop/rules';
import { Link, useSearchParams } from '@shop/router';
import { useFormat } from '@shop/i18n';
import { Badge, Segmented, Tag } from 'antd';
import {
  EmailText,
  OrderStatusTag,
  PageHeader,
  pageParam,
  TableFrame,
  type TableFrameColumn,
  TableSearch,
  Unbroken,
} from '@shop/ui';
import { useLineName } from '../../../components/line-name';
import { ADMIN_PAGE_SIZE, indexColumn } from '../../../components/table-states';
import { Thumbnail } from '../../../components/thumbnail';
import { useAdminT } from '../../../lib/i18n';
import { useAdminOrderPageQuery } from '../api/orders-api';
import { BulkBooking, OrderCourier, usePageShipments } from '../courier-booking';
import { BatchDocuments, OrderDocuments } from '../documents';
import { RiskFlag, RiskPanel, usePageRiskFlags } from '../risk';
import { OrderActions } from './order-actions';
import { OrderHistory } from './order-history';
import { OrderRefunds } from './order-refunds';
import { OrderReturns } from './order-returns';
import { PaymentState } from './payment-state';
import './orders.css';

/** Spec §2 columns of Manage All Orders, then the workflow's (keys of the admin messages). */
const COLUMN_KEYS = [
  'table.index',
  'orders.columns.details',
  'orders.columns.picture',
  'orders.columns.price',
  'orders.columns.quantity',
  'orders.columns.status',
  'orders.columns.payment',
  'orders.columns.actions',
] as const;

const ALL = 'all';
/** The filter of orders with an open return request (`?returns=open`). */
const RETURNS = 'returns';

const statusFrom = (value: string | null): VisibleOrderStatus | null =>
  (VISIBLE_ORDER_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as VisibleOrderStatus)
    : null;

/**
 * Spec §2 Manage All Orders: every order newest first, paged, filtered by status and searched by
 * its number ("#0B3DF8", whole or part) or the customer's email or phone (in the address: `?status=&q=&page=`), with the status, the payment
 * state and the workflow's buttons; a row (a card on a phone) expands to the order's returns,
 * refunds and history (who changed what, when).
 */
export function ManageOrdersPage() {
  const { user: me } = useAuth();
  const { t } = useAdminT();
  const f = useFormat();
  const lineName = useLineName();
  const [
    indexTitle,
    detailsTitle,
    pictureTitle,
    priceTitle,
    quantityTitle,
    statusTitle,
    paymentTitle,
    actionsTitle,
  ] = COLUMN_KEYS.map((key) => t(key));
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const status = statusFrom(params.get('status'));
  const q = params.get('q') ?? '';
  const returns = params.get('returns') === 'open';
  const { data, isLoading, isFetching, isError, refetch } = useAdminOrderPageQuery({
    page,
    limit: ADMIN_PAGE_SIZE,
    status,
    q,
    returns,
  });
  // The couriers offered and the parcels of this page's orders (booking, tracking, cancelling).
  const { offers, shipments } = usePageShipments(data?.items);
  // The orders of this page the owner's risk rule marked (their Risk panel's last check).
  const riskFlags = usePageRiskFlags(data?.items);
  // The badge: how many orders have a return request waiting for the admin.
  const openReturns = useAdminOrderPageQuery({
    page: 1,
    limit: 1,
    status: null,
    q: '',
    returns: true,
  }).data?.total;

  const go = (next: {
    page?: number;
    status?: VisibleOrderStatus | null;
    q?: string;
    returns?: boolean;
  }) => {
    const search = new URLSearchParams(params);
    const set = (key: string, value: string | null | undefined) =>
      value ? search.set(key, value) : search.delete(key);
    set('status', next.status === undefined ? status : next.status);
    set('q', next.q ?? q);
    set('returns', (next.returns ?? returns) ? 'open' : null);
    set('page', next.page && next.page > 1 ? String(next.page) : null);
    setParams(search);
  };

  const columns: TableFrameColumn<Order>[] = [
    indexColumn(indexTitle, page, f.number),
    {
      title: detailsTitle,
      key: 'details',
      card: 'title',
      render: (_value, order) => (
        <div className="admin-orders__details" data-testid="order-customer">
          {/* The number the customer quotes from their messages; searchable above. */}
          <span className="admin-orders__number" data-testid="order-number" translate="no">
            {formatOrderNumber(order.number)}
          </span>
          {riskFlags.has(order._id) && <RiskFlag />}
          {/* What the customer typed stays as typed. */}
          <strong translate="no">{order.name}</strong>
          <EmailText email={order.email} />
          <span>
            <Unbroken>
              <span translate="no">{order.phone}</span>
            </Unbroken>
            {order.phoneStats && (
              <span
                className="admin-muted"
                data-testid="phone-stats"
                title={t('orders.phoneStatsTitle')}
              >
                {' '}
                {t('orders.phoneStats', {
                  orders: order.phoneStats.orders,
                  cancelled: order.phoneStats.cancelled,
                })}
              </span>
            )}
          </span>
          <span translate="no">
            {order.address}, {order.district}
          </span>
          <span className="admin-muted">
            <Unbroken>
              <time dateTime={order.createdAt}>{f.dateTime(order.createdAt)}</time>
            </Unbroken>
          </span>
        </div>
      ),
    },
    {
      title: pictureTitle,
      key: 'picture',
      width: 80,
      card: 'media',
      // Beside the customer's details in the dashboard's box at 1024–1280 px.
      fold: 'details',
      render: (_value, order) => (
        <Thumbnail
          img={order.lines[0]?.img ?? order.img}
          alt={order.lines[0] ? lineName(order.lines[0]) : order.partsName}
        />
      ),
    },
    {
      title: priceTitle,
      key: 'price',
      align: 'right',
      render: (_value, order) => (
        <span className="admin-orders__price">
          <Unbroken data-testid="order-total">{f.price(order.total)}</Unbroken>
          {order.deliveryFee > 0 && (
            <span className="admin-muted">
              {t('orders.deliveryIncluded', { fee: order.deliveryFee })}
            </span>
          )}
        </span>
      ),
    },
    {
      title: quantityTitle,
      key: 'quantity',
      align: 'right',
      fold: 'price',
      render: (_value, order) => f.number(order.quantity),
    },
    {
      title: statusTitle,
      key: 'status',
      render: (_value, order) => {
        const waiting = (order.returns ?? []).filter((ret) =>
          (OPEN_RETURN_STATES as readonly string[]).includes(ret.state),
        ).length;
        return (
          <span className="admin-orders__status">
            <OrderStatusTag status={order.status}>
              {t(`orders.status.${order.status}`)}
            </OrderStatusTag>
            {waiting > 0 && (
              <Tag color="gold" data-testid="open-returns">
                {t('orders.returns.open', { count: waiting })}
              </Tag>
            )}
          </span>
        );
      },
    },
    {
      title: paymentTitle,
      key: 'payment',
      fold: 'status',
      render: (_value, order) => <PaymentState order={order} />,
    },
    {
      title: actionsTitle,
      key: 'actions',
      card: 'actions',
      render: (_value, order) => (
        <>
          <OrderActions order={order} />
          <OrderCourier order={order} shipment={shipments.get(order._id)} offers={offers} />
          <OrderDocuments order={order} />
        </>
      ),
    },
  ];

  const total = data?.total ?? 0;
  const filtered = Boolean(status || q || returns);
  return (
    <section>
      <PageHeader
        title={t('orders.title')}
        lead={
          data ? t(filtered ? 'orders.leadFiltered' : 'orders.lead', { count: total }) : undefined
        }
        leadPending={!data}
        extra={
          <Link to="/dashboard/deliveryRates" data-testid="delivery-rates-link">
            {t('deliveryRates.link')}
          </Link>
        }
      />
      <TableFrame<Order>
        label={t('orders.title')}
        cardsBelow={600}
        toolbar={
          <>
            <Segmented<string>
              value={returns ? RETURNS : (status ?? ALL)}
              onChange={(value) =>
                value === RETURNS
                  ? go({ status: null, returns: true })
                  : go({
                      status: value === ALL ? null : (value as VisibleOrderStatus),
                      returns: false,
                    })
              }
              aria-label={t('orders.filterLabel')}
              options={[
                { value: ALL, label: t('orders.all') },
                ...VISIBLE_ORDER_STATUSES.map((value) => ({
                  value,
                  label: t(`orders.status.${value}`),
                })),
                {
                  value: RETURNS,
                  label: (
                    <span data-testid="returns-filter">
                      {t('orders.returns.filter')}{' '}
                      <Badge
                        count={openReturns ? f.number(openReturns) : 0}
                        size="small"
                        data-testid="returns-badge"
                        title={t('orders.returns.badgeTitle', { count: openReturns ?? 0 })}
                      />
                    </span>
                  ),
                },
              ]}
            />
            <TableSearch
              value={q}
              placeholder={t('orders.searchPlaceholder')}
              label={t('orders.searchLabel')}
              button={t('orders.search')}
              onSearch={(value) => go({ q: value })}
            />
            <BulkBooking orders={data?.items ?? []} shipments={shipments} offers={offers} />
            <BatchDocuments orders={data?.items ?? []} />
          </>
        }
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(order) => order._id}
        rowProps={(order) => ({ 'data-testid': 'order-row', 'data-order-id': order._id })}
        loading={isLoading || isFetching}
        error={isError && { errorText: t('orders.loadError'), refetch }}
        emptyText={t(filtered ? 'orders.emptyFiltered' : 'orders.empty')}
        paging={{ page, pageSize: ADMIN_PAGE_SIZE, total, onChange: (next) => go({ page: next }) }}
        expandable={{
          title: t('orders.columns.history'),
          render: (order) => (
            <div className="admin-orders__expanded">
              <h3 className="admin-orders__expanded-title" data-testid="order-details-number">
                {t('orders.number')} <span translate="no">{formatOrderNumber(order.number)}</span>
              </h3>
              {order.delivery && (
                <p className="admin-muted" data-testid="order-delivery-quote">
                  {t('orders.deliveryQuote', {
                    zone: t(`deliveryRates.zones.${order.delivery.zone}`),
                    weight: order.delivery.weightGrams,
                    charge: order.delivery.charge,
                  })}
                  {order.delivery.codFee > 0 &&
                    t('orders.deliveryCodFee', { fee: order.delivery.codFee })}
                </p>
              )}
              {order.paymentMethod === 'cod' && <RiskPanel order={order} />}
              <OrderReturns order={order} />
              <OrderRefunds order={order} />
              <OrderHistory order={order} myId={me?._id} />
            </div>
          ),
        }}
      />
    </section>
  );
}
