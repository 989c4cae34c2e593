import { assetUrl } from '@shop/api-client';
import type { ProductRating, ProductReview, RatingStar } from '@shop/contracts';
import { formatDate, formatNumber, localizeDigits, useLanguage, useT } from '@shop/i18n';
import { useId, useState } from 'react';
import { PRODUCT_REVIEWS_PER_PAGE, useGetProductReviewsQuery } from '../api/reviews-api';
import { RatingStars } from './rating-stars';
import './reviews.css';
import './product-reviews.css';

/** The bars of the distribution, most stars first; a 0-star bar only when a review gave 0. */
function barsOf(rating: ProductRating): RatingStar[] {
  const stars: RatingStar[] = ['5', '4', '3', '2', '1'];
  return rating.distribution['0'] > 0 ? [...stars, '0'] : stars;
}

/** The average as stars and a number, the count, and how many reviews gave each number of stars. */
function RatingSummary({ rating }: { rating: ProductRating }) {
  const { t } = useT('shop');
  const language = useLanguage();
  return (
    <div className="product-reviews__summary" data-testid="rating-summary">
      <p className="product-reviews__average">
        <span className="product-reviews__score" data-testid="rating-average">
          {/* Always one decimal, as ratings are written: 4.0, ৪.৫ */}
          {localizeDigits(rating.average.toFixed(1), language)}
        </span>
        <RatingStars rating={rating.average} />
        <span className="product-reviews__count" data-testid="rating-count">
          {t('productReviews.count', { count: rating.count })}
        </span>
      </p>
      <ul className="rating-bars" aria-label={t('productReviews.distribution')}>
        {barsOf(rating).map((star) => {
          const count = rating.distribution[star];
          const share = rating.count > 0 ? Math.round((count / rating.count) * 100) : 0;
          return (
            <li key={star} className="rating-bars__row" data-testid={`rating-bar-${star}`}>
              <span className="rating-bars__label">
                {t('productReviews.stars', { count: Number(star) })}
              </span>
              <span className="rating-bars__track" aria-hidden="true">
                <span className="rating-bars__fill" style={{ width: `${share}%` }} />
              </span>
              <span className="rating-bars__count">
                {formatNumber(count, language)}
                <span className="visually-hidden">
                  {' '}
                  {t('productReviews.reviewsWord', { count })}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One review: who, the stars, when, 'Verified purchase' where it applies, and the text as typed. */
function ReviewItem({ review }: { review: ProductReview }) {
  const { t } = useT('shop');
  const language = useLanguage();
  return (
    <li className="product-review" data-testid="product-review">
      <img
        className="product-review__avatar"
        src={assetUrl(review.img)}
        alt={t('reviews.photoOf', { name: review.name })}
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
      />
      <div className="product-review__body">
        <p className="product-review__meta">
          <span className="product-review__name" translate="no">
            {review.name}
          </span>
          <RatingStars rating={review.retting} />
          <time className="product-review__date" dateTime={review.createdAt}>
            {formatDate(review.createdAt, language)}
          </time>
          {review.verifiedPurchase && (
            <span className="product-review__verified" data-testid="verified-purchase">
              <span aria-hidden="true">✓ </span>
              {t('reviews.verified')}
            </span>
          )}
        </p>
        <p className="product-review__text" translate="no">
          {review.review}
        </p>
      </div>
    </li>
  );
}

/** A later page of the reviews (asked for by 'Show more'). */
function MoreReviews({ partId, page }: { partId: string; page: number }) {
  const { data } = useGetProductReviewsQuery({ partId, page });
  return (
    <>
      {data?.items.map((review) => (
        <ReviewItem key={review._id} review={review} />
      ))}
    </>
  );
}

/**
 * A product's "Ratings & reviews", below the product: the average (stars and number), how many
 * reviews, a bar per number of stars, and the reviews newest first, a page at a time ('Show more').
 * The first page is server-rendered with the product (the same query feeds the page's JSON-LD).
 * Reviews by anyone, not translated (`translate="no"`), as written.
 */
export function ProductReviews({ partId }: { partId: string }) {
  const { t } = useT('shop');
  const titleId = useId();
  const [pages, setPages] = useState(1);
  const first = useGetProductReviewsQuery({ partId, page: 1 });
  const last = useGetProductReviewsQuery({ partId, page: pages });
  const data = first.data;

  let body;
  if (!data) {
    body = first.isError ? (
      <p className="product-reviews__note" role="alert">
        {t('productReviews.error')}{' '}
        <button type="button" className="btn btn--small" onClick={() => void first.refetch()}>
          {t('status.retry')}
        </button>
      </p>
    ) : (
      <p className="product-reviews__note" role="status">
        {t('productReviews.loading')}
      </p>
    );
  } else if (data.summary.count === 0) {
    body = (
      <div className="product-reviews__empty" data-testid="no-reviews">
        <p className="product-reviews__empty-title">{t('productReviews.emptyTitle')}</p>
        <p className="product-reviews__note">{t('productReviews.emptyText')}</p>
      </div>
    );
  } else {
    const shown = Math.min(data.total, pages * PRODUCT_REVIEWS_PER_PAGE);
    body = (
      <>
        <RatingSummary rating={data.summary} />
        <ul className="product-reviews__list">
          {data.items.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
          {Array.from({ length: pages - 1 }, (_, i) => (
            <MoreReviews key={i + 2} partId={partId} page={i + 2} />
          ))}
        </ul>
        {shown < data.total && (
          <button
            type="button"
            className="btn product-reviews__more"
            onClick={() => setPages((n) => n + 1)}
            disabled={last.isFetching}
          >
            {t('productReviews.showMore', { count: data.total - shown })}
          </button>
        )}
      </>
    );
  }

  return (
    <section
      className="product-reviews"
      aria-labelledby={titleId}
      aria-busy={first.isLoading || last.isFetching}
      data-testid="product-reviews"
    >
      <h2 id={titleId} className="product-reviews__title">
        {t('productReviews.title')}
      </h2>
      {body}
    </section>
  );
}
