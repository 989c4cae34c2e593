export { reviewsApi } from './api/reviews-api';
export { AddReviewPage } from './components/add-review-page';
