import {
  availabilityOf,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from './json-ld';

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

  it('says OutOfStock when none is left', () => {
    expect(availabilityOf({ quantity: 0 })).toBe('https://schema.org/OutOfStock');
    expect(availabilityOf({ quantity: 1 })).toBe('https://schema.org/InStock');
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
