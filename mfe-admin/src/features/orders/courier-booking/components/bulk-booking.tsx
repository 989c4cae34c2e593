import type { Order } from '@shop/contracts';
import { formatOrderNumber } from '@shop/rules';
import { Alert, Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useAdminT } from '../../../../lib/i18n';
import {
  type BulkBookingResult,
  type CourierName,
  type CourierOffer,
  type Shipment,
  useBookShipmentsBulkMutation,
} from '../api/courier-booking-api';
import { bulkRowReason, refusalText } from '../utils/courier-links';
import { CourierChoice } from './courier-choice';
import './courier-booking.css';

/**
 * A confirmed order with no parcel booked, its booking refused, or its parcel cancelled before
 * pickup (booked again under a new invoice): bookable.
 */
export function waitsForCourier(order: Order, shipment: Shipment | undefined): boolean {
  return (
    order.status === 'confirmed' &&
    (!shipment ||
      shipment.booking === 'failed' ||
      (shipment.booking === 'booked' && shipment.state === 'cancelled'))
  );
}

/**
 * "Book couriers" above Manage All Orders: the page's confirmed orders waiting for a courier, all
 * ticked, booked with one courier at once. Each order is answered on its own — booked with its
 * consignment id, or not booked with the courier's reason — and those not booked can be sent
 * again (the API never books an order twice).
 */
export function BulkBooking({
  orders,
  shipments,
  offers,
}: {
  orders: readonly Order[];
  shipments: ReadonlyMap<string, Shipment>;
  offers: readonly CourierOffer[];
}) {
  const { t } = useAdminT();
  const [open, setOpen] = useState(false);
  const waiting = orders.filter((order) => waitsForCourier(order, shipments.get(order._id)));
  if (offers.length === 0) return null;
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={waiting.length === 0}
        title={waiting.length === 0 ? t('courierBooking.bulkNone') : undefined}
        data-testid="bulk-booking"
      >
        {t('courierBooking.bulk', { count: waiting.length })}
      </Button>
      {open && (
        <BulkBookingDialog orders={waiting} offers={offers} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function BulkBookingDialog({
  orders,
  offers,
  onClose,
}: {
  orders: readonly Order[];
  offers: readonly CourierOffer[];
  onClose: () => void;
}) {
  const { t } = useAdminT();
  // The orders of this dialog stay as they were opened: a booked one leaves the page's list.
  const [listed] = useState(orders);
  const [courier, setCourier] = useState<CourierName | undefined>(
    offers.length === 1 ? offers[0].name : undefined,
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(orders.map((order) => order._id)),
  );
  const [results, setResults] = useState<ReadonlyMap<string, BulkBookingResult>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [bookBulk, booking] = useBookShipmentsBulkMutation();

  const notBooked = listed.filter((order) => results.get(order._id)?.ok !== true);
  const toSend = notBooked.filter((order) => selected.has(order._id));
  const answered = results.size > 0;
  const bookedCount = [...results.values()].filter((result) => result.ok).length;

  const send = async () => {
    if (!courier || toSend.length === 0) return;
    setFailure(null);
    const result = await bookBulk({ courier, orderIds: toSend.map((order) => order._id) });
    if ('data' in result && result.data) {
      const next = new Map(results);
      for (const row of result.data) next.set(row.orderId, row);
      setResults(next);
      // What is left to send again: the ones not booked.
      setSelected(new Set(result.data.filter((row) => !row.ok).map((row) => row.orderId)));
      return;
    }
    setFailure(refusalText(result.error, t('courierBooking.error')).text);
  };

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <Modal
      open
      centered
      destroyOnHidden
      title={t('courierBooking.bulkTitle')}
      onCancel={onClose}
      footer={null}
    >
      <div data-testid="bulk-booking-dialog">
        <p className="courier-booking__note">{t('courierBooking.bulkLead')}</p>
        <CourierChoice offers={offers} value={courier} onChange={setCourier} />
        <fieldset>
          <legend>{t('courierBooking.bulkOrders')}</legend>
          <ul className="courier-booking__orders">
            {listed.map((order) => {
              const row = results.get(order._id);
              return (
                <li
                  key={order._id}
                  className="courier-booking__order"
                  data-testid="bulk-order"
                  data-order-id={order._id}
                >
                  {row?.ok ? (
                    <span className="courier-booking__number" translate="no">
                      {formatOrderNumber(order.number)}
                    </span>
                  ) : (
                    <Checkbox
                      checked={selected.has(order._id)}
                      onChange={(event) => toggle(order._id, event.target.checked)}
                    >
                      <span className="courier-booking__number" translate="no">
                        {formatOrderNumber(order.number)}
                      </span>
                    </Checkbox>
                  )}
                  <span translate="no">{order.name}</span>
                  <span className="courier-booking__note" translate="no">
                    {order.district}
                  </span>
                  {row && (
                    <span
                      className={`courier-booking__result courier-booking__result--${row.ok ? 'ok' : 'failed'}`}
                      data-testid="bulk-result"
                    >
                      {row.ok ? (
                        row.shipment?.consignmentId ? (
                          <>
                            {t('courierBooking.bulkBooked')}{' '}
                            <span className="courier-booking__id" translate="no">
                              {row.shipment.consignmentId}
                            </span>
                          </>
                        ) : (
                          t('courierBooking.bulkBookedNoId')
                        )
                      ) : (
                        <>
                          {t('courierBooking.bulkNotBooked')}{' '}
                          {bulkRowReason(row, t('courierBooking.error'))}
                        </>
                      )}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
        {answered && (
          <p role="status" data-testid="bulk-summary">
            {t('courierBooking.bulkDone', {
              booked: bookedCount,
              failed: listed.length - bookedCount,
            })}
          </p>
        )}
        {failure && (
          <Alert type="warning" showIcon role="alert" data-testid="bulk-failure" title={failure} />
        )}
        <div className="courier-booking__dialog-actions">
          {notBooked.length > 0 && (
            <Button
              type="primary"
              disabled={!courier || toSend.length === 0}
              loading={booking.isLoading}
              onClick={() => void send()}
              data-testid="bulk-booking-confirm"
            >
              {answered || failure
                ? t('courierBooking.bulkRetry', { count: toSend.length })
                : t('courierBooking.bulkConfirm', { count: toSend.length })}
            </Button>
          )}
          <Button onClick={onClose}>{t('courierBooking.close')}</Button>
        </div>
      </div>
    </Modal>
  );
}
