// Exposed as mfe_dashboard/PaymentPage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '../app/remote-providers';
import { PaymentPage } from '../features/orders';

export default withRemoteProviders(PaymentPage);
