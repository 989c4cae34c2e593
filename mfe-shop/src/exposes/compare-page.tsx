// Exposed as mfe_shop/ComparePage: loaded by the shell when its route is visited.
import { CompareHead } from '../app/heads/compare-head';
import { withRemoteProviders } from '../app/remote-providers';
import { ComparePage } from '../app/pages/compare-page';

export default withRemoteProviders(ComparePage, CompareHead);
