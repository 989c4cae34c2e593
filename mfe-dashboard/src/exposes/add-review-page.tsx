// Exposed as mfe_dashboard/AddReviewPage: loaded by the shell when its route is visited.
import { withRemoteProviders } from '../app/remote-providers';
import { AddReviewPage } from '../features/reviews';

export default withRemoteProviders(AddReviewPage);
