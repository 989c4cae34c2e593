import { ComingSoon } from '../../../components/coming-soon';

export function DashboardHomePage() {
  return (
    <ComingSoon title="Dashboard">
      Your orders, reviews and profile will be summarised here once sign-in is available.
    </ComingSoon>
  );
}
