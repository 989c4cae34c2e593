// Exposed as mfe_admin/WalletPaymentsPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { WalletPaymentsPage } from '../features/wallet-payments';

export default withRemoteProviders(WalletPaymentsPage);
