import { DEFAULT_PAGES, parsePages, readySelectorFor, resolvePage } from './pages';

describe('parsePages', () => {
  it('defaults to the home page, the shop and the first product', () => {
    expect(parsePages(undefined)).toEqual([...DEFAULT_PAGES]);
    expect(DEFAULT_PAGES).toEqual(['/', '/shops', '/product/{first-product}']);
  });

  it('splits a comma-separated list and trims it', () => {
    expect(parsePages(' /, /shops ,/reviews,')).toEqual(['/', '/shops', '/reviews']);
  });

  it('refuses what is not a path', () => {
    expect(() => parsePages('shops')).toThrow('"shops" is not a path');
    expect(() => parsePages(' , ')).toThrow('at least one path');
  });
});

describe('resolvePage', () => {
  it('puts the first product’s id in place of the placeholder', () => {
    expect(resolvePage('/product/{first-product}', '6650aa')).toBe('/product/6650aa');
    expect(resolvePage('/shops', undefined)).toBe('/shops');
  });

  it('fails when there is no product to show', () => {
    expect(() => resolvePage('/product/{first-product}', undefined)).toThrow('lists no product');
  });
});

describe('readySelectorFor', () => {
  it('waits for content, not just the frame', () => {
    expect(readySelectorFor('/shops')).toBe('[data-testid="product-card"]');
    expect(readySelectorFor('/shops?category=watch')).toBe('[data-testid="product-card"]');
    expect(readySelectorFor('/product/6650aa')).toBe('main h1');
    expect(readySelectorFor('/')).toBe('main h1, main h2');
  });
});
