import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import mongoose, { type Model, Types } from 'mongoose';
import type { AppConfig } from '../config';
import { type CachedCaller, SessionCache } from './session-cache';
import { hashToken, looksLikeToken, newOpaqueToken, openSuccessor, sealSuccessor } from './session-token';
import { Session } from './schemas/session.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a just-rotated refresh token still answers its successor (concurrent refreshes of one session). */
export const REFRESH_REUSE_GRACE_MS = 20 * 1000;

export interface SessionClient {
  userAgent?: string;
  ip?: string;
}

/** A refresh token handed to the browser, and when it stops working. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
  userId: string;
  /** The login (token family) it belongs to: access tokens name it as their `sid`. */
  familyId: string;
}

/** Why a refresh token was refused. */
export type RotationFailure = 'missing' | 'revoked' | 'reused';

export type RotationResult = { ok: true; session: IssuedSession } | { ok: false; reason: RotationFailure };

/**
 * Refresh-token sessions. The only code that touches the Session model. Every state change is a
 * single-document atomic update (the database has no multi-document transactions).
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    private readonly config: ConfigService<AppConfig, true>,
    private readonly cache: SessionCache,
  ) {}

  /** Starts a new login (a new family) for the user. */
  async start(userId: string, client: SessionClient = {}): Promise<IssuedSession> {
    const { token } = await this.insert(userId, randomUUID(), client);
    return token;
  }

  /**
   * Exchanges a refresh token for its successor. Exactly one caller can rotate a given token: the
   * successor is inserted first, then the conditional update that marks the token rotated only
   * matches while it is neither revoked nor expired (the loser removes its unused successor).
   *
   * Presenting a rotated token again within REFRESH_REUSE_GRACE_MS (two tabs refreshing at once, a
   * retried request) answers the same successor. Later, it is being replayed (stolen, or an old
   * copy): the whole family is revoked.
   */
  async rotate(token: unknown, client: SessionClient = {}): Promise<RotationResult> {
    if (!looksLikeToken(token)) return { ok: false, reason: 'missing' };
    const tokenHash = hashToken(token);
    const now = new Date();
    const current = await this.sessions
      .findOne({ tokenHash }, { userId: 1, familyId: 1, revokedAt: 1, replacedBy: 1, expiresAt: 1 })
      .lean()
      .exec();
    if (!current) return { ok: false, reason: 'missing' };
    if (!current.revokedAt && current.expiresAt > now) {
      const successor = await this.insert(String(current.userId), current.familyId, client);
      const rotated = await this.sessions
        .updateOne(
          { _id: current._id, revokedAt: null },
          {
            $set: {
              revokedAt: now,
              replacedBy: successor.id,
              graceUntil: new Date(now.getTime() + REFRESH_REUSE_GRACE_MS),
              sealedSuccessor: sealSuccessor(token, successor.token),
            },
          },
        )
        .exec();
      if (rotated.modifiedCount === 1) return { ok: true, session: successor.token };
      // Another request rotated it first: ours is not needed; answer as a second presentation.
      await this.sessions.deleteOne({ _id: successor.id }).exec();
      return this.presentedAgain(token, tokenHash, now);
    }
    if (current.replacedBy) return this.presentedAgain(token, tokenHash, now);
    if (current.revokedAt) return { ok: false, reason: 'revoked' };
    return { ok: false, reason: 'missing' }; // expired
  }

  /** A rotated token presented again: its successor within the grace window, theft after it. */
  private async presentedAgain(token: string, tokenHash: string, now: Date): Promise<RotationResult> {
    const rotated = await this.sessions
      .findOne({ tokenHash }, { userId: 1, familyId: 1, replacedBy: 1, graceUntil: 1, sealedSuccessor: 1 })
      .lean()
      .exec();
    if (!rotated?.replacedBy) return { ok: false, reason: 'revoked' };
    const inGrace = rotated.graceUntil !== null && rotated.graceUntil > now;
    const successor = inGrace && rotated.sealedSuccessor ? openSuccessor(token, rotated.sealedSuccessor) : undefined;
    if (!successor) {
      await this.revokeFamily(rotated.familyId);
      return { ok: false, reason: 'reused' };
    }
    // Logged out, or revoked for theft or a password change, since: no way back in.
    const next = await this.sessions.findById(rotated.replacedBy, { revokedAt: 1, replacedBy: 1 }).lean().exec();
    if (!next || (next.revokedAt && !next.replacedBy)) return { ok: false, reason: 'revoked' };
    return {
      ok: true,
      session: { ...successor, userId: String(rotated.userId), familyId: rotated.familyId },
    };
  }

  /** Logout: revokes every token of the presented token's family. Unknown tokens are ignored. */
  async revokeByToken(token: unknown): Promise<void> {
    if (!looksLikeToken(token)) return;
    const known = await this.sessions.findOne({ tokenHash: hashToken(token) }, { familyId: 1 }).lean().exec();
    if (known) await this.revokeFamily(known.familyId);
  }

  /**
   * Ends one login: its refresh tokens, and its access tokens (in this process at once, in the
   * others within SESSION_CACHE_TTL_MS).
   */
  async revokeFamily(familyId: string): Promise<number> {
    const result = await this.sessions
      .updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: new Date() } })
      .exec();
    this.cache.forgetFamily(familyId);
    return result.modifiedCount;
  }

  /** Password change or reset, role change, account removal: every session of the user ends. */
  async revokeAllForUser(userId: string): Promise<number> {
    const result = await this.sessions
      .updateMany({ userId: new Types.ObjectId(userId), revokedAt: null }, { $set: { revokedAt: new Date() } })
      .exec();
    this.cache.forgetUser(userId);
    return result.modifiedCount;
  }

  /** The user's details changed (their name): this process reads them again on the next request. */
  forgetUser(userId: string): void {
    this.cache.forgetUser(userId);
  }

  /**
   * The caller behind an access token: `loadUser()` while the token's login (`familyId`) is live —
   * not logged out or revoked, its refresh not expired —, null otherwise. Served from SessionCache
   * for SESSION_CACHE_TTL_MS: no database round trip per request.
   */
  callerOf(familyId: string, userId: string, loadUser: () => Promise<CachedCaller>): Promise<CachedCaller> {
    return this.cache.resolve(familyId, userId, async () => {
      const [live, user] = await Promise.all([this.isLive(familyId, userId), loadUser()]);
      return live ? user : null;
    });
  }

  /** Whether the login still has a token that can be refreshed. */
  private async isLive(familyId: string, userId: string): Promise<boolean> {
    if (!Types.ObjectId.isValid(userId)) return false;
    const found = await this.sessions
      .exists({
        familyId,
        userId: new Types.ObjectId(userId),
        revokedAt: null,
        expiresAt: mongoose.trusted({ $gt: new Date() }),
      })
      .exec();
    return found !== null;
  }

  /** Sessions of a user that can still be refreshed (tests and diagnostics). */
  async countActive(userId: string): Promise<number> {
    return this.sessions
      .countDocuments({
        userId: new Types.ObjectId(userId),
        revokedAt: null,
        expiresAt: mongoose.trusted({ $gt: new Date() }),
      })
      .exec();
  }

  private async insert(
    userId: string,
    familyId: string,
    client: SessionClient,
  ): Promise<{ token: IssuedSession; id: Types.ObjectId }> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + this.config.get('REFRESH_TTL_DAYS', { infer: true }) * DAY_MS);
    const created = await this.sessions.create({
      userId: new Types.ObjectId(userId),
      familyId,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: client.userAgent?.slice(0, 300),
      ip: client.ip,
    });
    return { token: { token, expiresAt, userId, familyId }, id: created._id };
  }
}
