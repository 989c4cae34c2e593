import { expect } from '@playwright/test';
import type { Order, Part } from '@shop/contracts';
import { shop } from '../env';
import type { TestCustomer } from './accounts';

/**
 * Books one unit of a product in stock through the API, to be paid before delivery (the payment
 * page), as the booking form would.
 */
export async function bookOrderToPay(customer: TestCustomer): Promise<Order> {
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  const part = parts.find((p) => p.quantity >= 2) ?? parts[0];
  const answer = await fetch(`${shop.apiUrl}/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({
      partsId: part._id,
      quantity: 1,
      name: customer.name,
      phone: '01712345678',
      address: 'House 7, Road 3, Dhanmondi',
      district: 'Dhaka',
      paymentMethod: 'card',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { order: Order }).order;
}
