import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthAnswer, Part, User } from '@shop/contracts';
import { shop } from './env';
import { ACCOUNTS, createCustomer, submitLogin, type Role } from './support/accounts';
import { bookCourierThroughApi, confirmThroughApi } from './support/orders';

/**
 * Tables that fit: every table page of mfe-admin and mfe-dashboard at 1280 × 800,
 * at 1024 × 768 (the table's box is about 660 px there) and at 390 × 844 with touch. Nothing is wider than the viewport, nothing inside the table (or its
 * cards on a phone) is wider than its box or scrolls sideways, and every button and link of the
 * rows lies inside the viewport and can be clicked without scrolling sideways.
 *
 * A new table page adds one line here (its path, heading and the test id of its rows).
 */
const TABLE_PAGES: readonly TablePage[] = [
  {
    name: 'orders',
    role: 'admin',
    path: '/dashboard/manageOrders',
    heading: 'Manage All Orders',
    rows: 'order-row',
  },
  {
    name: 'products',
    role: 'admin',
    path: '/dashboard/manageParts',
    heading: 'Manage All Products',
    rows: 'part-row',
  },
  {
    name: 'users',
    role: 'admin',
    path: '/dashboard/manageUser',
    heading: 'Manage All User',
    rows: 'user-row',
  },
  {
    name: 'messages',
    role: 'admin',
    path: '/dashboard/messages',
    heading: 'Contact messages',
    rows: 'message-row',
  },
  {
    name: 'reviews',
    role: 'admin',
    path: '/dashboard/manageReviews',
    heading: 'Reviews',
    rows: 'review-row',
  },
  {
    name: 'my-orders',
    role: 'customer',
    path: '/dashboard/myOrders',
    heading: 'My Booking Products',
    rows: 'order-row',
  },
  // The same in Bengali: Bengali digits and longer words in the same columns.
  {
    name: 'my-orders-bn',
    role: 'customer',
    path: '/bn/dashboard/myOrders',
    heading: 'আমার বুকিং করা পণ্য',
    rows: 'order-row',
  },
  // Send-money payments waiting for the admin (beforeAll claims the card orders').
  {
    name: 'wallet-payments',
    role: 'admin',
    path: '/dashboard/walletPayments',
    heading: 'Wallet payments',
    rows: 'wallet-payment-row',
  },
  // The audit log: read-only rows (the admin actions of beforeAll fill it).
  {
    name: 'activity',
    role: 'admin',
    path: '/dashboard/activity',
    heading: 'Activity',
    rows: 'activity-row',
    actions: false,
  },
];

interface TablePage {
  /** File name of its screenshots. */
  name: string;
  role: Role;
  path: string;
  heading: string;
  /** `data-testid` of a row (a `<tr>` on a desktop, an `<li>` card on a phone). */
  rows: string;
  /** false: the rows carry no buttons (a read-only list). */
  actions?: false;
}

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
  // The dashboard's side menu leaves the table a box of about 660 px.
  {
    label: 'small desktop',
    viewport: { width: 1024, height: 768 },
    touch: false,
  },
  // A phone: touch, and a mobile browser's viewport rules (`hasTouch`, `isMobile`).
  { label: 'phone', viewport: { width: 390, height: 844 }, touch: true },
] as const;

/** Rows whose buttons are checked (each trial click takes a moment). */
const ROWS_CHECKED = 4;

/** Where the screenshots go (to be looked at, not only asserted): one folder per width. */
const shotsOf = (width: number) => `/tmp/shots-${width}`;

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post(`${shop.apiUrl}/auth/login`, { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as AuthAnswer).accessToken;
}

/**
 * An address of the benchmarking range (198.18.0.0/15) per contact message, random so a rerun of
 * beforeAll (a new worker after a failure) is not refused: the per-address limit is for people.
 */
