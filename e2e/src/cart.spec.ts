import { expect, test } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import { shop } from './env';

/** The products sold in one variant (added straight from a card; variants have their own test). */
async function apiParts(): Promise<Part[]> {
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  return parts.filter((part) => part.variantCount === undefined);
}

test('cart: add from a card and a product page, quantities within stock, district and delivery fee, kept across reloads', async ({
  page,
}) => {
  const parts = await apiParts();
  // A cheap product in stock (added from its card) and one with little stock (from its page).
  const [first] = parts.filter((p) => p.quantity >= 3);
  const scarce = [...parts]
    .filter((p) => p.quantity >= 2 && p._id !== first._id)
    .sort((a, b) => a.quantity - b.quantity)[0];

  await page.goto(`${shop.url}/shops`);
  const card = page
    .getByTestId('product-card')
    .filter({ hasText: first.name.slice(0, 40) })
    .first();
  await card.getByRole('button', { name: `Add ${first.name} to cart` }).click();
  await expect(page.getByText(/added to your cart \(1\)/)).toBeVisible();

  await page.goto(`${shop.url}/cart`);
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(formatPrice(first.price, 'en'));
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('—');

  // One product outside Dhaka: ৳120.
  await page.getByLabel('Delivery district').selectOption('Sylhet');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('৳120');
  await expect(page.getByTestId('cart-total')).toHaveText(formatPrice(first.price + 120, 'en'));
  // Inside Dhaka: free.
  await page.getByLabel('Delivery district').selectOption('Dhaka');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('Free');
  await expect(page.getByTestId('cart-total')).toHaveText(formatPrice(first.price, 'en'));
  // Two products anywhere: free.
  await page.getByLabel('Delivery district').selectOption('Rangpur');
  await page.getByRole('button', { name: `One more ${first.name}` }).click();
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('Free');
  await expect(page.getByTestId('cart-total')).toHaveText(formatPrice(first.price * 2, 'en'));

  // From the product page, as many as are in stock and not one more.
  await page.goto(`${shop.url}/product/${scarce._id}`);
  const more = page.getByRole('button', { name: 'One more' });
  for (let i = 1; i < scarce.quantity; i += 1) await more.click();
  await expect(more).toBeDisabled();
  await expect(page.getByLabel('Quantity')).toHaveValue(String(scarce.quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${scarce.quantity} in your cart.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

  // Kept across a reload, district included.
  await page.goto(`${shop.url}/cart`);
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByLabel('Delivery district')).toHaveValue('Rangpur');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(
    formatPrice(first.price * 2 + scarce.price * scarce.quantity, 'en'),
  );
  await expect(page.getByRole('button', { name: `One more ${scarce.name}` })).toBeDisabled();

  await page.getByRole('button', { name: `Remove ${first.name}` }).click();
  await page.getByRole('button', { name: `Remove ${scarce.name}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('the cart works on a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [part] = (await apiParts()).filter((p) => p.quantity > 0);
  await page.goto(`${shop.url}/product/${part._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // A tap before hydration is kept and replayed once the page is live; leaving the page at once
  // would lose it, as it would for a person who left before seeing it added.
  await expect(page.getByText('1 in your cart.')).toBeVisible();
  await page.goto(`${shop.url}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  for (const path of ['/cart', '/shops', `/product/${part._id}`]) {
    await page.goto(`${shop.url}${path}`);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  }
});

test('the cart’s quantity input looks the same opened directly as reached from a product page', async ({
  page,
}) => {
  const [part] = (await apiParts()).filter((p) => p.quantity >= 2);
  const looks = () =>
    page.getByLabel(`Quantity of ${part.name}`).evaluate((input) => {
      const s = getComputedStyle(input);
      return [
        s.width,
        s.minHeight,
        s.borderTopWidth,
        s.borderTopColor,
        s.borderRadius,
        s.textAlign,
      ];
    });
  await page.goto(`${shop.url}/product/${part._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // Client navigation: the product page's styles are already there.
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const navigated = await looks();
  expect(navigated).toEqual(['64px', '36px', '1px', expect.any(String), '8px', 'center']);
  // A direct load (and a reload) of /cart: nothing else has brought styles with it.
  await page.goto(`${shop.url}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect(await looks()).toEqual(navigated);
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect(await looks()).toEqual(navigated);
  // Bengali digits typed into it count as the number they are.
  await page.getByLabel(`Quantity of ${part.name}`).fill('২');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});
