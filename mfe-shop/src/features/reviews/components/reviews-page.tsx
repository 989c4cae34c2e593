import { ComingSoon } from '../../../components/coming-soon';

export function ReviewsPage() {
  return (
    <ComingSoon title="What our customer say">
      Reviews from our customers will appear here shortly.
    </ComingSoon>
  );
}
