import { useT } from '@shop/i18n';
import { emptyState, QueryResult } from '../../../components/query-result';
import { PageHeader } from '../../../components/page-header';
import { useGetReviewsQuery } from '../api/reviews-api';
import { ReviewCard } from './review-card';
import './reviews.css';

/**
 * /reviews (spec §2): review cards, newest first. The spec's client reversed an oldest-first list;
 * `GET /api/review` answers newest first, so the cards follow the API's order as given.
 */
export function ReviewsPage() {
  const query = useGetReviewsQuery();
  const { t } = useT('shop');
  return (
    <section aria-busy={query.isLoading}>
      <PageHeader title={t('reviews.title')} lead={t('reviews.lead')} />
      <QueryResult
        query={query}
        loading={t('reviews.loading')}
        error={t('reviews.error')}
        empty={emptyState(t('reviews.emptyTitle'), t('reviews.emptyText'))}
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
