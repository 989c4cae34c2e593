export { adminOrdersApi } from './api/orders-api';
export { ManageOrdersPage } from './components/manage-orders-page';
