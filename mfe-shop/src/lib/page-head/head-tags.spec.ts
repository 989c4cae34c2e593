import { clip, headTags, type PageHeadInput } from './head-tags';

const base: PageHeadInput = {
  title: 'Shop original gadgets and parts',
  description: 'Original smart watches, earbuds and routers.',
  path: '/shops?sort=price_asc',
  language: 'en',
  origin: 'https://shop.example',
};

const meta = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.meta.filter((tag) => (tag.property ?? tag.name) === key).map((tag) => tag.content);

describe('headTags', () => {
  it("adds the shop's name to the title once", () => {
    expect(headTags(base).title).toBe('Shop original gadgets and parts | TechParts BD');
    expect(headTags({ ...base, title: 'TechParts BD — gadgets' }).title).toBe(
      'TechParts BD — gadgets',
    );
  });

  it('gives an absolute canonical URL and both languages with x-default on English', () => {
    expect(headTags(base).links).toEqual([
      { rel: 'canonical', href: 'https://shop.example/shops?sort=price_asc' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/shops?sort=price_asc' },
      { rel: 'alternate', hrefLang: 'bn', href: 'https://shop.example/bn/shops?sort=price_asc' },
      {
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://shop.example/shops?sort=price_asc',
      },
    ]);
  });

  it("points a Bengali page's canonical and og:url at its Bengali URL", () => {
    const tags = headTags({ ...base, path: '/', language: 'bn' });
    expect(tags.links[0]).toEqual({ rel: 'canonical', href: 'https://shop.example/bn' });
    expect(meta(tags, 'og:url')).toEqual(['https://shop.example/bn']);
    expect(meta(tags, 'og:locale')).toEqual(['bn_BD']);
    expect(meta(tags, 'og:locale:alternate')).toEqual(['en_US']);
  });

  it('describes a product for link previews: picture, price in BDT and availability', () => {
    const tags = headTags({
      ...base,
      type: 'product',
      image: { url: 'https://api.example/uploads/images/a-800.webp', alt: 'QCY T13' },
      product: { price: 1450, inStock: false },
    });
    expect(meta(tags, 'og:type')).toEqual(['product']);
    expect(meta(tags, 'og:image')).toEqual(['https://api.example/uploads/images/a-800.webp']);
    expect(meta(tags, 'product:price:amount')).toEqual(['1450']);
    expect(meta(tags, 'product:price:currency')).toEqual(['BDT']);
    expect(meta(tags, 'product:availability')).toEqual(['out of stock']);
    expect(meta(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(tags, 'og:image:width')).toEqual([]);
  });

  it("says the picture's type and size when they are known, right after og:image", () => {
    const tags = headTags({
      ...base,
      image: {
        url: 'https://api.example/static/products/qcy.png',
        alt: 'QCY T13',
        width: 1200,
        height: 900,
        type: 'image/png',
      },
    });
    const image = tags.meta.findIndex((tag) => tag.property === 'og:image');
    expect(tags.meta.slice(image, image + 5)).toEqual([
      { property: 'og:image', content: 'https://api.example/static/products/qcy.png' },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '900' },
      { property: 'og:image:alt', content: 'QCY T13' },
    ]);
  });

  it('gives a page without a picture the small card', () => {
    expect(meta(headTags(base), 'twitter:card')).toEqual(['summary']);
    expect(meta(headTags(base), 'og:image')).toEqual([]);
  });

  it('keeps a page not to be listed out of the index, with no canonical URL', () => {
    const tags = headTags({ ...base, noindex: true });
    expect(meta(tags, 'robots')).toEqual(['noindex']);
    expect(tags.links).toEqual([]);
  });

  it('points a narrowed view (a filtered listing) at its canonical page, still out of the index', () => {
    const tags = headTags({
      ...base,
      path: '/shops?category=Router',
      noindex: true,
      canonicalOnly: true,
    });
    expect(meta(tags, 'robots')).toEqual(['noindex']);
    expect(tags.links).toEqual([
      { rel: 'canonical', href: 'https://shop.example/shops?category=Router' },
    ]);
  });
});

describe('clip', () => {
  it('keeps a short text, in one line', () => {
    expect(clip('  two\n lines ')).toBe('two lines');
  });

  it('cuts a long one at a word, with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(60);
    const cut = clip(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/word…$/);
  });
});
