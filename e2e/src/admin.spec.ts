import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthAnswer, Order, Part, User } from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import sharp from 'sharp';
import { shop } from './env';
import { ACCOUNTS, signIn } from './support/accounts';
import { confirmDialog, openedDialog } from './support/dialogs';

/**
 * The admin remote as the seeded admin uses it, against the production build: Add a New Product
 * with a photo (stored and resized by the shop) → on /shops; Manage All Products (price, quantity,
 * a refused number, delete with 'Are you sure?') → the storefront follows; a customer's order moves
 * through Manage All Orders to delivered with the cash collected; Make Admin asks first; the
 * dashboard index and the Contact messages inbox.
 */

const unique = (tag: string) => `${tag}${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A toast (react-toastify) with this text. */
const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text });

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post(`${shop.apiUrl}/auth/login`, { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as AuthAnswer).accessToken;
}

async function findPart(request: APIRequestContext, name: string): Promise<Part | undefined> {
  const answer = await request.get(
    `${shop.apiUrl}/part?page=1&limit=5&q=${encodeURIComponent(name)}`,
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { items: Part[] }).items.find((p) => p.name === name);
}

/** A real photo for the upload: 900 × 600 PNG drawn here, so the shop has something to resize. */
function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 31, g: 63, b: 191 } },
  })
    .png()
    .toBuffer();
}

/**
 * The seeded customer books one unit of a product in stock (cash on delivery) through the API.
 * (The browser tests share the API's sign-up limit of 5 a minute, so this file creates no account.)
 */
async function placeOrder(request: APIRequestContext, phone: string, address: string) {
  const { email, password, name } = ACCOUNTS.customer;
  const token = await apiLogin(request, email, password);
  const parts = (await (await request.get(`${shop.apiUrl}/part`)).json()) as Part[];
  const part = parts.find((p) => p.quantity >= 5 && p.variantCount === undefined) as Part;
  const placed = await request.post(`${shop.apiUrl}/booking`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      partsId: part._id,
      quantity: 1,
      name,
      phone,
      address,
      district: 'Dhaka',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const { insertedId } = (await placed.json()) as { insertedId: string };
  return { customer: { name, email, token }, orderId: insertedId };
}

/** The row of a part in Manage All Products, filtered to its name. */
async function partRow(page: Page, part: { _id: string; name: string }): Promise<Locator> {
  await page.goto(`${shop.url}/dashboard/manageParts?q=${encodeURIComponent(part.name)}`);
  await expect(page.getByRole('heading', { name: 'Manage All Products' })).toBeVisible();
  const row = page.locator(`[data-part-id="${part._id}"]`);
  await expect(row).toBeVisible();
  return row;
}

test('Add a New Product with a photo → /shops shows it resized; price, quantity and delete follow on the storefront', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  await page.goto(`${shop.url}/dashboard/addPart`);
  const form = page.getByRole('form', { name: 'Add a New Product' });
  await expect(form).toBeVisible();

  // Spec §5: every message, in red under its field.
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  for (const message of [
    'Name is Required',
    'Price is Required',
    'quantity is Required',
    'Description is Required',
    'Image is Required',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await form.getByLabel('Price').fill('01');
  await expect(form.getByText('Enter parts price', { exact: true })).toBeVisible();
  await form.getByLabel('Quantity').fill('-2');
  await expect(form.getByText('Enter valid parts quantity', { exact: true })).toBeVisible();

  // A price above every seeded one, so High Price puts the new product first on /shops.
  const name = unique('E2E Admin Kettle ');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Price').fill('987650.75');
  await form.getByLabel('Quantity').fill('3');
  await form.getByLabel('Description').fill('A kettle added by the admin browser test.');
  await form
    .getByLabel('Photo')
    .setInputFiles({ name: 'kettle.png', mimeType: 'image/png', buffer: await photo() });
  await form.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(toast(page, 'Parts added successfully')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Price')).toHaveValue('');

  const part = (await findPart(request, name)) as Part;
  expect(part).toBeTruthy();
  expect(part.price).toBe(987650); // decimals are dropped
  expect(part.quantity).toBe(3);
  expect(part.img).toMatch(/^\/uploads\/images\/[0-9a-f]{32}-800\.webp$/);

  // The storefront lists it, with the stored widths in its srcset, and the picture loads.
  await page.goto(`${shop.url}/shops?sort=price_desc`);
  const card = page.getByTestId('product-card').first();
  await expect(card.getByRole('heading', { name })).toBeVisible();
  const picture = card.locator('img').first();
  await expect(picture).toHaveAttribute('srcset', /-400\.webp 400w/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Manage All Products: a refused number sends nothing.
  let row = await partRow(page, part);
  const partName = row.getByTestId('part-name');
  await expect(partName.locator('.cut-name__cut')).toHaveText(
    `${[...name].slice(0, 15).join('')}..`,
  );
  // Whole on hover and on keyboard focus, and for screen readers.
  await expect(partName).toHaveAttribute('title', name);
  await partName.focus();
  await expect(partName.locator('.cut-name__full')).toBeVisible();
  await expect(partName.locator('.cut-name__full')).toHaveText(name);
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await row.getByPlaceholder('Enter Number').first().fill('12abc');
  await row.getByRole('button', { name: `Update price of ${name}` }).click();
  await expect(row.getByRole('alert')).toContainText('nothing was changed');
  expect(puts).toEqual([]);

  // A product on sale costs at least ৳1: ৳0.5 would be stored as ৳0.
  await row.getByPlaceholder('Enter Number').first().fill('0.5');
  await row.getByRole('button', { name: `Update price of ${name}` }).click();
  await expect(row.getByRole('alert')).toHaveText('Price must be at least ৳1');
  expect(puts).toEqual([]);

  // The amount stored is said before saving, and in the toast.
  await row.getByPlaceholder('Enter Number').first().fill('1234.9');
  await expect(row.getByText('Saved as ৳1,234', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Update price of ${name}` }).click();
  await expect(toast(page, 'Price Update successfully!!! Saved as ৳1,234.')).toBeVisible();
  await expect(row.getByTestId('part-price')).toHaveText(formatPrice(1234, 'en'));

  await row.getByPlaceholder('Enter Number').nth(1).fill('9');
  await row.getByRole('button', { name: `Update quantity of ${name}` }).click();
  await expect(toast(page, 'Quantity Update successfully!!!')).toBeVisible();
  await expect(row.getByTestId('part-quantity')).toHaveText('9');
  expect(puts).toHaveLength(2);

  await page.goto(`${shop.url}/product/${part._id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('stock')).toHaveText('Available: 9');
  await expect(page.getByText(formatPrice(1234, 'en')).first()).toBeVisible();

  // Delete: 'Are you sure?' declined keeps it; accepted removes it from the storefront.
  row = await partRow(page, part);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  let dialog = await confirmDialog(page);
  await expect(dialog).toContainText(`${name} leaves the shop.`);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  expect(await findPart(request, name)).toBeTruthy();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  dialog = await confirmDialog(page);
  await dialog.getByRole('button', { name: 'Delete the product' }).click();
  await expect(toast(page, 'Product deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await findPart(request, name)).toBeUndefined();
  expect((await request.get(`${shop.apiUrl}/product/${part._id}`)).status()).toBe(404);

  await page.goto(`${shop.url}/shops?sort=price_desc`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});

test('a customer’s order appears first in Manage All Orders and moves to delivered, cash collected', async ({
  page,
  request,
}) => {
  const { customer, orderId } = await placeOrder(request, '01812345678', 'House 9, Road 4, Mirpur');

  await signIn(page, 'admin');
  await page.goto(`${shop.url}/dashboard/manageOrders`);
  await expect(page.getByRole('heading', { name: 'Manage All Orders' })).toBeVisible();
  const first = page.getByTestId('order-row').first();
  await expect(first).toHaveAttribute('data-order-id', orderId);
  await expect(first.getByRole('cell').first()).toHaveText('1');
  const details = first.getByTestId('order-customer');
  for (const text of [customer.name, customer.email, '01812345678', 'House 9, Road 4, Mirpur']) {
    await expect(details).toContainText(text);
  }
  await expect(first.getByTestId('order-status')).toHaveText('placed');
  await expect(first.getByTestId('payment-state')).toHaveText('Cash on delivery');

  const row = page.locator(`[data-order-id="${orderId}"]`);
  const number = `#${orderId.slice(-6).toUpperCase()}`;
  // Each step mails the customer: it asks first, naming the order and the customer.
  await row.getByRole('button', { name: 'Confirm' }).click();
  let step = await openedDialog(page, `Confirm order ${number} of ${customer.name}?`);
  await expect(step).toContainText(`${customer.name} will be told by email.`);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Order confirmed')).toBeVisible();
  await expect(row.getByTestId('order-status')).toHaveText('confirmed');

  await row.getByRole('button', { name: 'Ship' }).click();
  step = await openedDialog(page, `Ship order ${number} of ${customer.name}?`);
  await step.getByRole('button', { name: 'Ship' }).click();
  await expect(toast(page, 'Order shipped')).toBeVisible();
  await expect(row.getByTestId('order-status')).toHaveText('shipped');

  await row.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = await openedDialog(page, `Mark order ${number} of ${customer.name} delivered?`);
  // Ticked by default for cash on delivery.
  await expect(dialog.getByRole('checkbox')).toBeChecked();
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(toast(page, 'Order delivered and paid in cash')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('order-status')).toHaveText('delivered');
  // Paid in cash: said so, without the API's internal `cash-<order>` reference.
  await expect(row.getByTestId('payment-state')).toContainText('cash');
  await expect(row.getByTestId('payment-state')).not.toContainText(`cash-${orderId}`);
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // The history: each change, by whom.
  await row.getByRole('button', { name: /expand/i }).click();
  const history = page.getByTestId('order-history');
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    await expect(
      history
        .getByRole('listitem')
        .filter({ hasText: `— ${status}` })
        .first(),
    ).toContainText('by you');
  }
  // Named, never an account id; the cash collected is its own event, not "delivered" again.
  const account = (await (
    await request.get(`${shop.apiUrl}/users/me`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    })
  ).json()) as User;
  await expect(history.getByRole('listitem').filter({ hasText: '— placed' }).first()).toContainText(
    `by ${account.name}`,
  );
  await expect(history.getByRole('listitem').filter({ hasText: '— delivered' })).toHaveCount(1);
  await expect(history.getByRole('listitem').filter({ hasText: '— cash collected' })).toContainText(
    'by you',
  );
  await expect(history).not.toContainText(/[0-9a-f]{24}/);

  // The customer sees the same order delivered and paid.
  const mine = await request.get(`${shop.apiUrl}/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  const order = (await mine.json()) as Order;
  expect(order.status).toBe('delivered');
  expect(order.payment.status).toBe('paid');
});

test('Make Admin asks for confirmation, and its toast never covers a confirmation', async ({
  page,
  request,
}) => {
  // The seeded customer is made admin here and made a customer again at the end, whatever happens.
  const adminToken = await apiLogin(request, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  const asAdmin = { Authorization: `Bearer ${adminToken}` };
  const users = (await (
    await request.get(`${shop.apiUrl}/user`, { headers: asAdmin })
  ).json()) as User[];
  const found = users.find((u) => u.email === ACCOUNTS.customer.email) as User;
  expect(found.role).toBe('customer');
  const person = { id: found._id, name: found.name, email: found.email };
  const roleOf = async () => {
    const list = (await (
      await request.get(`${shop.apiUrl}/user`, { headers: asAdmin })
    ).json()) as User[];
    return list.find((u) => u._id === person.id)?.role;
  };
  try {
    await makeAdminInBrowser(page, person, roleOf);
  } finally {
    const restored = await request.patch(`${shop.apiUrl}/users/${person.id}/role`, {
      headers: asAdmin,
      data: { role: 'customer' },
    });
    expect(restored.ok()).toBe(true);
  }
});

async function makeAdminInBrowser(
  page: Page,
  person: { id: string; name: string; email: string },
  roleOf: () => Promise<string | undefined>,
) {
  await signIn(page, 'admin');
  await page.goto(`${shop.url}/dashboard/manageUser`);
  await expect(page.getByRole('heading', { name: 'Manage All User' })).toBeVisible();
  const row = page.locator('tr', { hasText: person.email });
  // Rows are in once the Remove User buttons are.
  await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
  // The account may be on a later page (20 a page; the numbering goes on: 21, 22 …).
  for (let pages = 1; !(await row.isVisible()); pages += 1) {
    expect(pages).toBeLessThan(100);
    await page.getByTitle('Next Page').click();
    await expect(
      page.locator('tbody tr.ant-table-row').first().getByRole('cell').first(),
    ).toHaveText(String(pages * 20 + 1));
  }
  const makeAdmin = row.getByRole('button', { name: `Make Admin — ${person.name}` });

  await makeAdmin.click();
  const dialog = await openedDialog(page, `Make ${person.name} an admin?`);
  await expect(dialog).toContainText('full rights');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await roleOf()).toBe('customer');

  await makeAdmin.click();
  await openedDialog(page, `Make ${person.name} an admin?`);
  await dialog.getByRole('button', { name: 'Make Admin' }).click();
  await expect(toast(page, 'Admin Added Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  expect(await roleOf()).toBe('admin');

  // With the toast still on screen, the next confirmation opens clear of it.
  await row.getByRole('button', { name: `Remove User — ${person.name}` }).click();
  const removal = await openedDialog(page, 'Remove this user?');
  await expect(toast(page, 'Admin Added Successfully')).toBeVisible();
  const a = (await removal.locator('.ant-modal-container').boundingBox())!;
  const b = (await toast(page, 'Admin Added Successfully').boundingBox())!;
  const overlaps =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps).toBe(false);
  await removal.getByRole('button', { name: 'Keep' }).click();
  await expect(removal).toBeHidden();
}

test('the dashboard index sums up sales; a Contact Us message is read and marked handled', async ({
  page,
  request,
}) => {
  await placeOrder(request, '01912345678', 'House 2, Road 8, Uttara');
  const subject = unique('Stock question ');
  const sent = await request.post(`${shop.apiUrl}/contact`, {
    data: { email: 'visitor@mail.com', subject, message: 'Will the router be back in stock?' },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, 'admin');
  await page.goto(`${shop.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Sales at a glance' })).toBeVisible();
  await expect(page.getByTestId('sales-period')).toHaveCount(3);
  await expect(page.getByTestId('sales-period').first()).toContainText(/[1-9]\d* orders?/);
  // Today's order is in the chart (its own chunk: recharts is loaded for this page only).
  await expect(page.getByTestId('sales-chart').locator('svg').first()).toBeVisible();
  const newMessages = page.getByTestId('new-messages');
  await expect
    .poll(async () => Number(await newMessages.getByTestId('new-messages-count').textContent()))
    .toBeGreaterThanOrEqual(1);
  await newMessages.getByRole('link').click();

  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
  const row = page.getByTestId('message-row').filter({ hasText: subject });
  await expect(row).toContainText('visitor@mail.com');
  await row.getByRole('button', { name: `Mark handled: ${subject}` }).click();
  await expect(toast(page, 'Message marked as handled')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByTitle('Handled', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Handled' })).toBeChecked();
  await expect(page.getByTestId('message-row').filter({ hasText: subject })).toContainText(
    'handled',
  );
});

/** Visible texts with Latin letters in `scope` outside `[translate="no"]` (what is untranslated). */
function latinOutsideNoTranslate(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!/[A-Za-z]/.test(text) || !parent || parent.closest('[translate="no"]')) continue;
      if (parent.checkVisibility() && parent.getClientRects().length > 0) found.push(text);
    }
    return found;
  });
}

