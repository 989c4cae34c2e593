import { expect } from '@playwright/test';

/** The couriers the shop books parcels with; each has a simulator in the test stack. */
export type CourierName = 'steadfast' | 'pathao' | 'redx';

/** Each simulator's control route that moves a parcel and posts the courier's webhook. */
const ADVANCE: Record<CourierName, { path: (id: string) => string; field: 'status' | 'event' }> = {
  steadfast: { path: (id) => `/__simulator/consignments/${id}/advance`, field: 'status' },
  pathao: { path: (id) => `/__simulator/orders/${id}/advance`, field: 'event' },
  redx: { path: (id) => `/__simulator/parcels/${id}/advance`, field: 'status' },
};

/** The origin of the courier's simulator in this run (global-setup.ts: SHOP_COURIER_SIMULATORS). */
export function simulatorUrl(courier: CourierName): string {
  const raw = process.env.SHOP_COURIER_SIMULATORS;
  if (!raw) throw new Error('SHOP_COURIER_SIMULATORS is not set: run through playwright.config.ts');
  const url = (JSON.parse(raw) as Partial<Record<CourierName, string>>)[courier];
  if (!url) throw new Error(`No ${courier} simulator in this run (are its real keys set?)`);
  return url;
}

/**
 * Moves a parcel along as the courier would: its simulator records `status` (a Pathao event such as
 * `order.picked`) and posts the courier's own webhook to the shop, whose answer must be a success.
 */
export async function advanceParcel(
  courier: CourierName,
  consignmentId: string,
  status: string,
): Promise<void> {
  const { path, field } = ADVANCE[courier];
  const answer = await fetch(`${simulatorUrl(courier)}${path(encodeURIComponent(consignmentId))}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ [field]: status }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const { webhookStatus } = (await answer.json()) as { webhookStatus: number };
  expect(
    webhookStatus,
    `the shop's answer to ${courier}'s "${status}" webhook`,
  ).toBeGreaterThanOrEqual(200);
  expect(webhookStatus, `the shop's answer to ${courier}'s "${status}" webhook`).toBeLessThan(300);
}
