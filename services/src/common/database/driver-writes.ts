import { type Model, type mongo, Types } from 'mongoose';
import { OBJECT_ID } from '../pipes';

/**
 * The few reads and writes on every booking's path go to a model's collection (the driver) rather
 * than through the model: building and casting a Mongoose query took more of the API's CPU than the
 * command itself (docs/performance.md, "What a booking costs"). Their filters and updates are built
 * with the stored types already (ObjectIds, numbers, Dates: what Mongoose's casting would have made
 * of them); these two helpers give them the rest of what Mongoose would have done.
 */

/** A model's collection as the driver's, typed with the documents as stored: paths and values are checked. */
export function storedCollection<Row extends mongo.Document>(
  model: Pick<Model<unknown>, 'collection'>,
): mongo.Collection<Row> {
  return model.collection as unknown as mongo.Collection<Row>;
}

/** `update` with `updatedAt: now` in its `$set`, as Mongoose's `timestamps` adds it to each update. */
export function withUpdatedAt<U extends object>(
  update: U,
  now: Date = new Date(),
): U & { $set: { updatedAt: Date } } {
  const { $set } = update as { $set?: object };
  return { ...update, $set: { ...$set, updatedAt: now } };
}

/**
 * A filter's condition for "one of `values`": the value itself when there is one, the simplest
 * condition for any database to plan. Both are answered through the `_id` index, on MongoDB and
 * on the embedded database (whose collections look an `_id` equality or `$in` up first:
 * tools/embedded-mongo, IdLookups.java).
 */
export function oneOf<T>(values: readonly T[]): T | { $in: T[] } {
  return values.length === 1 ? values[0] : { $in: [...values] };
}

/** An id as an ObjectId (lower-cased), or undefined when it is not 24 hexadecimal characters. */
export function toObjectId(id: string): Types.ObjectId | undefined {
  return typeof id === 'string' && OBJECT_ID.test(id)
    ? new Types.ObjectId(id.toLowerCase())
    : undefined;
}
