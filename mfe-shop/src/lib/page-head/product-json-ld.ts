/**
 * A product page's structured data: `Product` with its `Offer`, or Google's `ProductGroup` for a
 * product sold in variants, with its rating and reviews. Apart from `json-ld.ts` so the other
 * pages, which share that module's chunk, do not download it.
 */
import type {
  Part,
  ProductOption,
  ProductRating,
  ProductReview,
  ProductVariant,
} from '@shop/contracts';
import type {
  AggregateRating,
  Product,
  ProductGroup,
  Rating,
  Review,
  WithContext,
} from 'schema-dts';
import { SHOP_NAME } from './json-ld';

/** `https://schema.org/InStock` or `OutOfStock`, from the stock the API reports. */
export function availabilityOf(part: Pick<Part, 'quantity'>) {
  return part.quantity > 0
    ? ('https://schema.org/InStock' as const)
    : ('https://schema.org/OutOfStock' as const);
}

export interface ProductJsonLdInput {
  part: Pick<Part, '_id' | 'name' | 'description' | 'price' | 'quantity'>;
  /** The product page's absolute URL (its canonical). */
  url: string;
  /** Absolute URL of the product's picture. */
  image: string;
  /** Absolute URLs of its other photos, in the order its gallery shows them. */
  moreImages?: readonly string[];
  /** The maker, when the product names one. */
  brand?: string;
  /**
   * What the product comes in, for one sold in several variants: the markup is then a
   * `ProductGroup` of one `Product` (with its `Offer`) per variant on sale.
   */
  variants?: {
    options: readonly ProductOption[];
    variants: readonly ProductVariant[];
    /** Absolute URL of a variant's picture (its own photo, else the product's). */
    imageOf: (variant: ProductVariant) => string;
  };
  /** The product's rating and its newest reviews, as its page shows them. */
  reviews?: {
    summary: Pick<ProductRating, 'average' | 'count'>;
    items: ReadonlyArray<Pick<ProductReview, 'name' | 'retting' | 'review' | 'createdAt'>>;
  };
}

/** Most reviews a product's JSON-LD names (the newest; the rating counts them all). */
export const JSON_LD_REVIEWS = 5;

/** The shop's rating scale (spec §3: `retting` 0 to 5); schema.org would assume 1 to 5. */
function onScale(ratingValue: number): Rating {
  return { '@type': 'Rating', ratingValue, bestRating: 5, worstRating: 0 };
}

/**
 * The rating and reviews of a product, as Google's review snippet markup nests them in a
 * `Product`: `aggregateRating` (mean, count, scale) and up to JSON_LD_REVIEWS `review`s, each with
 * its author, rating, text and date. Nothing when nobody reviewed it (a rating of 0 reviews is
 * not one).
 */
function ratingOf(
  reviews: ProductJsonLdInput['reviews'],
): Pick<Product, 'aggregateRating' | 'review'> {
  if (!reviews || reviews.summary.count === 0) return {};
  const aggregateRating: AggregateRating = {
    ...onScale(reviews.summary.average),
    '@type': 'AggregateRating',
    reviewCount: reviews.summary.count,
  };
  const review: Review[] = reviews.items.slice(0, JSON_LD_REVIEWS).map((item) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: item.name },
    reviewRating: onScale(item.retting),
    reviewBody: item.review,
    datePublished: item.createdAt.slice(0, 10),
  }));
  return review.length > 0 ? { aggregateRating, review } : { aggregateRating };
}

/**
 * `Product` with its `Offer`: what Google's merchant listing and product snippet rules ask for;
 * with its rating and reviews when it has any.
 */
export function productJsonLd({
  part,
  url,
  image,
  moreImages = [],
  brand,
  reviews,
  variants,
}: ProductJsonLdInput): WithContext<Product | ProductGroup> {
  if (variants && variants.options.length > 0 && variants.variants.length > 0)
    return productGroupJsonLd({ part, url, image, moreImages, brand, reviews, variants });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    ...describedAs(part, image, moreImages, brand),
    sku: part._id,
    url,
    offers: offerOf(url, part.price, availabilityOf(part)),
    ...ratingOf(reviews),
  };
}

/** What a product and a product group both say of the part: name, description, pictures, brand. */
function describedAs(
  part: ProductJsonLdInput['part'],
  image: string,
  moreImages: readonly string[],
  brand: string | undefined,
) {
  return {
    name: part.name,
    description: part.description,
    image: [image, ...moreImages.filter((more) => more !== image)],
    ...(brand ? { brand: { '@type': 'Brand' as const, name: brand } } : {}),
  };
}

/** One offer: new, in Taka, sold by the shop. */
function offerOf(url: string, price: number, availability: ReturnType<typeof availabilityOf>) {
  return {
    '@type': 'Offer' as const,
    url,
    price,
    priceCurrency: 'BDT',
    availability,
    itemCondition: 'https://schema.org/NewCondition' as const,
    seller: { '@type': 'Organization' as const, name: SHOP_NAME },
  };
}

/**
 * schema.org's property for what an option varies: colour options by `color`; any other (storage,
 * size, length) by `size`, the property Google's variant markup offers for a product's measure.
 */
function variesByOf(option: ProductOption): 'https://schema.org/color' | 'https://schema.org/size' {
  return option.kind === 'colour' ? 'https://schema.org/color' : 'https://schema.org/size';
}

/**
 * Google's documented variant markup: a `ProductGroup` (shared name, description, brand, rating and
 * reviews; `productGroupID`; `variesBy`) with `hasVariant`, one `Product` per variant on sale, each
 * with its SKU, its option values (`color`, `size`), picture and its own `Offer` at its own URL
 * (`?v=<sku>`, the page opened with that variant chosen).
 */
function productGroupJsonLd({
  part,
  url,
  image,
  moreImages = [],
  brand,
  reviews,
  variants,
}: ProductJsonLdInput & {
  variants: NonNullable<ProductJsonLdInput['variants']>;
}): WithContext<ProductGroup> {
  const { options } = variants;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    ...describedAs(part, image, moreImages, brand),
    productGroupID: part._id,
    url,
    variesBy: [...new Set(options.map(variesByOf))],
    hasVariant: variants.variants.map((variant): Product => {
      const variantUrl = `${url}?v=${encodeURIComponent(variant.sku)}`;
      const label = (kind: 'color' | 'size') =>
        variant.values
          .map((key, index) => ({ option: options[index], key }))
          .filter(({ option }) => option && variesByOf(option) === `https://schema.org/${kind}`)
          .map(({ option, key }) => option.values.find((value) => value.key === key)?.label.en)
          .filter(Boolean)
          .join(' / ');
      const color = label('color');
      const size = label('size');
      const named = [color, size].filter(Boolean).join(', ');
      return {
        '@type': 'Product',
        sku: variant.sku,
        name: named ? `${part.name} — ${named}` : part.name,
        image: variants.imageOf(variant),
        ...(color ? { color } : {}),
        ...(size ? { size } : {}),
        offers: offerOf(variantUrl, variant.price, availabilityOf(variant)),
      };
    }),
    ...ratingOf(reviews),
  };
}
