/**
 * What search engines and link-preview crawlers read: every public page, in English and
 * in Bengali (`/bn/…`), fetched the way Facebook's crawler fetches (`Accept: *\/*`, a `Range`, its
 * user agent), has its own title and description in its language, an absolute canonical URL, the
 * hreflang alternates, Open Graph and Twitter tags early in the page, and JSON-LD that parses; a
 * product page's JSON-LD meets Google's Product rules. In the browser, the title follows
 * client-side navigation.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Part, ProductDetails, ProductReviewPage } from '@shop/contracts';
import { formatPrice, localizedPath, type Language } from '@shop/i18n';
import {
  metaOf,
  pictureProblems,
  previewProblems,
  productProblems,
  readPageTags,
} from '@shop/tools/seo';
import sharp from 'sharp';
import { shop } from './env';

const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const LANGUAGES: Language[] = ['en', 'bn'];

/** The page as Facebook documents its crawler's request. */
async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(`${shop.url}${path}`, {
    headers: { Accept: '*/*', 'User-Agent': FACEBOOK, Range: 'bytes=0-524288' },
    maxRedirects: 0,
  });
  const html = await response.text();
  return { response, html, tags: readPageTags(html) };
}

/** The public pages: path as linked, canonical path, and a word its title must hold per language. */
function pages(part: Part) {
  return [
    { path: '/', canonical: '/', title: { en: 'TechParts BD', bn: 'TechParts BD' } },
    { path: '/home', canonical: '/', title: { en: 'TechParts BD', bn: 'TechParts BD' } },
    { path: '/shops', canonical: '/shops', title: { en: 'Shop', bn: 'কিনুন' } },
    {
      path: '/shops?sort=price_desc&category=Router&utm_source=fb',
      canonical: '/shops?category=Router&sort=price_desc',
      title: { en: 'Router', bn: 'রাউটার' },
    },
    {
      path: `/product/${part._id}`,
      canonical: `/product/${part._id}`,
      title: { en: part.name, bn: part.name },
    },
    { path: '/reviews', canonical: '/reviews', title: { en: 'reviews', bn: 'রিভিউ' } },
    { path: '/dailyD', canonical: '/dailyD', title: { en: 'deal', bn: 'অফার' } },
    { path: '/cService', canonical: '/cService', title: { en: 'Contact', bn: 'যোগাযোগ' } },
  ];
}

let parts: Part[] = [];
let part: Part;

test.beforeAll(async ({ request }) => {
  parts = (await (await request.get(`${shop.apiUrl}/part`)).json()) as Part[];
  // A product sold in one variant: a `Product` (the variants' `ProductGroup` has its own test).
  part = parts.find((p) => p.quantity > 0 && p.variantCount === undefined) ?? parts[0];
  expect(part).toBeDefined();
});

