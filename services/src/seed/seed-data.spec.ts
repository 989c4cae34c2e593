import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  BEST_SELLER_PART_IDS,
  CATEGORY_KEYWORDS,
  DAILY_DEAL_PART_ID,
  NEW_ARRIVAL_PART_IDS,
  PART_CATEGORIES,
  type PartCategory,
  SHOP_CATEGORY_FILTERS,
  nameMatchesCategory,
} from '@shop/contracts';
import { LIST_PRICE_TIERS, markupRate } from '@shop/rules';
import { STATIC_DIR } from '../paths';
import { SEED_PRODUCTS, SEED_REVIEWS } from './seed-data';

const HEX_ID = /^[0-9a-f]{24}$/;
const MAX_IMAGE_BYTES = 4 * 1024;

/** The category each storefront filter text stands for. */
const CATEGORY_OF: Record<string, PartCategory> = {
  tws: 'tws',
  'smart watch': 'smart-watch',
  smartwatch: 'smart-watch',
  router: 'router',
  kettle: 'kettle',
};

function fileFor(url: string): string {
  expect(url).toMatch(/^\/static\//);
  return join(STATIC_DIR, url.slice('/static/'.length));
}

function expectSmallSvg(url: string): void {
  const file = fileFor(url);
  expect(existsSync(file)).toBe(true);
  expect(statSync(file).size).toBeLessThan(MAX_IMAGE_BYTES);
  const svg = readFileSync(file, 'utf8');
  expect(svg).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="\d+" height="\d+"/,
  );
  expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/); // nothing fetched from outside
}

describe('seed products', () => {
  it('has at least 44 products with well-formed fields', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(44);
    for (const product of SEED_PRODUCTS) {
      expect(product._id).toMatch(HEX_ID);
      expect(Number.isInteger(product.price) && product.price >= 0).toBe(true);
      expect(Number.isInteger(product.quantity) && product.quantity >= 0).toBe(true);
      expect(PART_CATEGORIES).toContain(product.category);
      expect(product.name.trim()).toBe(product.name);
      expect(product.img).toBe(`/static/products/${product.slug}.svg`);
    }
  });

  it('has descriptions of one to three sentences', () => {
    for (const { description } of SEED_PRODUCTS) {
      const sentences = description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(description).toMatch(/[.!?]$/);
    }
  });

  it('has unique ids, slugs and names', () => {
    for (const key of ['_id', 'slug', 'name'] as const) {
      const values = SEED_PRODUCTS.map((p) => p[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('covers every category', () => {
    expect(new Set(SEED_PRODUCTS.map((p) => p.category))).toEqual(new Set(PART_CATEGORIES));
  });

  it('hits every list-price markup tier', () => {
    const rates = new Set(SEED_PRODUCTS.map((p) => markupRate(p.price)));
    expect(rates.size).toBe(LIST_PRICE_TIERS.length + 1);
  });

  it('has exactly one sold-out product and varied stock', () => {
    expect(SEED_PRODUCTS.filter((p) => p.quantity === 0)).toHaveLength(1);
    expect(new Set(SEED_PRODUCTS.map((p) => p.quantity)).size).toBeGreaterThan(20);
  });

  it('features six to eight products, none sold out', () => {
    const featured = SEED_PRODUCTS.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(8);
    expect(featured.every((p) => p.quantity > 0)).toBe(true);
  });

  it('has a small local SVG with a viewBox and explicit size for every product', () => {
    for (const product of SEED_PRODUCTS) expectSmallSvg(product.img);
  });

  it('contains every product id the storefront links to', () => {
    const byId = new Map(SEED_PRODUCTS.map((p) => [p._id, p]));
    expect(BEST_SELLER_PART_IDS).toHaveLength(8);
    expect(new Set(BEST_SELLER_PART_IDS).size).toBe(8);
    expect(NEW_ARRIVAL_PART_IDS).toHaveLength(3);
    for (const id of [...BEST_SELLER_PART_IDS, ...NEW_ARRIVAL_PART_IDS, DAILY_DEAL_PART_ID]) {
      expect(byId.get(id)?.quantity).toBeGreaterThan(0);
    }
    expect(byId.get(DAILY_DEAL_PART_ID)?.category).toBe('phone');
  });

  it.each([...SHOP_CATEGORY_FILTERS, ...CATEGORY_KEYWORDS])(
    "selects exactly its category's products by name with the storefront rule: %s",
    (text) => {
      const category = CATEGORY_OF[text.toLowerCase()];
      const matched = SEED_PRODUCTS.filter((p) => nameMatchesCategory(p.name, text));
      expect(matched.length).toBeGreaterThanOrEqual(5);
      expect(matched.map((p) => p.slug)).toEqual(
        SEED_PRODUCTS.filter((p) => p.category === category).map((p) => p.slug),
      );
      // A plain case-insensitive "contains" (no space folding) also finds some of them.
      expect(SEED_PRODUCTS.some((p) => p.name.toLowerCase().includes(text.toLowerCase()))).toBe(
        true,
      );
    },
  );
});

describe('seed reviews', () => {
  it('has reviews with unique ids and every rating from 0 to 5', () => {
    expect(SEED_REVIEWS).toHaveLength(39);
    expect(new Set(SEED_REVIEWS.map((r) => r._id)).size).toBe(SEED_REVIEWS.length);
    for (const review of SEED_REVIEWS) {
      expect(review._id).toMatch(HEX_ID);
      expect(Number.isInteger(review.retting)).toBe(true);
      expect(review.review.length).toBeGreaterThan(10);
    }
    expect(new Set(SEED_REVIEWS.map((r) => r.retting))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  it('has a dozen shop-wide reviews, and several products with two to six reviews of their own', () => {
    expect(SEED_REVIEWS.filter((r) => !r.partId)).toHaveLength(12);
    const productIds = new Set(SEED_PRODUCTS.map((p) => p._id));
    const perProduct = new Map<string, number[]>();
    for (const review of SEED_REVIEWS.filter((r) => r.partId)) {
      expect(productIds.has(review.partId!)).toBe(true);
      perProduct.set(review.partId!, [...(perProduct.get(review.partId!) ?? []), review.retting]);
    }
    expect(perProduct.size).toBeGreaterThanOrEqual(6);
    for (const ratings of perProduct.values()) {
      expect(ratings.length).toBeGreaterThanOrEqual(2);
      expect(ratings.length).toBeLessThanOrEqual(6);
    }
    // Some in Bengali, as customers write them.
    expect(SEED_REVIEWS.some((r) => r.partId && /[\u0980-\u09FF]/.test(r.review))).toBe(true);
  });

  it('has a local avatar for every reviewer', () => {
    for (const review of SEED_REVIEWS) {
      expect(review.img).toBe(`/static/avatars/${review.slug}.svg`);
      expectSmallSvg(review.img);
    }
  });

  it('does not share ids with products', () => {
    const productIds = new Set(SEED_PRODUCTS.map((p) => p._id));
    expect(SEED_REVIEWS.some((r) => productIds.has(r._id))).toBe(false);
  });
});
