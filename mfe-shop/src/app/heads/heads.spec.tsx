import { configureApiClient } from '@shop/api-client';
import type { Part } from '@shop/contracts';
import { i18n } from '@shop/i18n';
import { fakeApi, json } from '@shop/tools/jest/fake-api';
import { screen, waitFor } from '@testing-library/react';
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';
import { renderPage } from '../../testing/render-page';
import { ProductPage } from '../pages/product-page';
import { withRemoteProviders } from '../remote-providers';
import type { HeadContext } from './head-context';
import { homeHead } from './home-head';
import { ProductHead, productHead } from './product-head';
import { shopsHead } from './shops-head';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const part: Part = {
  _id: '0123456789abcdef01234567',
  name: 'QCY T13 TWS Earbuds',
  img: '/uploads/images/0123456789abcdef0123456789abcdef-800.webp',
  price: 1450,
  quantity: 0,
  description: 'Bluetooth 5.1 earbuds with 40 hours of music in the case. '.repeat(5),
};

const origin = 'https://shop.example';

function context(language: 'en' | 'bn'): HeadContext {
  i18n.addResourceBundle('en', 'shop', en, true, true);
  i18n.addResourceBundle('bn', 'shop', bn, true, true);
  return { t: i18n.getFixedT(language, 'shop'), language, origin };
}

