import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WARRANTY_TYPES } from '@shop/contracts';
import { checkSpecs, checkSpecTemplate, inTemplateOrder } from '@shop/rules';
import { viewFiles } from '../../scripts/generate-images';
import { MAX_PRODUCT_PHOTOS } from '../catalogue/dto/edit-part.dto';
import { DEFAULT_SPEC_TEMPLATES } from '../catalogue/spec-templates.defaults';
import { STATIC_DIR } from '../paths';
import { SEED_PRODUCTS } from './seed-data';
import { PRODUCT_DETAILS } from './seed-product-details';

const BENGALI = /[\u0980-\u09FF]/;

describe('what a buyer decides by, for every seeded product', () => {
  it('has default spec templates that pass the template check', () => {
    for (const [category, groups] of Object.entries(DEFAULT_SPEC_TEMPLATES)) {
      expect([category, checkSpecTemplate(groups)]).toEqual([category, []]);
      expect(groups.length).toBeGreaterThan(0);
    }
  });

  it('has details for exactly the seeded products', () => {
    expect(Object.keys(PRODUCT_DETAILS).sort()).toEqual(SEED_PRODUCTS.map((p) => p.slug).sort());
  });

  it.each(SEED_PRODUCTS.map((p) => [p.slug, p] as const))(
    '%s: brand, Bengali texts, warranty, at least 8 valid specs',
    (_slug, product) => {
      expect(product.brand.trim()).not.toBe('');
      expect(product.nameBn).toMatch(BENGALI);
      expect(product.descriptionBn).toMatch(BENGALI);
      expect(product.descriptionBn).toMatch(/[।?!]$/);
      expect(WARRANTY_TYPES).toContain(product.warranty.type);
      expect(Number.isInteger(product.warranty.months)).toBe(true);
      expect(product.warranty.covers.en).not.toBe('');
      expect(product.warranty.covers.bn).toMatch(BENGALI);
      expect(product.specs.length).toBeGreaterThanOrEqual(8);
      const template = DEFAULT_SPEC_TEMPLATES[product.category];
      expect(checkSpecs(template, product.specs)).toEqual([]);
      // Stored in the template's order, as the API keeps them.
      expect(product.specs.map((spec) => spec.key)).toEqual(
        inTemplateOrder(template, product.specs).map((spec) => spec.key),
      );
    },
  );

  it('keeps "Generic" for unbranded accessories only', () => {
    const generic = SEED_PRODUCTS.filter((p) => p.brand === 'Generic');
    expect(generic.every((p) => p.category === 'part')).toBe(true);
  });

  it('gives every product two or three views (and a picture per colour), the main picture first, each a small local file', () => {
    for (const product of SEED_PRODUCTS) {
      const colours = product.options?.find((option) => option.kind === 'colour')?.values ?? [];
      const views = product.photos.length - colours.length;
      expect([product.slug, views >= 2 && views <= 3]).toEqual([product.slug, true]);
      expect(product.photos.length).toBeLessThanOrEqual(MAX_PRODUCT_PHOTOS);
      expect(product.photos[0].url).toBe(product.img);
      expect(new Set(product.photos.map((photo) => photo.url)).size).toBe(product.photos.length);
      for (const photo of product.photos) {
        const file = join(STATIC_DIR, photo.url.slice('/static/'.length));
        expect([photo.url, existsSync(file)]).toEqual([photo.url, true]);
        expect(statSync(file).size).toBeLessThan(4 * 1024);
        expect(photo.alt.en.startsWith(product.name)).toBe(true);
        expect(photo.alt.bn).toMatch(BENGALI);
      }
    }
  });

  it('has its other views committed as generated (npm run generate:images -w services)', () => {
    for (const [file, svg] of viewFiles(SEED_PRODUCTS)) {
      expect([file, readFileSync(join(STATIC_DIR, 'products', file), 'utf8')]).toEqual([file, svg]);
    }
  });
});
