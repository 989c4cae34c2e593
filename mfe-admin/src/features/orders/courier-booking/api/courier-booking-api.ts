import { api } from '@shop/api-client';

export const COURIER_NAMES = ['steadfast', 'pathao', 'redx'] as const;
export type CourierName = (typeof COURIER_NAMES)[number];

/** `GET /admin/couriers`: a courier this server books with. */
export interface CourierOffer {
  name: CourierName;
  label: string;
  /** Its simulator: no rider comes. */
  simulated: boolean;
  /** A booking may be cancelled here before pickup. */
  canCancel: boolean;
}

export type BookingStatus = 'pending' | 'booked' | 'unconfirmed' | 'failed';
export type ShipmentState =
  | 'booked'
  | 'picked_up'
  | 'in_transit'
  | 'on_hold'
  | 'out_for_delivery'
  | 'returning'
  | 'delivered'
  | 'partially_delivered'
  | 'returned'
  | 'cancelled'
  | 'lost'
  | 'unknown';

/** What the API answers about an order's parcel (`ShipmentDto`). */
export interface Shipment {
  orderId: string;
  courier: CourierName;
  simulated: boolean;
  invoice: string;
  consignmentId?: string;
  trackingCode?: string;
  booking: BookingStatus;
  bookingError?: string;
  state: ShipmentState;
  needsAttention: boolean;
  codAmount: number;
  createdAt: string;
  updatedAt: string;
}

/** One order of a bulk booking (`BulkBookingResultDto`). */
export interface BulkBookingResult {
  orderId: string;
  ok: boolean;
  shipment?: Shipment;
  code?: string;
  message?: string;
  messageBn?: string;
}

/** Every shipment read of the page, refreshed by any booking or cancel. */
const SHIPMENTS = { type: 'Order' as const, id: 'SHIPMENTS' };

/**
 * Booking orders' parcels with a courier from Manage All Orders. The dialogs show these calls'
 * refusals themselves (in the dialog, in the active language), so the error toaster leaves them
 * alone (INLINE_ERROR_ENDPOINTS of @shop/api-client).
 */
export const courierBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    courierOffers: build.query<CourierOffer[], void>({
      query: () => '/admin/couriers',
    }),

    /** The shipments of a page of orders (orders without one are left out). */
    orderShipments: build.query<Shipment[], readonly string[]>({
      query: (orderIds) => `/admin/shipments?orderIds=${orderIds.join(',')}`,
      providesTags: [SHIPMENTS],
    }),

    bookShipment: build.mutation<Shipment, { orderId: string; courier: CourierName }>({
      query: ({ orderId, courier }) => ({
        url: `/admin/orders/${encodeURIComponent(orderId)}/shipment`,
        method: 'POST',
        body: { courier },
      }),
      // A failed or lost attempt is recorded too: the row shows it either way.
      invalidatesTags: [SHIPMENTS],
    }),

    bookShipmentsBulk: build.mutation<
      BulkBookingResult[],
      { orderIds: string[]; courier: CourierName }
    >({
      query: (body) => ({ url: '/admin/shipments/bulk', method: 'POST', body }),
      invalidatesTags: [SHIPMENTS],
    }),

    cancelShipment: build.mutation<Shipment, { orderId: string }>({
      query: ({ orderId }) => ({
        url: `/admin/orders/${encodeURIComponent(orderId)}/shipment`,
        method: 'DELETE',
      }),
      invalidatesTags: [SHIPMENTS],
    }),
  }),
});

export const {
  useCourierOffersQuery,
  useOrderShipmentsQuery,
  useBookShipmentMutation,
  useBookShipmentsBulkMutation,
  useCancelShipmentMutation,
} = courierBookingApi;
