// Exposed as mfe_admin/MessagesPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { MessagesPage } from '../features/messages';

export default withRemoteProviders(MessagesPage);
