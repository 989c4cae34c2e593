import { expect, test } from '@playwright/test';
import type { Order, Part } from '@shop/contracts';
import { shop } from './env';
import { createCustomer, signIn, type TestCustomer, adminHeaders } from './support/accounts';
import { noSidewaysScroll } from './support/layout';

/**
 * Risk check by phone as the admin meets it: Manage All Orders → a cash-on-delivery order → Risk
 * shows the phone's two parcels refused in this shop and Steadfast's figures across merchants (its
 * simulator's risky test phone), the owner's rule marks the order (the list shows the mark), and
 * the admin asks for the delivery charge in advance; at 1280 and 390 px, in English and /bn. The
 * rule goes back to the default at the end, for the other tests.
 */

const WIDTHS = [1280, 390];
const LANGUAGES = ['en', 'bn'] as const;
const prefix = (language: 'en' | 'bn') => (language === 'bn' ? '/bn' : '');
/** The Steadfast simulator's risky test phone: 1 of 5 parcels delivered with every merchant. */
const PHONE = '01700000020';
const TEXT = {
  en: { flagged: 'Risky', title: 'Risk check by phone', asked: 'Delivery charge of' },
  bn: { flagged: 'ঝুঁকিপূর্ণ', title: 'ফোন নম্বরে ঝুঁকি যাচাই', asked: 'আগাম ডেলিভারি চার্জ' },
};

async function saveRule(rule: Record<string, unknown>): Promise<void> {
  const headers = await adminHeaders();
  const current = (await (await fetch(`${shop.apiUrl}/admin/risk/rule`, { headers })).json()) as {
    version: number;
  };
  const answer = await fetch(`${shop.apiUrl}/admin/risk/rule`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...rule, version: current.version }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** A cash-on-delivery order outside Dhaka (it has a delivery charge) with the risky phone. */
async function order(customer: TestCustomer, part: Part): Promise<Order> {
  const answer = await fetch(`${shop.apiUrl}/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({
      partsId: part._id,
      quantity: 1,
      name: customer.name,
      phone: PHONE,
      address: 'House 3, Road 2, Agrabad',
      district: 'Chattogram',
      paymentMethod: 'cod',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { order: Order }).order;
}

async function refused(customer: TestCustomer, part: Part): Promise<void> {
  const { _id } = await order(customer, part);
  const headers = await adminHeaders();
  for (const status of ['confirmed', 'shipped']) {
    const moved = await fetch(`${shop.apiUrl}/orders/${_id}/status`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ status }),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
  }
  const cancelled = await fetch(`${shop.apiUrl}/booking/${_id}`, {
    method: 'DELETE',
    headers: { Authorization: headers.Authorization },
  });
  expect(cancelled.status, await cancelled.clone().text()).toBe(200);
}

test.afterAll(async () => {
  await saveRule({ enabled: true, minParcels: 3, minSuccessPercent: 60, action: 'mark' });
});

test("an order's Risk panel shows the phone's refused parcels and Steadfast's figures, marks it, and asks for the delivery charge in advance", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const customer = await createCustomer('Risky Buyer');
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  const part = parts
    .filter((candidate) => candidate.variantCount === undefined)
    .sort((a, b) => b.quantity - a.quantity)[0];
  await refused(customer, part);
  await refused(customer, part);
  const current = await order(customer, part);
  await saveRule({
    enabled: true,
    minParcels: 2,
    minSuccessPercent: 60,
    action: 'require_advance',
  });

  await signIn(page, 'admin');
  let asked = false;
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      const tag = `${language}-${width}`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}${prefix(language)}/dashboard/manageOrders?q=${current.number}`);
      const row = page.locator(`[data-order-id="${current._id}"]`);
      await expect(row.getByTestId('order-number')).toBeVisible();
      if (!(await page.getByTestId('order-risk').isVisible()))
        await row.locator('button[aria-expanded="false"]').first().click();
      const panel = page.getByTestId('order-risk');
      await expect(panel.getByRole('heading', { name: TEXT[language].title })).toBeVisible();
      await expect(panel.getByTestId('risk-flag')).toHaveText(TEXT[language].flagged);
      await expect(panel.getByTestId('risk-shop-refused')).toHaveText(
        language === 'bn' ? '২' : '2',
      );
      await expect(panel.getByTestId('risk-courier')).toContainText(
        language === 'bn' ? 'স্টেডফাস্ট' : 'Steadfast',
      );
      // The check marked the order: the list says so too.
      await expect(page.getByTestId('order-risk-flag').first()).toHaveText(TEXT[language].flagged);
      if (!asked) {
        await panel.getByTestId('risk-ask-advance').click();
        asked = true;
      }
      await expect(panel.getByTestId('risk-advance-message')).toContainText(`#${current.number}`);
      await expect(panel.getByTestId('risk-advance-asked')).toContainText(TEXT[language].asked);
      await expect(page.locator('main')).not.toContainText(current._id);
      await noSidewaysScroll(page);
      await panel.screenshot({ path: `/tmp/risk-check-panel-${tag}.png` });
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/risk-check-${tag}.png` });
    }
  }
});
