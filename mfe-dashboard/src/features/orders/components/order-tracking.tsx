import type { Order, TrackingCourier } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { TrackingTimeline, type TrackingTimelineTexts } from '@shop/ui';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useDashboardT } from '../../../lib/i18n';
import { useOrderTrackingQuery } from '../api/orders-api';

/**
 * Where an order is, at the top of its details on My Booking Products: placed, confirmed, handed
 * to the courier, in transit, out for delivery, delivered (or returned / cancelled), each with its
 * time, and the courier with its consignment id and tracking link once booked. Asked for when the
 * row is opened.
 */
export function OrderTracking({ order }: { order: Pick<Order, '_id'> }) {
  const { t } = useDashboardT();
  const f = useFormat();
  const { data: tracking, isLoading, isError, refetch } = useOrderTrackingQuery(order._id);
  const texts = useMemo<TrackingTimelineTexts>(
    () => ({
      step: (step) => t(`orders.tracking.steps.${step}`),
      notYet: t('orders.tracking.notYet'),
      time: (iso) => f.dateTime(iso),
      courierName: (courier: TrackingCourier) => t(`orders.tracking.couriers.${courier}`),
      courier: t('orders.tracking.courier'),
      consignment: t('orders.tracking.consignment'),
      trackOn: (courier) => t('orders.tracking.trackOn', { courier }),
    }),
    [t, f],
  );
  if (isLoading)
    return (
      <p className="my-orders__note" role="status" data-testid="tracking-loading">
        {t('orders.tracking.loading')}
      </p>
    );
  if (isError || !tracking)
    return (
      <p className="my-orders__note" data-testid="tracking-failed">
        {t('orders.tracking.failed')}{' '}
        <Button type="link" size="small" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  return (
    <TrackingTimeline
      tracking={tracking}
      texts={texts}
      title={t('orders.tracking.title')}
      headingLevel={3}
    />
  );
}
