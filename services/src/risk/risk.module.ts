import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { CouriersModule } from '../couriers';
import { OrdersModule } from '../orders';
import { RiskRuleService } from './risk-rule.service';
import { RiskController } from './risk.controller';
import { RiskService } from './risk.service';
import {
  CourierPhoneHistoryRecord,
  CourierPhoneHistorySchema,
} from './schemas/courier-phone-history.schema';
import { OrderRiskRecord, OrderRiskSchema } from './schemas/order-risk.schema';
import { RiskRuleRecord, RiskRuleSchema } from './schemas/risk-rule.schema';

/** Risk check by phone before confirming a cash-on-delivery order (README.md). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: RiskRuleRecord.name, schema: RiskRuleSchema },
      { name: CourierPhoneHistoryRecord.name, schema: CourierPhoneHistorySchema },
      { name: OrderRiskRecord.name, schema: OrderRiskSchema },
    ]),
    OrdersModule,
    CouriersModule,
    AuditModule,
  ],
  controllers: [RiskController],
  providers: [RiskService, RiskRuleService],
})
export class RiskModule {}
