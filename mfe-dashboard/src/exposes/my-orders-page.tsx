// Exposed as mfe_dashboard/MyOrdersPage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '../app/remote-providers';
import { MyOrdersPage } from '../features/orders';

export default withRemoteProviders(MyOrdersPage);
