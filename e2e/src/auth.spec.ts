import { expect, test, type Locator, type Page } from '@playwright/test';
import { shop } from './env';
import {
  ACCOUNTS,
  createCustomer,
  loginAs,
  loginLink,
  mainNav,
  signOut,
  submitLogin,
} from './support/accounts';
import { openedDialog } from './support/dialogs';
import { mailsTo, waitForResetLink } from './support/outbox';

const ADMIN_ITEMS = ['Add Products', 'Manage All Products', 'Manage All Orders', 'Manage All User'];

const uniqueEmail = (tag: string) =>
  `${tag}${Date.now()}${Math.floor(Math.random() * 1000)}@mail.com`;

const dashboardMenu = (page: Page) => page.getByRole('menu', { name: 'Dashboard menu' });

/** Errors of spec §5 are red: the text colour's red channel dominates. */
async function expectRed(locator: Locator) {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect(r, `colour ${color}`).toBeGreaterThan(180);
  expect(g, `colour ${color}`).toBeLessThan(110);
  expect(b, `colour ${color}`).toBeLessThan(110);
}

test('each validation message of spec §5 appears in red under its field', async ({ page }) => {
  await page.goto(`${shop.url}/login`);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is Required')).toBeVisible();
  await expect(page.getByText('Password is Required')).toBeVisible();
  await expectRed(page.getByText('Email is Required'));

  // From now on every change revalidates.
  await page.getByLabel('Email').fill('Not an email');
  await expect(page.getByText('Provide a valid Email')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await expect(page.getByText('Must be 6 characters or longer')).toBeVisible();
  await page.getByLabel('Email').fill('customer@shop.local');
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await expect(page.getByText('Provide a valid Email')).toHaveCount(0);
  await expect(page.getByText('Must be 6 characters or longer')).toHaveCount(0);

  await page.goto(`${shop.url}/signup`);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Name is Required')).toBeVisible();
  await expect(page.getByText('Email is Required')).toBeVisible();
  await expect(page.getByText('Password is Required')).toBeVisible();
  await expectRed(page.getByText('Name is Required'));

  await page.goto(`${shop.url}/reset`);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByText('Email is Required')).toBeVisible();
  await page.getByLabel('Email').fill('someone@');
  await expect(page.getByText('Provide a valid Email')).toBeVisible();
});

test('a wrong password is reported in red under the form', async ({ page }) => {
  await page.goto(`${shop.url}/login`);
  await submitLogin(page, ACCOUNTS.customer.email, 'not-the-password');
  const error = page.getByText('Email or password is incorrect');
  await expect(error).toBeVisible();
  await expectRed(error);
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginLink(page)).toBeVisible();
});

test('sign up from a page lands back on it, with the typed name as display name', async ({
  page,
}) => {
  const email = uniqueEmail('karim');
  await page.goto(`${shop.url}/reviews`);
  await loginLink(page).click();
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Name').fill('Karim Ahmed');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('karim-secret');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page).toHaveURL(/\/reviews$/);
  await expect(signOut(page)).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await dashboardMenu(page).getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveValue('Karim Ahmed');
  await expect(page.getByText(email)).toBeVisible();
});

