import type { PartCategory } from '@shop/contracts';

/**
 * One product on sale as search and the storefront's filters read it: built in memory from the
 * catalogue (SearchService.entries()), kept current by the catalogue's version counter. This shape is
 * shared with the filtered listing (facet counts): change it only by adding optional fields.
 */
export interface CatalogueEntry {
  id: string;
  name: string;
  nameBn?: string;
  brand: string;
  category: PartCategory;
  /** Lowest variant price on sale, as GET /api/part answers it (whole taka). */
  price: number;
  /** Units on sale, summed over the variants. */
  quantity: number;
  img: string;
  /** When the product was added (ms since the epoch, from its ObjectId). */
  createdAt: number;
  /** Variants on sale (at least 1). */
  variantCount: number;
  specs: { key: string; value: string | number | boolean }[];
  description: string;
  /** The description in Bengali, when the shop wrote one (searched at the description's weight). */
  descriptionBn?: string;
}

/** The current list of products on sale: what the search index is built from. */
export type CatalogueSnapshot = readonly CatalogueEntry[];
