import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, type MongooseModuleFactoryOptions } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';

/** How long a query waits for a reachable server before failing (answered as 503). */
export const SERVER_SELECTION_TIMEOUT_MS = 2500;

/**
 * Mongoose settings of the API. Filters are sanitised (`{$gt: ''}` in user input becomes a literal
 * value, not an operator): code that needs operators in a filter built from trusted values wraps them
 * in `mongoose.trusted()`.
 */
export function mongooseOptions(uri: string): MongooseModuleFactoryOptions {
  mongoose.set('sanitizeFilter', true);
  mongoose.set('strictQuery', true);
  // A query keeps no formatted stack trace of where it was first run (only shown by mongoose's
  // "Query was already executed" error): every query of every request paid for formatting one.
  mongoose.set('skipOriginalStackTraces', true);
  return {
    uri,
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    connectTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    // Fail fast instead of queueing queries for 10 s while the database is away.
    bufferCommands: false,
    retryAttempts: 3,
    retryDelay: 1000,
  };
}

/**
 * Waits, before the app bootstraps (seed) or listens, until every model has built its indexes.
 * Besides being correct (a unique index must exist before the first insert relies on it), this works
 * around mongo-java-server, which fails writes that race with index creation on a new collection
 * ("Unknown error: null").
 */
@Injectable()
export class ModelIndexesReady implements OnModuleInit {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async onModuleInit(): Promise<void> {
    await Promise.all(Object.values(this.connection.models).map((model) => model.init()));
  }
}

/** The URI without its password, for messages. */
export function redactUri(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/[^:/@]+):[^@/]*@/, '$1:***@');
}

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/**
 * Waits until the database answers a ping, trying `attempts` times (each up to the server selection
 * timeout, `delayMs` apart); a database that never answers ends in one clear line, not a driver
 * stack. main.ts calls this before creating the app (a container's database may still be booting).
 */
export async function waitForDatabase(
  uri: string,
  {
    attempts = 10,
    delayMs = 1000,
    serverSelectionTimeoutMS = SERVER_SELECTION_TIMEOUT_MS,
    onRetry,
  }: { attempts?: number; delayMs?: number; serverSelectionTimeoutMS?: number; onRetry?: (message: string) => void } = {},
): Promise<void> {
  let lastError = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS });
    try {
      await connection.asPromise();
      await connection.db?.admin().ping();
      return;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      if (attempt < attempts) {
        onRetry?.(`Waiting for the database at ${redactUri(uri)} (attempt ${attempt}/${attempts}): ${lastError}`);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    } finally {
      await connection.close().catch(() => undefined);
    }
  }
  throw new DatabaseUnreachableError(`the database at ${redactUri(uri)} is unreachable: ${lastError}`);
}
