import {
  LOW_STOCK_THRESHOLD,
  type SalesFigures,
  type SalesSummary,
  VISIBLE_ORDER_STATUSES,
} from '@shop/contracts';
import { Link } from '@shop/router';
import { useFormat } from '@shop/i18n';
import { PageHeader } from '@shop/ui';
import { Button, Card, Result, Skeleton, Tag } from 'antd';
import { LineName, useLineName } from '../../../components/line-name';
import { Thumbnail } from '../../../components/thumbnail';
import { useAdminT } from '../../../lib/i18n';
import { useSalesSummaryQuery } from '../api/sales-api';
import { LazySalesChart } from './lazy-sales-chart';
import './sales.css';

/** The three periods of the summary; each card's title is `sales.periods.<period>`. */
const PERIODS: (keyof SalesSummary['periods'])[] = ['today', 'last7Days', 'last30Days'];

/** Manage All Products filtered by the product's name (a low-stock row's link). */
const partsLink = (name: string) => `/dashboard/manageParts?q=${encodeURIComponent(name)}`;
const ordersLink = (status: string) =>
  `/dashboard/manageOrders?status=${encodeURIComponent(status)}`;

function Period({ label, figures }: { label: string; figures: SalesFigures }) {
  const { t } = useAdminT();
  const f = useFormat();
  return (
    <Card size="small" className="sales__period" data-testid="sales-period">
      <h3 className="sales__period-label">{label}</h3>
      <p className="sales__revenue">{f.price(figures.revenue)}</p>
      <p className="admin-muted">{t('sales.orders', { count: figures.orders })}</p>
    </Card>
  );
}

function Summary({ summary }: { summary: SalesSummary }) {
  const { t } = useAdminT();
  const f = useFormat();
  // Rows are variants, named like order lines: the product, then its options in the page's language.
  const lineName = useLineName();
  const hasSales = summary.daily.some((day) => day.orders > 0);
  return (
    <div className="sales">
      <div className="sales__periods">
        {PERIODS.map((key) => (
          <Period key={key} label={t(`sales.periods.${key}`)} figures={summary.periods[key]} />
        ))}
        <Card size="small" className="sales__period" data-testid="new-messages">
          <h3 className="sales__period-label">{t('sales.newMessages')}</h3>
          <p className="sales__revenue" data-testid="new-messages-count">
            {f.number(summary.newMessages)}
          </p>
          <Link to="/dashboard/messages">
            {t(summary.newMessages > 0 ? 'sales.readThem' : 'sales.openInbox')}
          </Link>
        </Card>
      </div>

      <Card title={t('sales.byStatus')} size="small" className="sales__card">
        <ul className="sales__statuses">
          {VISIBLE_ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link to={ordersLink(status)} data-testid={`status-${status}`}>
                <Tag>{t(`orders.status.${status}`)}</Tag> {f.number(summary.byStatus[status] ?? 0)}
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <Card title={t('sales.last30Days')} size="small" className="sales__card">
        {hasSales ? (
          <LazySalesChart daily={summary.daily} />
        ) : (
          <p className="admin-muted">{t('sales.noSales')}</p>
        )}
      </Card>

      <div className="sales__columns">
        <Card title={t('sales.topProducts')} size="small" className="sales__card">
          {summary.topProducts.length === 0 ? (
            <p className="admin-muted">{t('sales.nothingSold')}</p>
          ) : (
            <ol className="sales__list" data-testid="top-products">
              {summary.topProducts.map((product) => (
                <li key={`${product.partId}/${product.sku}`} className="sales__item">
                  <Thumbnail img={product.img} alt={lineName(product)} />
                  <span className="sales__item-name">
                    <LineName line={product} />
                  </span>
                  <span className="sales__item-figure">
                    {t('sales.sold', { count: product.units, revenue: product.revenue })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>

        <Card
          title={t('sales.lowStock', { count: LOW_STOCK_THRESHOLD })}
          size="small"
          className="sales__card"
          extra={<Link to="/dashboard/manageParts">{t('sales.manageProducts')}</Link>}
        >
          {summary.lowStock.length === 0 ? (
            <p className="admin-muted">{t('sales.enoughStock', { count: LOW_STOCK_THRESHOLD })}</p>
          ) : (
            <ul className="sales__list" data-testid="low-stock">
              {/* One row per variant: several rows may be one product (`_id`), each its own SKU. */}
              {summary.lowStock.map((part) => (
                <li key={part.sku} className="sales__item" data-sku={part.sku}>
                  <Thumbnail img={part.img} alt={lineName(part)} />
                  <Link to={partsLink(part.name)} className="sales__item-name">
                    <LineName line={part} />
                  </Link>
                  <Tag color={part.quantity === 0 ? 'red' : 'orange'}>
                    {part.quantity === 0
                      ? t('sales.soldOut')
                      : t('sales.left', { count: part.quantity })}
                  </Tag>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

/**
 * The admin's dashboard index: orders and revenue today / 7 / 30 days, orders by status, a chart of
 * the last 30 days (recharts, loaded on demand), the best sellers, low stock with links to Manage
 * All Products, and the number of new Contact Us messages.
 */
export function AdminHomePage() {
  const { data, isLoading, isError, isFetching, refetch } = useSalesSummaryQuery();
  const { t } = useAdminT();
  let body;
  if (isLoading) {
    body = (
      <div role="status" aria-label={t('sales.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else if (isError || !data) {
    body = (
      <Result
        status="warning"
        title={t('sales.loadError')}
        extra={
          <Button onClick={() => void refetch()} loading={isFetching}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <Summary summary={data} />;
  }
  return (
    <section>
      <PageHeader title={t('sales.title')} lead={t('sales.lead')} />
      {body}
    </section>
  );
}
