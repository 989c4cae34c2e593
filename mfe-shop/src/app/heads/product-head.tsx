import { assetUrl, skipToken } from '@shop/api-client';
import type { Part, ProductDetails, ProductReviewPage } from '@shop/contracts';
import { useParams } from '@shop/router';
import { previewImage } from '@shop/rules';
import { usePart } from '../../features/catalogue';
import { useGetProductReviewsQuery } from '../../features/reviews';
import { clip, PageHead, pageUrl, productJsonLd, type PageHeadInput } from '../../lib/page-head';
import { crumbs, useHeadContext, type HeadContext } from './head-context';

/**
 * `/product/:partId`: the name and ৳ price in the title, the price, stock and the start of the
 * description in the description, the photo for link previews, and `Product` + `Offer` (with its
 * rating and newest reviews once `reviews`, the first page its page shows, is there).
 */
export function productHead(
  context: HeadContext,
  part: Part & Partial<Pick<ProductDetails, 'brand' | 'photos' | 'options' | 'variants'>>,
  reviews?: ProductReviewPage,
): PageHeadInput {
  const { t, language, origin } = context;
  const path = `/product/${encodeURIComponent(part._id)}`;
  const inStock = part.quantity > 0;
  // Link previews show no SVG and want the largest picture there is (a seed SVG's 1200 px PNG).
  const { path: imagePath, ...imageFacts } = previewImage(part.img);
  const image = assetUrl(imagePath);
  return {
    title: t('head.product.title', { name: part.name, price: part.price }),
    description: t('head.product.description', {
      price: part.price,
      availability: inStock ? t('head.product.inStock') : t('head.product.soldOut'),
      text: clip(part.description, 120),
    }),
    path,
    language,
    origin,
    type: 'product',
    image: { url: image, alt: part.name, ...imageFacts },
    product: { price: part.price, inStock },
    jsonLd: [
      productJsonLd({
        part,
        url: pageUrl(origin, path, language),
        image,
        // The gallery's other photos, as rasters too (a seed SVG's PNG, an upload's widest WebP).
        moreImages: (part.photos ?? [])
          .slice(1)
          .map((photo) => assetUrl(previewImage(photo.url).path)),
        brand: part.brand || undefined,
        ...(part.options?.length && part.variants?.length
          ? {
              variants: {
                options: part.options,
                variants: part.variants,
                imageOf: (variant) =>
                  variant.img ? assetUrl(previewImage(variant.img).path) : image,
              },
            }
          : {}),
        reviews,
      }),
      crumbs(context, [
        { name: t('head.crumbShops'), path: '/shops' },
        { name: part.name, path },
      ]),
    ],
  };
}

/** A product id that names no product on sale: not to be listed. */
export function missingProductHead(context: HeadContext, partId: string): PageHeadInput {
  const { t, language, origin } = context;
  return {
    title: t('product.notFound'),
    description: t('product.notFoundText'),
    path: `/product/${encodeURIComponent(partId)}`,
    language,
    origin,
    noindex: true,
  };
}

/** The product's head once it is loaded; a missing product's says so (and asks not to be listed). */
export function ProductHead() {
  const context = useHeadContext();
  const { partId } = useParams<{ partId: string }>();
  // The page's own query (RTK Query shares it): no second request, none for a missing product.
  const { data: part, missing } = usePart(partId);
  // The reviews' first page, the one the page shows (the same query): asked once the product is.
  const { data: reviews } = useGetProductReviewsQuery(
    part ? { partId: part._id, page: 1 } : skipToken,
  );
  if (part) return <PageHead {...productHead(context, part, reviews)} />;
  if (partId && missing) return <PageHead {...missingProductHead(context, partId)} />;
  return null;
}
