import type { MongooseModuleFactoryOptions } from '@nestjs/mongoose';
import mongoose from 'mongoose';

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
