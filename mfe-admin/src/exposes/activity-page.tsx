// Exposed as mfe_admin/ActivityPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { ActivityPage } from '../features/activity';

export default withRemoteProviders(ActivityPage);
