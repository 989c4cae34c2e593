export { reviewsAdminApi } from './api/reviews-admin-api';
export { ReviewsAdminPage } from './components/reviews-admin-page';
