export { AddReviewPage } from './components/add-review-page';