test('the seeded admin sees the admin menu and not Add Review', async ({ page }) => {
  await loginAs(page, 'admin', shop.url);
  await page.goto(`${shop.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();
  const menu = dashboardMenu(page);
  for (const label of ['Dashboard', 'My Profile', ...ADMIN_ITEMS]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Add Review' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'My Booking Products' })).toHaveCount(0);
});

test('the seeded customer sees Add Review and no admin tools', async ({ page }) => {
  await loginAs(page, 'customer', shop.url);
  await page.goto(`${shop.url}/dashboard`);
  const menu = dashboardMenu(page);
  for (const label of ['Dashboard', 'My Booking Products', 'Add Review', 'My Profile']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  for (const label of ADMIN_ITEMS) {
    await expect(menu.getByRole('link', { name: label })).toHaveCount(0);
  }
});

test('a customer opening an admin route is signed out and sent to /login', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await loginAs(page, 'customer', shop.url);

  await page.goto(`${shop.url}/dashboard/manageUser`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(loginLink(page)).toBeVisible();
  // Signed out on the server too: a reload does not bring the session back.
  await page.reload();
  await expect(loginLink(page)).toBeVisible();
  await page.goto(`${shop.url}/dashboard`);
  await expect(page).toHaveURL(/\/login$/);
  // The admin remote was never downloaded for them.
  expect(requested.filter((url) => url.startsWith(new URL(shop.adminUrl).origin))).toEqual([]);
});

test('a visitor on a dashboard page logs in and comes back to it', async ({ page }) => {
  await page.goto(`${shop.url}/dashboard/profile`);
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, ACCOUNTS.customer.email, ACCOUNTS.customer.password);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

test('a reload keeps the session; Sign Out ends it', async ({ page }) => {
  await loginAs(page, 'customer', shop.url);
  await page.goto(`${shop.url}/dashboard/profile`);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(ACCOUNTS.customer.email)).toBeVisible();
  await expect(signOut(page)).toBeVisible();

  await signOut(page).click();
  await expect(page).toHaveURL(new RegExp(`^${shop.url}/?$`));
  await expect(loginLink(page)).toBeVisible();
  await page.reload();
  await expect(loginLink(page)).toBeVisible();
  await page.goto(`${shop.url}/dashboard/profile`);
  await expect(page).toHaveURL(/\/login$/);
});

test('reset: ‘Send Email!’, a mail in the outbox, its link sets a new password that logs in', async ({
  page,
}) => {
  const email = uniqueEmail('nadia');
  await createCustomer('Nadia Islam', { email, password: 'first-password' });
  const before = (await mailsTo(shop.outboxDir, email)).length;

  await page.goto(`${shop.url}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The navigation is a transition: the login form (its own Email field) stays on screen until the
  // reset page is rendered, so wait for that page before typing.
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByText('Send Email!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const link = await waitForResetLink(shop.outboxDir, email, before);
  expect(link.startsWith(`${shop.url}/reset?token=`)).toBe(true);
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('third-password');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();

  await page.goto(`${shop.url}/login`);
  await submitLogin(page, email, 'first-password');
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await submitLogin(page, email, 'second-password');
  await expect(page).toHaveURL(/\/shops$/);
  await expect(signOut(page)).toBeVisible();
});

test('an unknown email still gets ‘Send Email!’', async ({ page }) => {
  await page.goto(`${shop.url}/reset`);
  await page.getByLabel('Email').fill('nobody@mail.com');
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByText('Send Email!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await mailsTo(shop.outboxDir, 'nobody@mail.com')).toEqual([]);
});

test('the admin makes a user admin and removes them in Manage All User', async ({ page }) => {
  const email = uniqueEmail('tania');
  await createCustomer('Tania Rahman', { email, password: 'tania-secret' });
  await loginAs(page, 'admin', shop.url);
  await page.goto(`${shop.url}/dashboard/manageUser`);
  await expect(page.getByRole('heading', { name: 'Manage All User' })).toBeVisible();
  // The list is in sign-up order, 20 a page: the run's other accounts push new ones past the
  // first page, so each is found by the page's search.
  const search = page.getByRole('searchbox', { name: 'Search users by name or email' });
  const searchFor = async (text: string) => {
    await search.fill(text);
    await search.press('Enter');
    // The search has taken effect (the address names it) before the next one is typed.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}$`));
    await expect(search).toHaveValue(text);
    // The list re-renders under the box: the focus stays in it for the next search.
    await expect(search).toBeFocused();
  };
  await searchFor(ACCOUNTS.customer.email);
  await expect(page.getByRole('row').filter({ hasText: ACCOUNTS.customer.email })).toBeVisible();
  await searchFor(email);

  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Make Admin — Tania Rahman' }).click();
  // Full rights are granted only after a confirmation (mfe-admin).
  const promotion = await openedDialog(page, 'Make Tania Rahman an admin?');
  await promotion.getByRole('button', { name: 'Make Admin', exact: true }).click();
  await expect(page.getByText('Admin Added Successfully')).toBeVisible();
  await expect(row.getByRole('button', { name: /an admin/ })).toHaveCount(0);
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Remove User — Tania Rahman' }).click();
  const removal = await openedDialog(page, 'Remove this user?');
  await removal.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Remove user Successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('My Profile uploads a photo, refusing what the API would refuse', async ({ page }) => {
  const email = uniqueEmail('salma');
  await createCustomer('Salma Begum', { email, password: 'salma-secret' });
  await page.goto(`${shop.url}/login`);
  await submitLogin(page, email, 'salma-secret');
  await expect(signOut(page)).toBeVisible();
  await page.goto(`${shop.url}/dashboard/profile`);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  const input = page.getByLabel('Profile photo');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const photo = page.getByRole('img', { name: 'Photo of Salma Begum' });
  await expect(photo).toBeVisible();
  const src = await photo.getAttribute('src');
  expect(src).toMatch(new RegExp(`^${new URL(shop.apiUrl).origin}/`));
  expect((await page.request.get(src!)).ok()).toBe(true);
  // Kept across a reload (it is the server's).
  await page.reload();
  await expect(page.getByRole('img', { name: 'Photo of Salma Begum' })).toBeVisible();
});

test('My Profile saves a new display name', async ({ page }) => {
  const email = uniqueEmail('rumana');
  await createCustomer('Rumana Akter', { email, password: 'rumana-secret' });
  await page.goto(`${shop.url}/login`);
  await submitLogin(page, email, 'rumana-secret');
  await expect(signOut(page)).toBeVisible();
  await page.goto(`${shop.url}/dashboard/profile`);

  await page.getByLabel('Display name').fill('Rumana A. Chowdhury');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Display name saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Rumana A. Chowdhury');
});
