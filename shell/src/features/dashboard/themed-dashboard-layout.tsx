import { AntdTheme } from '../../components/antd-theme';
import { DashboardLayout } from './dashboard-layout';

/** The dashboard frame with the antd theme: its own chunk, loaded only under /dashboard. */
export function ThemedDashboardLayout() {
  return (
    <AntdTheme>
      <DashboardLayout />
    </AntdTheme>
  );
}
