import { expect, type Page } from '@playwright/test';

/** The accounts the API seeds on start (see the README's env table). */
export const ACCOUNTS = {
  admin: { email: 'admin@shop.local', password: 'Admin#2026', name: 'Shop Admin' },
  customer: { email: 'customer@shop.local', password: 'Customer#2026', name: 'Rahim Customer' },
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

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const signOut = (page: Page) => mainNav(page).getByRole('button', { name: 'Sign Out' });
export const loginLink = (page: Page) => mainNav(page).getByRole('link', { name: 'Login' });
