import { expect, test, type Browser, type Page } from '@playwright/test';
import type { CodLedgerPage, CodLedgerRow, Order, Part } from '@shop/contracts';
import { shop } from './env';
import {
  ACCOUNTS,
  createCustomer,
  signIn,
  type TestCustomer,
  adminHeaders,
} from './support/accounts';
import { advanceParcel, type CourierName } from './support/couriers';
import { settledDialog } from './support/dialogs';
import { pdfOpenedBy, pdfText } from './support/pdf';
import { smsMentioning } from './support/sms';

/**
 * Shipping in Bangladesh from end to end, once per courier (Steadfast, Pathao, RedX, each its
 * simulator in the test stack): a customer books a product cash on delivery to Sylhet on the
 * product page (the quote says "Rest of Bangladesh", ৳120); the admin confirms it and books the
 * courier in Manage All Orders, and prints its invoice and shipping label (PDFs read back as text:
 * order number, amounts, consignment); the courier's simulator moves the parcel along, posting the
 * courier's own webhooks to the shop, up to delivered; the order follows (delivered, its cash
 * recorded); the customer reads every step on My Booking Products and got the out-for-delivery and
 * delivered SMS; the admin's COD reconciliation shows the payout the courier owes for it, and
 * recording that payout settles it.
 */

const DISTRICT = 'Sylhet';
const PHONE = '01712345678';
const OUTSIDE_DHAKA_CHARGE = 120;

interface Journey {
  courier: CourierName;
  label: string;
  /** The courier's statuses (Pathao: events) that take a booked parcel to the customer's door. */
  toTheDoor: string[];
  /** The courier's status that says the rider is bringing it today (none documented: null). */
  outForDelivery: string | null;
  delivered: string;
}

const JOURNEYS: Journey[] = [
  // Steadfast documents no pickup and no "out for delivery" status: `pending` is the first sign the
  // parcel is under way, and the next one is `delivered` (services/src/couriers/steadfast).
  {
    courier: 'steadfast',
    label: 'Steadfast',
    toTheDoor: ['pending'],
    outForDelivery: null,
    delivered: 'delivered',
  },
  {
    courier: 'pathao',
    label: 'Pathao',
    toTheDoor: ['order.picked', 'order.in-transit'],
    outForDelivery: 'order.assigned-for-delivery',
    delivered: 'order.delivered',
  },
  {
    courier: 'redx',
    label: 'RedX',
    toTheDoor: ['ready-for-delivery'],
    outForDelivery: 'delivery-in-progress',
    delivered: 'delivered',
  },
];

const STEPS = [
  'Order placed',
  'Confirmed',
  'Handed to the courier',
  'In transit',
  'Out for delivery',
  'Delivered',
];

/** Whole taka as the admin pages write it (lakh grouping). */
const taka = (amount: number) => `৳${amount.toLocaleString('en-IN')}`;

async function getJson<T>(path: string, headers: Record<string, string>): Promise<T> {
  const answer = await fetch(`${shop.apiUrl}${path}`, { headers });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as T;
}

/** A product sold in one variant with the most stock (the suite books many). */
async function aPart(): Promise<Part> {
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  return parts
    .filter((part) => part.variantCount === undefined)
    .sort((a, b) => b.quantity - a.quantity)[0];
}

async function pageAs(
  browser: Browser,
  account: { email: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, account);
  return page;
}

/** The customer books one unit cash on delivery to Sylhet on the product page, as a person does. */
async function placeCodOrderOutsideDhaka(page: Page, part: Part): Promise<Order> {
  await page.goto(`${shop.url}/product/${part._id}`);
  const form = page.locator('form.booking-form');
  await expect(form).toBeVisible();
  await form.locator('#booking-phone').fill(PHONE);
  await form.locator('#booking-address').fill('House 4, Road 2, Zindabazar');
  await form.locator('#booking-district').selectOption(DISTRICT);
  await expect(form.getByTestId('delivery-zone')).toContainText('Rest of Bangladesh');
  await expect(form.getByTestId('booking-delivery-fee')).toHaveText(taka(OUTSIDE_DHAKA_CHARGE));
  const quotedTotal = await form.getByTestId('booking-total').textContent();
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/booking') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Book Now' }).click();
  const answer = await placed;
  expect(answer.status(), await answer.text()).toBe(201);
  const { order } = (await answer.json()) as { order: Order };
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(order).toMatchObject({ paymentMethod: 'cod', deliveryFee: OUTSIDE_DHAKA_CHARGE });
  expect(order.total).toBe(order.subtotal + OUTSIDE_DHAKA_CHARGE);
  // What the form quoted is what the order costs.
  expect(quotedTotal).toBe(taka(order.total));
  expect(order.delivery).toMatchObject({ zone: 'outside_dhaka', charge: OUTSIDE_DHAKA_CHARGE });
  return order;
}

