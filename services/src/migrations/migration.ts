import type { Connection } from 'mongoose';

/**
 * A change of stored data that ships with the code needing it. `up` runs once per database, at
 * start-up, before the API serves; it must be safe to run again after an interruption (conditional
 * updates that skip documents already in the new shape), because a crashed run is taken over.
 */
export interface Migration {
  /** Unique and sortable: `YYYY-MM-DD-what` — migrations run in the order of MIGRATIONS. */
  readonly name: string;
  readonly description: string;
  up(connection: Connection, context: MigrationContext): Promise<MigrationResult>;
}

export interface MigrationContext {
  /** The moment the run started (time-dependent defaults use it, so a rerun agrees). */
  now: Date;
  /** The API's configuration values a migration may need. */
  settings: { paymentWindowMinutes: number };
}

/** What a migration changed, for the log and the `migrations` record. */
export type MigrationResult = Record<string, number>;
