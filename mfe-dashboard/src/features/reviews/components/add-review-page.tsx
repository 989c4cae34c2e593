import { ComingSoon } from '../../../components/coming-soon';

export function AddReviewPage() {
  return (
    <ComingSoon title="Add a New Review">
      You will be able to rate your products and share a review here once sign-in is available.
    </ComingSoon>
  );
}
