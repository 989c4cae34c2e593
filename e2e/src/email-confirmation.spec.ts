import { expect, test } from '@playwright/test';
import { MailpitClient } from '@shop/tools/mailpit';
import { shop } from './env';
import { signIn, uniqueEmail } from './support/accounts';

/**
 * Email confirmation against the production build: a customer who signed up on the Bengali site
 * gets the link in Bengali, to the Bengali /bn/confirm-email page; the dashboard asks them to
 * confirm until they have opened it, and not after; the link works once.
 */

const PASSWORD = 'Confirm#Browser2026';

test('the Bengali sign-up mail links to /bn/confirm-email, which confirms once; the dashboard banner goes', async ({
  page,
}) => {
  const email = uniqueEmail('confirmbn');
  const signedUp = await fetch(`${shop.apiUrl}/auth/signup`, {
    method: 'POST',
    // The sign-up page of the Bengali site: its lang cookie.
    headers: {
      'Content-Type': 'application/json',
      Cookie: 'lang=bn',
      'X-Forwarded-For': '198.51.99.7',
    },
    body: JSON.stringify({ name: 'Ayesha Siddiqua', email, password: PASSWORD }),
  });
  expect(signedUp.status, await signedUp.clone().text()).toBe(201);
  await signIn(page, { email, password: PASSWORD });

  await page.goto(`${shop.url}/bn/dashboard`);
  const banner = page.getByRole('region', { name: 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা নিশ্চিত করুন' });
  await expect(banner).toContainText(`আমরা ${email}-এ একটি লিংক পাঠিয়েছি।`);
  await expect(banner.getByRole('button', { name: 'লিংকটি আবার পাঠান' })).toBeVisible();

  const mail = await new MailpitClient(shop.mailpitUrl).waitForMessage(
    email,
    /ইমেইল নিশ্চিত করুন/,
    30_000,
  );
  const link = mail.Text.match(/https?:\/\/\S+\/bn\/confirm-email\?token=[\w-]+/)?.[0];
  expect(link, mail.Text).toBeTruthy();

  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'আপনার ইমেইল নিশ্চিত করুন' })).toBeVisible();
  await expect(page.getByText(`ধন্যবাদ: ${email} নিশ্চিত হয়েছে।`)).toBeVisible();

  await page.getByRole('link', { name: 'আপনার ড্যাশবোর্ডে যান' }).click();
  await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The link worked once.
  await page.goto(link as string);
  await expect(page.getByRole('alert')).toContainText(
    'এই নিশ্চিতকরণ লিংকটি ভুল, আগেই ব্যবহার করা হয়েছে',
  );
});
