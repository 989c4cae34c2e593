import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ThrottlerStorage } from '@nestjs/throttler';
import mongoose, { type Model } from 'mongoose';
import { storedCollection } from '../common';
import { RateLimit } from './schemas/rate-limit.schema';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** A window's count as stored. */
interface RateLimitRow {
  _id: string;
  count: number;
  expiresAt: Date;
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

/**
 * @nestjs/throttler's counters in MongoDB instead of process memory, so a limit such as "5 sign-ups
 * per minute per address" holds across API instances. A window starts with its first request and
 * lasts `ttl`; a request over the limit is refused until the window ends (`blockDuration` is not
 * used: the window is the block). Each count is one atomic update whose result decides.
 */
@Injectable()
export class MongoThrottlerStorage implements ThrottlerStorage {
  constructor(@InjectModel(RateLimit.name) private readonly limits: Model<RateLimit>) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const { count, secondsLeft: timeToExpire } = await this.hit(key, ttl, throttlerName);
    const isBlocked = count > limit;
    return {
      totalHits: count,
      timeToExpire,
      isBlocked,
      timeToBlockExpire: isBlocked ? timeToExpire : 0,
    };
  }

  /**
   * Counts one request or action of `throttlerName` for `key`: the window's count, this one
   * included; when that window ends, which names it for `giveBack`; and the seconds until then (at
   * least 1).
   */
  async hit(
    key: string,
    ttl: number,
    throttlerName: string,
  ): Promise<{ count: number; expiresAt: Date; secondsLeft: number }> {
    const now = new Date();
    const { count, expiresAt } = await this.count(`${throttlerName}:${key}`, now, ttl);
    const secondsLeft = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
    return { count, expiresAt, secondsLeft };
  }

  /**
   * Takes back one action counted by `hit` in the window that ends at `expiresAt`. Only that window:
   * when it has ended since, the new window never counted that action and keeps its count.
   */
  async giveBack(key: string, throttlerName: string, expiresAt: Date): Promise<void> {
    await storedCollection<RateLimitRow>(this.limits).updateOne(
      { _id: `${throttlerName}:${key}`, expiresAt, count: { $gt: 0 } },
      { $inc: { count: -1 } },
    );
  }

  private async count(
    id: string,
    now: Date,
    ttl: number,
  ): Promise<{ count: number; expiresAt: Date }> {
    for (let round = 0; round < 3; round++) {
      // By the driver: this count runs on every limited request (each booking among them), where
      // building and casting a Mongoose query cost more than the command; id and Date need no cast.
      const current = await storedCollection<RateLimitRow>(this.limits).findOneAndUpdate(
        { _id: id, expiresAt: { $gt: now } },
        { $inc: { count: 1 } },
        { returnDocument: 'after' },
      );
      if (current) return current;
      try {
        // No window, or an ended one: start a new one (only one request can: the others collide).
        const started = await this.limits
          .findOneAndUpdate(
            { _id: id, expiresAt: mongoose.trusted({ $lte: now }) },
            { $set: { count: 1, expiresAt: new Date(now.getTime() + ttl) } },
            { upsert: true, new: true },
          )
          .lean()
          .exec();
        return started!;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new Error(`Rate limit ${id}: could not count the request`);
  }
}
