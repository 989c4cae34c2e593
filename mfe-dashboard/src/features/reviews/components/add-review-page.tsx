import { useAuth } from '@shop/api-client';
import { Link, useSearchParams } from '@shop/router';
import { Alert, Result, Skeleton } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { partIdFrom } from '../utils/review-form';
import { ReviewForm } from './review-form';
import './add-review.css';

export const ADD_REVIEW_TITLE = 'Add a New Review';
export const CUSTOMERS_ONLY_TITLE = 'This page is for customers';

/**
 * Spec §2 Add a New Review (non-admins only). A customer reviews a product, optionally the one of a
 * delivered order (`?partId=`). An admin who types the address is told the page is for customers
 * (the API refuses admins' reviews too).
 */
export function AddReviewPage() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  const partId = partIdFrom(params.get('partId'));

  let body;
  if (status === 'unknown') {
    body = (
      <div role="status" aria-label="Loading">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (!user) {
    body = <Alert type="warning" showIcon title="No user is logged in" />;
  } else if (user.role === 'admin') {
    body = (
      <Result
        status="info"
        title={CUSTOMERS_ONLY_TITLE}
        subTitle="Reviews are written by customers about the products they bought. Signed in as an admin, you manage products, orders and users from the menu."
        extra={<Link to="/reviews">Read what our customers say</Link>}
      />
    );
  } else {
    body = <ReviewForm key={user._id} defaultName={user.displayName} partId={partId} />;
  }

  return (
    <section className="add-review">
      <PageHeader
        title={ADD_REVIEW_TITLE}
        lead={
          user?.role === 'admin' ? undefined : 'Tell other customers how your product serves you.'
        }
      />
      {body}
    </section>
  );
}
