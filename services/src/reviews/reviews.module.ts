import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { CatalogueModule } from '../catalogue';
import { ImagesModule } from '../images';
import { OrdersModule } from '../orders';
import { AdminReviewsController } from './admin-reviews.controller';
import { ProductReviewsController } from './product-reviews.controller';
import { ReviewModerationService } from './review-moderation.service';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { Review, ReviewSchema } from './schemas/review.schema';

/**
 * Reviews: GET /api/review (everyone, newest first, with "verified purchase" from the orders) and
 * POST /api/review (customers; the photo comes from the image storage); GET /api/review/mine and
 * DELETE /api/review/:id (a reviewer's own); a product's rating and reviews at
 * GET /api/product/:partId/reviews (everyone); moderation under /api/admin/reviews (admins).
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: Review.name, schema: ReviewSchema }]),
    ImagesModule,
    OrdersModule,
    CatalogueModule,
    AuditModule,
  ],
  controllers: [ReviewsController, ProductReviewsController, AdminReviewsController],
  providers: [ReviewsService, ReviewModerationService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
