import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bearer, nextAddress, type Session } from './auth';

/**
 * Books one unit of `partId` for `customer` (cash on delivery; of its first variant in stock when
 * it comes in several) and moves the order to delivered as `admin` would: what a product review
 * needs of its author. Answers the order id.
 */
export async function deliveredOrderOf(
  app: NestFastifyApplication,
  customer: Session,
  admin: Session,
  partId: string,
): Promise<string> {
  const product = await app.inject({ method: 'GET', url: `/api/product/${partId}` });
  const variants =
    product.json<{ variants?: { sku: string; quantity: number }[] }>().variants ?? [];
  const variant = variants.length > 1 ? variants.find((v) => v.quantity > 0) : undefined;
  const booked = await app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: bearer(customer),
    remoteAddress: nextAddress(),
    payload: {
      partsId: partId,
      ...(variant ? { sku: variant.sku } : {}),
      quantity: 1,
      name: 'Review Buyer',
      phone: '01712345678',
      address: 'House 1, Road 2',
      district: 'Dhaka',
    },
  });
  if (booked.statusCode !== 201)
    throw new Error(`booking failed: ${booked.statusCode} ${booked.body}`);
  const orderId = booked.json<{ insertedId: string }>().insertedId;
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: bearer(admin),
      payload: { status },
    });
    if (moved.statusCode !== 200)
      throw new Error(`${status} failed: ${moved.statusCode} ${moved.body}`);
  }
  return orderId;
}
