import { expect, test, type Page } from '@playwright/test';
import type { Order, Part } from '@shop/contracts';
import { shop } from './env';
import { adminToken, createCustomer, signIn, type TestCustomer } from './support/accounts';
import { bookThroughApi } from './support/orders';
import { PDFParse } from 'pdf-parse';
import { noSidewaysScroll } from './support/layout';

/**
 * Printing invoices and shipping labels from Manage All Orders as the admin meets them: the row's
 * Invoice and Label buttons open the PDF in a new tab; "Invoices and labels" prints the ticked
 * orders as one PDF in the chosen language. Read in English and /bn at 1280 and 390 px (no
 * sideways scroll, no database id on screen). Screenshots in /tmp/order-documents-*.png.
 */

/** The text a PDF reader (pdf.js, through pdf-parse) extracts from `bytes`, and its page count. */
async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  expect(bytes.subarray(0, 5).toString('latin1'), 'a PDF starts with %PDF-').toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

const TEXT = {
  en: { invoice: 'Invoice', label: 'Label', batch: 'Invoices and labels', labels: 'Labels (2)' },
  bn: { invoice: 'চালান', label: 'লেবেল', batch: 'চালান ও লেবেল', labels: 'লেবেল (২)' },
};

async function placedOrder(customer: TestCustomer, part: Part): Promise<Order> {
  return (
    await bookThroughApi(customer, {
      paymentMethod: 'cod',
      part,
      address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
    })
  ).order;
}

/**
 * Keeps each PDF the admin's page hands to a new tab: the tab's blob: document answers no fetch
 * (the shell's CSP), so its bytes are read where they were made.
 */
async function keepPdfs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const kept: Blob[] = [];
    const create = URL.createObjectURL.bind(URL);
    Object.assign(window, { keptPdfs: kept });
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) kept.push(object);
      return create(object);
    };
  });
}

/** The PDF a button opens in a new tab (the tab shows its blob: URL): its bytes. */
async function pdfOpenedBy(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await tab.waitForURL(/^blob:/);
  await tab.close();
  const bytes = await page.evaluate(async () => {
    const kept = (window as unknown as { keptPdfs: Blob[] }).keptPdfs;
    return Array.from(new Uint8Array(await kept[kept.length - 1].arrayBuffer()));
  });
  return Buffer.from(bytes);
}

test('the admin prints an order’s invoice and label, and several orders’ labels at once, in both languages', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const customer = await createCustomer('Invoice Buyer');
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  const part = parts
    .filter((candidate) => candidate.variantCount === undefined)
    .sort((a, b) => b.quantity - a.quantity)[0];
  const first = await placedOrder(customer, part);
  const second = await placedOrder(customer, part);
  await keepPdfs(page);
  await signIn(page, 'admin');
  const list = (language: 'en' | 'bn') =>
    `${shop.url}${language === 'bn' ? '/bn' : ''}/dashboard/manageOrders?q=${encodeURIComponent(customer.email)}`;
  const rowOf = (order: Order) => page.locator(`[data-order-id="${order._id}"]`);

  // One order's invoice from its row, at 1280 px: the PDF is that order's.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(list('en'));
  const invoice = await pdfText(
    await pdfOpenedBy(page, () => rowOf(first).getByTestId('order-invoice').click()),
  );
  expect(invoice.text).toContain('TAX INVOICE');
  expect(invoice.text).toContain(`Order: #${first.number}`);
  const label = await pdfText(
    await pdfOpenedBy(page, () => rowOf(first).getByTestId('order-label').click()),
  );
  expect(label.text).toContain(`#${first.number}`);
  expect(label.text).toContain('Collect (cash on delivery)');

  // Both orders' labels at once, in Bengali, at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(list('en'));
  await page.getByTestId('batch-documents').click();
  const dialog = page.getByTestId('batch-documents-dialog');
  await expect(dialog.getByTestId('batch-document-order')).toHaveCount(2);
  await dialog.getByText('Bengali').click();
  await expect(dialog.getByTestId('batch-labels')).toHaveText(TEXT.en.labels);
  await noSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/order-documents-batch-en-390.png' });
  const labels = await pdfText(
    await pdfOpenedBy(page, () => dialog.getByTestId('batch-labels').click()),
  );
  expect(labels.pages).toBe(2);
  expect(labels.text).toContain(`#${first.number}`);
  expect(labels.text).toContain(`#${second.number}`);
  expect(labels.text).toContain('৳');
  await dialog.getByRole('button', { name: 'Close' }).click();

  for (const language of ['en', 'bn'] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(list(language));
      await expect(rowOf(first).getByTestId('order-invoice')).toHaveText(TEXT[language].invoice);
      await expect(rowOf(first).getByTestId('order-label')).toHaveText(TEXT[language].label);
      await expect(page.getByTestId('batch-documents')).toHaveText(TEXT[language].batch);
      await expect(page.locator('main')).not.toContainText(first._id);
      await noSidewaysScroll(page);
      await rowOf(first).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/order-documents-${language}-${width}.png` });
    }
  }
  await page.getByTestId('batch-documents').click();
  await expect(page.getByTestId('batch-labels')).toHaveText(TEXT.bn.labels);
  await noSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/order-documents-batch-bn-390.png' });

  // The Bengali invoice the admin prints, kept to be looked at.
  const bn = await fetch(`${shop.apiUrl}/orders/${second._id}/invoice.pdf?lang=bn`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  expect(bn.status).toBe(200);
  const bnText = await pdfText(Buffer.from(await bn.arrayBuffer()));
  expect(bnText.text).toContain('মূসক');
});
