export { ReviewsPage } from './components/reviews-page';
