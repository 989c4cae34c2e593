export { deliveryRatesApi } from './api/delivery-rates-api';
export { DeliveryRatesPage } from './components/delivery-rates-page';
