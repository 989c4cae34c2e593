import { checkVariants, variantTotals } from '@shop/rules';
import { SEED_PRODUCTS } from './seed-data';
import { PRODUCT_VARIANTS } from './seed-product-variants';

describe('seeded variants', () => {
  const withVariants = SEED_PRODUCTS.filter((product) => (product.variants?.length ?? 0) > 1);

  it('gives at least six products two or more variants, some with prices or stock of their own', () => {
    expect(withVariants.length).toBeGreaterThanOrEqual(6);
    expect(
      Object.keys(PRODUCT_VARIANTS).every((slug) => SEED_PRODUCTS.some((p) => p.slug === slug)),
    ).toBe(true);
    const differ = withVariants.filter((product) => {
      const prices = new Set(product.variants!.map((variant) => variant.price));
      const stock = new Set(product.variants!.map((variant) => variant.quantity));
      return prices.size > 1 || stock.size > 1;
    });
    expect(differ.length).toBeGreaterThanOrEqual(6);
    // A phone in two storage sizes and colours, and a sold-out combination to show.
    expect(withVariants.some((product) => product.options!.length === 2)).toBe(true);
    expect(
      withVariants.some((product) => product.variants!.some((variant) => variant.quantity === 0)),
    ).toBe(true);
  });

  it.each(withVariants.map((product) => [product.slug, product] as const))(
    '%s: variants that can be saved, its spec price the lowest and its quantity their sum',
    (_slug, product) => {
      expect(checkVariants(product.options!, product.variants!)).toEqual([]);
      expect(variantTotals(product.variants!)).toEqual({
        price: product.price,
        quantity: product.quantity,
      });
    },
  );

  it('uses each SKU once across the shop', () => {
    const skus = withVariants.flatMap((product) => product.variants!.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });
});
