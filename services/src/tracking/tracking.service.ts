import { Injectable } from '@nestjs/common';
import { ErrorCode, type Order, type OrderTracking } from '@shop/contracts';
import { normalizeBdMobile, ORDER_NUMBER_LENGTH, orderNumberQuery } from '@shop/rules';
import { AppError, type AuthenticatedUser, OrderNotFoundError } from '../common';
import { ShipmentsService } from '../couriers';
import { OrdersService } from '../orders';
import { type TrackedShipment, trackingTimeline } from './tracking-timeline';

/**
 * Where an order is, for its customer: the order (OrdersService) and its parcel (ShipmentsService)
 * as one timeline. Reads only.
 */
@Injectable()
export class TrackingService {
  constructor(
    private readonly orders: OrdersService,
    private readonly shipments: ShipmentsService,
  ) {}

  /** `GET /api/orders/:id/tracking`: the caller's own order (or any, for an admin); else 404. */
  async forOrder(orderId: string, user: AuthenticatedUser): Promise<OrderTracking> {
    const order = await this.orders.getOrderFor(orderId, user);
    return trackingTimeline(order, await this.shipmentOf(order._id));
  }

  /**
   * `POST /api/track`: the order with this number placed with this phone. A wrong number, a wrong
   * phone or a number that is no order at all are the same 404, so the form tells nobody which
   * numbers exist or whose they are.
   */
  async byNumberAndPhone(numberText: string, phoneText: string): Promise<OrderTracking> {
    const number = orderNumberQuery(numberText);
    const phone = normalizeBdMobile(phoneText);
    if (!number || number.length !== ORDER_NUMBER_LENGTH || !phone) throw new OrderNotFoundError();
    const order = await this.orders.findByNumberAndPhone(number, phone);
    if (!order) throw new OrderNotFoundError();
    return trackingTimeline(order, await this.shipmentOf(order._id));
  }

  private async shipmentOf(orderId: Order['_id']): Promise<TrackedShipment | undefined> {
    try {
      return await this.shipments.get(orderId);
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.SHIPMENT_NOT_FOUND)
        return undefined;
      throw error;
    }
  }
}
