// Exposed as mfe_dashboard/MyOrdersPage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { EmailConfirmationBanner } from '../features/email-confirmation';
import { MyOrdersPage } from '../features/orders';

/** My Booking Products, under the banner that asks an unconfirmed customer to confirm their email. */
function MyOrders() {
  return (
    <>
      <EmailConfirmationBanner />
      <MyOrdersPage />
    </>
  );
}

export default withRemoteProviders(MyOrders);
