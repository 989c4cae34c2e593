// Exposed as mfe_dashboard/MyOrdersPage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { MyOrdersPage } from '../features/orders';

export default withRemoteProviders(MyOrdersPage);
