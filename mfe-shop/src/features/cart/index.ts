export { CartPage } from './components/cart-page';
export { deliveryNote } from './components/cart-summary';
