export { salesApi } from './api/sales-api';
export { AdminHomePage } from './components/admin-home-page';
