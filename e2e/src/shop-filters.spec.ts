import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { localizeDigits } from '@shop/i18n';
import { shop } from './env';
import { noSidewaysScroll } from './support/layout';

/** What `GET /api/part/browse` answers (services/src/browse). */
interface BrowsePage {
  items: Part[];
  total: number;
  facets: {
    brands: { value: string; count: number }[];
    price: { min: number; max: number };
    inStock: number;
    specs: {
      key: string;
      label: { en: string; bn: string };
      values: { value: string; label?: { en: string; bn: string }; count: number }[];
    }[];
  };
}

async function browse(query: string): Promise<BrowsePage> {
  const answer = await fetch(`${shop.apiUrl}/part/browse?${query}&limit=24`);
  expect(answer.ok).toBe(true);
  return (await answer.json()) as BrowsePage;
}

const TEXTS = {
  en: {
    prefix: '',
    filters: 'Filters',
    min: 'Lowest price (৳)',
    max: 'Highest price (৳)',
    apply: (n: number) => `Show ${n} product${n === 1 ? '' : 's'}`,
  },
  bn: {
    prefix: '/bn',
    filters: 'ফিল্টার',
    min: 'সর্বনিম্ন দাম (৳)',
    max: 'সর্বোচ্চ দাম (৳)',
    apply: (n: number) => `${localizeDigits(String(n), 'bn')}টি পণ্য দেখুন`,
  },
} as const;

type Language = keyof typeof TEXTS;

/** The earbuds the seed sells with ANC, from two brands (picked by category and brand, not position). */
async function scenario() {
  const anc = await browse('category=tws&spec=anc:yes');
  const brands = anc.facets.brands.filter((b) => b.count > 0).map((b) => b.value);
  expect(brands.length).toBeGreaterThanOrEqual(2);
  const chosen = brands.slice(0, 2).sort();
  const narrowed = await browse(`category=tws&brand=${chosen.join(',')}&spec=anc:yes`);
  expect(narrowed.total).toBeGreaterThanOrEqual(2);
  // A highest price that leaves the cheapest of them only.
  const max = Math.min(...narrowed.items.map((p) => p.price));
  const final = `category=tws&brand=${chosen.join(',')}&spec=anc:yes&max=${max}`;
  return { chosen, max, final: await browse(final), finalQuery: final };
}

async function cardNames(page: Page): Promise<string[]> {
  const cards = page.getByTestId('product-card');
  return cards.evaluateAll((els) =>
    els.map(
      (el) => (el.querySelector('h3 .cut-name__full') ?? el.querySelector('h3'))?.textContent ?? '',
    ),
  );
}

async function expectCards(page: Page, parts: Part[]) {
  await expect(page.getByTestId('product-card')).toHaveCount(parts.length);
  await expect.poll(() => cardNames(page)).toEqual(parts.map((p) => p.name));
}

/** A facet's checkbox: its label, then its count in the page's digits. */
function facet(scope: Locator, label: string, count: number, language: Language): Locator {
  return scope.getByRole('checkbox', {
    name: `${label} ${localizeDigits(String(count), language)}`,
    exact: true,
  });
}

