import { expect } from '@playwright/test';
import type { Order, Part, ProductDetails } from '@shop/contracts';
import { shop } from '../env';
import type { TestCustomer } from './accounts';

/** What a test books: how it is paid, and which product (the first in stock by default). */
export interface BookingOptions {
  paymentMethod?: 'card' | 'cod';
  pick?: (part: Part) => boolean;
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
  }: BookingOptions = {},
): Promise<{ part: Part; order: Order }> {
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  const part = parts.find(pick) ?? parts[0];
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
      phone: '01712345678',
      address: 'House 7, Road 3, Dhanmondi',
      district: 'Dhaka',
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
