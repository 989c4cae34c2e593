import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, webSiteJsonLd } from './json-ld';
import { availabilityOf, JSON_LD_REVIEWS, productJsonLd } from './product-json-ld';

const part = {
  _id: '0123456789abcdef01234567',
  name: 'QCY T13 TWS Earbuds',
  description: 'Bluetooth 5.1, 40 hours with the case.',
  price: 1450,
  quantity: 3,
};

describe('productJsonLd', () => {
  it("carries Google's required and recommended Product and Offer fields", () => {
    const url = 'https://shop.example/product/0123456789abcdef01234567';
    const image = 'https://shop.example/uploads/images/a-800.webp';
    expect(productJsonLd({ part, url, image })).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: part.name,
      image: [image],
      description: part.description,
      offers: {
        '@type': 'Offer',
        price: 1450,
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
  });

  it('names the brand and every photo, the link preview picture first', () => {
    const block = productJsonLd({
      part,
      url: 'https://s/p',
      image: 'https://s/a.png',
      moreImages: ['https://s/a.png', 'https://s/a-open.svg', 'https://s/a-box.svg'],
      brand: 'QCY',
    });
    expect(block.image).toEqual(['https://s/a.png', 'https://s/a-open.svg', 'https://s/a-box.svg']);
    expect(block).toMatchObject({ brand: { '@type': 'Brand', name: 'QCY' } });
    // No brand written: none claimed.
    expect(
      productJsonLd({ part, url: 'https://s/p', image: 'https://s/a.png' }),
    ).not.toHaveProperty('brand');
  });

  it('carries no rating while nobody reviewed the product', () => {
    const url = 'https://s/p';
    const block = productJsonLd({
      part,
      url,
      image: 'https://s/i.webp',
      reviews: { summary: { average: 0, count: 0 }, items: [] },
    });
    expect(block).not.toHaveProperty('aggregateRating');
    expect(block).not.toHaveProperty('review');
  });

  it("nests the rating and the newest five reviews as Google's review snippet markup has them", () => {
    const items = Array.from({ length: 7 }, (_, i) => ({
      name: `Reviewer ${i}`,
      retting: i % 6,
      review: `Review ${i}`,
      createdAt: `2026-11-2${i}T20:15:00.000Z`,
    }));
    const block = productJsonLd({
      part,
      url: 'https://s/p',
      image: 'https://s/i.webp',
      reviews: { summary: { average: 4.3, count: 12 }, items },
    });
    expect(block).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 0,
      },
    });
    expect(block.review).toHaveLength(JSON_LD_REVIEWS);
    expect((block.review as unknown[])[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Reviewer 0' },
      reviewRating: { '@type': 'Rating', ratingValue: 0, bestRating: 5, worstRating: 0 },
      reviewBody: 'Review 0',
      datePublished: '2026-11-20',
    });
  });

  it('says OutOfStock when none is left', () => {
    expect(availabilityOf({ quantity: 0 })).toBe('https://schema.org/OutOfStock');
    expect(availabilityOf({ quantity: 1 })).toBe('https://schema.org/InStock');
  });
});

describe('productJsonLd of a product sold in variants', () => {
  const url = 'https://shop.example/product/0123456789abcdef01234567';
  const image = 'https://shop.example/static/products/qcy.png';
  const options = [
    {
      key: 'colour',
      name: { en: 'Colour', bn: 'রং' },
      kind: 'colour' as const,
      values: [
        { key: 'black', label: { en: 'Black', bn: 'কালো' } },
        { key: 'white', label: { en: 'White', bn: 'সাদা' } },
      ],
    },
    {
      key: 'storage',
      name: { en: 'Storage', bn: 'স্টোরেজ' },
      kind: 'choice' as const,
      values: [{ key: '128', label: { en: '128 GB', bn: '১২৮ জিবি' } }],
    },
  ];
  const variants = [
    { sku: 'Q-BLACK', values: ['black', '128'], price: 1450, quantity: 2, archived: false },
    { sku: 'Q-WHITE', values: ['white', '128'], price: 1550, quantity: 0, archived: false },
  ];

  it("is Google's ProductGroup: variesBy, one Product with its own Offer and URL per variant", () => {
    const block = productJsonLd({
      part,
      url,
      image,
      brand: 'QCY',
      variants: { options, variants, imageOf: () => image },
    });
    expect(block).toMatchObject({
      '@type': 'ProductGroup',
      name: part.name,
      productGroupID: part._id,
      brand: { '@type': 'Brand', name: 'QCY' },
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
      hasVariant: [
        {
          '@type': 'Product',
          sku: 'Q-BLACK',
          name: `${part.name} — Black, 128 GB`,
          color: 'Black',
          size: '128 GB',
          offers: {
            url: `${url}?v=Q-BLACK`,
            price: 1450,
            availability: 'https://schema.org/InStock',
          },
        },
        {
          sku: 'Q-WHITE',
          offers: { price: 1550, availability: 'https://schema.org/OutOfStock' },
        },
      ],
    });
  });
});

describe('the other blocks', () => {
  it('numbers the breadcrumb from 1', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', url: 'https://shop.example/' },
      { name: 'Shops', url: 'https://shop.example/shops' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Shops', item: 'https://shop.example/shops' },
    ]);
  });

  it('names the shop and its search', () => {
    expect(organizationJsonLd('https://shop.example')).toMatchObject({
      '@type': 'Organization',
      url: 'https://shop.example/',
    });
    expect(
      webSiteJsonLd('https://shop.example/bn', 'https://shop.example/bn/shops?q=', 'bn'),
    ).toMatchObject({
      '@type': 'WebSite',
      url: 'https://shop.example/bn',
      inLanguage: 'bn',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://shop.example/bn/shops?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot end its script element, and parses back to the same value', () => {
    const named = { ...part, name: '</script><script>alert(1)</script> & \u2028' };
    const block = productJsonLd({ part: named, url: 'https://s/p', image: 'https://s/i.webp' });
    const text = serializeJsonLd(block);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(block);
  });
});
