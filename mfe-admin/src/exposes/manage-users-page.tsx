// Exposed as mfe_admin/ManageUsersPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { ManageUsersPage } from '../features/users';

export default withRemoteProviders(ManageUsersPage);
