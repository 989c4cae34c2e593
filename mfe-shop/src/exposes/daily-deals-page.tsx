// Exposed as mfe_shop/DailyDealsPage: loaded by the shell when its route is visited.
import { DailyDealsHead } from '../app/heads/simple-heads';
import { withRemoteProviders } from '../app/remote-providers';
import { DailyDealsPage } from '../features/deals';

export default withRemoteProviders(DailyDealsPage, DailyDealsHead);
