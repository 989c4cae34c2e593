import { api } from '@shop/api-client';
import type {
  AdminReview,
  AdminReviewPage,
  ReviewModeration,
  ReviewVisibility,
} from '@shop/contracts';

/** The Reviews page's filter: a visibility, or every review. */
export type ReviewFilter = ReviewVisibility | 'all';
export const REVIEW_FILTERS: readonly ReviewFilter[] = ['visible', 'hidden', 'all'];

export interface AdminReviewPageQuery {
  visibility: ReviewFilter;
  page: number;
  limit: number;
}

const ADMIN_LIST = { type: 'Review', id: 'ADMIN_LIST' } as const;
/** The storefront's list (/reviews, mfe-shop): a moderated review leaves it at once. */
const PUBLIC_LIST = { type: 'Review', id: 'LIST' } as const;

/**
 * Review moderation: `GET /admin/reviews` (paged, newest first), `PATCH
 * /admin/reviews/:id` (hide or show again) and `DELETE /admin/reviews/:id`, each with a reason.
 */
export const reviewsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminReviewPage: build.query<AdminReviewPage, AdminReviewPageQuery>({
      query: ({ visibility, page, limit }) =>
        `/admin/reviews?${new URLSearchParams({ visibility, page: String(page), limit: String(limit) })}`,
      providesTags: [ADMIN_LIST],
    }),

    moderateReview: build.mutation<AdminReview, ReviewModeration & { id: string }>({
      query: ({ id, visibility, reason }) => ({
        url: `/admin/reviews/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { visibility, reason },
      }),
      invalidatesTags: [ADMIN_LIST, PUBLIC_LIST],
    }),

    deleteReview: build.mutation<void, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/reviews/${encodeURIComponent(id)}`,
        method: 'DELETE',
        body: { reason },
      }),
      invalidatesTags: [ADMIN_LIST, PUBLIC_LIST],
    }),
  }),
});

export const { useAdminReviewPageQuery, useModerateReviewMutation, useDeleteReviewMutation } =
  reviewsAdminApi;
