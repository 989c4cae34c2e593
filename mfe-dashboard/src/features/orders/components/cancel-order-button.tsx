import { notify } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { useConfirmDialog } from '@shop/ui';
import { Button } from 'antd';
import { useDashboardT } from '../../../lib/i18n';
import { useCancelBookingMutation } from '../api/orders-api';

type MoneyKey = 'unpaid' | 'verifying' | 'card' | 'bkash' | 'wallet' | 'cash';

/** What becomes of the order's money when it is cancelled, and how much of it is still held. */
export function cancelMoney(order: Pick<Order, 'total' | 'payment'>): {
  key: MoneyKey;
  amount: number;
} {
  const { status, provider, refundedTaka = 0 } = order.payment;
  const amount = order.total - refundedTaka;
  if (status === 'verifying') return { key: 'verifying', amount };
  if (status !== 'paid' && status !== 'partially_refunded') return { key: 'unpaid', amount: 0 };
  if (provider === 'bkash' || provider === 'wallet' || provider === 'cash')
    return { key: provider, amount };
  return { key: 'card', amount };
}

/**
 * Cancels one order after the shop's dialog (spec §5: 'Are you sure?', in the active language),
 * which names the order (its number and product) and says what becomes of the money. The API
 * gives the stock back and answers the order as 'cancelled'; the list and the products' stock are
 * fetched again (tags). A refusal (shipped meanwhile, or its parcel already with a courier that
 * cannot cancel it: `PARCEL_WITH_COURIER`, "… Please contact the shop.") is toasted by the shared
 * error middleware in the page's language.
 */
export function CancelOrderButton({ order, name }: { order: Order; name: string }) {
  const { t } = useDashboardT();
  const [cancel, { isLoading }] = useCancelBookingMutation();
  const [confirm, dialogHolder] = useConfirmDialog();

  const onClick = async () => {
    const money = cancelMoney(order);
    const yes = await confirm({
      title: t('orders.confirmCancel'),
      content: (
        <>
          <p>{t('orders.confirmCancelWhat', { number: order.number, name })}</p>
          <p>{t(`orders.confirmCancelMoney.${money.key}`, { amount: money.amount })}</p>
        </>
      ),
      okText: t('orders.confirmCancelYes'),
      cancelText: t('orders.confirmCancelNo'),
      danger: true,
    });
    if (!yes) return;
    cancel(order._id)
      .unwrap()
      .then(() => notify.success(t('orders.cancelled')))
      .catch(() => undefined); // toasted by the error middleware
  };

  return (
    <>
      {dialogHolder}
      <Button
        danger
        size="small"
        loading={isLoading}
        onClick={() => void onClick()}
        title={t('orders.cancelTitle', { name })}
      >
        {t('orders.cancel')}
      </Button>
    </>
  );
}
