// Exposed as mfe_shop/HomePage: loaded by the shell when its route is visited.
import { HomeHead } from '../app/heads/home-head';
import { withRemoteProviders } from '../app/remote-providers';
import { HomePage } from '../app/pages/home-page';

export default withRemoteProviders(HomePage, HomeHead);
