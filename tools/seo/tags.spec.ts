import {
  pictureProblems,
  previewProblems,
  productGroupProblems,
  productProblems,
  ratingProblems,
  readPageTags,
} from './tags';

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
      'og:image is not a JPEG, PNG, WebP or GIF picture: previews show none other',
    ]);
    const typed = PAGE.replace(
      '<meta property="og:type"',
      '<meta property="og:image:type" content="image/svg+xml"><meta property="og:type"',
    );
    expect(previewProblems(readPageTags(typed))).toEqual([
      'og:image:type is image/svg+xml: og:image is not a JPEG, PNG, WebP or GIF picture: previews show none other',
    ]);
  });
});

describe('pictureProblems', () => {
  it('takes a JPEG, PNG, WebP or GIF picture at least 600 px wide', () => {
    expect(pictureProblems({ status: 200, contentType: 'image/png', width: 1200 })).toEqual([]);
    expect(pictureProblems({ status: 200, contentType: 'image/webp', width: 600 })).toEqual([]);
  });

  it('names a missing, SVG or narrow picture', () => {
    expect(pictureProblems({ status: 404, contentType: 'application/json' })).toEqual([
      'og:image answers 404',
    ]);
    expect(pictureProblems({ status: 200, contentType: 'image/svg+xml', width: 400 })).toEqual([
      'og:image is image/svg+xml: og:image is not a JPEG, PNG, WebP or GIF picture: previews show none other',
    ]);
    expect(pictureProblems({ status: 200, contentType: 'image/jpeg', width: 599 })).toEqual([
      'og:image is 599 px wide, under 600',
    ]);
  });
});

describe('ratingProblems', () => {
  const rating = (ratingValue: number) => ({
    '@type': 'Rating',
    ratingValue,
    bestRating: 5,
    worstRating: 0,
  });

  it('takes a rating and reviews on the shop’s 0–5 scale', () => {
    expect(
      productProblems({
        ...PRODUCT,
        aggregateRating: { ...rating(4.3), '@type': 'AggregateRating', reviewCount: 6 },
        review: [
          {
            '@type': 'Review',
            author: { '@type': 'Person', name: 'Rafiq Mia' },
            reviewRating: rating(0),
          },
        ],
      }),
    ).toEqual([]);
  });

  it('names a rating off its scale, a missing count and a review without author', () => {
    expect(
      ratingProblems({
        aggregateRating: { ratingValue: 0.5, reviewCount: 0 },
        review: [
          { author: { name: '' }, reviewRating: rating(6) },
          { author: { name: 'A' }, reviewRating: rating(5) },
        ],
      }),
    ).toEqual([
      'AggregateRating: ratingValue outside its scale',
      'AggregateRating: no reviewCount or ratingCount above zero',
      'Review 1: no author name',
      'Review 1: rating outside its scale',
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

describe('productGroupProblems', () => {
  const variant = (sku: string) => ({ ...PRODUCT, sku, name: `QCY T13 — ${sku}` });
  it("takes Google's variant markup: an id, what it varies by and Products with their SKUs", () => {
    expect(
      productGroupProblems({
        '@type': 'ProductGroup',
        name: 'QCY T13',
        productGroupID: '665f1e000000000000000008',
        variesBy: ['https://schema.org/color'],
        hasVariant: [variant('QCY-T13-BLACK'), variant('QCY-T13-WHITE')],
      }),
    ).toEqual([]);
  });

  it('names a missing id, variesBy, variant and a variant without SKU or offer', () => {
    expect(
      productGroupProblems({ '@type': 'ProductGroup', name: 'QCY T13', variesBy: 'color' }),
    ).toEqual([
      'ProductGroup: no productGroupID',
      'ProductGroup: variesBy names no schema.org property',
      'ProductGroup: no hasVariant',
    ]);
    expect(
      productGroupProblems({
        '@type': 'ProductGroup',
        name: 'QCY T13',
        productGroupID: 'x',
        variesBy: ['https://schema.org/color'],
        hasVariant: [{ ...PRODUCT, offers: undefined }],
      }),
    ).toEqual(['Variant 1: Product: no offers', 'Variant 1: no sku']);
  });
});
