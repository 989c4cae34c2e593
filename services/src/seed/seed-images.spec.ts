import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productSvg } from '../../scripts/generate-images';
import { STATIC_DIR } from '../paths';
import { PRODUCT_IMAGE_DIR, SEED_PRODUCTS } from './seed-data';

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
      expect([product.slug, readFileSync(file, 'utf8')]).toEqual([product.slug, productSvg(product)]);
    }
  });
});
