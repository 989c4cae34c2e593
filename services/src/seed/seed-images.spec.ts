import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkVariantPhotos, checkVariantSpecs, variantSpecs } from '@shop/rules';
import { colourFiles, colourSvg, productSvg, tinted } from '../../scripts/generate-images';
import { DEFAULT_SPEC_TEMPLATES } from '../catalogue/spec-templates.defaults';
import { STATIC_DIR } from '../paths';
import { colourOptionOf, PRODUCT_IMAGE_DIR, SEED_PRODUCTS } from './seed-data';

/** A picture as a shopper sees it: without the name it is titled with (not drawn). */
const drawingOf = (svg: string) =>
  svg.replace(/<title>[^<]*<\/title>/, '').replace(/ aria-label="[^"]*"/, '');

describe('the seeded products’ pictures', () => {
  it('point at a picture of their own', () => {
    const paths = SEED_PRODUCTS.map((product) => product.img);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('are all different drawings: no two products share shapes and colours', () => {
    const seen = new Map<string, string>();
    for (const product of SEED_PRODUCTS) {
      const drawing = drawingOf(productSvg(product));
      expect([product.name, seen.get(drawing)]).toEqual([product.name, undefined]);
      seen.set(drawing, product.name);
    }
  });

  it('are committed as generated (npm run generate:images -w services)', () => {
    for (const product of SEED_PRODUCTS) {
      // `/static/products/<slug>.svg` is served from services/static/products/.
      const file = join(STATIC_DIR, 'products', product.img.slice(`${PRODUCT_IMAGE_DIR}/`.length));
      expect([product.slug, readFileSync(file, 'utf8')]).toEqual([
        product.slug,
        productSvg(product),
      ]);
    }
  });

  describe('of a product sold in colours', () => {
    const coloured = SEED_PRODUCTS.flatMap((product) => {
      const colours = colourOptionOf(product.options ?? []);
      return colours ? [{ product, ...colours }] : [];
    });
    const a15 = SEED_PRODUCTS.find((product) => product.slug === 'samsung-galaxy-a15')!;

    it('are one per colour, among its photos, and each variant shows its colour’s', () => {
      expect(coloured.map(({ product }) => product.slug)).toContain('samsung-galaxy-a15');
      for (const { product, option, at } of coloured) {
        const urls = product.photos.map((photo) => photo.url);
        for (const value of option.values)
          expect(urls).toContain(`${PRODUCT_IMAGE_DIR}/${product.slug}-${value.key}.svg`);
        expect(checkVariantPhotos(urls, product.variants ?? [])).toEqual([]);
        for (const variant of product.variants ?? [])
          expect(variant.img).toBe(
            `${PRODUCT_IMAGE_DIR}/${product.slug}-${variant.values[at]}.svg`,
          );
      }
    });

    it('draw the body in the colour’s swatch (a watch: its straps), each picture different', () => {
      const yellow = colourSvg(a15, {
        key: 'yellow',
        label: { en: 'Yellow', bn: 'হলুদ' },
        swatch: '#f1e08f',
      });
      expect(yellow).toContain('#f1e08f');
      expect(yellow).toContain(`<title>${a15.name}, Yellow</title>`);
      const palette = { main: '#111111', accent: '#222222', bg: '#ffffff' };
      const watch = SEED_PRODUCTS.find((product) => product.category === 'smart-watch')!;
      expect(tinted(watch, palette, '#8a8d91').accent).toBe('#8a8d91');
      expect(tinted(a15, palette, '#1d2433').main).toBe('#1d2433');
      // A light colour on a grey card, so that it does not vanish into the page.
      expect(tinted(a15, palette, '#f4f4f2').bg).not.toBe(palette.bg);
      const drawings = [...colourFiles(SEED_PRODUCTS).values()].map(drawingOf);
      expect(new Set(drawings).size).toBe(drawings.length);
    });

    it('are committed as generated, the same bytes every run, and small', () => {
      for (const [file, svg] of colourFiles(SEED_PRODUCTS)) {
        expect(colourFiles(SEED_PRODUCTS).get(file)).toBe(svg);
        const stored = readFileSync(join(STATIC_DIR, 'products', file), 'utf8');
        expect([file, stored]).toEqual([file, svg]);
        expect(Buffer.byteLength(stored)).toBeLessThan(4 * 1024);
      }
    });
  });

  describe('variants of another RAM / storage', () => {
    it('carry their own RAM and storage values, fitting the template, over the product’s', () => {
      const a15 = SEED_PRODUCTS.find((product) => product.slug === 'samsung-galaxy-a15')!;
      const big = a15.variants!.find((variant) => variant.values[0] === '8-256')!;
      expect(checkVariantSpecs(DEFAULT_SPEC_TEMPLATES.phone, a15.variants!)).toEqual([]);
      const sheet = variantSpecs(a15.specs, big);
      expect(sheet.find((spec) => spec.key === 'storage')?.value).toBe(256);
      expect(sheet.find((spec) => spec.key === 'ram')?.value).toBe(8);
      expect(sheet.map((spec) => spec.key)).toEqual(a15.specs.map((spec) => spec.key));
    });
  });
});
