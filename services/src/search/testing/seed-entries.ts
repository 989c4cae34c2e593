import { Types } from 'mongoose';
import type { CatalogueEntry } from '../catalogue-snapshot';

/** A seed product (services/src/seed/seed-data.ts): what the snapshot needs of it. */
export type SeedLike = Omit<CatalogueEntry, 'id' | 'createdAt' | 'variantCount'> & {
  _id: string;
  variants?: readonly { price: number; quantity: number; archived?: boolean }[];
};

/**
 * Seed products as the snapshot holds them, without a database (tests and the benchmark pass
 * SEED_PRODUCTS: this module may not import the seed, which sits above it).
 */
export function seedEntries(products: readonly SeedLike[]): CatalogueEntry[] {
  return products.map((product) => {
    const onSale = (product.variants ?? []).filter((variant) => !variant.archived);
    return {
      id: product._id,
      name: product.name,
      nameBn: product.nameBn,
      brand: product.brand,
      category: product.category,
      price: onSale.length ? Math.min(...onSale.map((v) => v.price)) : product.price,
      quantity: onSale.length ? onSale.reduce((sum, v) => sum + v.quantity, 0) : product.quantity,
      img: product.img,
      createdAt: new Types.ObjectId(product._id).getTimestamp().getTime(),
      variantCount: Math.max(1, onSale.length),
      specs: product.specs.map(({ key, value }) => ({ key, value })),
      description: product.description,
      ...(product.descriptionBn ? { descriptionBn: product.descriptionBn } : {}),
    };
  });
}
