// Exposed as mfe_dashboard/DashboardHomePage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '@shop/ui';
import { DashboardHomePage } from '../features/overview';

export default withRemoteProviders(DashboardHomePage);
