import { assetUrl, notify } from '@shop/api-client';
import type { OwnReview } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { Alert, Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { useId } from 'react';
import { useDashboardT } from '../../../lib/i18n';
import { useDeleteMyReviewMutation, useMyReviewsQuery } from '../api/reviews-api';

/** Five stars, `retting` of them filled. */
const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/**
 * Your reviews, under the Add Review form: what this customer wrote, newest first, each
 * with Delete (after a confirmation). A review the shop hid says so, with the shop's reason.
 */
export function MyReviews() {
  const { data, isLoading, isError, refetch } = useMyReviewsQuery();
  const [remove, removing] = useDeleteMyReviewMutation();
  const { t } = useDashboardT();
  const f = useFormat();
  const headingId = useId();

  const deleteReview = async (review: OwnReview) => {
    const result = await remove(review._id);
    if (!('error' in result)) notify.success(t('review.mine.deleted'));
  };

  let body;
  if (isLoading) {
    body = (
      <div role="status" aria-label={t('review.mine.loading')}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('review.mine.loadError')}
        action={<Button onClick={() => void refetch()}>{t('review.mine.retry')}</Button>}
      />
    );
  } else if (!data || data.length === 0) {
    body = <Empty description={t('review.mine.empty')} />;
  } else {
    body = (
      <ul className="my-reviews__list">
        {data.map((review) => (
          <li key={review._id} className="my-reviews__item" data-testid="my-review">
            <img
              className="my-reviews__photo"
              src={assetUrl(review.img)}
              alt={t('review.mine.photo')}
              width={56}
              height={56}
              loading="lazy"
            />
            <div className="my-reviews__body">
              <div className="my-reviews__meta">
                <span
                  role="img"
                  className="my-reviews__stars"
                  aria-label={t('review.mine.rating', { rating: review.retting })}
                >
                  {stars(review.retting)}
                </span>
                {review.partName && <strong translate="no">{review.partName}</strong>}
                <time dateTime={review.createdAt} className="my-reviews__date">
                  {f.date(review.createdAt)}
                </time>
              </div>
              {/* What the customer wrote, as written. */}
              <p translate="no">{review.review}</p>
              {review.visibility === 'hidden' && (
                <Alert
                  type="warning"
                  showIcon
                  className="my-reviews__hidden"
                  title={t('review.mine.hidden')}
                  description={
                    review.moderation && (
                      <>
                        {t('review.mine.hiddenWhy', { date: f.date(review.moderation.at) })}{' '}
                        <q translate="no">{review.moderation.reason}</q>
                      </>
                    )
                  }
                />
              )}
              {review.visibility === 'visible' && (
                <Tag color="green">{t('review.mine.visible')}</Tag>
              )}
            </div>
            <Popconfirm
              title={t('review.mine.confirmTitle')}
              description={t('review.mine.confirmText')}
              okText={t('review.mine.delete')}
              cancelText={t('review.mine.keep')}
              okButtonProps={{ danger: true }}
              onConfirm={() => deleteReview(review)}
            >
              <Button
                danger
                size="small"
                loading={removing.isLoading && removing.originalArgs === review._id}
                aria-label={t('review.mine.deleteOf', { date: f.date(review.createdAt) })}
              >
                {t('review.mine.delete')}
              </Button>
            </Popconfirm>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="my-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('review.mine.title')}</h2>
      {body}
    </section>
  );
}
