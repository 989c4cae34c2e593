import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type {
  AdvanceRequestView,
  CourierHistoryView,
  Order,
  OrderRisk,
  RiskFlags,
} from '@shop/contracts';
import {
  formatOrderNumber,
  groupDigitsBangladeshi,
  matchesRiskRule,
  normalizeBdMobile,
} from '@shop/rules';
import mongoose, { type Model, Types } from 'mongoose';
import { AuditService } from '../audit';
import type { AuthenticatedUser } from '../common';
import type { AppConfig } from '../config';
import {
  type Courier,
  CourierRejectedError,
  CourierUnavailableError,
  Couriers,
  offersPhoneHistory,
  type PhoneHistorySource,
} from '../couriers';
import { localizeDigits } from '../notifications';
import { OrdersService } from '../orders';
import { AdvanceNotApplicableError, AdvanceNotWithdrawableError } from './risk-errors';
import { RiskRuleService } from './risk-rule.service';
import { CourierPhoneHistoryRecord } from './schemas/courier-phone-history.schema';
import { type AdvanceRequestRecord, OrderRiskRecord } from './schemas/order-risk.schema';

/**
 * A courier's answer about a phone is kept this long: the fraud check is rationed per merchant, and
 * a customer's history does not change by the hour.
 */
export const COURIER_HISTORY_TTL_MS = 6 * 3_600_000;

const DUPLICATE_KEY = 11000;

/** Orders the delivery charge may be asked for in advance: not shipped yet. */
const ADVANCE_STATUSES = ['placed', 'confirmed'];

/**
 * The risk check by phone (README.md): the phone's history in this shop, the courier's across
 * merchants (cached), the owner's rule, the mark it leaves on the order, and the ask for the
 * delivery charge in advance. Admins only; nothing here is ever answered to a customer.
 */
@Injectable()
export class RiskService {
  private readonly logger = new Logger('Risk');

