// Exposed as mfe_dashboard/PaymentPage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '@shop/ui';
import { PaymentPage } from '../features/payments';

export default withRemoteProviders(PaymentPage);
