// Exposed as mfe_dashboard/AddReviewPage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { AddReviewPage } from '../features/reviews';

export default withRemoteProviders(AddReviewPage);
