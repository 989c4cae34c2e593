// Exposed as mfe_admin/CodLedgerPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { CodLedgerPage } from '../features/cod-ledger';

export default withRemoteProviders(CodLedgerPage);
