// Exposed as mfe_shop/ReviewsPage: loaded by the shell when its route is visited.
import { ReviewsHead } from '../app/heads/simple-heads';
import { withRemoteProviders } from '../app/remote-providers';
import { ReviewsPage } from '../features/reviews';

export default withRemoteProviders(ReviewsPage, ReviewsHead);
