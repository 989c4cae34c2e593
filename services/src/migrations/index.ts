export * from './migration';
export { MigrationsModule } from './migrations.module';
export { MIGRATION_LIST, MIGRATION_STALE_MS, MigrationsService } from './migrations.service';
export { MIGRATIONS } from './registry';
