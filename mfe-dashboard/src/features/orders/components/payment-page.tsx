import { useParams } from '@shop/router';
import { ComingSoon } from '../../../components/coming-soon';

export function PaymentPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ComingSoon title="Payment">
      Card payment for order {id} arrives with the payments feature. Cash on delivery is always
      available.
    </ComingSoon>
  );
}
