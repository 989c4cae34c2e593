/** The audit module's public surface: what other modules use of it. */
export { changesBetween } from './audit-changes';
export { AuditModule } from './audit.module';
export { type AuditRecord, AuditService } from './audit.service';