describe('productHead', () => {
  beforeEach(() => configureApiClient({ apiUrl: 'http://api.test/api' }));

  it('names the product and its ৳ price, says it is sold out, starts the description', () => {
    const head = productHead(context('en'), part);
    expect(head.title).toBe('QCY T13 TWS Earbuds — ৳1,450');
    expect(head.description).toMatch(/^৳1,450, sold out\. Bluetooth 5\.1 earbuds/);
    expect(head.path).toBe(`/product/${part._id}`);
    expect(head.type).toBe('product');
    expect(head.image?.url).toBe(
      'http://api.test/uploads/images/0123456789abcdef0123456789abcdef-800.webp',
    );
    expect(head.jsonLd?.[0]).toMatchObject({
      '@type': 'Product',
      offers: { price: 1450, priceCurrency: 'BDT', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it("shows a seed picture's 1200 px PNG in link previews and the JSON-LD, never the SVG", () => {
    const head = productHead(context('en'), {
      ...part,
      img: '/static/products/qcy-t13-tws-earbuds.svg',
    });
    const png = 'http://api.test/static/products/qcy-t13-tws-earbuds.png';
    expect(head.image).toEqual({
      url: png,
      alt: part.name,
      width: 1200,
      height: 900,
      type: 'image/png',
    });
    expect(head.jsonLd?.[0]).toMatchObject({ '@type': 'Product', image: [png] });
  });

  it('names the brand and every photo in the JSON-LD, each as a raster picture', () => {
    const head = productHead(context('en'), {
      ...part,
      img: '/static/products/qcy-t13-tws-earbuds.svg',
      brand: 'QCY',
      photos: [
        { url: '/static/products/qcy-t13-tws-earbuds.svg', alt: { en: 'front', bn: 'সামনে' } },
        { url: '/static/products/qcy-t13-tws-earbuds-open.svg', alt: { en: 'open', bn: 'খোলা' } },
        {
          url: '/uploads/images/0123456789abcdef0123456789abcdef-800.webp',
          alt: { en: 'box', bn: 'বাক্স' },
        },
      ],
    });
    expect(head.jsonLd?.[0]).toMatchObject({
      brand: { '@type': 'Brand', name: 'QCY' },
      image: [
        'http://api.test/static/products/qcy-t13-tws-earbuds.png',
        'http://api.test/static/products/qcy-t13-tws-earbuds-open.png',
        'http://api.test/uploads/images/0123456789abcdef0123456789abcdef-800.webp',
      ],
    });
  });

  it('carries the rating and the newest reviews once they are there, nothing of them without any', () => {
    const none = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    const empty = {
      summary: { average: 0, count: 0, distribution: none },
      items: [],
      total: 0,
      page: 1,
      limit: 5,
    };
    expect(productHead(context('en'), part, empty).jsonLd?.[0]).not.toHaveProperty(
      'aggregateRating',
    );
    const reviewed = productHead(context('bn'), part, {
      ...empty,
      summary: { average: 4.5, count: 2, distribution: { ...none, '5': 1, '4': 1 } },
      items: [
        {
          _id: 'r2',
          name: 'Rafiq Mia',
          retting: 5,
          review: 'খুব ভালো',
          img: '/a.svg',
          verifiedPurchase: true,
          createdAt: '2026-11-21T10:00:00.000Z',
        },
        {
          _id: 'r1',
          name: 'Asif Iqbal',
          retting: 4,
          review: 'Good',
          img: '/b.svg',
          verifiedPurchase: false,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      total: 2,
    });
    // Numbers in structured data stay ASCII on the Bengali page too.
    expect(reviewed.jsonLd?.[0]).toMatchObject({
      aggregateRating: { ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
      review: [
        {
          author: { name: 'Rafiq Mia' },
          reviewRating: { ratingValue: 5 },
          reviewBody: 'খুব ভালো',
          datePublished: '2026-11-21',
        },
        { author: { name: 'Asif Iqbal' }, reviewRating: { ratingValue: 4 } },
      ],
    });
  });

  it('writes the price with Bengali digits on the Bengali page, whose URLs are under /bn', () => {
    const head = productHead(context('bn'), part);
    expect(head.title).toBe('QCY T13 TWS Earbuds — ৳১,৪৫০');
    expect(head.description).toMatch(/^৳১,৪৫০, স্টক শেষ।/);
    expect(head.jsonLd?.[0]).toMatchObject({ url: `${origin}/bn/product/${part._id}` });
  });
});

describe('shopsHead', () => {
  it('names the category and the sort, keeps only them (and the page) in the canonical path', () => {
    const head = shopsHead(context('en'), '?sort=price_asc&category=Router&utm_source=fb&page=2');
    expect(head.title).toBe('Router: shop original gadgets, lowest price first (page 2)');
    expect(head.path).toBe('/shops?category=Router&sort=price_asc&page=2');
    expect(head.description).toMatch(/^Router: original/);
  });

  it('is a search not to be listed for ?q=…, the SearchAction target', () => {
    const head = shopsHead(context('en'), '?q=router&sort=price_asc');
    expect(head.title).toBe('Search: router');
    expect(head.noindex).toBe(true);
  });

  it('keeps a filtered page out of the index, its canonical the same listing unfiltered', () => {
    const head = shopsHead(
      context('en'),
      '?category=tws&brand=QCY,Realme&min=1000&max=৫০০০&inStock=true&spec=anc:yes&sort=price_asc&page=2',
    );
    expect(head.noindex).toBe(true);
    expect(head.canonicalOnly).toBe(true);
    expect(head.path).toBe('/shops?category=tws&sort=price_asc');
    expect(shopsHead(context('en'), '?category=tws').noindex).toBeUndefined();
  });

  it('is the whole shop without a known category', () => {
    const head = shopsHead(context('bn'), '?category=nonsense');
    expect(head.title).toBe('অরিজিনাল গ্যাজেট ও পার্টস কিনুন');
    expect(head.path).toBe('/shops');
  });
});

describe('homeHead', () => {
  it('is the canonical / with the Organization and the WebSite search', () => {
    const head = homeHead(context('en'));
    expect(head.path).toBe('/');
    expect(head.jsonLd).toMatchObject([{ '@type': 'Organization' }, { '@type': 'WebSite' }]);
  });
});

describe('the product page in the browser', () => {
  const Page = withRemoteProviders(ProductPage, ProductHead);

  it("puts the product's title, description, canonical URL and preview tags in <head>", async () => {
    const none = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    fakeApi({
      [`GET /product/${part._id}`]: () => json(200, part),
      [`GET /product/${part._id}/reviews`]: () =>
        json(200, {
          summary: { average: 4, count: 1, distribution: { ...none, '4': 1 } },
          items: [
            {
              _id: 'r1',
              name: 'Asif Iqbal',
              retting: 4,
              review: 'Good',
              img: '/static/avatars/asif-iqbal.svg',
              verifiedPurchase: true,
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          limit: 5,
        }),
    });
    renderPage(<Page />, { url: `/product/${part._id}`, path: '/product/:partId' });
    await screen.findByRole('heading', { name: part.name });
    await waitFor(() => expect(document.title).toBe('QCY T13 TWS Earbuds — ৳1,450 | TechParts BD'));
    await screen.findByRole('heading', { name: 'Ratings & reviews' });
    const head = document.head;
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://localhost/product/${part._id}`,
    );
    expect(head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(
      head.querySelector('meta[property="product:price:currency"]')?.getAttribute('content'),
    ).toBe('BDT');
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as { '@type': string },
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
    await waitFor(() =>
      expect(
        JSON.parse(
          document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
        ),
      ).toMatchObject({ aggregateRating: { ratingValue: 4, reviewCount: 1 } }),
    );
  });

  it('asks search engines not to list a product that does not exist', async () => {
    fakeApi({});
    renderPage(<Page />, { url: `/product/${part._id}`, path: '/product/:partId' });
    await screen.findByRole('heading', { name: 'Product not found' });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      ),
    );
    expect(document.title).toBe('Product not found | TechParts BD');
  });
});
