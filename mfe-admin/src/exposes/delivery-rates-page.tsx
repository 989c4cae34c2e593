// Exposed as mfe_admin/DeliveryRatesPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { DeliveryRatesPage } from '../features/delivery-rates';

export default withRemoteProviders(DeliveryRatesPage);
