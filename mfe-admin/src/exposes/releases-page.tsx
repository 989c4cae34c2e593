// Exposed as mfe_admin/ReleasesPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { ReleasesPage } from '../features/releases';

export default withRemoteProviders(ReleasesPage);
