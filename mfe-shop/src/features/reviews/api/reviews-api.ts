import { api } from '@shop/api-client';
import type { ProductReviewPage, Review } from '@shop/contracts';

/** Reviews of a product one page of its "Ratings & reviews" shows (and its JSON-LD carries). */
export const PRODUCT_REVIEWS_PER_PAGE = 5;

/** One page of a product's reviews. */
export interface ProductReviewsArgs {
  partId: string;
  page: number;
}

/** Reviews reads of spec §7, and a product's rating and reviews (its page). */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /review`: the newest reviews, newest first (the API orders them; shown as given). */
    getReviews: build.query<Review[], void>({
      query: () => '/review',
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    /**
     * `GET /product/:partId/reviews`: the rating and one page of the product's reviews, newest
     * first. A new or deleted review (Add Review, Your reviews) invalidates `LIST`: this too.
     */
    getProductReviews: build.query<ProductReviewPage, ProductReviewsArgs>({
      query: ({ partId, page }) => ({
        url: `/product/${encodeURIComponent(partId)}/reviews`,
        params: { page, limit: PRODUCT_REVIEWS_PER_PAGE },
      }),
      providesTags: (_page, _error, { partId }) => [
        { type: 'Review', id: 'LIST' },
        { type: 'Review', id: `product-${partId}` },
      ],
    }),
  }),
});

export const { useGetReviewsQuery, useGetProductReviewsQuery } = reviewsApi;
