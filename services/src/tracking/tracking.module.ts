import { Module } from '@nestjs/common';
import { CouriersModule } from '../couriers';
import { OrdersModule } from '../orders';
import { TrackingController } from './tracking.controller';
import { TrackingService } from './tracking.service';

/** An order's timeline for its customer: GET /api/orders/:id/tracking, POST /api/track (public). */
@Module({
  imports: [OrdersModule, CouriersModule],
  controllers: [TrackingController],
  providers: [TrackingService],
})
export class TrackingModule {}
