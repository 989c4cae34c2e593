import { lazyPage } from '../../components/lazy-page';

/** The dashboard frame uses antd, so it is a chunk of its own, fetched only under /dashboard. */
export const DashboardLayout = lazyPage(
  () => import(/* webpackChunkName: "dashboard-frame" */ './themed-dashboard-layout'),
  (m) => m.ThemedDashboardLayout,
);
export { DASHBOARD_MENU, menuFor } from './dashboard-menu';
