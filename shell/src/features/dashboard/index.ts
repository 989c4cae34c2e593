export { DashboardLayout } from './dashboard-layout';
export { DASHBOARD_MENU } from './dashboard-menu';
