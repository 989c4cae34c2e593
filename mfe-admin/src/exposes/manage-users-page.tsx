// Exposed as mfe_admin/ManageUsersPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import { ManageUsersPage } from '../features/users';

export default withRemoteProviders(ManageUsersPage);
