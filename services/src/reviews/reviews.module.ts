import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ReviewsService } from './reviews.service';
import { Review, ReviewSchema } from './schemas/review.schema';

/** Reviews. HTTP endpoints (GET/POST /api/review) arrive with the reviews issue. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Review.name, schema: ReviewSchema }])],
  providers: [ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
