import { expect } from '@playwright/test';
import type { Order, Part, ProductDetails } from '@shop/contracts';
import { shop } from '../env';
import { adminHeaders, type TestCustomer } from './accounts';

/** What a test books: how it is paid, which product (the first in stock by default), and where. */
export interface BookingOptions {
  paymentMethod?: 'card' | 'cod';
  pick?: (part: Part) => boolean;
  /** This product instead of the first `pick` accepts. */
  part?: Part;
  phone?: string;
  address?: string;
  /** Dhaka unless told otherwise (outside Dhaka the delivery charge is the zone's). */
  district?: string;
}

/**
 * Books one unit of a product through the API as `customer`, as the booking form would: by card
 * (paid on the payment page) unless told otherwise, of the first product `pick` accepts (else the
 * first product) — by default one sold in a single variant, so its order is named as the product.
 * A product sold in several is booked in its first variant in stock.
 */
export async function bookThroughApi(
  customer: Pick<TestCustomer, 'name' | 'token'>,
  {
    paymentMethod = 'card',
    pick = (part) => part.quantity >= 2 && part.variantCount === undefined,
    part: chosen,
    phone = '01712345678',
    address = 'House 7, Road 3, Dhanmondi',
    district = 'Dhaka',
  }: BookingOptions = {},
): Promise<{ part: Part; order: Order }> {
  const parts = chosen ? [] : ((await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[]);
  const part = chosen ?? parts.find(pick) ?? parts[0];
  const sku =
    part.variantCount === undefined
      ? undefined
      : (
          (await (await fetch(`${shop.apiUrl}/product/${part._id}`)).json()) as ProductDetails
        ).variants.find((variant) => variant.quantity > 0)?.sku;
  const answer = await fetch(`${shop.apiUrl}/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({
      partsId: part._id,
      ...(sku ? { sku } : {}),
      quantity: 1,
      name: customer.name,
      phone,
      address,
      district,
      paymentMethod,
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return { part, order: ((await answer.json()) as { order: Order }).order };
}

/** Books one unit of a product in stock, to be paid before delivery (the payment page). */
export async function bookOrderToPay(customer: TestCustomer): Promise<Order> {
  return (await bookThroughApi(customer)).order;
}

/** The shop confirms the order (the admin's Confirm, through the API). */
export async function confirmThroughApi(orderId: string): Promise<void> {
  const answer = await fetch(`${shop.apiUrl}/orders/${orderId}/status`, {
    method: 'PATCH',
    headers: await adminHeaders(),
    body: JSON.stringify({ status: 'confirmed' }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** A consignment as the booking answers it. */
export interface BookedShipment {
  consignmentId: string;
  codAmount: number;
  invoice: string;
}

/** The admin books a confirmed order with `courier` (its simulator in the tests). */
export async function bookCourierThroughApi(
  orderId: string,
  courier: 'steadfast' | 'pathao' | 'redx' = 'steadfast',
): Promise<BookedShipment> {
  const answer = await fetch(`${shop.apiUrl}/admin/orders/${orderId}/shipment`, {
    method: 'POST',
    headers: await adminHeaders(),
    body: JSON.stringify({ courier }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as BookedShipment;
}
