// Exposed as mfe_admin/AddPartPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '../app/remote-providers';
import { AddPartPage } from '../features/parts';

export default withRemoteProviders(AddPartPage);
