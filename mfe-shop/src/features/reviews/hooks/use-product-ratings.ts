import { skipToken } from '@shop/api-client';
import type { ProductRating } from '@shop/contracts';
import { useGetProductReviewsQuery } from '../api/reviews-api';

function useRating(partId: string | undefined): ProductRating | undefined {
  // The first page of the product's reviews, as its page asks for it: one cached answer for both.
  const { currentData } = useGetProductReviewsQuery(partId ? { partId, page: 1 } : skipToken);
  return currentData?.summary;
}

/** The ratings of up to four products (the compare page's columns), in their order. */
export function useProductRatings(partIds: readonly string[]): (ProductRating | undefined)[] {
  // A fixed number of hook calls, whatever the number of products.
  const ratings = [
    useRating(partIds[0]),
    useRating(partIds[1]),
    useRating(partIds[2]),
    useRating(partIds[3]),
  ];
  return ratings.slice(0, partIds.length);
}
