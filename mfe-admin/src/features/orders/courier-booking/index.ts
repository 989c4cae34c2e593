export { courierBookingApi } from './api/courier-booking-api';
export { BulkBooking } from './components/bulk-booking';
export { OrderCourier } from './components/order-courier';
export { usePageShipments } from './hooks/use-page-shipments';