const nextAddress = () =>
  `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Logs in through the login page. On a phone Sign Out hides in the collapsed menu, so the landing
 * page (/shops) is what says the login worked; the shell restores the session on the next page.
 */
async function logIn(page: Page, role: Role) {
  await page.goto(`${shop.url}/login`);
  await submitLogin(page, ACCOUNTS[role].email, ACCOUNTS[role].password);
  await expect(page).toHaveURL(/\/shops$/);
}

/**
 * One signed-in page per role and kind of screen (a mouse, or touch on a phone: `hasTouch` and
 * `isMobile` belong to the browser context), made on first use and kept for the worker's tests.
 * A test sets its width with `setViewportSize` and opens its table page afresh, so the desktop
 * and small-desktop tests share a page and only the login (checked in auth.spec.ts) is shared:
 * 4 logins instead of 24, and each remote is downloaded once per context.
 */
type SignedInPage = (role: Role, touch: boolean) => Promise<Page>;

const test = base.extend<object, { signedInPage: SignedInPage }>({
  signedInPage: [
    async ({ browser }, use) => {
      const pages = new Map<string, Promise<Page>>();
      await use((role, touch) => {
        const key = `${role}/${touch}`;
        if (!pages.has(key)) {
          pages.set(
            key,
            (async () => {
              const context = await browser.newContext({ hasTouch: touch, isMobile: touch });
              const page = await context.newPage();
              await logIn(page, role);
              return page;
            })(),
          );
        }
        return pages.get(key)!;
      });
      for (const page of pages.values()) {
        // A page whose login failed failed its test already: nothing to close.
        await page.then((opened) => opened.context().close()).catch(() => undefined);
      }
    },
    { scope: 'worker' },
  ],
});

/**
 * Long values, as real ones are: the seeded customer's orders (cash on delivery and card, a long
 * address, one booked with Pathao, whose consignment ids are the longest), a second admin (so
 * 'Remove Admin' shows), a customer with a long name, and a few contact messages with a long
 * subject and text.
 */
test.beforeAll(async ({ request }) => {
  const customer = await apiLogin(request, ACCOUNTS.customer.email, ACCOUNTS.customer.password);
  const admin = await apiLogin(request, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  const parts = (await (await request.get(`${shop.apiUrl}/part`)).json()) as Part[];
  const inStock = parts.filter((part) => part.quantity >= 10 && part.variantCount === undefined);
  for (const [i, paymentMethod] of (['cod', 'card', 'cod', 'card'] as const).entries()) {
    const placed = await request.post(`${shop.apiUrl}/booking`, {
      headers: { Authorization: `Bearer ${customer}` },
      data: {
        partsId: inStock[i % inStock.length]._id,
        quantity: 1,
        name: 'Mohammad Abdullah Al Mamun Chowdhury',
        phone: '01712345678',
        address: 'Flat 7B, House 112/A, Road 27 (Old), Dhanmondi Residential Area, near the lake',
        district: 'Chattogram',
        paymentMethod,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    if (i === 2) {
      const { order } = (await placed.json()) as { order: { _id: string } };
      await confirmThroughApi(order._id);
      await bookCourierThroughApi(order._id, 'pathao');
    }
    if (paymentMethod === 'card') {
      // Paid by send money: a row of Wallet payments, with a random bKash TrxID of its own.
      const { order } = (await placed.json()) as { order: { _id: string } };
      const trxId = randomBytes(5).toString('hex').toUpperCase();
      const claimed = await request.post(`${shop.apiUrl}/orders/${order._id}/wallet-payment`, {
        headers: { Authorization: `Bearer ${customer}` },
        data: { wallet: 'bkash', senderNumber: '01712345678', trxId },
      });
      expect(claimed.status(), await claimed.text()).toBe(200);
    }
  }

  const second = await createCustomer('Second Admin With A Rather Long Name');
  const users = (await (
    await request.get(`${shop.apiUrl}/user`, { headers: { Authorization: `Bearer ${admin}` } })
  ).json()) as User[];
  const secondId = users.find((user) => user.email === second.email)?._id;
  const promoted = await request.patch(`${shop.apiUrl}/users/${secondId}/role`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { role: 'admin' },
  });
  expect(promoted.status()).toBe(200);
  await createCustomer('Customer With A Very Long Name For The Table');

  for (let i = 0; i < 3; i += 1) {
    const sent = await request.post(`${shop.apiUrl}/contact`, {
      headers: { 'X-Forwarded-For': nextAddress() },
      data: {
        email: `a.very.long.address.of.someone.writing.${i}@example-mail-provider.com.bd`,
        subject: `Question number ${i} about a delivery that has not arrived yet to Sylhet`,
        message:
          'I ordered two electric kettles and a TP-Link router on Monday and the tracking still ' +
          'says placed. Could you please tell me when they will arrive? ' +
          'Averyveryverylongwordwithoutanyspacesinittoseewhetherthecellwraps'.repeat(2),
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
});

/** What overflows: the page, an element of the table area wider than the area, an inner scroller. */
async function overflows(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`page: scrollWidth ${root.scrollWidth} > innerWidth ${window.innerWidth}`);
    }
    const frames = Array.from(document.querySelectorAll<HTMLElement>('.shop-table'));
    if (frames.length === 0) problems.push('no .shop-table on the page');
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}${
        el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''
      } "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const frame of frames) {
      const box = frame.getBoundingClientRect();
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5) {
        problems.push(`frame ${box.left}–${box.right} outside the viewport`);
      }
      for (const el of Array.from(frame.querySelectorAll<HTMLElement>('*'))) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.clip !== 'auto') continue;
        if (rect.left < box.left - 1 || rect.right > box.right + 1) {
          problems.push(
            `${describe(el)}: ${Math.round(rect.left)}–${Math.round(rect.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}`,
          );
        }
        if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
          problems.push(`${describe(el)} scrolls sideways: ${el.scrollWidth} in ${el.clientWidth}`);
        }
      }
    }
    return problems.slice(0, 10);
  });
}

/**
 * Values split over two lines: a price, amount, date, phone number, TrxID or order number reads as
 * two numbers when broken ("৳4,94 / 9"). Every run of digits (with its ৳ and its separators) in a
 * table and every value marked whole (`.shop-unbroken`, the shared `Unbroken`) must lie on one
 * line: a range's or an inline element's boxes all on one line.
 */
async function brokenValues(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const lines = (rects: DOMRectList) =>
      new Set(
        Array.from(rects)
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => Math.round(rect.top + rect.height / 2)),
      );
    // Boxes of one line differ in their middles by less than a line's height.
    const split = (rects: DOMRectList) => {
      const middles = Array.from(lines(rects));
      const heights = Array.from(rects).map((rect) => rect.height);
      return (
        middles.length > 1 &&
        Math.max(...middles) - Math.min(...middles) >= Math.min(...heights) / 2
      );
    };
    for (const frame of Array.from(document.querySelectorAll<HTMLElement>('.shop-table'))) {
      for (const el of Array.from(frame.querySelectorAll<HTMLElement>('.shop-unbroken'))) {
        if (split(el.getClientRects())) {
          problems.push(`"${el.textContent}" takes ${el.getClientRects().length} lines`);
        }
      }
      const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/৳?\s?[0-9০-৯][0-9০-৯,.:/]*[0-9০-৯]/g)) {
          // Digits inside an e-mail address (the test customers' addresses carry long ones) follow
          // the address's rule instead: EmailText where a table uses it (its halves are checked
          // above as .shop-unbroken).
          const token =
            text.slice(0, match.index).split(/\s/).pop() + text.slice(match.index).split(/\s/)[0];
          if (token.includes('@')) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (split(range.getClientRects())) problems.push(`"${match[0]}" is split over two lines`);
        }
      }
    }
    return problems.slice(0, 10);
  });
}

for (const { label, viewport, touch } of VIEWPORTS) {
  test.describe(`tables fit at ${viewport.width} px (${label})`, () => {
    for (const table of TABLE_PAGES) {
      test(`${table.heading}: nothing wider than the screen, every action reachable`, async ({
        signedInPage,
      }) => {
        test.setTimeout(120_000);
        const page = await signedInPage(table.role, touch);
        // The context is the one this screen needs: touch on the phone only.
        expect(await page.evaluate(() => navigator.maxTouchPoints > 0)).toBe(touch);
        await page.setViewportSize(viewport);
        // The page is shared: the Bengali table's visit remembers bn (cookie and localStorage),
        // and an English address then takes a reader who chose Bengali to /bn. Each table's
        // reader has chosen the table's language (the cookie outranks localStorage).
        await page
          .context()
          .addCookies([
            { name: 'lang', value: table.path.startsWith('/bn/') ? 'bn' : 'en', url: shop.url },
          ]);
        await page.goto(`${shop.url}${table.path}`);
        await expect(page.getByRole('heading', { name: table.heading })).toBeVisible();
        const rows = page.getByTestId(table.rows);
        await expect(rows.first()).toBeVisible();
        // On a phone the rows are cards, on a desktop table rows.
        expect(await rows.first().evaluate((el) => el.tagName)).toBe(
          label === 'phone' ? 'LI' : 'TR',
        );
        await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);

        mkdirSync(shotsOf(viewport.width), { recursive: true });
        await page.screenshot({
          path: `${shotsOf(viewport.width)}/${table.name}-${viewport.width}.png`,
          fullPage: true,
        });
        expect(await overflows(page)).toEqual([]);
        expect(await brokenValues(page)).toEqual([]);

        const count = Math.min(await rows.count(), ROWS_CHECKED);
        let checked = 0;
        for (let i = 0; i < count; i += 1) {
          const actions = rows.nth(i).locator('button:visible, a[href]:visible');
          for (let j = 0; j < (await actions.count()); j += 1) {
            const action = actions.nth(j);
            if (!(await action.isEnabled())) continue;
            await action.scrollIntoViewIfNeeded();
            const box = await action.boundingBox();
            const name =
              (await action.textContent())?.trim() || (await action.getAttribute('aria-label'));
            expect(box, `${name} has a box`).not.toBeNull();
            expect(box!.x, `${name} starts inside the screen`).toBeGreaterThanOrEqual(0);
            expect(box!.x + box!.width, `${name} ends inside the screen`).toBeLessThanOrEqual(
              viewport.width,
            );
            await action.click({ trial: true, timeout: 5_000 });
            expect(await page.evaluate(() => window.scrollX), `${name}: no sideways scroll`).toBe(
              0,
            );
            checked += 1;
          }
        }
        if (table.actions !== false) expect(checked, 'the rows carry actions').toBeGreaterThan(0);
        expect(await overflows(page)).toEqual([]);
      });
    }
  });
}
