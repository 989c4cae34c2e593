// Exposed as mfe_admin/ReviewsAdminPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { ReviewsAdminPage } from '../features/reviews';

export default withRemoteProviders(ReviewsAdminPage);