/** Manage All Orders: the admin confirms the order, then books `courier` from its row. */
async function confirmAndBook(
  page: Page,
  customer: TestCustomer,
  order: Order,
  journey: Journey,
): Promise<string> {
  await page.goto(`${shop.url}/dashboard/manageOrders?q=${encodeURIComponent(customer.email)}`);
  const row = page.locator(`[data-order-id="${order._id}"]`);
  await expect(row.getByTestId('order-number')).toHaveText(`#${order.number}`);
  await row.getByRole('button', { name: 'Confirm', exact: true }).click();
  const confirm = await settledDialog(
    page.getByRole('dialog', { name: `Confirm order #${order.number} of ${customer.name}?` }),
  );
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Order confirmed')).toBeVisible();

  await row.getByTestId('book-courier').click();
  // Chosen once it has zoomed in: a radio clicked while it moves can miss.
  await settledDialog(
    page.getByRole('dialog').filter({ has: page.getByTestId('book-courier-dialog') }),
  );
  const dialog = page.getByTestId('book-courier-dialog');
  await dialog.getByTestId(`courier-${journey.courier}`).check();
  await dialog.getByTestId('book-courier-confirm').click();
  await expect(dialog).toBeHidden();
  const courier = row.getByTestId('order-courier');
  await expect(courier).toContainText(journey.label);
  await expect(courier.getByTestId('shipment-state')).toHaveText('Waiting for pickup');
  const consignment = courier.getByTestId('consignment-id');
  await expect(consignment).toHaveText(/^\w{6,}$/);
  return (await consignment.textContent()) as string;
}

/**
 * Manage All Orders: the order's Invoice and Label buttons open its PDFs (in English, the admin's
 * language), checked by the text a PDF reader extracts: order number, amounts, the consignment.
 */
async function checkDocuments(
  page: Page,
  order: Order,
  journey: Journey,
  consignmentId: string,
): Promise<void> {
  const row = page.locator(`[data-order-id="${order._id}"]`);
  const pdf = async (kind: 'invoice' | 'label') =>
    pdfText(await pdfOpenedBy(page, () => row.getByTestId(`order-${kind}`).click()));
  const invoice = await pdf('invoice');
  expect(invoice.pages).toBe(1);
  expect(invoice.text).toContain('TAX INVOICE');
  expect(invoice.text).toContain(`Order: #${order.number}`);
  expect(invoice.text).toMatch(/Invoice no\.: \d{4}-\d{2}\/\d{6}/);
  expect(invoice.text).toContain(`Total including VAT ${taka(order.total)}.00`);
  expect(invoice.text).toContain(DISTRICT);

  const label = await pdf('label');
  expect(label.pages).toBe(1);
  expect(label.text).toContain(journey.label);
  expect(label.text).toContain(`Consignment: ${consignmentId}`);
  expect(label.text).toContain(`#${order.number}`);
  expect(label.text).toContain(PHONE);
  expect(label.text).toContain('Collect (cash on delivery)');
  expect(label.text).toContain(taka(order.total));
}

/** The courier's simulator posts its webhooks up to delivered; the shop follows each. */
async function deliverParcel(
  order: Order,
  journey: Journey,
  consignmentId: string,
  headers: Record<string, string>,
): Promise<void> {
  const shipmentState = async () =>
    (await getJson<{ state: string }>(`/admin/orders/${order._id}/shipment`, headers)).state;
  for (const status of journey.toTheDoor)
    await advanceParcel(journey.courier, consignmentId, status);
  await expect.poll(shipmentState).toMatch(/^(picked_up|in_transit)$/);
  await expect
    .poll(async () => (await getJson<Order>(`/orders/${order._id}`, headers)).status)
    .toBe('shipped');
  if (journey.outForDelivery) {
    await advanceParcel(journey.courier, consignmentId, journey.outForDelivery);
    await expect.poll(shipmentState).toBe('out_for_delivery');
    // The customer is told before the parcel reaches the door.
    await expect
      .poll(() => smsMentioning(`#${order.number}`), { timeout: 30_000 })
      .toContainEqual(
        `Order #${order.number} is out for delivery today. Please keep your phone close.`,
      );
  }
  await advanceParcel(journey.courier, consignmentId, journey.delivered);
  await expect.poll(shipmentState).toBe('delivered');
  await expect
    .poll(async () => (await getJson<Order>(`/orders/${order._id}`, headers)).status)
    .toBe('delivered');
}

/** My Booking Products: the order opened shows every step reached, with the courier's parcel. */
async function checkTimeline(
  page: Page,
  order: Order,
  journey: Journey,
  consignmentId: string,
): Promise<void> {
  await page.goto(`${shop.url}/dashboard/myOrders`);
  const row = page.locator(`[data-order-id="${order._id}"]`);
  await expect(row).toBeVisible();
  await row.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByRole('heading', { name: 'Where your order is' })).toBeVisible();
  const timeline = page.getByTestId('tracking-timeline');
  const steps = timeline.getByTestId('tracking-step');
  await expect(steps.locator('.tracking-timeline__name')).toHaveText(STEPS);
  for (let i = 0; i < STEPS.length; i++)
    await expect(steps.nth(i)).toHaveAttribute('data-reached', 'true');
  await expect(steps.nth(STEPS.length - 1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(STEPS.length - 1).locator('time')).toHaveText(/\d/);
  const parcel = timeline.getByTestId('tracking-parcel');
  await expect(parcel).toContainText(journey.label);
  await expect(parcel.getByTestId('tracking-consignment')).toHaveText(consignmentId);
  await expect(page.locator('main')).not.toContainText(order._id);
}

