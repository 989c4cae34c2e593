// Exposed as mfe_dashboard/DashboardHomePage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { EmailConfirmationBanner } from '../features/email-confirmation';
import { DashboardHomePage } from '../features/overview';

/** The dashboard index, under the banner that asks an unconfirmed customer to confirm their email. */
function DashboardHome() {
  return (
    <>
      <EmailConfirmationBanner />
      <DashboardHomePage />
    </>
  );
}

export default withRemoteProviders(DashboardHome);
