import { notify } from '@shop/api-client';
import { Button } from 'antd';
import { useCancelBookingMutation } from '../api/orders-api';

/** Spec §5: cancelling an order needs the browser's confirmation with exactly these words. */
export const CANCEL_CONFIRM_TEXT = 'Are you sure?';
export const ORDER_CANCELLED_MESSAGE = 'Order cancelled';

/**
 * Cancels one order after the browser's confirmation. The API gives the stock back and answers the
 * order as 'cancelled'; the list and the products' stock are fetched again (tags). A refusal (e.g.
 * shipped meanwhile) is toasted by the shared error middleware.
 */
export function CancelOrderButton({ orderId, name }: { orderId: string; name: string }) {
  const [cancel, { isLoading }] = useCancelBookingMutation();

  const onClick = () => {
    if (!window.confirm(CANCEL_CONFIRM_TEXT)) return;
    cancel(orderId)
      .unwrap()
      .then(() => notify.success(ORDER_CANCELLED_MESSAGE))
      .catch(() => undefined); // toasted by the error middleware
  };

  return (
    <Button
      danger
      size="small"
      loading={isLoading}
      onClick={onClick}
      title={`Cancel the order of ${name}`}
    >
      Cancel
    </Button>
  );
}