test('Manage All Orders in Bengali: statuses, workflow, ৳ and dates in Bengali; what people typed stays as typed', async ({
  page,
  request,
}) => {
  const { customer, orderId } = await placeOrder(request, '01512345678', 'House 3, Road 1, Banani');
  await signIn(page, 'admin');
  // The remembered language (the navbar's switch sets this cookie).
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: shop.url }]);
  await page.goto(`${shop.url}/dashboard/manageOrders`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const heading = page.getByRole('heading', { name: 'সব অর্ডার পরিচালনা' });
  await expect(heading).toBeVisible();

  const row = page.locator(`[data-order-id="${orderId}"]`);
  await expect(row.getByTestId('order-status')).toHaveText('অর্ডার হয়েছে');
  await expect(row.getByTestId('order-total')).toHaveText(/^৳[০-৯][০-৯,]*$/);
  await expect(row.getByTestId('order-customer').locator('time')).toHaveText(
    /^[০-৯]{1,2} \S+ [০-৯]{4}, [০-৯]{2}:[০-৯]{2}$/,
  );
  await expect(row.getByTestId('order-customer')).toContainText(customer.email);
  await expect(row.getByTestId('payment-state')).toHaveText('ক্যাশ অন ডেলিভারি');

  await row.getByRole('button', { name: 'নিশ্চিত করুন' }).click();
  const step = await openedDialog(
    page,
    `${customer.name}-এর অর্ডার #${orderId.slice(-6).toUpperCase()} নিশ্চিত করবেন?`,
  );
  await expect(step).toContainText(`${customer.name} ইমেইলে এটি জানতে পারবেন।`);
  await step.getByRole('button', { name: 'নিশ্চিত করুন' }).click();
  await expect(toast(page, 'অর্ডার নিশ্চিত হয়েছে')).toBeVisible();
  await expect(row.getByTestId('order-status')).toHaveText('নিশ্চিত');

  await row.getByRole('button', { name: /expand|প্রসারিত/i }).click();
  const history = page.getByTestId('order-history');
  await expect(history.getByRole('listitem').filter({ hasText: '— নিশ্চিত' })).toContainText(
    'আপনি করেছেন',
  );

  // The admin page: every Latin text is something a person typed (names, emails, addresses, ids).
  const content = heading.locator('xpath=ancestor::section[1]');
  expect(await latinOutsideNoTranslate(content)).toEqual([]);
});

