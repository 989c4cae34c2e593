// Exposed as mfe_admin/ManageOrdersPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import { ManageOrdersPage } from '../features/orders';

export default withRemoteProviders(ManageOrdersPage);
