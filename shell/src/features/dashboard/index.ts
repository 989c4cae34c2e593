export { DashboardLayout } from './dashboard-layout';
export { DASHBOARD_MENU, menuFor } from './dashboard-menu';
