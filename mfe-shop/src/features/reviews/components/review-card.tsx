import { assetUrl } from '@shop/api-client';
import type { Review } from '@shop/contracts';
import { RatingStars } from './rating-stars';

/** Beyond the spec: the reviewer has a delivered order of the product reviewed (the API decides). */
export const VERIFIED_PURCHASE = 'Verified purchase';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <li className="review-card" data-testid="review-card">
      <figure className="review-card__figure">
        <blockquote className="review-card__text">
          <p>{review.review}</p>
        </blockquote>
        <figcaption className="review-card__author">
          <img
            className="review-card__avatar"
            src={assetUrl(review.img)}
            alt={`Photo of ${review.name}`}
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
          <span>
            <span className="review-card__name">{review.name}</span>
            <RatingStars rating={review.retting} />
            {review.verifiedPurchase && (
              <span className="review-card__verified">
                <span aria-hidden="true">✓ </span>
                {VERIFIED_PURCHASE}
              </span>
            )}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
