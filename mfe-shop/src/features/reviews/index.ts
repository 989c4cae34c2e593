export { useGetProductReviewsQuery } from './api/reviews-api';
export { ProductReviews } from './components/product-reviews';
export { ReviewsPage } from './components/reviews-page';
export { useProductRatings } from './hooks/use-product-ratings';