for (const language of ['en', 'bn'] as const) {
  const text = TEXTS[language];

  test(`1280 px (${language}): brand, a spec filter and a price range narrow the list and the counts; reload and back keep them`, async ({
    page,
  }) => {
    const { chosen, max, final } = await scenario();
    const start = await browse('category=tws');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${shop.url}${text.prefix}/shops?category=tws`);
    await expectCards(page, start.items);
    const column = page.getByRole('complementary', { name: text.filters });
    await expect(column).toBeVisible();
    await expect(page.getByRole('button', { name: text.filters, exact: true })).toBeHidden();

    // Brands: each with its count; ticking one leaves the others' counts as they were.
    for (const brand of chosen) {
      const count = start.facets.brands.find((b) => b.value === brand)!.count;
      // A tick is the address's: the box shows it once the page has moved to the new address.
      await facet(column, brand, count, language).click();
      await expect(facet(column, brand, count, language)).toBeChecked();
      // The page re-rendered in place: the box ticked keeps the focus, for the keyboard's next step.
      await expect(facet(column, brand, count, language)).toBeFocused();
    }
    await expect(page).toHaveURL(new RegExp(`brand=${chosen.join('%2C')}`));
    await expectCards(page, (await browse(`category=tws&brand=${chosen.join(',')}`)).items);

    // The spec filter, labelled from the template in the page's language, counted for the brands.
    const byBrand = await browse(`category=tws&brand=${chosen.join(',')}`);
    const anc = byBrand.facets.specs.find((s) => s.key === 'anc')!;
    const yes = anc.values.find((v) => v.value === 'yes')!;
    const ancYes = facet(
      column.getByRole('group', { name: anc.label[language] }),
      yes.label![language],
      yes.count,
      language,
    );
    await ancYes.click();
    await expect(ancYes).toBeChecked();
    await expect(page).toHaveURL(/spec=anc%3Ayes/);

    // The price range, typed in the page's digits.
    await column.getByLabel(text.max).fill(localizeDigits(String(max), language));
    await column.getByLabel(text.max).press('Enter');
    await expect(page).toHaveURL(new RegExp(`max=${max}`));
    await expectCards(page, final.items);
    await expect(column.getByLabel(text.max)).toBeFocused();
    // Counts follow: each brand's count is what the API counts under the other filters.
    for (const brand of final.facets.brands) {
      await expect(facet(column, brand.value, brand.count, language)).toBeVisible();
    }
    await noSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/h24-filters-1280-${language}.png`, fullPage: false });

    // Reloading the address gives the same list and the same ticks.
    await page.reload();
    await expectCards(page, final.items);
    await expect(
      facet(
        column,
        chosen[0],
        final.facets.brands.find((b) => b.value === chosen[0])!.count,
        language,
      ),
    ).toBeChecked();
    await expect(column.getByLabel(text.max)).toHaveValue(localizeDigits(String(max), language));

    // Back: the step before the price range.
    await page.goBack();
    await expect(page).not.toHaveURL(/max=/);
    // The box follows the address back.
    await expect(column.getByLabel(text.max)).toHaveValue('');
    await expectCards(
      page,
      (await browse(`category=tws&brand=${chosen.join(',')}&spec=anc:yes`)).items,
    );
  });

  test(`390 px (${language}): the filters open in a drawer whose apply button says how many products`, async ({
    page,
  }) => {
    const { chosen } = await scenario();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.url}${text.prefix}/shops?category=tws`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: text.filters })).toBeHidden();
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: text.filters, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: text.filters });
    await expect(drawer).toBeVisible();
    const start = await browse('category=tws');
    const brand = chosen[0];
    await facet(
      drawer,
      brand,
      start.facets.brands.find((b) => b.value === brand)!.count,
      language,
    ).click();
    const expected = await browse(`category=tws&brand=${brand}`);
    const apply = drawer.getByRole('button', { name: text.apply(expected.total) });
    await expect(apply).toBeEnabled();
    // Nothing is applied before the button is pressed.
    await expect(page).not.toHaveURL(/brand=/);
    const box = await apply.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/h24-filters-390-${language}-drawer.png` });
    await apply.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brand)}`));
    await expectCards(page, expected.items);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/h24-filters-390-${language}.png` });

    await page.goBack();
    await expect(page).not.toHaveURL(/brand=/);
    await expectCards(page, start.items);
  });
}

test('a search result page (?q=) is the same listing, with its filters and counts', async ({
  page,
}) => {
  const results = await browse('q=earbuds');
  expect(results.total).toBeGreaterThan(0);
  const brand = results.facets.brands[0];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${shop.url}/shops?q=earbuds`);
  await expectCards(page, results.items);
  const column = page.getByRole('complementary', { name: 'Filters' });
  await facet(column, brand.value, brand.count, 'en').click();
  await expect(page).toHaveURL(/q=earbuds&brand=/);
  await expectCards(
    page,
    (await browse(`q=earbuds&brand=${encodeURIComponent(brand.value)}`)).items,
  );
});

test('a filtered page is not to be indexed, its canonical the unfiltered listing', async ({
  page,
}) => {
  await page.goto(`${shop.url}/shops?category=tws&brand=QCY&inStock=true`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/shops\?category=tws$/,
  );
  await page.goto(`${shop.url}/shops?category=tws`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