test('on a phone (390 px) an order’s Cancel stays apart from its next step and nothing scrolls sideways; cash is recorded after delivery', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { customer, orderId } = await placeOrder(request, '01912345678', 'House 7, Road 8, Uttara');
  await signIn(page, 'admin');
  await page.goto(`${shop.url}/dashboard/manageOrders`);
  const row = page.locator(`[data-order-id="${orderId}"]`);
  const confirm = row.getByRole('button', { name: 'Confirm' });
  const cancel = row.getByRole('button', { name: 'Cancel' });
  await expect(confirm).toBeVisible();
  const confirmBox = (await confirm.boundingBox())!;
  const cancelBox = (await cancel.boundingBox())!;
  // Never right under the primary step: on its own side, with space between.
  const below = cancelBox.y >= confirmBox.y + confirmBox.height;
  const overlapsSideways =
    cancelBox.x < confirmBox.x + confirmBox.width && confirmBox.x < cancelBox.x + cancelBox.width;
  expect(below && overlapsSideways).toBe(false);
  expect(Math.abs(cancelBox.x - (confirmBox.x + confirmBox.width))).toBeGreaterThanOrEqual(16);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Delivered without the cash ticked: "Record cash collected" makes it paid afterwards.
  const number = `#${orderId.slice(-6).toUpperCase()}`;
  for (const [button, title] of [
    ['Confirm', `Confirm order ${number} of ${customer.name}?`],
    ['Ship', `Ship order ${number} of ${customer.name}?`],
  ] as const) {
    await row.getByRole('button', { name: button }).click();
    const dialog = await openedDialog(page, title);
    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toBeHidden();
  }
  await row.getByRole('button', { name: 'Mark delivered' }).click();
  const deliver = await openedDialog(page, `Mark order ${number} of ${customer.name} delivered?`);
  await deliver.getByRole('checkbox').uncheck();
  await deliver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(toast(page, 'Order delivered')).toBeVisible();
  await expect(row.getByTestId('payment-state')).toHaveText('Cash on delivery');
  await row.getByRole('button', { name: 'Record cash collected' }).click();
  const cash = await openedDialog(
    page,
    `Record the cash of order ${number} of ${customer.name} as collected?`,
  );
  await cash.getByRole('button', { name: 'Record cash collected' }).click();
  await expect(toast(page, 'Cash recorded: the order is paid')).toBeVisible();
  await expect(row.getByTestId('payment-state')).toContainText('cash');
  await expect(row.getByRole('button', { name: 'Record cash collected' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
