export { ordersApi, useCancelBookingMutation, useMyBookingsQuery } from './api/orders-api';
export { MyOrdersPage } from './components/my-orders-page';
