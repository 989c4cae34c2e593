import { useAuth } from '@shop/api-client';
import { Link, useSearchParams } from '@shop/router';
import { Alert, Result, Skeleton } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { useDashboardT } from '../../../lib/i18n';
import { partIdFrom } from '../utils/review-form';
import { MyReviews } from './my-reviews';
import { ReviewForm } from './review-form';
import './add-review.css';

/**
 * Spec §2 Add a New Review (non-admins only). A customer reviews a product, optionally the one of a
 * delivered order (`?partId=`). An admin who types the address is told the page is for customers
 * (the API refuses admins' reviews too). Under the form, Your reviews: the customer's own, each
 * with Delete; a hidden one says the shop hid it and why.
 */
export function AddReviewPage() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  const partId = partIdFrom(params.get('partId'));
  const { t } = useDashboardT();

  let body;
  if (status === 'unknown') {
    body = (
      <div role="status" aria-label={t('loading')}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (!user) {
    body = <Alert type="warning" showIcon title={t('noUser')} />;
  } else if (user.role === 'admin') {
    body = (
      <Result
        status="info"
        title={t('review.customersOnly')}
        subTitle={t('review.customersOnlyText')}
        extra={<Link to="/reviews">{t('review.readReviews')}</Link>}
      />
    );
  } else {
    body = (
      <>
        <ReviewForm
          key={user._id}
          defaultName={user.displayName}
          email={user.email}
          partId={partId}
        />
        <MyReviews />
      </>
    );
  }

  return (
    <section className="add-review">
      <PageHeader
        title={t('review.title')}
        lead={user?.role === 'admin' ? undefined : t('review.lead')}
      />
      {body}
    </section>
  );
}
