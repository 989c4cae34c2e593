// Exposed as mfe_shop/ProductPage: loaded by the shell when its route is visited.
import { ProductHead } from '../app/heads/product-head';
import { withRemoteProviders } from '../app/remote-providers';
import { ProductPage } from '../app/pages/product-page';
import { withCompare } from '../features/catalogue';

export default withRemoteProviders(withCompare(ProductPage), ProductHead);
