// Exposed as mfe_admin/AddPartPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import { AddPartPage } from '../features/parts';

export default withRemoteProviders(AddPartPage);
