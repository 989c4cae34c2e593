import { notify } from '@shop/api-client';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN, type AdminReview } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { PageHeader, pageParam, TableFrame, type TableFrameColumn } from '@shop/ui';
import { Button, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ADMIN_PAGE_SIZE, indexColumn } from '../../../components/table-states';
import { Thumbnail } from '../../../components/thumbnail';
import { useAdminT } from '../../../lib/i18n';
import {
  REVIEW_FILTERS,
  type ReviewFilter,
  useAdminReviewPageQuery,
  useDeleteReviewMutation,
  useModerateReviewMutation,
} from '../api/reviews-admin-api';
import '../../../components/admin.css';
import './reviews-admin.css';

type Action = 'hide' | 'show' | 'delete';

const filterFrom = (value: string | null): ReviewFilter =>
  (REVIEW_FILTERS as readonly string[]).includes(value ?? '') ? (value as ReviewFilter) : 'all';

/** Five stars, `retting` of them filled: the rating as the storefront shows it. */
const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/**
 * The admin's Reviews page: every review with its photo, rating, text, product, author
 * and date, newest first, filtered by visible / hidden / all (in the address: `?visibility=&page=`).
 * Hide, Show again and Delete each ask for a reason; a hidden or deleted review is off /reviews at
 * once, and the reason goes into the audit log.
 */
export function ReviewsAdminPage() {
  const [params, setParams] = useSearchParams();
  const visibility = filterFrom(params.get('visibility'));
  const page = pageParam(params.get('page'));
  const { data, isLoading, isFetching, isError, refetch } = useAdminReviewPageQuery({
    visibility,
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  const [moderate, moderating] = useModerateReviewMutation();
  const [remove, removing] = useDeleteReviewMutation();
  const [asking, setAsking] = useState<{ action: Action; review: AdminReview } | null>(null);
  const { t } = useAdminT();
  const f = useFormat();

  const go = (next: { visibility?: ReviewFilter; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextFilter = next.visibility ?? visibility;
    if (nextFilter === 'all') search.delete('visibility');
    else search.set('visibility', nextFilter);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
  };

  const confirm = async (reason: string) => {
    if (!asking) return;
    const { action, review } = asking;
    const result =
      action === 'delete'
        ? await remove({ id: review._id, reason })
        : await moderate({
            id: review._id,
            visibility: action === 'hide' ? 'hidden' : 'visible',
            reason,
          });
    // Errors are toasted by the API slice's middleware; the dialog stays open to try again.
    if ('error' in result) return;
    setAsking(null);
    notify.success(t(`reviews.done.${action}`, { name: review.name }));
  };

  const actionButton = (review: AdminReview, action: Action) => (
    <Button
      size="small"
      danger={action === 'delete'}
      type={action === 'show' ? 'primary' : 'default'}
      onClick={() => setAsking({ action, review })}
      aria-label={t(`reviews.actions.${action}Of`, { name: review.name })}
    >
      {t(`reviews.actions.${action}`)}
    </Button>
  );

  const columns: TableFrameColumn<AdminReview>[] = [
    indexColumn(t('table.index'), page, f.number, 64),
    {
      key: 'photo',
      title: t('reviews.columns.photo'),
      card: 'media',
      render: (_value, review) => (
        <Thumbnail img={review.img} alt={t('reviews.photoOf', { name: review.name })} />
      ),
    },
    {
      key: 'review',
      title: t('reviews.columns.review'),
      card: 'title',
      render: (_value, review) => (
        <div className="reviews-admin__review">
          <strong translate="no">{review.name}</strong>
          <span
            role="img"
            className="reviews-admin__stars"
            aria-label={t('reviews.rating', { rating: review.retting })}
          >
            {stars(review.retting)}
          </span>
          {/* What the reviewer wrote, as written. */}
          <p translate="no">{review.review}</p>
        </div>
      ),
    },
    {
      key: 'product',
      title: t('reviews.columns.product'),
      render: (_value, review) => (
        <div className="reviews-admin__product">
          {review.partName ? (
            <span translate="no">{review.partName}</span>
          ) : (
            <span className="admin-muted">{t('reviews.noProduct')}</span>
          )}
          {review.verifiedPurchase && <Tag color="green">{t('reviews.verified')}</Tag>}
        </div>
      ),
    },
    {
      key: 'date',
      title: t('reviews.columns.date'),
      render: (_value, review) => (
        <time dateTime={review.createdAt}>{f.date(review.createdAt)}</time>
      ),
    },
    {
      key: 'status',
      title: t('reviews.columns.status'),
      render: (_value, review) =>
        review.visibility === 'hidden' ? (
          <div className="reviews-admin__status">
            <Tag color="orange">{t('reviews.hidden')}</Tag>
            {review.moderation && (
              <span className="admin-muted">
                {t('reviews.hiddenBy', {
                  name: review.moderation.byName,
                  date: f.dateTime(review.moderation.at),
                })}{' '}
                <q translate="no">{review.moderation.reason}</q>
              </span>
            )}
          </div>
        ) : (
          <Tag color="green">{t('reviews.visible')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('reviews.columns.actions'),
      card: 'actions',
      render: (_value, review) => (
        <div className="reviews-admin__actions">
          {actionButton(review, review.visibility === 'hidden' ? 'show' : 'hide')}
          {actionButton(review, 'delete')}
        </div>
      ),
    },
  ];

  const total = data?.total ?? 0;
  return (
    <section className="reviews-admin">
      <PageHeader
        title={t('reviews.title')}
        lead={data ? t(`reviews.lead.${visibility}`, { count: total }) : undefined}
        leadPending={!data}
      />
      <TableFrame<AdminReview>
        label={t('reviews.title')}
        toolbar={
          <Segmented<ReviewFilter>
            value={visibility}
            onChange={(value) => go({ visibility: value })}
            options={REVIEW_FILTERS.map((value) => ({
              value,
              label: t(`reviews.filters.${value}`),
            }))}
            aria-label={t('reviews.filterLabel')}
          />
        }
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(review) => review._id}
        rowProps={(review) => ({ 'data-testid': 'review-row', 'data-review-id': review._id })}
        loading={isLoading || isFetching}
        error={isError && { errorText: t('reviews.loadError'), refetch }}
        emptyText={t(`reviews.empty.${visibility}`)}
        paging={{ page, pageSize: ADMIN_PAGE_SIZE, total, onChange: (next) => go({ page: next }) }}
      />
      {asking && (
        <ReasonDialog
          title={t(`reviews.dialog.${asking.action}Title`, { name: asking.review.name })}
          label={t('reviews.dialog.reason')}
          hint={t(`reviews.dialog.limits.${asking.action}`, {
            min: MODERATION_REASON_MIN,
            max: MODERATION_REASON_MAX,
          })}
          okText={t(`reviews.actions.${asking.action}`)}
          danger={asking.action === 'delete'}
          disableUntilValid
          busy={moderating.isLoading || removing.isLoading}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => setAsking(null)}
        >
          <blockquote className="review-moderation__quote" translate="no">
            {asking.review.review}
          </blockquote>
          {asking.action === 'delete' && <p>{t('reviews.dialog.deleteWarning')}</p>}
        </ReasonDialog>
      )}
    </section>
  );
}
