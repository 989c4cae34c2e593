import { useLanguage, useT } from '@shop/i18n';
import { ratingLabel, starsOf } from '../utils/stars';

/** A rating as five stars (full, half or empty), announced as 'Rated 4 out of 5'. */
export function RatingStars({ rating }: { rating: unknown }) {
  const { t } = useT('shop');
  const language = useLanguage();
  return (
    <span className="rating-stars" role="img" aria-label={ratingLabel(rating, t, language)}>
      {starsOf(rating).map((star, i) => (
        <span key={i} className={`rating-stars__star rating-stars__star--${star}`} aria-hidden>
          ★
        </span>
      ))}
    </span>
  );
}
