/**
 * The banner that asks a new customer to confirm their email, on a phone and on a desktop: its
 * text reads as lines across the banner, never a column a few words wide squeezed by the button.
 */
import { expect, type Locator, test } from '@playwright/test';
import { shop } from './env';
import { createCustomer, signIn } from './support/accounts';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the email confirmation banner reads across the page (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await createCustomer(`Banner ${viewport.width}`, { confirmEmail: false });
    await signIn(page, customer);
    await page.goto(`${shop.url}/dashboard`);

    const banner = page.getByRole('region', { name: 'Please confirm your email address' });
    const resend = banner.getByRole('button', { name: 'Send the link again' });
    const body = banner.getByText('We sent a link to', { exact: false });
    await expect(resend).toBeVisible();
    const [bannerBox, bodyBox, buttonBox] = [await box(banner), await box(body), await box(resend)];

    // The text takes most of the banner's width.
    expect(bodyBox.width).toBeGreaterThan(bannerBox.width * 0.6);
    if (viewport.width < 576) {
      // On a phone the button goes under the text, lined up with it.
      expect(buttonBox.y).toBeGreaterThanOrEqual(bodyBox.y + bodyBox.height - 1);
      expect(Math.abs(buttonBox.x - bodyBox.x)).toBeLessThanOrEqual(4);
    } else {
      // On a desktop it stands beside the title, right of the text.
      expect(buttonBox.x).toBeGreaterThanOrEqual(bodyBox.x + bodyBox.width - 1);
    }
    await page.screenshot({ path: `test-results/email-confirmation-banner-${viewport.width}.png` });
  });
}
