/** The reviews module's public surface: what other modules use of it. */
export { ReviewsModule } from './reviews.module';
export { ReviewsService } from './reviews.service';
