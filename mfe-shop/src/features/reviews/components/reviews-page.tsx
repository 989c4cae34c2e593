import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
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
  const { data: reviews, isLoading, isError, isFetching, refetch } = useGetReviewsQuery();

  let body;
  if (isLoading) body = <Loading label="Loading reviews…" />;
  else if (isError || !reviews)
    body = (
      <LoadError
        title="We couldn’t load the reviews."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else if (reviews.length === 0)
    body = (
      <EmptyState title="No reviews yet.">
        <p className="status-block__text">Bought from us? Be the first to tell others.</p>
      </EmptyState>
    );
  else
    body = (
      <ul className="review-grid">
        {reviews.map((review) => (
          <ReviewCard key={review._id} review={review} />
        ))}
      </ul>
    );

  return (
    <section aria-busy={isLoading}>
      <PageHeader title={REVIEWS_TITLE} lead="Real words from people who ordered from us." />
      {body}
    </section>
  );
}
