import { notify } from '@shop/api-client';
import { Button } from 'antd';
import { useDashboardT } from '../../../lib/i18n';
import { useCancelBookingMutation } from '../api/orders-api';

/**
 * Cancels one order after the browser's confirmation (spec §5: 'Are you sure?', in the active
 * language; the browser's own dialog draws its OK/Cancel buttons in the browser's language). The
 * API gives the stock back and answers the order as 'cancelled'; the list and the products' stock
 * are fetched again (tags). A refusal (e.g. shipped meanwhile) is toasted by the shared error
 * middleware.
 */
export function CancelOrderButton({ orderId, name }: { orderId: string; name: string }) {
  const { t } = useDashboardT();
  const [cancel, { isLoading }] = useCancelBookingMutation();

  const onClick = () => {
    if (!window.confirm(t('orders.confirmCancel'))) return;
    cancel(orderId)
      .unwrap()
      .then(() => notify.success(t('orders.cancelled')))
      .catch(() => undefined); // toasted by the error middleware
  };

  return (
    <Button
      danger
      size="small"
      loading={isLoading}
      onClick={onClick}
      title={t('orders.cancelTitle', { name })}
    >
      {t('orders.cancel')}
    </Button>
  );
}
