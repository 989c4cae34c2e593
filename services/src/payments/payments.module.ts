import { Module } from '@nestjs/common';
import { PaymentsService } from './payments.service';

/** Card payments. Endpoints (POST /api/create-payment-intent) arrive with the payments issue. */
@Module({
  providers: [PaymentsService],
  exports: [PaymentsService],
})
export class PaymentsModule {}
