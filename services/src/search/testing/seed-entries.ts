import { Types } from 'mongoose';
import { SEED_PRODUCTS } from '../../seed/seed-data';
import type { CatalogueEntry } from '../catalogue-snapshot';

/** The seed catalogue as the snapshot holds it, without a database (tests and the benchmark). */
export function seedEntries(): CatalogueEntry[] {
  return SEED_PRODUCTS.map((product) => {
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
    };
  });
}