  constructor(
    @InjectModel(CourierPhoneHistoryRecord.name)
    private readonly histories: Model<CourierPhoneHistoryRecord>,
    @InjectModel(OrderRiskRecord.name) private readonly risks: Model<OrderRiskRecord>,
    private readonly orders: OrdersService,
    private readonly couriers: Couriers,
    private readonly rules: RiskRuleService,
    private readonly audit: AuditService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** GET /admin/orders/:id/risk: checks the order's phone now and records the mark. */
  async check(orderId: string, admin: AuthenticatedUser, now = new Date()): Promise<OrderRisk> {
    const order = await this.orders.getOrderFor(orderId, admin);
    const phone = normalizeBdMobile(order.phone) ?? order.phone;
    const [shop, courierPart, rule] = await Promise.all([
      this.orders.phoneHistory(phone, order._id),
      this.courierHistory(phone, now),
      this.rules.rule(),
    ]);
    const flaggedBy: OrderRisk['flaggedBy'] = [];
    if (matchesRiskRule(rule, shop.delivered, shop.refused)) flaggedBy.push('shop');
    const courier = courierPart.view;
    if (courier && matchesRiskRule(rule, courier.delivered, courier.cancelled))
      flaggedBy.push('courier');
    const mark = () =>
      this.risks
        .findOneAndUpdate(
          { _id: new Types.ObjectId(order._id) },
          { $set: { phone, flagged: flaggedBy.length > 0, flaggedBy, checkedAt: now } },
          { new: true, upsert: true },
        )
        .lean<OrderRiskRecord>()
        .exec();
    // Two admins opening a new order at once: one upsert inserts, the other's meets the unique
    // _id and updates the document that now exists.
    const record = await mark().catch((error: { code?: number }) => {
      if (error.code === DUPLICATE_KEY) return mark();
      throw error;
    });
    return {
      orderId: order._id,
      phone,
      shop,
      courier,
      courierUnavailable: courierPart.unavailable,
      flagged: flaggedBy.length > 0,
      flaggedBy,
      rule,
      deliveryCharge: order.deliveryFee,
      advanceRequest: record?.advanceRequest ? advanceView(record.advanceRequest, order) : null,
    };
  }

  /**
   * Which of these orders the rule marks (the admin's list). An order never checked yet — a cash
   * order just placed — gets its first look here, from the shop's own history only, so the list
   * marks it before anyone opens it; the courier's part (rationed per merchant) is asked when the
   * admin opens the order's Risk panel.
   */
  async flags(
    orderIds: readonly string[],
    admin: AuthenticatedUser,
    now = new Date(),
  ): Promise<RiskFlags> {
    const ids = [...new Set(orderIds)].filter((id) => Types.ObjectId.isValid(id));
    if (ids.length === 0) return { flagged: [] };
    const checked = await this.risks
      .find(
        { _id: mongoose.trusted({ $in: ids.map((id) => new Types.ObjectId(id)) }) },
        { _id: 1, flagged: 1 },
      )
      .lean<{ _id: Types.ObjectId; flagged: boolean }[]>()
      .exec();
    const flagged = new Set(checked.filter((row) => row.flagged).map((row) => String(row._id)));
    const unchecked = ids.filter((id) => !checked.some((row) => String(row._id) === id));
    if (unchecked.length > 0) {
      const rule = await this.rules.rule();
      for (const id of unchecked) {
        if (await this.firstLook(id, admin, rule, now)) flagged.add(id);
      }
    }
    return { flagged: ids.filter((id) => flagged.has(id)) };
  }

  /**
   * The shop's own history of a new cash order's phone, against the rule; recorded only where no
   * check exists yet (a panel's fuller check is never overwritten). Other orders are left alone.
   */
  private async firstLook(
    orderId: string,
    admin: AuthenticatedUser,
    rule: Awaited<ReturnType<RiskRuleService['rule']>>,
    now: Date,
  ): Promise<boolean> {
    const order = await this.orders.getOrderFor(orderId, admin).catch(() => null);
    if (
      !order ||
      order.paymentMethod !== 'cod' ||
      order.payment.status !== 'unpaid' ||
      !ADVANCE_STATUSES.includes(order.status)
    ) {
      return false;
    }
    const phone = normalizeBdMobile(order.phone) ?? order.phone;
    const shop = await this.orders.phoneHistory(phone, order._id);
    const marked = matchesRiskRule(rule, shop.delivered, shop.refused);
    const record = await this.risks
      .findOneAndUpdate(
        { _id: new Types.ObjectId(order._id) },
        {
          $setOnInsert: {
            phone,
            flagged: marked,
            flaggedBy: marked ? ['shop'] : [],
            checkedAt: now,
          },
        },
        { new: true, upsert: true },
      )
      .lean<OrderRiskRecord>()
      .exec()
      // Two lists loading at once: the other inserted it first; theirs is the same answer.
      .catch((error: { code?: number }) => {
        if (error.code === DUPLICATE_KEY) return null;
        throw error;
      });
    return record ? record.flagged : marked;
  }

  /**
   * Asks the customer to pay the delivery charge first: records the ask once per order (asking again
   * answers the first ask), audit-logged, and answers the message for the admin to send.
   */
  async requestAdvance(
    orderId: string,
    admin: AuthenticatedUser,
    now = new Date(),
  ): Promise<OrderRisk> {
    const order = await this.orders.getOrderFor(orderId, admin);
    if (
      order.paymentMethod !== 'cod' ||
      order.payment.status !== 'unpaid' ||
      !ADVANCE_STATUSES.includes(order.status) ||
      order.deliveryFee <= 0
    ) {
      throw new AdvanceNotApplicableError();
    }
    // The order holds the ask the customer pays and confirming waits for; asking again keeps it.
    if (!(await this.orders.askDeliveryAdvance(orderId, now)))
      throw new AdvanceNotApplicableError();
    const request: AdvanceRequestRecord = {
      amount: order.deliveryFee,
      requestedAt: now,
      byUserId: new Types.ObjectId(admin.id),
      byName: admin.name,
      message: this.advanceMessage(order),
    };
    const written = await this.risks
      .updateOne(
        {
          _id: new Types.ObjectId(order._id),
          advanceRequest: mongoose.trusted({ $exists: false }),
        },
        {
          $set: { advanceRequest: request },
          $setOnInsert: { phone: order.phone, flagged: false, flaggedBy: [], checkedAt: now },
        },
        { upsert: true },
      )
      .exec()
      .catch((error: { code?: number }) => {
        // Two asks at once: the unique _id refuses the second upsert; the first one stands.
        if (error.code === DUPLICATE_KEY) return { modifiedCount: 0, upsertedCount: 0 };
        throw error;
      });
    if (written.modifiedCount + written.upsertedCount > 0) {
      await this.audit.record({
        action: 'order.advance-requested',
        actor: admin,
        target: {
          type: 'order',
          id: order._id,
          label: `${formatOrderNumber(order.number)} · ${order.name}`,
        },
        changes: [{ field: 'advanceRequest', after: order.deliveryFee }],
      });
    }
    return this.check(orderId, admin, now);
  }

  /**
   * Withdraws the unpaid ask (the admin confirms without it): the order is no longer held, the ask
   * is forgotten (it may be made again), audit-logged with the reason. 409 when there is no unpaid ask.
   */
  async withdrawAdvance(
    orderId: string,
    reason: string,
    admin: AuthenticatedUser,
    now = new Date(),
  ): Promise<OrderRisk> {
    const order = await this.orders.getOrderFor(orderId, admin);
    const withdrawn = await this.orders.withdrawDeliveryAdvance(orderId);
    if (!withdrawn) throw new AdvanceNotWithdrawableError();
    await this.risks
      .updateOne({ _id: new Types.ObjectId(order._id) }, { $unset: { advanceRequest: 1 } })
      .exec();
    await this.audit.record({
      action: 'order.advance-withdrawn',
      actor: admin,
      target: {
        type: 'order',
        id: order._id,
        label: `${formatOrderNumber(order.number)} · ${order.name}`,
      },
      changes: [{ field: 'advanceRequest', before: withdrawn.amount }],
      note: reason.trim(),
    });
    return this.check(orderId, admin, now);
  }

  private async courierHistory(
    phone: string,
    now: Date,
  ): Promise<{ view: CourierHistoryView | null; unavailable: boolean }> {
    const source = this.couriers
      .offered()
      .map((name) => this.couriers.get(name))
      .find((courier): courier is PhoneHistorySource & Courier => offersPhoneHistory(courier));
    if (!source) return { view: null, unavailable: false };
    const id = `${source.name}:${phone}`;
    const cached = await this.histories
      .findOne({ _id: id, expiresAt: mongoose.trusted({ $gt: now }) })
      .lean<CourierPhoneHistoryRecord>()
      .exec();
    if (cached) return { view: historyView(cached), unavailable: false };
    try {
      const answer = await source.phoneHistory(phone);
      const record = {
        ...answer,
        phone,
        checkedAt: now,
        expiresAt: new Date(now.getTime() + COURIER_HISTORY_TTL_MS),
      };
      await this.histories
        .updateOne({ _id: id }, { $set: record }, { upsert: true })
        .exec()
        .catch((error: { code?: number }) => {
          // Another check of the same phone stored its answer first: that one is as good.
          if (error.code !== DUPLICATE_KEY) throw error;
        });
      return { view: historyView(record), unavailable: false };
    } catch (error) {
      // The shop's own history still answers; the panel says the courier's part is missing.
      if (error instanceof CourierUnavailableError || error instanceof CourierRejectedError) {
        this.logger.warn(`${source.name} fraud check for a phone failed: ${error.message}`);
        return { view: null, unavailable: true };
      }
      throw error;
    }
  }

  /**
   * The message for the admin to send: the customer pays the ask in My Booking Products (the shop's
   * bKash checkout records it on the order), so no Send Money TrxID has to be checked by hand.
   */
  private advanceMessage(order: Order): { en: string; bn: string } {
    const number = formatOrderNumber(order.number);
    const amount = groupDigitsBangladeshi(order.deliveryFee);
    const page = `${this.config.get('SHOP_URL', { infer: true })}/dashboard/myOrders`;
    return {
      en:
        `Order ${number}: before we confirm your cash-on-delivery order, please pay the delivery charge ` +
        `of ৳${amount} in advance by bKash: open My Booking Products (${page}) and press ` +
        `"Pay delivery charge by bKash". The rest is paid on delivery.`,
      bn:
        `অর্ডার ${number}: ক্যাশ অন ডেলিভারি অর্ডারটি নিশ্চিত করার আগে ডেলিভারি চার্জ ` +
        `৳${localizeDigits(amount, 'bn')} আগে বিকাশে দিন: আমার বুকিং করা পণ্য (${page}) খুলে ` +
        `"bKash-এ ডেলিভারি চার্জ দিন" চাপুন। বাকি টাকা ডেলিভারির সময় দেবেন।`,
    };
  }
}

function historyView(
  record: Omit<CourierPhoneHistoryRecord, '_id' | 'expiresAt'>,
): CourierHistoryView {
  return {
    courier: record.courier,
    parcels: record.parcels,
    delivered: record.delivered,
    cancelled: record.cancelled,
    checkedAt: record.checkedAt.toISOString(),
  };
}

/** The ask as recorded here (who, the message), with what became of it on the order (paid, refund). */
function advanceView(record: AdvanceRequestRecord, order: Order): AdvanceRequestView {
  const onOrder = order.deliveryAdvance;
  return {
    amount: record.amount,
    requestedAt: record.requestedAt.toISOString(),
    byName: record.byName,
    message: record.message,
    ...(onOrder?.paid ? { paid: onOrder.paid } : {}),
    ...(onOrder?.refund ? { refund: onOrder.refund } : {}),
  };
}
