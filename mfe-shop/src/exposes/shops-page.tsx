// Exposed as mfe_shop/ShopsPage: loaded by the shell when its route is visited.
import { ShopsHead } from '../app/heads/shops-head';
import { withRemoteProviders } from '../app/remote-providers';
import { ShopsPage } from '../features/catalogue';

export default withRemoteProviders(ShopsPage, ShopsHead);
