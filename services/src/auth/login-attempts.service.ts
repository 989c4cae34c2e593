import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model } from 'mongoose';
import { TooManyLoginAttemptsError } from '../common';
import { LoginAttempt } from './schemas/login-attempt.schema';

/** At most this many failed logins per account and per IP address in one window. */
export const MAX_FAILED_LOGINS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export function loginAttemptKeys(email: string, ip: string | undefined): string[] {
  const keys = [`email:${email.trim().toLowerCase()}`];
  if (ip) keys.push(`ip:${ip}`);
  return keys;
}

/**
 * Failed-login counters in the database, so the limit holds across API instances. Each counter is
 * one document updated atomically ($inc); a window starts with the first failure and lasts 15 minutes.
 * Successful logins are not counted.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(@InjectModel(LoginAttempt.name) private readonly attempts: Model<LoginAttempt>) {}

  /** Throws 429 when any key has used up its failures in the current window (even for the right password). */
  async assertAllowed(keys: string[]): Promise<void> {
    const cutoff = new Date(Date.now() - LOGIN_WINDOW_MS);
    const blocked = await this.attempts
      .exists({
        _id: mongoose.trusted({ $in: keys }),
        windowStart: mongoose.trusted({ $gt: cutoff }),
        count: mongoose.trusted({ $gte: MAX_FAILED_LOGINS }),
      })
      .exec();
    if (blocked) throw new TooManyLoginAttemptsError();
  }

  async recordFailure(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.bump(key)));
  }

  private async bump(key: string): Promise<void> {
    const now = new Date();
    const cutoff = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const inWindow = await this.attempts
      .updateOne({ _id: key, windowStart: mongoose.trusted({ $gt: cutoff }) }, { $inc: { count: 1 } })
      .exec();
    if (inWindow.matchedCount > 0) return;
    const window = { count: 1, windowStart: now, expiresAt: new Date(now.getTime() + LOGIN_WINDOW_MS) };
    try {
      // No record, or one of an old window: start a new window.
      await this.attempts
        .updateOne({ _id: key, windowStart: mongoose.trusted({ $lte: cutoff }) }, { $set: window }, { upsert: true })
        .exec();
    } catch (error) {
      // A concurrent failure started the window first (duplicate _id on upsert): count in it.
      if ((error as { code?: unknown }).code !== 11000) throw error;
      await this.attempts.updateOne({ _id: key }, { $inc: { count: 1 } }).exec();
    }
  }
}
