import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ImagesModule } from '../images/images.module';
import { OrdersModule } from '../orders/orders.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { Review, ReviewSchema } from './schemas/review.schema';

/**
 * Reviews: GET /api/review (everyone, newest first, with "verified purchase" from the orders) and
 * POST /api/review (customers; the photo comes from the image storage).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Review.name, schema: ReviewSchema }]), ImagesModule, OrdersModule],
  controllers: [ReviewsController],
  providers: [ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
