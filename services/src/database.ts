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
