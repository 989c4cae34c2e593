import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type Bilingual,
  type DailySales,
  LOW_STOCK_THRESHOLD,
  type SalesFigures,
  type SalesSummary,
  type TopProduct,
  VISIBLE_ORDER_STATUSES,
  type VisibleOrderStatus,
} from '@shop/contracts';
import type { Model, PipelineStage, Types } from 'mongoose';
import { CatalogueService } from '../catalogue';
import { ContactService } from '../contact';
import { dhakaMidnight } from './order-queries.service';
import { Order, type StoredOrderStatus } from './schemas/order.schema';

const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3_600_000;
/** The chart and the top products cover this many days, today included. */
export const SALES_WINDOW_DAYS = 30;
export const TOP_PRODUCTS = 5;

/** Orders that count as sales: placed and not cancelled (pending/failed ones are not orders yet). */
const SOLD: StoredOrderStatus[] = ['placed', 'confirmed', 'shipped', 'delivered'];

/**
 * The admin dashboard's sales at a glance. Each figure is one aggregation over the
 * orders, matching on `status` and a `createdAt` range first so it walks the `{status, createdAt}`
 * index; days start at midnight in Dhaka (UTC+6, no daylight saving).
 */
@Injectable()
export class SalesService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly catalogue: CatalogueService,
    private readonly contact: ContactService,
  ) {}

  async summary(now = new Date()): Promise<SalesSummary> {
    const today = dhakaMidnight(now);
    const windowStart = new Date(today.getTime() - (SALES_WINDOW_DAYS - 1) * DAY_MS);
    const [periods, byStatus, daily, topProducts, lowStock, newMessages] = await Promise.all([
      this.periods(today, windowStart),
      this.byStatus(),
      this.daily(windowStart),
      this.topProducts(windowStart),
      this.catalogue.lowStock(LOW_STOCK_THRESHOLD),
      this.contact.countUnhandled(),
    ]);
    return { periods, byStatus, daily, topProducts, lowStock, newMessages };
  }

  /** Orders and revenue today, in the last 7 and in the last 30 days (today included). */
  private async periods(today: Date, windowStart: Date): Promise<SalesSummary['periods']> {
    const since = (start: Date) => ({ $cond: [{ $gte: ['$createdAt', start] }, 1, 0] });
    const revenueSince = (start: Date) => ({
      $cond: [{ $gte: ['$createdAt', start] }, '$total', 0],
    });
    const weekStart = new Date(today.getTime() - 6 * DAY_MS);
    const [row] = await this.orders
      .aggregate<
        Record<
          | 'todayOrders'
          | 'todayRevenue'
          | 'weekOrders'
          | 'weekRevenue'
          | 'monthOrders'
          | 'monthRevenue',
          number
        >
      >([
        this.soldSince(windowStart),
        {
          $group: {
            _id: null,
            todayOrders: { $sum: since(today) },
            todayRevenue: { $sum: revenueSince(today) },
            weekOrders: { $sum: since(weekStart) },
            weekRevenue: { $sum: revenueSince(weekStart) },
            monthOrders: { $sum: 1 },
            monthRevenue: { $sum: '$total' },
          },
        },
      ])
      .exec();
    const figures = (orders = 0, revenue = 0): SalesFigures => ({ orders, revenue });
    return {
      today: figures(row?.todayOrders, row?.todayRevenue),
      last7Days: figures(row?.weekOrders, row?.weekRevenue),
      last30Days: figures(row?.monthOrders, row?.monthRevenue),
    };
  }

  /** Every visible order by status, all time (zero for a status without orders). */
  private async byStatus(): Promise<SalesSummary['byStatus']> {
    const rows = await this.orders
      .aggregate<{ _id: VisibleOrderStatus; count: number }>([
        { $match: { status: { $in: [...VISIBLE_ORDER_STATUSES] } } },
        { $group: { _id: '$status', count: { $sum: 1 } } },
      ])
      .exec();
    const counts = Object.fromEntries(
      VISIBLE_ORDER_STATUSES.map((status) => [status, 0]),
    ) as SalesSummary['byStatus'];
    for (const row of rows) counts[row._id] = row.count;
    return counts;
  }

  /** Orders and revenue of each of the last 30 days, oldest first, days without orders included. */
  private async daily(windowStart: Date): Promise<DailySales[]> {
    const rows = await this.orders
      .aggregate<{ _id: number; orders: number; revenue: number }>([
        this.soldSince(windowStart),
        {
          $group: {
            // Whole days since the window's first Dhaka midnight (date − date is milliseconds).
            _id: { $floor: { $divide: [{ $subtract: ['$createdAt', windowStart] }, DAY_MS] } },
            orders: { $sum: 1 },
            revenue: { $sum: '$total' },
          },
        },
      ])
      .exec();
    const byDay = new Map(rows.map((row) => [Number(row._id), row]));
    return Array.from({ length: SALES_WINDOW_DAYS }, (_, day) => ({
      date: dhakaDate(new Date(windowStart.getTime() + day * DAY_MS)),
      orders: byDay.get(day)?.orders ?? 0,
      revenue: byDay.get(day)?.revenue ?? 0,
    }));
  }

  /**
   * The 5 variants sold in the most units over the last 30 days (ties: more revenue, then product
   * and SKU), each named as its latest order recorded it.
   */
  private async topProducts(windowStart: Date): Promise<TopProduct[]> {
    const rows = await this.orders
      .aggregate<{
        _id: { partId: Types.ObjectId; sku: string };
        name: string;
        variantName?: Bilingual | null;
        img: string;
        units: number;
        revenue: number;
      }>([
        this.soldSince(windowStart),
        // Newest first, so that $first below keeps the latest name and picture of each variant.
        { $sort: { createdAt: -1, _id: -1 } },
        { $unwind: '$lines' },
        {
          $group: {
            _id: { partId: '$lines.partId', sku: '$lines.sku' },
            name: { $first: '$lines.name' },
            variantName: { $first: '$lines.variantName' },
            img: { $first: '$lines.img' },
            units: { $sum: '$lines.quantity' },
            revenue: { $sum: '$lines.lineTotal' },
          },
        },
        { $sort: { units: -1, revenue: -1, '_id.partId': 1, '_id.sku': 1 } },
        { $limit: TOP_PRODUCTS },
      ])
      .exec();
    return rows.map((row) => ({
      partId: row._id.partId.toHexString(),
      sku: row._id.sku,
      name: row.name,
      ...(row.variantName && { variantName: row.variantName }),
      img: row.img,
      units: row.units,
      revenue: row.revenue,
    }));
  }

  /** Sold (not cancelled) orders created at or after `start`. */
  private soldSince(start: Date): PipelineStage.Match {
    return { $match: { status: { $in: SOLD }, createdAt: { $gte: start } } };
  }
}

/** `YYYY-MM-DD` of the Dhaka calendar day that `instant` falls in. */
export function dhakaDate(instant: Date): string {
  return new Date(instant.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}
