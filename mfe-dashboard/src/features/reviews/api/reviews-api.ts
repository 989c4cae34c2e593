import { api } from '@shop/api-client';
import type { InsertedAnswer, Order, OwnReview, Part, Review } from '@shop/contracts';
import { type DeliveredProduct, deliveredProductsOf } from '../utils/review-form';

/** What `POST /review` takes: the spec's fields, and the product when written from an order. */
export type NewReview = Pick<Review, 'name' | 'retting' | 'review' | 'img'> & { partId?: string };

/** The customer's own reviews (Your reviews under the form). */
const MINE = { type: 'Review', id: 'MINE' } as const;

/**
 * Add a New Review: the photo goes to the shop's own image storage first (`useUploadImageMutation`
 * of lib/photo-upload), then the review is posted.
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addReview: build.mutation<Partial<InsertedAnswer>, NewReview>({
      query: (body) => ({ url: '/review', method: 'POST', body }),
      invalidatesTags: [{ type: 'Review', id: 'LIST' }, MINE],
    }),
    /** `GET /review/mine`: the customer's own reviews, newest first, hidden ones too. */
    myReviews: build.query<OwnReview[], void>({
      query: () => '/review/mine',
      providesTags: [MINE],
    }),
    /** `DELETE /review/:id`: one of the customer's own reviews, gone from /reviews too. */
    deleteMyReview: build.mutation<void, string>({
      query: (id) => ({ url: `/review/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Review', id: 'LIST' }, MINE],
    }),
    /**
     * The products of the customer's delivered orders, most recently ordered first: what Add
     * Review offers (the API takes a product review only from someone who received it).
     */
    deliveredProducts: build.query<DeliveredProduct[], string>({
      query: (email) => `/booking/${encodeURIComponent(email)}`,
      transformResponse: (orders: Order[]) => deliveredProductsOf(orders),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** The product a review is written about (when the page is opened from an order). */
    reviewedProduct: build.query<Part, string>({
      query: (partId) => `/product/${encodeURIComponent(partId)}`,
      providesTags: (_part, _error, partId) => [{ type: 'Product', id: partId }],
    }),
  }),
});

export const {
  useAddReviewMutation,
  useDeleteMyReviewMutation,
  useDeliveredProductsQuery,
  useMyReviewsQuery,
  useReviewedProductQuery,
} = reviewsApi;
