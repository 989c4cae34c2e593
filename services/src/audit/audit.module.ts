import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';
import { AuditEntry, AuditEntrySchema } from './schemas/audit-entry.schema';

/**
 * The audit log of admin actions. Modules whose admin routes write import this module
 * and call the exported `AuditService.record(...)` after the write; it depends on no other module,
 * so it never closes an import cycle. GET /api/admin/activity reads the log (admins).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: AuditEntry.name, schema: AuditEntrySchema }])],
  controllers: [AuditController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
