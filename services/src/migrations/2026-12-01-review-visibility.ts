import type { Connection } from 'mongoose';
import type { Migration, MigrationResult } from './migration';

/**
 * Reviews from before moderation: every review gets `visibility: 'visible'` (only visible
 * reviews reach /reviews), and one without `createdAt` (written behind the API's back) gets the time
 * in its id, so the newest-first lists keep their order. Both updates are conditional on the missing
 * field: a rerun after an interruption skips what is done.
 */
export const reviewVisibilityMigration: Migration = {
  name: '2026-12-01-review-visibility',
  description: 'reviews: visibility (visible) and createdAt where missing',
  async up(connection: Connection): Promise<MigrationResult> {
    const reviews = connection.collection('reviews');
    const visible = await reviews.updateMany(
      { visibility: { $exists: false } },
      { $set: { visibility: 'visible' } },
    );
    let createdAt = 0;
    for await (const review of reviews.find(
      { createdAt: { $exists: false } },
      { projection: { _id: 1 } },
    )) {
      const at = review._id.getTimestamp();
      const updated = await reviews.updateOne(
        { _id: review._id, createdAt: { $exists: false } },
        { $set: { createdAt: at, updatedAt: at } },
      );
      createdAt += updated.modifiedCount;
    }
    return { visible: visible.modifiedCount, createdAt };
  },
};
