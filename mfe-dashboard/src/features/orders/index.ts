export { MyOrdersPage } from './components/my-orders-page';
export { PaymentPage } from './components/payment-page';
