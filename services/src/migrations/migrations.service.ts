import { Inject, Injectable, Logger, type OnModuleInit, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { AppConfig } from '../config';
import type { Migration, MigrationResult } from './migration';

/** Nest token of the list of migrations (MIGRATIONS; tests give their own). */
export const MIGRATION_LIST = Symbol('MIGRATION_LIST');

/** A run that has not finished after this long is taken to have crashed and is taken over. */
export const MIGRATION_STALE_MS = 10 * 60_000;
const POLL_MS = 200;

/** One record per migration in the `migrations` collection. */
interface MigrationRecord {
  _id: string;
  state: 'running' | 'done';
  startedAt: Date;
  finishedAt?: Date;
  result?: Record<string, number>;
}

/**
 * Runs the migrations at start-up (before the API serves: onModuleInit), each once per database, in
 * order. A migration is claimed with ONE atomic insert of its record (`_id` = its name): of several
 * API processes starting together exactly one inserts it and runs it; the others wait until it is
 * `done`. A run that crashed (still `running` after MIGRATION_STALE_MS) is taken over with one
 * conditional update on its start time.
 */
@Injectable()
export class MigrationsService implements OnModuleInit {
  private readonly logger = new Logger('Migrations');

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly config: ConfigService<AppConfig, true>,
    @Optional() @Inject(MIGRATION_LIST) private readonly migrations: readonly Migration[] = [],
  ) {}

  async onModuleInit(): Promise<void> {
    await this.runAll();
  }

  /** Runs every migration not recorded as done; answers the names this call ran. */
  async runAll(now = new Date()): Promise<string[]> {
    const ran: string[] = [];
    for (const migration of this.migrations) {
      if (await this.runOne(migration, now)) ran.push(migration.name);
    }
    return ran;
  }

  private get records() {
    return this.connection.collection<MigrationRecord>('migrations');
  }

  /** True when this call ran it; false when it was done already (or another process did it). */
  private async runOne(migration: Migration, now: Date): Promise<boolean> {
    for (;;) {
      const claimed = await this.claim(migration.name);
      if (claimed) break;
      const record = await this.records.findOne({ _id: migration.name });
      if (record?.state === 'done') return false;
      if (record && Date.now() - new Date(record.startedAt).getTime() > MIGRATION_STALE_MS) {
        const takenOver = await this.records.updateOne(
          { _id: migration.name, state: 'running', startedAt: record.startedAt },
          { $set: { startedAt: new Date() } },
        );
        if (takenOver.modifiedCount === 1) {
          this.logger.warn(`${migration.name}: an earlier run did not finish; running it again`);
          break;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const started = Date.now();
    const result = await this.upWithRetries(migration, now);
    await this.records.updateOne(
      { _id: migration.name },
      { $set: { state: 'done', finishedAt: new Date(), result } },
    );
    this.logger.log(
      `${migration.name} (${migration.description}): ${JSON.stringify(result)} in ${Date.now() - started} ms`,
    );
    return true;
  }

  /**
   * Runs a migration (each is written to be run again: it only changes documents still in the old
   * shape). First the collections and indexes of every model registered so far are created — the
   * embedded server once answered a read racing Mongoose's index creation on a new collection with
   * `Unknown error: null` — and such a transient server error is retried a few times.
   */
  private async upWithRetries(migration: Migration, now: Date): Promise<MigrationResult> {
    await Promise.all(Object.values(this.connection.models).map((model) => model.init().catch(() => undefined)));
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await migration.up(this.connection, {
          now,
          settings: { paymentWindowMinutes: this.config.get('PAYMENT_WINDOW_MINUTES', { infer: true }) },
        });
      } catch (error) {
        if (attempt >= TRANSIENT_ATTEMPTS || !isTransientServerError(error)) throw error;
        this.logger.warn(`${migration.name}: the database answered "${(error as Error).message}"; trying again`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS * attempt));
      }
    }
  }

  /** One atomic insert: true for the one process whose insert created the record. */
  private async claim(name: string): Promise<boolean> {
    try {
      await this.records.insertOne({ _id: name, state: 'running', startedAt: new Date() });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return false;
      throw error;
    }
  }
}

const TRANSIENT_ATTEMPTS = 5;

/** A server failure that is not about the request (MongoDB's UnknownError, code 8; the embedded server's `Unknown error`). */
export function isTransientServerError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 8 || (typeof message === 'string' && message.startsWith('Unknown error'));
}