/** The COD reconciliation: the payout the courier owes for this consignment, then paid. */
async function settleCodPayout(
  page: Page,
  order: Order,
  journey: Journey,
  consignmentId: string,
  headers: Record<string, string>,
): Promise<void> {
  const ledgerRow = async (): Promise<CodLedgerRow | undefined> =>
    (
      await getJson<CodLedgerPage>(
        `/admin/cod-ledger?courier=${journey.courier}&limit=100`,
        headers,
      )
    ).items.find((item) => item.consignmentId === consignmentId);
  const due = await ledgerRow();
  expect(due).toMatchObject({
    state: 'delivered',
    amountToCollect: order.total,
    payoutReceived: 0,
  });
  const payout = (due as CodLedgerRow).payoutExpected;
  expect(payout).toBeGreaterThan(0);
  expect(payout).toBeLessThanOrEqual(order.total);

  await page.goto(`${shop.url}/dashboard/codLedger?courier=${journey.courier}`);
  await expect(page.getByRole('heading', { name: 'COD reconciliation' })).toBeVisible();
  const row = page.locator(`[data-testid="cod-row"][data-consignment="${consignmentId}"]`);
  await expect(row.getByTestId('to-collect')).toHaveText(taka(order.total));
  await expect(row.getByTestId('expected')).toHaveText(taka(payout));
  await expect(row.getByTestId('difference')).toContainText('Awaiting payout');

  // The row's button says which consignment it pays (its visible text is "Record payment").
  const record = row.getByRole('button', {
    name: `Record a payment for ${journey.label} ${consignmentId}`,
  });
  await expect(record).toHaveText('Record payment');
  await record.click();
  const form = page.getByTestId('payout-form');
  await expect(form.getByLabel('Consignment (optional)')).toHaveValue(consignmentId);
  const reference = `${journey.courier.toUpperCase()}-${order.number}`;
  await form.getByLabel('Payment reference').fill(reference);
  await form.getByLabel('Amount (Tk)').fill(String(payout));
  await form.getByRole('button', { name: 'Record payout' }).click();
  await expect(row.getByTestId('difference')).toContainText('Settled');
  await expect(row.getByTestId('received')).toHaveText(taka(payout));
  await expect(row).toHaveAttribute('data-differs', 'false');
  expect(await ledgerRow()).toMatchObject({
    status: 'settled',
    payoutReceived: payout,
    difference: 0,
  });
}

for (const journey of JOURNEYS) {
  test(`a cash order to ${DISTRICT} booked with ${journey.label}: quoted, booked, printed, delivered, tracked, told by SMS, its cash paid out`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const part = await aPart();
    const customer = await createCustomer(`${journey.label} Journey Buyer`);
    const headers = await adminHeaders();
    const mine = await pageAs(browser, customer);
    const admin = await pageAs(browser, ACCOUNTS.admin);

    const order = await placeCodOrderOutsideDhaka(mine, part);
    const consignmentId = await confirmAndBook(admin, customer, order, journey);
    await checkDocuments(admin, order, journey, consignmentId);
    await deliverParcel(order, journey, consignmentId, headers);

    // Manage All Orders reads the parcel delivered, as the courier said.
    await admin.goto(`${shop.url}/dashboard/manageOrders?q=${encodeURIComponent(customer.email)}`);
    await expect(
      admin.locator(`[data-order-id="${order._id}"]`).getByTestId('shipment-state'),
    ).toHaveText('Delivered');

    await checkTimeline(mine, order, journey, consignmentId);
    // The customer's SMS (the outbox of this run): delivered, and out for delivery before it
    // where the courier says so (Steadfast does not).
    const told = [`Order #${order.number} was delivered. Thank you for shopping!`];
    if (journey.outForDelivery)
      told.unshift(
        `Order #${order.number} is out for delivery today. Please keep your phone close.`,
      );
    await expect
      .poll(
        async () => (await smsMentioning(`#${order.number}`)).filter((text) => told.includes(text)),
        { timeout: 30_000 },
      )
      .toEqual(told);

    await settleCodPayout(admin, order, journey, consignmentId, headers);

    // The rider's cash is recorded on the order once the courier, asked again, still says
    // delivered and collected what it was asked to (checked last: every step above holds without it).
    await expect
      .poll(async () => (await getJson<Order>(`/orders/${order._id}`, headers)).payment)
      .toMatchObject({ status: 'paid', provider: 'cash' });
    await mine.context().close();
    await admin.context().close();
  });
}
