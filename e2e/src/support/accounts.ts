import { expect, type Page } from '@playwright/test';
import type { AuthAnswer } from '@shop/contracts';
import { MailpitClient } from '@shop/tools/mailpit';
import { shop } from '../env';

/** The accounts the API seeds on start (see the env table in docs/operations.md). */
export const ACCOUNTS = {
  admin: { email: 'admin@shop.local', password: 'Admin#2026', name: 'Shop Admin' },
  customer: { email: 'customer@shop.local', password: 'Customer#2026', name: 'Demo Customer' },
} as const;

export type Role = keyof typeof ACCOUNTS;

/** Fills and submits the login form on the current page (which must be /login). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Logs in through the login page, as a person would, and waits until the shop shows the session
 * (Sign Out in the navbar). `baseUrl` lets a test use its own shell.
 */
export async function loginAs(page: Page, role: Role, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, ACCOUNTS[role].email, ACCOUNTS[role].password);
  await expect(page).toHaveURL(/\/shops$/);
  await expect(signOut(page)).toBeVisible();
}

/**
 * Starts a session without the login form, for tests about something else (auth.spec.ts and
 * loginAs drive the form): the API's login sets the refresh cookie in the page's browser context
 * (`page.request` shares its cookies), and the next page the test opens restores the session from
 * it, as after a reload. The caller opens its page next. Saves the login page and the /shops
 * listing it lands on: about 4 s a test on two shared cores.
 */
export async function signIn(
  page: Page,
  account: Role | { email: string; password: string },
): Promise<void> {
  const { email, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  const answer = await page.request.post(`${shop.apiUrl}/auth/login`, {
    data: { email, password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const signOut = (page: Page) => mainNav(page).getByRole('button', { name: 'Sign Out' });
export const loginLink = (page: Page) => mainNav(page).getByRole('link', { name: 'Login' });

// From a random place: each worker process loads this module afresh. Counting from 0, the copies of
// a test run with `--repeat-each` signed up from the same addresses and met the API's limit of five
// sign-ups a minute per address (429 from the sixth copy on).
let customerCount = Math.floor(Math.random() * 12_500);

/** A unique address in TEST-NET-2 (198.51.100.0/24, for documentation): only ever a header value. */
function customerAddress(): string {
  customerCount += 1;
  return `198.51.${100 + (Math.floor(customerCount / 250) % 50)}.${(customerCount % 250) + 1}`;
}

export interface TestCustomer {
  name: string;
  email: string;
  password: string;
  /** The access token the sign-up answered with (for API calls as this customer). */
  token: string;
}

/** A unique email for a test account: `<tag><time><random>@mail.com`. */
export const uniqueEmail = (tag: string) =>
  `${tag.toLowerCase().replace(/[^a-z0-9]/g, '')}${Date.now()}${Math.floor(Math.random() * 1000)}@mail.com`;

/** The token of the confirmation link the shop mailed to `email` at sign-up (read from Mailpit). */
export async function confirmationTokenFor(email: string): Promise<string> {
  const mail = await new MailpitClient(shop.mailpitUrl).waitForMessage(
    email,
    /^Confirm your email|ইমেইল নিশ্চিত করুন/,
    30_000,
  );
  const token = /\/confirm-email\?token=([\w-]+)/.exec(mail.Text)?.[1];
  expect(token, mail.Text).toBeTruthy();
  return token as string;
}

/**
 * Confirms the customer's address the way a person does: the link from the sign-up mail (in
 * Mailpit), its token sent by the /confirm-email page's call. Order mails go only to a confirmed
 * address.
 */
export async function confirmEmail(email: string): Promise<void> {
  const token = await confirmationTokenFor(email);
  const answer = await fetch(`${shop.apiUrl}/auth/email-confirmation/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': customerAddress() },
    body: JSON.stringify({ token }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/**
 * A new customer account made through the API, as if signed up from its own network address
 * (the stack trusts X-Forwarded-For in the tests), so the suite's many sign-ups do not trip the
 * per-address limit meant for one person. Its email is confirmed through the mailed link unless
 * `confirmEmail: false` (a test of the unconfirmed state).
 */
export async function createCustomer(
  name: string,
  options: { email?: string; password?: string; confirmEmail?: boolean } = {},
): Promise<TestCustomer> {
  const email = options.email ?? uniqueEmail(name);
  const password = options.password ?? 'customer-secret';
  const answer = await fetch(`${shop.apiUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': customerAddress() },
    body: JSON.stringify({ name, email, password }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  const { accessToken } = (await answer.json()) as AuthAnswer;
  if (options.confirmEmail !== false) await confirmEmail(email);
  return { name, email, password, token: accessToken };
}

/** An access token of the seeded admin, signed in through the API (not the login form). */
export async function adminToken(): Promise<string> {
  const answer = await fetch(`${shop.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as AuthAnswer).accessToken;
}

/** JSON request headers of the seeded admin, signed in through the API (not the login form). */
export async function adminHeaders(): Promise<Record<string, string>> {
  return { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken()}` };
}
