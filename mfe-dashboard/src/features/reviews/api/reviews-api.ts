import { api } from '@shop/api-client';
import type { InsertedAnswer, Part, Review } from '@shop/contracts';

/** What `POST /review` takes: the spec's fields, and the product when written from an order. */
export type NewReview = Pick<Review, 'name' | 'retting' | 'review' | 'img'> & { partId?: string };

/**
 * Add a New Review: the photo goes to the shop's own image storage first (`useUploadImageMutation`
 * of lib/photo-upload), then the review is posted.
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addReview: build.mutation<Partial<InsertedAnswer>, NewReview>({
      query: (body) => ({ url: '/review', method: 'POST', body }),
      invalidatesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    /** The product a review is written about (when the page is opened from an order). */
    reviewedProduct: build.query<Part, string>({
      query: (partId) => `/product/${encodeURIComponent(partId)}`,
      providesTags: (_part, _error, partId) => [{ type: 'Product', id: partId }],
    }),
  }),
});

export const { useAddReviewMutation, useReviewedProductQuery } = reviewsApi;
