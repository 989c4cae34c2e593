import { notify } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { formatOrderNumber } from '@shop/rules';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useAdminT } from '../../../../lib/i18n';
import {
  type CourierName,
  type CourierOffer,
  useBookShipmentMutation,
} from '../api/courier-booking-api';
import { refusalText } from '../utils/courier-links';
import { CourierChoice } from './courier-choice';

/**
 * Book one confirmed order's parcel: choose one of the couriers the server offers, then Book. A
 * refusal (the courier's own reason, or the shop's rule) stays in the dialog; a courier that is
 * down says so with Retry — the API books an order at most once, so Retry is always safe.
 */
export function BookCourierDialog({
  order,
  offers,
  open,
  onClose,
}: {
  order: Order;
  offers: readonly CourierOffer[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useAdminT();
  const [courier, setCourier] = useState<CourierName | undefined>(
    offers.length === 1 ? offers[0].name : undefined,
  );
  const [book, booking] = useBookShipmentMutation();
  const [refusal, setRefusal] = useState<{ text: string; status?: number } | null>(null);
  const number = formatOrderNumber(order.number);

  const submit = async () => {
    if (!courier) return;
    setRefusal(null);
    const result = await book({ orderId: order._id, courier });
    if ('data' in result && result.data) {
      const shipment = result.data;
      notify.success(
        shipment.consignmentId
          ? t('courierBooking.booked', {
              number,
              courier: t(`courierBooking.couriers.${courier}`),
              id: shipment.consignmentId,
            })
          : t('courierBooking.bookedNoId', {
              number,
              courier: t(`courierBooking.couriers.${courier}`),
            }),
      );
      onClose();
      return;
    }
    setRefusal(refusalText(result.error, t('courierBooking.error')));
  };

  const down = refusal?.status === 503;
  return (
    <Modal
      open={open}
      centered
      destroyOnHidden
      title={
        <span>
          {t('courierBooking.bookTitle')}{' '}
          <span className="courier-booking__number" translate="no">
            {number}
          </span>
        </span>
      }
      onCancel={onClose}
      footer={null}
    >
      <div data-testid="book-courier-dialog">
        <CourierChoice offers={offers} value={courier} onChange={setCourier} />
        {refusal && (
          <Alert
            className="courier-booking__alert"
            type={down ? 'warning' : 'error'}
            showIcon
            role="alert"
            data-testid="booking-refusal"
            title={refusal.text}
          />
        )}
        <div className="courier-booking__dialog-actions">
          <Button
            type="primary"
            disabled={!courier}
            loading={booking.isLoading}
            onClick={() => void submit()}
            data-testid="book-courier-confirm"
          >
            {down ? t('courierBooking.retry') : t('courierBooking.confirm')}
          </Button>
          <Button onClick={onClose}>{t('courierBooking.close')}</Button>
        </div>
      </div>
    </Modal>
  );
}
