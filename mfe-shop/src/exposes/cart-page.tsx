// Exposed as mfe_shop/CartPage: loaded by the shell when /cart is visited.
import { withRemoteProviders } from '../app/remote-providers';
import { CartPage } from '../features/cart';

export default withRemoteProviders(CartPage);
