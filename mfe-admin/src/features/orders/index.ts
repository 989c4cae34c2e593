export { ManageOrdersPage } from './components/manage-orders-page';
