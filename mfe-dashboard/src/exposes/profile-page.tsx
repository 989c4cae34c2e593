// Exposed as mfe_dashboard/ProfilePage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '@shop/ui';
import { ProfilePage } from '../features/profile';

export default withRemoteProviders(ProfilePage);
