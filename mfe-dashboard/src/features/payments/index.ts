export { paymentsApi } from './api/payments-api';
export { PaymentPage } from './components/payment-page';
