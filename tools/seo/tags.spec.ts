import { previewProblems, productProblems, readPageTags } from './tags';

const PRODUCT = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'QCY T13',
  image: ['https://shop.example/uploads/images/a-800.webp'],
  offers: {
    '@type': 'Offer',
    price: 1450,
    priceCurrency: 'BDT',
    availability: 'https://schema.org/InStock',
    url: 'https://shop.example/product/1',
  },
};

const PAGE = `<!doctype html><html><head><title>QCY T13 — ৳1,450 | TechParts BD</title>
<meta name="description" content="৳1,450, in stock.">
<meta property="og:type" content="product"><meta property="og:title" content="QCY T13 — ৳1,450">
<meta property="og:description" content="৳1,450, in stock."><meta property="og:url" content="https://shop.example/product/1">
<meta property="og:image" content="https://shop.example/uploads/images/a-800.webp">
<meta property="product:price:amount" content="1450"><meta property="product:price:currency" content="BDT">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://shop.example/product/1">
<link rel="alternate" hreflang="en" href="https://shop.example/product/1">
<link rel="alternate" hreflang="bn" href="https://shop.example/bn/product/1">
</head><body><div id="root"><script type="application/ld+json">${JSON.stringify(PRODUCT)}</script></div></body></html>`;

describe('readPageTags', () => {
  it('reads the title, meta, canonical, hreflang and JSON-LD of a page', () => {
    const tags = readPageTags(PAGE);
    expect(tags.titles).toEqual(['QCY T13 — ৳1,450 | TechParts BD']);
    expect(tags.meta['og:type']).toEqual(['product']);
    expect(tags.canonical).toEqual(['https://shop.example/product/1']);
    expect(tags.alternates).toEqual({
      en: 'https://shop.example/product/1',
      bn: 'https://shop.example/bn/product/1',
    });
    expect(tags.jsonLd).toEqual([PRODUCT]);
    expect(tags.openGraphOffset).toBe(PAGE.indexOf('<meta property="og:type"'));
    expect(
      readPageTags('<meta data-page-head property="og:title" content="x">').openGraphOffset,
    ).toBe(0);
    expect(previewProblems(tags)).toEqual([]);
  });

  it('finds what a preview would miss', () => {
    const page = PAGE.replace('a-800.webp"', 'a.svg"').replace(/<title>.*?<\/title>/, '');
    expect(previewProblems(readPageTags(page))).toEqual([
      '0 <title> elements, not 1',
      'og:image is an SVG: Facebook, WhatsApp and X show no picture for SVG',
    ]);
  });
});

describe('productProblems', () => {
  it("names every field Google's Product rules need that is missing", () => {
    expect(productProblems(PRODUCT)).toEqual([]);
    expect(
      productProblems({
        '@type': 'Product',
        name: '',
        image: '/relative.webp',
        offers: { price: 0, priceCurrency: 'Tk', availability: 'InStock' },
      }),
    ).toEqual([
      'Product: no name',
      'Product: no absolute image URL',
      'Offer: no price above zero',
      'Offer: priceCurrency is not an ISO 4217 code',
      'Offer: availability is not https://schema.org/InStock or OutOfStock',
      'Offer: no absolute url',
    ]);
  });
});
