// Exposed as mfe_dashboard/PaymentPage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { PaymentPage } from '../features/payments';

export default withRemoteProviders(PaymentPage);