for (const language of LANGUAGES) {
  test.describe(`the ${language === 'en' ? 'English' : 'Bengali'} pages, as a crawler reads them`, () => {
    test('each has its own title and description, canonical, hreflang and link-preview tags', async ({
      request,
    }) => {
      const titles = new Map<string, string>();
      for (const page of pages(part)) {
        const url = localizedPath(page.path, language);
        const { response, html, tags } = await crawl(request, url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toContain('text/html');
        expect(html, url).toMatch(new RegExp(`<html lang="${language}"`));

        expect(tags.titles, url).toHaveLength(1);
        const [title] = tags.titles;
        expect(title, url).toContain(page.title[language]);
        expect(title, url).not.toBe('TechParts BD — parts and electronics, delivered');
        if (page.canonical === page.path) titles.set(page.path, title);
        expect(tags.meta.description, url).toHaveLength(1);

        const canonical = `${shop.url}${localizedPath(page.canonical, language)}`;
        expect(tags.canonical, url).toEqual([canonical]);
        expect(metaOf(tags, 'og:url'), url).toBe(canonical);
        expect(tags.alternates, url).toEqual({
          en: `${shop.url}${localizedPath(page.canonical, 'en')}`,
          bn: `${shop.url}${localizedPath(page.canonical, 'bn')}`,
          'x-default': `${shop.url}${localizedPath(page.canonical, 'en')}`,
        });
        expect(metaOf(tags, 'og:locale'), url).toBe(language === 'en' ? 'en_US' : 'bn_BD');
        expect(metaOf(tags, 'og:title'), url).toBeTruthy();
        expect(metaOf(tags, 'twitter:card'), url).toBeTruthy();
        // Before the inline styles and state: within the first kilobytes.
        expect(tags.openGraphOffset, url).toBeGreaterThan(0);
        expect(tags.openGraphOffset, url).toBeLessThan(html.search(/<style/));
        expect(tags.jsonLdErrors, url).toEqual([]);
        expect(previewProblems(tags), url).toEqual([]);
      }
      expect(new Set(titles.values()).size, 'every page its own title').toBe(titles.size);
    });

    test("a product page previews the product's picture, name and ৳ price, and its JSON-LD meets Google's Product rules", async ({
      request,
    }) => {
      const url = localizedPath(`/product/${part._id}`, language);
      const { tags } = await crawl(request, url);
      const price = formatPrice(part.price, language);
      expect(tags.titles[0]).toContain(`${part.name} — ${price}`);
      expect(metaOf(tags, 'description')).toContain(price);
      expect(metaOf(tags, 'og:type')).toBe('product');
      expect(metaOf(tags, 'product:price:amount')).toBe(String(part.price));
      expect(metaOf(tags, 'product:price:currency')).toBe('BDT');
      expect(metaOf(tags, 'product:availability')).toBe('in stock');
      const image = metaOf(tags, 'og:image');
      expect(image).toMatch(/^https?:\/\//);
      // A picture previews show: a raster one (the seed's SVG as its 1200 px PNG), wide enough.
      const picture = await request.get(image!);
      const { width } = await sharp(await picture.body()).metadata();
      const contentType = picture.headers()['content-type'];
      expect(pictureProblems({ status: picture.status(), contentType, width })).toEqual([]);
      // og:image:width, when the page says it, is the picture's own.
      expect([undefined, String(width)]).toContain(metaOf(tags, 'og:image:width'));

      const product = tags.jsonLd.find((block) => block['@type'] === 'Product');
      expect(product).toBeDefined();
      expect(productProblems(product!)).toEqual([]);
      // The preview picture first, then the gallery's other photos; the brand the API names.
      const details = (await (
        await request.get(`${shop.apiUrl}/product/${part._id}`)
      ).json()) as ProductDetails;
      const apiOrigin = new URL(shop.apiUrl).origin;
      expect(product?.image).toEqual([
        image,
        // Rasters only: a seed SVG as its PNG.
        ...details.photos
          .slice(1)
          .map((photo) => `${apiOrigin}${photo.url.replace(/\.svg$/, '.png')}`),
      ]);
      expect(product?.brand).toEqual({ '@type': 'Brand', name: details.brand });
      expect(product).toMatchObject({
        name: part.name,
        offers: {
          price: part.price,
          priceCurrency: 'BDT',
          availability: 'https://schema.org/InStock',
          url: `${shop.url}${url}`,
        },
      });
      const crumbs = tags.jsonLd.find((block) => block['@type'] === 'BreadcrumbList');
      expect(crumbs?.itemListElement).toHaveLength(3);
      // Its rating, when it has reviews: the page's own numbers, and the newest reviews (at most 5).
      const { summary, items } = (await (
        await request.get(`${shop.apiUrl}/product/${part._id}/reviews`)
      ).json()) as ProductReviewPage;
      if (summary.count === 0) expect(product).not.toHaveProperty('aggregateRating');
      else
        expect(product).toMatchObject({
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: summary.average,
            reviewCount: summary.count,
            bestRating: 5,
          },
          review: items.slice(0, 5).map((item) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: item.name },
            reviewRating: { ratingValue: item.retting },
            reviewBody: item.review,
          })),
        });
    });

    test("a product sold in variants is Google's ProductGroup, one Product and Offer per variant", async ({
      request,
    }) => {
      const grouped = parts.find((p) => p.variantCount !== undefined && p.quantity > 0)!;
      const url = localizedPath(`/product/${grouped._id}`, language);
      const { tags } = await crawl(request, url);
      expect(previewProblems(tags), url).toEqual([]);
      const group = tags.jsonLd.find((block) => block['@type'] === 'ProductGroup');
      expect(group).toMatchObject({ name: grouped.name, productGroupID: grouped._id });
      const details = (await (
        await request.get(`${shop.apiUrl}/product/${grouped._id}`)
      ).json()) as ProductDetails;
      const variants = group?.hasVariant as Array<Record<string, unknown>>;
      expect(variants.map((variant) => variant.sku)).toEqual(details.variants.map((v) => v.sku));
      expect(variants[0]).toMatchObject({
        '@type': 'Product',
        offers: { url: `${shop.url}${url}?v=${encodeURIComponent(details.variants[0].sku)}` },
      });
      expect(tags.jsonLd.some((block) => block['@type'] === 'Product')).toBe(false);
    });

    test('the home page names the shop and its search', async ({ request }) => {
      const { tags } = await crawl(request, localizedPath('/', language));
      expect(tags.jsonLd.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
      const site = tags.jsonLd[1] as { potentialAction?: Record<string, unknown> };
      expect(site.potentialAction).toMatchObject({
        '@type': 'SearchAction',
        'query-input': 'required name=search_term_string',
      });
      // The search it names works: the term's matches, rendered in the page.
      const template = (site.potentialAction!.target as { urlTemplate: string }).urlTemplate;
      const term = part.name.split(' ')[0];
      const results = await crawl(
        request,
        template.replace('{search_term_string}', encodeURIComponent(term)).slice(shop.url.length),
      );
      expect(results.response.status()).toBe(200);
      expect(results.html).toContain('data-testid="product-card"');
      expect(metaOf(results.tags, 'robots')).toBe('noindex');
    });
  });
}

test('a product that does not exist is not to be listed', async ({ request }) => {
  const { tags } = await crawl(request, '/product/000000000000000000000000');
  expect(metaOf(tags, 'robots')).toBe('noindex');
  expect(tags.canonical).toEqual([]);
});

test('in the browser, the title follows the pages a visitor moves between', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  await expect(page).toHaveTitle(/gadgets and parts/);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Shops', exact: true })
    .first()
    .click();
  await expect(page).toHaveTitle('Shop original gadgets and parts | TechParts BD');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page).toHaveTitle(/ — ৳[\d,]+ \| TechParts BD$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
});
