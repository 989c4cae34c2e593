// Exposed as mfe_dashboard/ProfilePage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { ProfilePage } from '../features/profile';

export default withRemoteProviders(ProfilePage);
