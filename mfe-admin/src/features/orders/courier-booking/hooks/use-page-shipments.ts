import type { Order } from '@shop/contracts';
import { useMemo } from 'react';
import {
  type CourierOffer,
  type Shipment,
  useCourierOffersQuery,
  useOrderShipmentsQuery,
} from '../api/courier-booking-api';

const NO_OFFERS: CourierOffer[] = [];

/**
 * The couriers offered and the shipments of a page of orders, by order id. Nothing to book with
 * (no courier set up, or the list could not be read) leaves the page as it was without them.
 */
export function usePageShipments(orders: readonly Order[] | undefined): {
  offers: readonly CourierOffer[];
  shipments: ReadonlyMap<string, Shipment>;
} {
  const offers = useCourierOffersQuery().data ?? NO_OFFERS;
  const ids = useMemo(() => (orders ?? []).map((order) => order._id), [orders]);
  const { data } = useOrderShipmentsQuery(ids, { skip: ids.length === 0 });
  const shipments = useMemo(
    () => new Map((data ?? []).map((shipment) => [shipment.orderId, shipment])),
    [data],
  );
  return { offers, shipments };
}
