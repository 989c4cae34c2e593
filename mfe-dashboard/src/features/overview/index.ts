export { summaryApi } from './api/summary-api';
export { DashboardHomePage } from './components/dashboard-home-page';
