import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model } from 'mongoose';
import { LoginThrottledError } from './login-throttled.error';
import { LoginAttempt } from './schemas/login-attempt.schema';

/** Length of one counting window; every counter starts from zero in the next one. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Password checks of one account from one address per window before the delays start. */
export const PAIR_FREE_ATTEMPTS = 5;
/** The same while the account is under attack (ACCOUNT_ATTACK_FAILURES reached). */
export const PAIR_FREE_ATTEMPTS_UNDER_ATTACK = 1;
/** Failures of one account, from all addresses, in a window that mean someone is guessing its password. */
export const ACCOUNT_ATTACK_FAILURES = 20;
/** Failures from one address in a window, all accounts together: sized for carrier-grade NAT. */
export const ADDRESS_FAILURE_BUDGET = 300;
/** Delay before the first attempt past the free ones; doubles with each further attempt. */
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 5 * 60 * 1000;

/** How long after the previous attempt the `overFree`-th attempt past the free ones (0-based) must wait. */
export function delayBefore(overFree: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(overFree, 30), MAX_DELAY_MS);
}

/** How many attempts past the free ones can have had their turn within `elapsedMs` of the last free one. */
export function turnsWithin(elapsedMs: number): number {
  let turns = 0;
  for (let waited = delayBefore(0); waited <= elapsedMs; waited += delayBefore(turns)) turns += 1;
  return turns;
}

/** Free password checks per (account, address) given the account's failures from all addresses. */
export function freeAttempts(accountFailures: number): number {
  return accountFailures >= ACCOUNT_ATTACK_FAILURES
    ? PAIR_FREE_ATTEMPTS_UNDER_ATTACK
    : PAIR_FREE_ATTEMPTS;
}

export function windowOf(now: number): number {
  return Math.floor(now / LOGIN_WINDOW_MS);
}

/** The counters one login attempt touches, in the window it happens in. */
export interface LoginAttemptKeys {
  /** This account from this address: progressive delays, forgotten on a successful login. */
  pair: string;
  /** This account from everywhere: failures, which shrink the free attempts of every address. */
  account: string;
  /** This address for every account: the budget of a shared (NAT) address. */
  address: string;
  windowEnd: Date;
}

export function loginAttemptKeys(
  email: string,
  ip: string | undefined,
  now = Date.now(),
): LoginAttemptKeys {
  const account = email.trim().toLowerCase();
  const address = ip ?? 'unknown';
  const window = windowOf(now);
  return {
    pair: `pair:${account}|${address}@${window}`,
    account: `account:${account}@${window}`,
    address: `address:${address}@${window}`,
    windowEnd: new Date((window + 1) * LOGIN_WINDOW_MS),
  };
}

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === DUPLICATE_KEY;

/**
 * Decides, before any password is checked, whether a login attempt may have its password checked.
 * Every decision is one atomic single-document update whose result decides (no read-then-write), and
 * the counters live in MongoDB, so the limits hold under parallel requests and across API instances.
 * Why these limits and numbers: auth/README.md.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(@InjectModel(LoginAttempt.name) private readonly attempts: Model<LoginAttempt>) {}

  /**
   * Admits one attempt to a password check, or throws LoginThrottledError (429). Admitted attempts
   * count against the account + address pair and reserve one failure of the address budget; report
   * the outcome with succeeded() or failed().
   */
  async admit(email: string, ip: string | undefined): Promise<LoginAttemptKeys> {
    const keys = loginAttemptKeys(email, ip);
    const account = await this.attempts.findById(keys.account, { count: 1 }).lean().exec();
    await this.admitPair(keys, freeAttempts(account?.count ?? 0));
    const addressFailures = await this.increment(keys.address, keys.windowEnd);
    if (addressFailures > ADDRESS_FAILURE_BUDGET) {
      throw new LoginThrottledError(keys.windowEnd.getTime() - Date.now());
    }
    return keys;
  }

  /** The right password: this pair starts over and the address gets its reservation back. */
  async succeeded(keys: LoginAttemptKeys): Promise<void> {
    await Promise.all([
      this.attempts.deleteOne({ _id: keys.pair }).exec(),
      this.attempts.updateOne({ _id: keys.address }, { $inc: { count: -1 } }).exec(),
    ]);
  }

  /** A wrong password (or no such account): counts for the account from everywhere. */
  async failed(keys: LoginAttemptKeys): Promise<void> {
    await this.increment(keys.account, keys.windowEnd);
  }

  /**
   * The first `free` attempts of the window pass at once: `$inc` only matches while the count is
   * below `free`, so however many arrive together, `free` get through. Past them, the n-th further
   * attempt must come delayBefore(n) after the previous one, and only one attempt can take each
   * turn (compare-and-set on the count).
   */
  private async admitPair(keys: LoginAttemptKeys, free: number): Promise<void> {
    for (let round = 0; round < 4; round++) {
      const now = new Date();
      try {
        await this.attempts
          .findOneAndUpdate(
            { _id: keys.pair, count: mongoose.trusted({ $lt: free }) },
            {
              $inc: { count: 1 },
              $set: { lastAt: now },
              $setOnInsert: { expiresAt: keys.windowEnd },
            },
            { upsert: true, new: true, projection: { _id: 1 } },
          )
          .lean()
          .exec();
        return;
      } catch (error) {
        // The pair has used its free attempts (the upsert collides with its record).
        if (!isDuplicateKey(error)) throw error;
      }
      const pair = await this.attempts.findById(keys.pair, { count: 1, lastAt: 1 }).lean().exec();
      if (!pair || pair.count < free) continue; // reset by a success meanwhile: try the free way again
      const turn = (pair.lastAt?.getTime() ?? 0) + delayBefore(pair.count - free);
      if (turn > now.getTime()) throw new LoginThrottledError(turn - now.getTime());
      const taken = await this.attempts
        .findOneAndUpdate(
          { _id: keys.pair, count: pair.count },
          { $inc: { count: 1 }, $set: { lastAt: now } },
          { projection: { _id: 1 } },
        )
        .lean()
        .exec();
      if (taken) return;
      throw new LoginThrottledError(delayBefore(pair.count + 1 - free));
    }
    throw new LoginThrottledError(FIRST_DELAY_MS);
  }

  /** Adds one to a window's counter, creating it, and answers the new count (one atomic upsert). */
  private async increment(key: string, expiresAt: Date): Promise<number> {
    const bump = () =>
      this.attempts
        .findOneAndUpdate(
          { _id: key },
          { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
          { upsert: true, new: true, projection: { count: 1 } },
        )
        .lean()
        .exec();
    try {
      return (await bump())!.count;
    } catch (error) {
      // Two first increments at once: one inserted, the other's upsert collided; it counts now.
      if (!isDuplicateKey(error)) throw error;
      return (await bump())!.count;
    }
  }
}
