import { api } from '@shop/api-client';
import type { Review } from '@shop/contracts';

/** Reviews reads of spec §7. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /review`: the newest reviews, newest first (the API orders them; shown as given). */
    getReviews: build.query<Review[], void>({
      query: () => '/review',
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
  }),
});

export const { useGetReviewsQuery } = reviewsApi;
