import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { CodLedgerController } from './cod-ledger.controller';
import { CodLedgerService } from './cod-ledger.service';
import { CodPayoutRecord, CodPayoutSchema } from './schemas/cod-payout.schema';
import { LedgerShipment, LedgerShipmentSchema } from './schemas/ledger-shipment.schema';

/** Cash-on-delivery reconciliation: the couriers' payouts against their consignments (admins). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CodPayoutRecord.name, schema: CodPayoutSchema },
      { name: LedgerShipment.name, schema: LedgerShipmentSchema },
    ]),
    AuditModule,
  ],
  controllers: [CodLedgerController],
  providers: [CodLedgerService],
})
export class CodLedgerModule {}
