import { emptyState, QueryResult } from '../../../components/query-result';
import { PageHeader } from '../../../components/page-header';
import { useGetReviewsQuery } from '../api/reviews-api';
import { ReviewCard } from './review-card';
import './reviews.css';

export const REVIEWS_TITLE = 'What our customer say';

/**
 * /reviews (spec §2): review cards, newest first. The spec's client reversed an oldest-first list;
 * `GET /api/review` answers newest first, so the cards follow the API's order as given.
 */
export function ReviewsPage() {
  const query = useGetReviewsQuery();
  return (
    <section aria-busy={query.isLoading}>
      <PageHeader title={REVIEWS_TITLE} lead="Real words from people who ordered from us." />
      <QueryResult
        query={query}
        loading="Loading reviews…"
        error="We couldn’t load the reviews."
        empty={emptyState('No reviews yet.', 'Bought from us? Be the first to tell others.')}
      >
        {(reviews) => (
          <ul className="review-grid">
            {reviews.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
          </ul>
        )}
      </QueryResult>
    </section>
  );
}
