// Exposed as mfe_admin/AdminHomePage: the dashboard index (/dashboard) for admins, with the sales
// summary. Loaded by the shell only once the admin flag is confirmed.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { AdminHomePage } from '../features/sales';

export default withRemoteProviders(AdminHomePage);
