// Exposed as mfe_dashboard/DashboardHomePage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { DashboardHomePage } from '../features/overview';

export default withRemoteProviders(DashboardHomePage);
