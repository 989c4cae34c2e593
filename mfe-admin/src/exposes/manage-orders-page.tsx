// Exposed as mfe_admin/ManageOrdersPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { ManageOrdersPage } from '../features/orders';

export default withRemoteProviders(ManageOrdersPage);
