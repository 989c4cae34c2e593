import { expect, test } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { STEADFAST_SIMULATOR_CREDENTIALS } from '@shop/tools/courier-simulators';
import { shop } from './env';
import { createCustomer, signIn, type TestCustomer } from './support/accounts';
import { bookCourierThroughApi, bookThroughApi, confirmThroughApi } from './support/orders';
import { noSidewaysScroll } from './support/layout';
import { chooseOption } from './support/select';

/**
 * Cash-on-delivery reconciliation as the admin meets it: two cash orders booked with Steadfast
 * (its simulator) and delivered by Steadfast's own webhook; at 1280 px the admin records a payout
 * short of what one consignment owes (it turns "Paid short" and is highlighted), then imports a
 * statement paying the other in full (it turns "Settled"); then the page is read in English and
 * /bn at 1280 and 390 px with no sideways scroll. Screenshots in /tmp/cod-ledger-*.png.
 */

const TEXT = {
  en: { title: 'COD reconciliation', short: 'Paid short', settled: 'Settled' },
  bn: { title: 'সিওডি হিসাব মেলানো', short: 'কম পরিশোধ', settled: 'মিটে গেছে' },
};

/** A confirmed cash order booked with Steadfast, then delivered (Steadfast's webhook). */
async function deliveredConsignment(
  customer: TestCustomer,
  part: Part,
): Promise<{ consignmentId: string; codAmount: number }> {
  const { order } = await bookThroughApi(customer, {
    paymentMethod: 'cod',
    part,
    address: 'House 12, Road 5, Dhanmondi',
  });
  await confirmThroughApi(order._id);
  const shipment = await bookCourierThroughApi(order._id, 'steadfast');
  const delivered = await fetch(`${shop.apiUrl}/couriers/steadfast/webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${STEADFAST_SIMULATOR_CREDENTIALS.webhookToken}`,
    },
    body: JSON.stringify({
      notification_type: 'delivery_status',
      consignment_id: Number(shipment.consignmentId),
      invoice: shipment.invoice,
      cod_amount: shipment.codAmount.toFixed(2),
      status: 'delivered',
      delivery_charge: 60,
      tracking_message: 'Delivered.',
      updated_at: '2026-11-28 12:00:00',
    }),
  });
  expect(await delivered.json()).toMatchObject({ status: 'success' });
  return shipment;
}

test('the admin reconciles Steadfast cash: a short payout shows its difference, a statement settles', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const customer = await createCustomer('Cod Ledger Buyer');
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  const part = parts
    .filter((candidate) => candidate.variantCount === undefined)
    .sort((a, b) => b.quantity - a.quantity)[0];
  const first = await deliveredConsignment(customer, part);
  const second = await deliveredConsignment(customer, part);
  const run = Date.now().toString(36).toUpperCase();
  const ledger = (language: 'en' | 'bn') =>
    `${shop.url}${language === 'bn' ? '/bn' : ''}/dashboard/codLedger?courier=steadfast`;
  const rowOf = (consignmentId: string) =>
    page.locator(`[data-testid="cod-row"][data-consignment="${consignmentId}"]`);

  await signIn(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(ledger('en'));
  await expect(page.getByRole('heading', { name: 'COD reconciliation' })).toBeVisible();
  await expect(rowOf(first.consignmentId).getByTestId('difference')).toContainText(
    'Awaiting payout',
  );
  await expect(rowOf(first.consignmentId).getByTestId('expected')).toHaveText(
    `৳${(first.codAmount - 60).toLocaleString('en-IN')}`,
  );

  // A payout 100 short of what the first consignment owes, typed into the form from its row.
  await rowOf(first.consignmentId)
    .getByRole('button', { name: `Record a payment for Steadfast ${first.consignmentId}` })
    .click();
  const form = page.getByTestId('payout-form');
  await expect(form.getByLabel('Consignment (optional)')).toHaveValue(first.consignmentId);
  await form.getByLabel('Payment reference').fill(`SF-${run}-1`);
  await form.getByLabel('Amount (Tk)').fill(String(first.codAmount - 60 - 100));
  await form.getByRole('button', { name: 'Record payout' }).click();
  await expect(rowOf(first.consignmentId).getByTestId('difference')).toContainText('Paid short');
  await expect(rowOf(first.consignmentId).getByTestId('difference')).toContainText('৳100');
  await expect(rowOf(first.consignmentId)).toHaveAttribute('data-differs', 'true');

  // The second, paid in full by the courier's statement.
  const upload = page.getByTestId('statement-upload');
  await chooseOption(page, upload.getByLabel('Courier'), /^Steadfast$/);
  await upload.getByLabel('Statement (CSV)').setInputFiles({
    name: 'steadfast-statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'consignment_id,collected,delivery_charge,cod_fee,paid,reference,paid_on\n' +
        `${second.consignmentId},${second.codAmount},60,0,${second.codAmount - 60},SF-${run}-2,2026-11-28\n`,
    ),
  });
  await upload.getByTestId('statement-import').click();
  await expect(upload.getByTestId('statement-result')).toHaveText(
    '1 rows read: 1 payouts recorded, 0 already recorded',
  );
  await expect(rowOf(second.consignmentId).getByTestId('difference')).toContainText('Settled');
  await expect(rowOf(second.consignmentId)).toHaveAttribute('data-differs', 'false');

  for (const language of ['en', 'bn'] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(ledger(language));
      await expect(page.getByRole('heading', { name: TEXT[language].title })).toBeVisible();
      await expect(rowOf(first.consignmentId).getByTestId('difference')).toContainText(
        TEXT[language].short,
      );
      await expect(rowOf(second.consignmentId).getByTestId('difference')).toContainText(
        TEXT[language].settled,
      );
      await expect(page.getByTestId('courier-total').first()).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/cod-ledger-${language}-${width}.png`, fullPage: true });
    }
  }
});
