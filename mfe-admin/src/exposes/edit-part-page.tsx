// Exposed as mfe_admin/EditPartPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { EditPartPage } from '../features/parts';

export default withRemoteProviders(EditPartPage);
