import { Module } from '@nestjs/common';
import { MIGRATIONS } from './registry';
import { MIGRATION_LIST, MigrationsService } from './migrations.service';

/** Runs the stored-data migrations (MIGRATIONS) once per database at start-up. See README.md. */
@Module({
  providers: [{ provide: MIGRATION_LIST, useFactory: () => MIGRATIONS }, MigrationsService],
  exports: [MigrationsService],
})
export class MigrationsModule {}
