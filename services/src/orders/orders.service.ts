import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Order } from './schemas/order.schema';

/** Bookings. The only code that touches the Order model; booking flows arrive with the orders issue. */
@Injectable()
export class OrdersService {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  async countOrders(): Promise<number> {
    return this.orders.countDocuments().exec();
  }
}
