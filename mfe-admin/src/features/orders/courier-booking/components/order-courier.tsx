import { ExportOutlined } from '@ant-design/icons';
import { notify } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { formatOrderNumber } from '@shop/rules';
import { Unbroken } from '@shop/ui';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useAdminT } from '../../../../lib/i18n';
import {
  type CourierOffer,
  type Shipment,
  type ShipmentState,
  useCancelShipmentMutation,
} from '../api/courier-booking-api';
import { refusalText, trackingUrl } from '../utils/courier-links';
import { BookCourierDialog } from './book-courier-dialog';
import { waitsForCourier } from './bulk-booking';
import './courier-booking.css';

/** Where a parcel is, as a tag colour. */
const STATE_COLOURS: Partial<Record<ShipmentState, string>> = {
  booked: 'blue',
  picked_up: 'geekblue',
  in_transit: 'geekblue',
  out_for_delivery: 'cyan',
  on_hold: 'gold',
  returning: 'orange',
  delivered: 'green',
  partially_delivered: 'lime',
  returned: 'volcano',
  cancelled: 'default',
  lost: 'red',
  unknown: 'default',
};

/**
 * An order's parcel in its row: the courier, the consignment id (people read it to the courier's
 * hotline), a link to the courier's public tracking page and where the parcel is, in words; Cancel
 * booking while the courier still lets the shop cancel. A confirmed order without a parcel gets
 * "Book courier"; one the courier refused says why and may be booked again, and so may one whose
 * parcel was cancelled before pickup.
 */
export function OrderCourier({
  order,
  shipment,
  offers,
}: {
  order: Order;
  shipment: Shipment | undefined;
  offers: readonly CourierOffer[];
}) {
  const { t } = useAdminT();
  const [booking, setBooking] = useState(false);
  const [asking, setAsking] = useState(false);
  const [cancel, cancelling] = useCancelShipmentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const number = formatOrderNumber(order.number);
  const bookable = offers.length > 0 && waitsForCourier(order, shipment);

  const runCancel = async () => {
    setAsking(false);
    setRefusal(null);
    const result = await cancel({ orderId: order._id });
    if ('data' in result && result.data) {
      notify.success(
        t('courierBooking.cancelled', {
          number,
          courier: t(`courierBooking.couriers.${result.data.courier}`),
        }),
      );
      return;
    }
    setRefusal(refusalText(result.error, t('courierBooking.error')).text);
  };

  if (!shipment && !bookable) return null;
  const courierName = shipment ? t(`courierBooking.couriers.${shipment.courier}`) : '';
  const link = shipment?.booking === 'booked' ? trackingUrl(shipment, order.phone) : undefined;
  const canCancel =
    shipment?.booking === 'booked' &&
    shipment.state === 'booked' &&
    offers.some((offer) => offer.name === shipment.courier && offer.canCancel);

  return (
    <div className="courier-booking" data-testid="order-courier">
      {shipment?.booking === 'booked' && (
        <>
          <span className="courier-booking__line">
            <strong>{courierName}</strong>
            <Tag color={STATE_COLOURS[shipment.state]} data-testid="shipment-state">
              {t(`courierBooking.state.${shipment.state}`)}
            </Tag>
          </span>
          {shipment.consignmentId && (
            <span className="courier-booking__line">
              {t('courierBooking.consignment')}{' '}
              {/* Read out to the courier's agent: one line, never broken inside (the cell grows). */}
              <span className="courier-booking__id" data-testid="consignment-id" translate="no">
                <Unbroken>{shipment.consignmentId}</Unbroken>
              </span>
            </span>
          )}
          {link && (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="tracking-link"
              title={t('courierBooking.trackTitle', { courier: courierName })}
            >
              {t('courierBooking.track')} <ExportOutlined aria-hidden />
            </a>
          )}
          {shipment.simulated && (
            <span className="courier-booking__note">{t('courierBooking.simulatorHint')}</span>
          )}
        </>
      )}
      {shipment?.booking === 'pending' && (
        <span className="courier-booking__note" data-testid="shipment-booking">
          {t('courierBooking.pending', { courier: courierName })}
        </span>
      )}
      {shipment?.booking === 'unconfirmed' && (
        <span className="courier-booking__note" data-testid="shipment-booking">
          {t('courierBooking.unconfirmed', { courier: courierName })}
        </span>
      )}
      {shipment?.booking === 'failed' && (
        <span className="courier-booking__refusal" data-testid="shipment-booking">
          {t('courierBooking.failed', { courier: courierName })}{' '}
          {shipment.bookingError && <span translate="no">{shipment.bookingError}</span>}
        </span>
      )}
      {refusal && (
        <span className="courier-booking__refusal" role="alert" data-testid="cancel-refusal">
          {refusal}
        </span>
      )}
      <span className="courier-booking__line">
        {bookable && (
          <Button size="small" onClick={() => setBooking(true)} data-testid="book-courier">
            {t('courierBooking.book')}
          </Button>
        )}
        {canCancel && (
          <Button
            size="small"
            danger
            loading={cancelling.isLoading}
            onClick={() => setAsking(true)}
            data-testid="cancel-booking"
          >
            {t('courierBooking.cancel')}
          </Button>
        )}
      </span>
      {booking && (
        <BookCourierDialog
          order={order}
          offers={offers}
          open={booking}
          onClose={() => setBooking(false)}
        />
      )}
      <ConfirmDialog
        open={asking}
        danger
        title={t('courierBooking.cancelTitle', { courier: courierName })}
        okText={t('courierBooking.cancelConfirm')}
        cancelText={t('courierBooking.keep')}
        onConfirm={() => void runCancel()}
        onCancel={() => setAsking(false)}
      >
        <p>
          {t('orders.number')}{' '}
          <span className="courier-booking__number" translate="no">
            {number}
          </span>
        </p>
        <p>{t('courierBooking.cancelBody', { courier: courierName })}</p>
      </ConfirmDialog>
    </div>
  );
}
