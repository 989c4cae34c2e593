import {
  LOW_STOCK_THRESHOLD,
  type SalesFigures,
  type SalesSummary,
  VISIBLE_ORDER_STATUSES,
} from '@shop/contracts';
import { Link } from '@shop/router';
import { formatTaka } from '@shop/rules';
import { PageHeader } from '@shop/ui';
import { Button, Card, Result, Skeleton, Tag } from 'antd';
import { Thumbnail } from '../../../components/thumbnail';
import { useSalesSummaryQuery } from '../api/sales-api';
import { LazySalesChart } from './lazy-sales-chart';
import './sales.css';

export const ADMIN_HOME_TITLE = 'Sales at a glance';

const PERIODS: [keyof SalesSummary['periods'], string][] = [
  ['today', 'Today'],
  ['last7Days', 'Last 7 days'],
  ['last30Days', 'Last 30 days'],
];

const partsLink = (name: string) => `/dashboard/manageParts?q=${encodeURIComponent(name)}`;
const ordersLink = (status: string) =>
  `/dashboard/manageOrders?status=${encodeURIComponent(status)}`;

function Period({ label, figures }: { label: string; figures: SalesFigures }) {
  return (
    <Card size="small" className="sales__period" data-testid="sales-period">
      <h3 className="sales__period-label">{label}</h3>
      <p className="sales__revenue">{formatTaka(figures.revenue)}</p>
      <p className="admin-muted">
        {figures.orders} {figures.orders === 1 ? 'order' : 'orders'}
      </p>
    </Card>
  );
}

function Summary({ summary }: { summary: SalesSummary }) {
  const hasSales = summary.daily.some((day) => day.orders > 0);
  return (
    <div className="sales">
      <div className="sales__periods">
        {PERIODS.map(([key, label]) => (
          <Period key={key} label={label} figures={summary.periods[key]} />
        ))}
        <Card size="small" className="sales__period" data-testid="new-messages">
          <h3 className="sales__period-label">New messages</h3>
          <p className="sales__revenue" data-testid="new-messages-count">
            {summary.newMessages}
          </p>
          <Link to="/dashboard/messages">
            {summary.newMessages > 0 ? 'Read them' : 'Open the inbox'}
          </Link>
        </Card>
      </div>

      <Card title="Orders by status" size="small" className="sales__card">
        <ul className="sales__statuses">
          {VISIBLE_ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link to={ordersLink(status)} data-testid={`status-${status}`}>
                <Tag>{status}</Tag> {summary.byStatus[status] ?? 0}
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <Card title="The last 30 days" size="small" className="sales__card">
        {hasSales ? (
          <LazySalesChart daily={summary.daily} />
        ) : (
          <p className="admin-muted">
            No orders in the last 30 days yet: the chart starts with the first one.
          </p>
        )}
      </Card>

      <div className="sales__columns">
        <Card title="Top products (30 days)" size="small" className="sales__card">
          {summary.topProducts.length === 0 ? (
            <p className="admin-muted">Nothing sold in the last 30 days yet.</p>
          ) : (
            <ol className="sales__list" data-testid="top-products">
              {summary.topProducts.map((product) => (
                <li key={product.partId} className="sales__item">
                  <Thumbnail img={product.img} alt={product.name} />
                  <span className="sales__item-name">{product.name}</span>
                  <span className="sales__item-figure">
                    {product.units} sold · {formatTaka(product.revenue)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>

        <Card
          title={`Low stock (${LOW_STOCK_THRESHOLD} or fewer left)`}
          size="small"
          className="sales__card"
          extra={<Link to="/dashboard/manageParts">Manage All Products</Link>}
        >
          {summary.lowStock.length === 0 ? (
            <p className="admin-muted">
              Every product has more than {LOW_STOCK_THRESHOLD} in stock.
            </p>
          ) : (
            <ul className="sales__list" data-testid="low-stock">
              {summary.lowStock.map((part) => (
                <li key={part._id} className="sales__item">
                  <Thumbnail img={part.img} alt={part.name} />
                  <Link to={partsLink(part.name)} className="sales__item-name">
                    {part.name}
                  </Link>
                  <Tag color={part.quantity === 0 ? 'red' : 'orange'}>
                    {part.quantity === 0 ? 'sold out' : `${part.quantity} left`}
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
  let body;
  if (isLoading) {
    body = (
      <div role="status" aria-label="Loading the sales summary">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else if (isError || !data) {
    body = (
      <Result
        status="warning"
        title="The sales summary could not be loaded."
        extra={
          <Button onClick={() => void refetch()} loading={isFetching}>
            Retry
          </Button>
        }
      />
    );
  } else {
    body = <Summary summary={data} />;
  }
  return (
    <section>
      <PageHeader
        title={ADMIN_HOME_TITLE}
        lead="Days start at midnight, Dhaka time. Cancelled orders are not counted."
      />
      {body}
    </section>
  );
}
