// Exposed as mfe_shop/ShopsPage: loaded by the shell when its route is visited.
import { ShopsHead } from '../app/heads/shops-head';
import { withRemoteProviders } from '../app/remote-providers';
import { ShopsPage, withCompare } from '../features/catalogue';

// With Compare on its cards and the compare tray (the home page's listing has neither).
export default withRemoteProviders(withCompare(ShopsPage), ShopsHead);
